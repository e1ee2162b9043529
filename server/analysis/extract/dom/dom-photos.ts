import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import type { ListingPhoto } from '../../../../contract/wire';
import { decodeRelayId } from '../text';
import { attr, blocksOf, isElement, isText, normaliseText } from './dom-blocks';
import { readingAllowance, readingSpent } from '../page-limits';

// Listing photos as the rendered page shows them: every <img> and <source> of the photo tour (or, when the
// tour was not opened, of the hero), each with the room heading it sits under. The hero of a narrow page is a
// carousel whose every slide names its photo (data-key) though only the first few are drawn; pictures may also be
// drawn as a background image. A saved page points its <img src> at local copies ("./Page_files/…"); the original
// address is still in srcset or data-original-uri, so only absolute addresses (and root-relative ones) are kept.
// A photo filed under another listing (Hosting-<id> in its address) is that listing's, not this one's.

const NOT_A_LISTING_PHOTO = /\/airbnb-platform-assets\/|\/pictures\/user\/|\/im\/users\/|\/users\/|\/static\/|\/maps\/|\.svg$/i;
const IMAGE_PATH = /\.(jpe?g|png|webp|avif|gif)$/i;
const AIRBNB_IMAGES = /(^|\.)muscache\.(com|cn)$/i;
const SIZING_PARAMS = ['im_w', 'im_h', 'im_format', 'w', 'h', 'width', 'height', 'quality', 'q', 'auto', 'fit', 'fm', 'dpr', 'aki_policy'];

