import type { Element } from 'domhandler';
import type { ListingPhoto } from '../../../../contract/wire';
import { decodeRelayId } from '../text';
import { attr, blocksOf, isElement, isText, normaliseText } from './dom-blocks';
import { linesOfElement } from './dom-lines';

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

function candidateUrls(el: Element): string[] {
  const out: string[] = [];
  for (const name of ['data-original-uri', 'src', 'data-src', 'data-key']) {
    const value = attr(el, name);
    if (value) out.push(value);
  }
  for (const name of ['srcset', 'data-srcset']) {
    const value = attr(el, name);
    // "url 1x, url 2x" or "url 720w, …": the address is the first word of each entry.
    if (value) for (const entry of value.split(/,\s+/)) out.push(entry.trim().split(/\s+/)[0] ?? '');
  }
  const style = attr(el, 'style');
  if (style?.includes('url(')) for (const match of style.matchAll(BACKGROUND_IMAGE)) out.push(match[1]!);
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

export interface PhotoOptions {
  /** Take each photo's room from the heading before it (the photo tour groups photos under "Living room" …). */
  rooms: boolean;
  /** The listing the page is of: photos filed under another listing are left out. */
  listingId?: string;
}

/** Photos under `root` in document order, one per upload. */
export function photosIn(root: Element, options: PhotoOptions): ListingPhoto[] {
  const photos = new Map<string, ListingPhoto>();
  let room: string | null = null;
  const visit = (el: Element) => {
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
    const label = attr(el, 'alt') ?? attr(el, 'aria-label');
    for (const raw of candidateUrls(el)) {
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
    const own = attr(el, 'aria-label') ?? (el.name === 'img' ? attr(el, 'alt') : undefined);
    const here = own && own.trim() ? own.trim() : label;
    if (el.name === 'img' || el.name === 'source') {
      for (const raw of candidateUrls(el)) {
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
  // The visual "1 / 32" is hidden from screen readers (aria-hidden), so every text of the block is looked at, as
  // well as its lines (a button's label may be split over several elements).
  const texts: string[] = [];
  const visit = (el: Element) => {
    for (const child of el.children) {
      if (isElement(child)) visit(child);
      else if (isText(child) && child.data.trim() !== '') texts.push(normaliseText(child.data));
    }
  };
  visit(hero);
  for (const line of [...texts, ...linesOfElement(hero, { controls: true }).map((l) => l.text)]) {
    const match = PHOTO_COUNTER.exec(line) ?? PHOTO_OF.exec(line) ?? ALL_PHOTOS.exec(line);
    const total = match ? Number(match[1]) : 0;
    if (total > 0) return total;
  }
  return null;
}
