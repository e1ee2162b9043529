// One normalised reading of ListingContent that every category reads, so each rule sees the same text.

import type { AmenityItem, DescriptionSectionName, ListingContent } from '../../../contract/wire';
import type { SectionKey } from './check';
import { fold, visibleText } from './text-length';
import { ABSENT, ABSENT_LEADING } from './vocabulary';

export const SECTION_NAMES: Record<SectionKey, DescriptionSectionName> = {
  listingDescription: 'Listing Description',
  theSpace: 'The space',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
};
export const SECTION_KEYS = Object.keys(SECTION_NAMES) as SectionKey[];

export interface ListingView {
  content: ListingContent;
  title: string;
  sections: Record<SectionKey, string>;
  /** Host-written sections beyond the four of the spec (e.g. 'The neighbourhood', 'Getting around'). */
  extraSections: { name: string; text: string }[];
  /** Amenities the listing offers, each as its title plus any note the host wrote ("Exterior camera: front gate"). */
  amenities: string[];
  /** Amenity details the listing offers (available ones). */
  amenityItems: AmenityItem[];
  /** Safety lines (devices and the "Safety & property" list) as the page lists them, absent or unreported devices removed. */
  safetyPresent: string[];
  /** Every safety line as the page lists them. */
  safetyAll: string[];
  /** Names of the place the listing is in: city, region, country and the parts of the place line. */
  placeNames: string[];
}

const KNOWN = new Set<string>(Object.values(SECTION_NAMES));

export function isAbsentPhrase(line: string): boolean {
  return ABSENT.has(line) || ABSENT_LEADING.test(fold(line).trim());
}

export function readListing(content: ListingContent): ListingView {
  const sectionsIn = content.descriptionSections ?? {};
  const sections = Object.fromEntries(
    (Object.entries(SECTION_NAMES) as [SectionKey, string][]).map(([key, name]) => [key, visibleText(sectionsIn[name])]),
  ) as Record<SectionKey, string>;
  const extraSections = Object.entries(sectionsIn)
    .filter(([name, text]) => !KNOWN.has(name) && typeof text === 'string' && visibleText(text) !== '')
    .map(([name, text]) => ({ name, text: visibleText(text) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const details = content.amenityDetails ?? [];
  const unavailable = new Set(details.filter((d) => !d.available).map((d) => fold(d.title).trim()));
  const amenityItems = details.filter((d) => d.available);
  const seen = new Set<string>();
  const amenities: string[] = [];
  const add = (title: string, note: string | null) => {
    const key = fold(title).trim();
    if (!key || seen.has(key)) return;
    seen.add(key);
    amenities.push(note && visibleText(note) ? `${visibleText(title)}: ${visibleText(note)}` : visibleText(title));
  };
  for (const d of amenityItems) add(d.title, d.subtitle);
  for (const title of content.amenities ?? []) {
    if (!unavailable.has(fold(title).trim()) && !isAbsentPhrase(title)) add(title, null);
  }

  // The safety devices, then the lines of the policies' "Safety & property" list (cameras, devices reported missing).
  const safetyLines = [...(content.detailedAmenities?.safety ?? []), ...(content.safetyAndProperty ?? [])].map((s) => visibleText(s));
  const safetyAll = [...new Set(safetyLines.filter(Boolean))];
  const safetyPresent = safetyAll.filter((s) => !isAbsentPhrase(s));

  const loc = content.location;
  const placeNames = [loc?.city, loc?.region, loc?.country, ...(loc?.text ?? '').split(/[,·|]/)]
    .map((p) => visibleText(p))
    .filter((p): p is string => p.length >= 3);

  return {
    content,
    title: visibleText(content.title),
    sections,
    extraSections,
    amenities,
    amenityItems,
    safetyPresent,
    safetyAll,
    placeNames: [...new Set(placeNames)],
  };
}