const BACKGROUND_IMAGE = /url\(\s*(?:&quot;|["'])?([^"')&]+)/g;

const URL_ATTRIBUTES = ['data-original-uri', 'src', 'data-src', 'data-key'] as const;

/** The addresses an element names for a picture; null when it names none (most elements: checked without allocating). */
function candidateUrls(el: Element): string[] | null {
  const a = el.attribs;
  const style = a.style !== undefined && a.style.includes('url(') ? a.style : undefined;
  if (
    a['data-original-uri'] === undefined &&
    a.src === undefined &&
    a['data-src'] === undefined &&
    a['data-key'] === undefined &&
    a.srcset === undefined &&
    a['data-srcset'] === undefined &&
    style === undefined
  )
    return null;
  const out: string[] = [];
  for (const name of URL_ATTRIBUTES) {
    const value = a[name];
    if (value) out.push(value);
  }
  for (const name of ['srcset', 'data-srcset'] as const) {
    const value = a[name];
    // "url 1x, url 2x" or "url 720w, …": the address is the first word of each entry.
    if (value) for (const entry of value.split(/,\s+/)) out.push(entry.trim().split(/\s+/)[0] ?? '');
  }
  if (style) for (const match of style.matchAll(BACKGROUND_IMAGE)) out.push(match[1]!);
  return out;
}

const HOSTING = /\/Hosting-([^/]+)\//;

/** The listing a photo address is filed under (Hosting-<id>, or Hosting-<base64 StaySupplyListing:id>), if it says. */
export function photoListingId(url: string): string | null {
  const part = HOSTING.exec(url)?.[1];
  if (!part) return null;
  if (/^\d{1,19}$/.test(part)) return part;
  let decoded: string;
  try {
    decoded = decodeURIComponent(part);
  } catch {
    return null;
  }
  const relay = decodeRelayId(decoded);
  return relay && /^\d{1,19}$/.test(relay.id) ? relay.id : null;
}

/** The address to analyse for a photo, or null when it is not a listing photo we can fetch. */
export function listingPhotoUrl(raw: string): string | null {
  let text = raw.trim();
  if (!text) return null;
  if (text.startsWith('//')) text = `https:${text}`;
  const absolute = /^https?:\/\//i.test(text);
  if (!absolute && !text.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(text, 'https://relative.invalid');
  } catch {
    return null;
  }
  if (NOT_A_LISTING_PHOTO.test(url.pathname)) return null;
  if (AIRBNB_IMAGES.test(url.hostname)) {
    if (!url.pathname.includes('/pictures/')) return null;
    // /pictures/<file> and /im/pictures/<file> are the same upload; only the /im/ form takes resizing parameters.
    const path = url.pathname.startsWith('/pictures/') ? `/im${url.pathname}` : url.pathname;
    return `https://${url.hostname.toLowerCase()}${path}`;
  }
  if (!IMAGE_PATH.test(url.pathname)) return null;
  url.hash = '';
  // The sizes a page asks an image server for are not part of the photo.
  for (const param of SIZING_PARAMS) url.searchParams.delete(param);
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

/** One upload under its several addresses (sizes, /pictures/ and /im/pictures/). */
const photoKey = (url: string) => url.replace(/^https:\/\/[^/]+\/im\//, 'https://x/').replace(/^https:\/\/[^/]+\//, '/');

function roomFromLabel(label: string | undefined): string | null {
  const match = label ? /^(.+?) image \d+$/i.exec(label.trim()) : null;
  return match ? match[1]! : null;
}

/** More photos than any listing has: a page naming more is not read past them. */
export const MAX_PHOTOS = 1_000;

export interface PhotoOptions {
  /** Take each photo's room from the heading before it (the photo tour groups photos under "Living room" …). */
  rooms: boolean;
  /** The listing the page is of: photos filed under another listing are left out. */
  listingId?: string;
}

/** Photos under `root` in document order, one per upload. */
export function photosIn(root: Element, options: PhotoOptions): ListingPhoto[] {
  const photos = new Map<string, ListingPhoto>();
  const seen = new Set<string>();
  let room: string | null = null;
  const visit = (el: Element) => {
    if (photos.size >= MAX_PHOTOS) return;
    if (--readingAllowance.left < 0) readingSpent();
    const tag = el.name.toLowerCase();
    if (options.rooms && /^h[1-6]$/.test(tag)) {
      const heading = normaliseText(
        blocksOf(el)
          .map((b) => b.text)
          .join(' '),
      );
      if (heading) room = heading;
      return;
    }
    const candidates = candidateUrls(el);
    const label = candidates ? (attr(el, 'alt') ?? attr(el, 'aria-label')) : undefined;
    for (const raw of candidates ?? []) {
      // A carousel slide and its inner element name the same address: it is looked at once.
      if (seen.has(raw)) continue;
      seen.add(raw);
      const url = listingPhotoUrl(raw);
      if (!url) continue;
      const owner = options.listingId ? photoListingId(url) : null;
      if (owner && owner !== options.listingId) continue;
      const key = photoKey(url);
      const known = photos.get(key);
      if (known) {
        if (!known.roomLabel) known.roomLabel = roomFromLabel(label);
        continue;
      }
      photos.set(key, {
        url,
        caption: null,
        roomLabel: (options.rooms ? room : null) ?? roomFromLabel(label),
        width: null,
        height: null,
      });
    }
    for (const child of el.children) if (isElement(child)) visit(child);
  };
  visit(root);
  return [...photos.values()];
}

/**
 * The photos of the rooms of "Where you'll sleep": listing photos too, each named after its room ("Bedroom",
 * "Bedroom 2") by the picture's label.
 */
export function roomPhotosIn(root: Element, listingId?: string): ListingPhoto[] {
  const photos = new Map<string, ListingPhoto>();
  const visit = (el: Element, label: string | null) => {
    if (photos.size >= MAX_PHOTOS) return;
    if (--readingAllowance.left < 0) readingSpent();
    const own = attr(el, 'aria-label') ?? (el.name === 'img' ? attr(el, 'alt') : undefined);
    const here = own && own.trim() ? own.trim() : label;
    if (el.name === 'img' || el.name === 'source') {
      for (const raw of candidateUrls(el) ?? []) {
        const url = listingPhotoUrl(raw);
        if (!url) continue;
        const owner = listingId ? photoListingId(url) : null;
        if (owner && owner !== listingId) continue;
        if (!photos.has(photoKey(url))) photos.set(photoKey(url), { url, caption: null, roomLabel: here, width: null, height: null });
      }
    }
    for (const child of el.children) if (isElement(child)) visit(child, here);
  };
  visit(root, null);
  return [...photos.values()];
}

/** Adds `more` after `photos` (one per upload); a photo already there takes the room `more` names for it. */
export function mergePhotos(photos: ListingPhoto[], more: ListingPhoto[]): ListingPhoto[] {
  const byKey = new Map(photos.map((p) => [photoKey(p.url), p]));
  const out = [...photos];
  for (const photo of more) {
    if (out.length >= MAX_PHOTOS) break;
    const known = byKey.get(photoKey(photo.url));
    if (known) {
      if (!known.roomLabel && photo.roomLabel) known.roomLabel = photo.roomLabel;
      continue;
    }
    byKey.set(photoKey(photo.url), photo);
    out.push(photo);
  }
  return out;
}

const PHOTO_COUNTER = /^\d{1,4}\s*\/\s*(\d{1,4})$/;
const PHOTO_OF = /\b(?:photo|foto|imagen|image|imagem|bild)\s+\d{1,4}\s+(?:of|di|de|sur|von|van)\s+(\d{1,4})\b/i;
const ALL_PHOTOS = /\b(?:show all|mostra tutte le|mostrar las|mostrar todas as|afficher les|alle)\s+(\d{1,4})\s+(?:photos|foto|fotos)\b/i;

/**
 * How many photos the hero says the listing has: "Showing photo 1 of 32" (what a screen reader hears), the
 * "1 / 32" counter, "Show all 32 photos".
 */
export function statedPhotoTotal(hero: Element | undefined): number | null {
  if (!hero) return null;
  const totalIn = (text: string) => {
    const line = normaliseText(text);
    const match = PHOTO_COUNTER.exec(line) ?? PHOTO_OF.exec(line) ?? ALL_PHOTOS.exec(line);
    return match ? Number(match[1]) : 0;
  };
  // The visual "1 / 32" is hidden from screen readers (aria-hidden), so every text of the block is looked at; a
  // button's label may be split over several elements, so a button is looked at whole too.
  const visit = (el: Element): number => {
    if (--readingAllowance.left < 0) readingSpent();
    if ((el.name === 'button' || el.name === 'a') && HAS_DIGIT.test(textContent(el))) {
      const total = totalIn(textContent(el));
      if (total > 0) return total;
    }
    for (const child of el.children) {
      const total = isElement(child) ? visit(child) : isText(child) && HAS_DIGIT.test(child.data) ? totalIn(child.data) : 0;
      if (total > 0) return total;
    }
    return 0;
  };
  return visit(hero) || null;
}

const HAS_DIGIT = /\d/;
