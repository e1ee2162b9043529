// Field-read rate: for each real capture in ../shared/fixtures/airbnb, and each real saved page of a public
// repository whose mirror is on this machine, the parts the page shows (tests/support/server/capture-inventory.ts,
// public-pages.ts) and which of them the reader returns. Prints one line per page with the parts it missed, and
// the rate per group. `npm run read-rate`.

import type { ListingContent } from '../contract/wire';
import { extractListing } from '../server/analysis/extract';
import {
  CAPTURES_DIR,
  captureFiles,
  partsRead,
  readCapture,
  shownFor,
  vintageOf,
  type ShownParts,
} from '../tests/support/server/capture-inventory';
import { MIRRORS, PUBLIC_PAGES, readPublicPage } from '../tests/support/server/public-pages';

const totals = new Map<string, { read: number; shown: number }>();
const add = (group: string, read: number, shown: number) => {
  const t = totals.get(group) ?? { read: 0, shown: 0 };
  t.read += read;
  t.shown += shown;
  totals.set(group, t);
};
const pct = (read: number, shown: number) => `${((100 * read) / shown).toFixed(1)} %`;

function measure(name: string, raw: string, url: string, shown: ShownParts, groups: string[]): void {
  const result = extractListing(raw, { url, canonicalUrl: url, fetchedAt: '2026-06-01T00:00:00.000Z' });
  const content = result.status === 'listing' ? result.content : null;
  const parts = partsRead(content ?? EMPTY, shown).map((p) => ({ ...p, read: content !== null && p.read }));
  const read = parts.filter((p) => p.read).length;
  for (const group of groups) add(group, read, parts.length);
  console.log(`${name.slice(0, 64).padEnd(64)} ${String(read).padStart(3)}/${String(parts.length).padEnd(3)} ${pct(read, parts.length)}`);
  const missed = parts.filter((p) => !p.read).map((p) => p.part);
  if (missed.length) console.log(`    missed: ${missed.join(', ')}`);
}

const EMPTY = {
  location: { text: null, city: null, lat: null, lng: null, neighborhood: null },
  capacity: { guests: null, bedrooms: null, beds: null, baths: null },
  descriptionSections: {},
  highlights: [],
  categoryRatings: {},
  reviewCount: 0,
  photos: [],
  amenityDetails: [],
  detailedAmenities: { safety: [] },
  houseRules: [],
} as unknown as ListingContent;

const files = captureFiles();
console.log(files.length ? `Captures in ${CAPTURES_DIR}:` : `No captures in ${CAPTURES_DIR}: not measured.`);
for (const file of files) {
  const shown = shownFor(file);
  if (!shown) continue;
  const { raw, url } = readCapture(file);
  measure(file, raw, url, shown, [`captures ${vintageOf(file)}`, 'captures']);
}

console.log(`\nSaved pages in public repositories (mirrors under ${MIRRORS}):`);
for (const page of PUBLIC_PAGES) {
  const raw = readPublicPage(page);
  if (raw === null) {
    console.log(`${page.name.padEnd(64)} NOT READ: no mirror of ${page.repo} here`);
    continue;
  }
  measure(page.name, raw, page.url, page.shown, ['public pages']);
}

console.log('');
for (const [group, t] of totals) console.log(`${group.padEnd(22)} ${String(t.read).padStart(3)}/${t.shown} = ${pct(t.read, t.shown)}`);
