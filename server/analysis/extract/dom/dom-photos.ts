import type { Element } from 'domhandler';
import type { ListingPhoto } from '../../../../contract/wire';
import { attr, blocksOf, isElement, normaliseText } from './dom-blocks';

// Listing photos as the rendered page shows them: every <img> and <source> of the photo tour (or, when the
// tour was not opened, of the hero's first five), each with the room heading it sits under. A saved page
// points its <img src> at local copies ("./Page_files/…"); the original address is still in srcset or
// data-original-uri, so only absolute addresses (and root-relative ones) are kept.

const NOT_A_LISTING_PHOTO = /\/airbnb-platform-assets\/|\/pictures\/user\/|\/im\/users\/|\/users\/|\/static\/|\/maps\/|\.svg$/i;
const IMAGE_PATH = /\.(jpe?g|png|webp|avif|gif)$/i;
const AIRBNB_IMAGES = /(^|\.)muscache\.(com|cn)$/i;
const SIZING_PARAMS = ['im_w', 'im_h', 'im_format', 'w', 'h', 'width', 'height', 'quality', 'q', 'auto', 'fit', 'fm', 'dpr', 'aki_policy'];

function candidateUrls(el: Element): string[] {
  const out: string[] = [];
  for (const name of ['data-original-uri', 'src', 'data-src']) {
    const value = attr(el, name);
    if (value) out.push(value);
  }
  for (const name of ['srcset', 'data-srcset']) {
    const value = attr(el, name);
    // "url 1x, url 2x" or "url 720w, …": the address is the first word of each entry.
    if (value) for (const entry of value.split(/,\s+/)) out.push(entry.trim().split(/\s+/)[0] ?? '');
  }
  return out;
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

/**
 * Photos under `root` in document order. With `rooms`, each photo takes the room heading before it (the photo
 * tour groups photos under "Living room", "Full kitchen" …).
 */
export function photosIn(root: Element, options: { rooms: boolean }): ListingPhoto[] {
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
    if (tag === 'img' || tag === 'source') {
      const label = attr(el, 'alt') ?? attr(el, 'aria-label');
      for (const raw of candidateUrls(el)) {
        const url = listingPhotoUrl(raw);
        if (!url) continue;
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
      return;
    }
    for (const child of el.children) if (isElement(child)) visit(child);
  };
  visit(root);
  return [...photos.values()];
}
