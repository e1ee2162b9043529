import { isAirbnbHost } from '../fetch/known-hosts';
import type { PageDocument } from './page-document';

// Which listing a page is of, from its own words: the address a browser saved it from, its canonical link,
// Open Graph and app-link tags. Airbnb ids are kept as strings (up to 19 digits, beyond a JS number).

/** Chrome (and Edge) write `<!-- saved from url=(0046)https://… -->` at the top of every page they save. */
export function savedFromUrl(raw: string): string | null {
  const match = /<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i.exec(raw.slice(0, 4096));
  return match ? match[1]! : null;
}

/** The Airbnb listing id in an address (any country domain; /rooms/<id>, its sub-pages, /rooms/plus/<id>, /luxury/listing/<id>). */
export function airbnbListingIdOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const app = /^airbnb:\/\/rooms\/(\d{1,19})\b/i.exec(address.trim());
  if (app) return app[1]!;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (!isAirbnbHost(url.hostname)) return null;
  const match = /^\/(?:rooms\/(?:plus\/)?|luxury\/listing\/)(\d{1,19})(?:\/|$)/.exec(url.pathname);
  return match ? match[1]!.replace(/^0+(?=\d)/, '') : null;
}

/** Addresses the page names for itself, the most telling first. */
export function ownAddresses(doc: PageDocument, extra: (string | null | undefined)[] = []): string[] {
  const og = doc.kind === 'html' ? doc.meta.og : {};
  const candidates = [
    ...extra,
    savedFromUrl(doc.raw),
    doc.kind === 'html' ? doc.meta.canonical : null,
    og['og:url']?.[0],
    og['al:web:url']?.[0],
    og['twitter:app:url:iphone']?.[0],
    og['al:ios:url']?.[0],
    og['al:android:url']?.[0],
  ];
  return candidates.filter((c): c is string => typeof c === 'string' && c.trim() !== '').map((c) => c.trim());
}

/** The Airbnb listing id the page names for itself, if any. */
export function pageListingId(doc: PageDocument, extra: (string | null | undefined)[] = []): string | null {
  for (const address of ownAddresses(doc, extra)) {
    const id = airbnbListingIdOf(address);
    if (id) return id;
  }
  return null;
}
