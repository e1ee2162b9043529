import { isAirbnbHost } from '../fetch/known-hosts';
import { attributesOf } from './page-document';
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

const TAG = /<(link|meta|input)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/**
 * The addresses a page names for itself, read from its markup without building a DOM (an import request
 * must answer quickly whatever the page's size): the address it was saved from, its canonical link, its Open
 * Graph and app-link tags, and Airbnb's booking form (the listing id). The most telling come first.
 */
export function addressesInMarkup(html: string, savedAt: string | null = null): string[] {
  const head = html.slice(0, 2 * 1024 * 1024);
  const found: string[] = [];
  const add = (value: string | undefined) => {
    if (value && value.trim() && !found.includes(value.trim())) found.push(value.trim());
  };
  add(savedAt ?? undefined);
  add(savedFromUrl(html) ?? undefined);
  const canonical: string[] = [];
  const og: string[] = [];
  const apps: string[] = [];
  let hostingId: string | null = null;
  for (const match of head.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributesOf(match[2]!);
    if (tag === 'link' && (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
      canonical.push(attrs.get('href') ?? '');
    if (tag === 'meta') {
      const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
      if (key === 'og:url') og.push(attrs.get('content') ?? '');
      if (key === 'al:web:url' || key.startsWith('twitter:app:url:') || key === 'al:ios:url' || key === 'al:android:url')
        apps.push(attrs.get('content') ?? '');
    }
    if (tag === 'input' && attrs.get('name') === 'hosting_id' && /^\d{1,19}$/.test(attrs.get('value') ?? ''))
      hostingId ??= attrs.get('value')!;
  }
  canonical.forEach(add);
  og.forEach(add);
  apps.forEach(add);
  if (hostingId) add(`https://www.airbnb.com/rooms/${hostingId}`);
  return found;
}
