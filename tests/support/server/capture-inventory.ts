import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ListingContent } from '../../../contract/wire';

// What each real capture in ../shared/fixtures/airbnb shows a person, part by part, written down by reading the
// pages (no words of them: counts, our own section names, and digests of headings we do not know). The field-read
// rate is the share of those parts the reader returns: the conformance test holds it at 95 % or more, and
// `npm run read-rate` prints it per capture. A part counts as read only when all of it is: every photo the page
// shows, every rule, the stated total exactly.

export const CAPTURES_DIR = process.env.AIRBNB_FIXTURES ?? path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'airbnb');

export const digest = (text: string | null | undefined) =>
  createHash('sha256')
    .update(text ?? '')
    .digest('hex')
    .slice(0, 16);

/** Fields that are either shown or not. */
export type ScalarPart =
  | 'title'
  | 'propertyType'
  | 'roomType'
  | 'place'
  | 'coordinates'
  | 'guests'
  | 'bedrooms'
  | 'beds'
  | 'baths'
  | 'highlights'
  | 'checkIn'
  | 'checkOut'
  | 'cancellationPolicy'
  | 'rating'
  | 'reviewCount'
  | 'categoryRatings'
  | 'host'
  | 'neighborhood'
  | 'price'
  | 'guestFavourite'
  | 'language';

export interface ShownParts {
  scalars: ScalarPart[];
  /** Description sections: our names, or '#' + digest of a heading we do not file under one of ours. */
  sections: string[];
  /** How many of each list the page shows (every one must be read). */
  photos?: number;
  amenities?: number;
  /** Safety devices the page declares present (amenities and the policies' safety list). */
  safety?: number;
  /** Lines under "Safety & property" (or 2021's "Health & safety"). */
  safetyAndProperty?: number;
  houseRules?: number;
  /** Totals the page states for lists it shows in part ("Show all 19 amenities", the photo tour's count). */
  photoTotal?: number;
  amenityTotal?: number;
}

/** What the top of every full listing page shows: title, type, place and map, capacity. */
export const OVERVIEW: ScalarPart[] = ['title', 'propertyType', 'roomType', 'place', 'coordinates', 'guests', 'bedrooms', 'beds', 'baths'];

/** Description sections filed under our own names (a heading we do not know is compared by its digest). */
export const OUR_SECTIONS = new Set([
  'Listing Description',
  'The space',
  'Guest access',
  'Other things to note',
  'Registration details',
  'During your stay',
  'The neighborhood',
  'Getting around',
]);

/** Keyed by the start of the capture's file name. The blocked 2025 page shows no listing and is not counted. */
export const SHOWN: Record<string, ShownParts> = {
  '2021-03_rendered-dom_data-state-skeleton': {
    scalars: [...OVERVIEW, 'highlights', 'checkIn', 'checkOut', 'reviewCount', 'host', 'language'],
    sections: ['Listing Description'],
    photos: 5,
    amenities: 15,
    amenityTotal: 15,
    safety: 2,
    safetyAndProperty: 4,
    houseRules: 5,
  },
  '2024-08_console-trimmed-mock': {
    scalars: ['title', 'place', 'coordinates', 'guests', 'checkIn', 'checkOut', 'rating', 'reviewCount', 'host', 'language'],
    sections: ['Listing Description', '#2d2e835244cc6787'],
    houseRules: 3,
    safetyAndProperty: 1,
    // The console copy keeps the photo tour's 94 entries but not their addresses.
    photoTotal: 94,
  },
  '2026-04_api-StaysPdpSections-dated-price-response': {
    scalars: [...OVERVIEW, 'checkIn', 'checkOut', 'cancellationPolicy', 'rating', 'reviewCount', 'categoryRatings', 'price', 'language'],
    sections: [],
    houseRules: 3,
    safetyAndProperty: 3,
    photoTotal: 15,
  },
  '2026-04_deferred-state-json': {
    scalars: [
      ...OVERVIEW,
      'highlights',
      'checkIn',
      'checkOut',
      'cancellationPolicy',
      'rating',
      'reviewCount',
      'categoryRatings',
      'host',
      'language',
    ],
    sections: ['Listing Description'],
    photos: 15,
    photoTotal: 15,
    amenities: 19,
    amenityTotal: 19,
    safety: 2,
    safetyAndProperty: 3,
    houseRules: 5,
  },
  '2026-05_ssr_deferred-state-niobeClientData_it-IT': {
    scalars: [
      ...OVERVIEW,
      'highlights',
      'cancellationPolicy',
      'rating',
      'reviewCount',
      'categoryRatings',
      'host',
      'guestFavourite',
      'language',
    ],
    sections: ['Listing Description', 'The space', 'Registration details'],
    photos: 17,
    photoTotal: 17,
    amenities: 11,
    safety: 4,
    // "Rilevatore di monossido di carbonio non segnalato", "Rilevatore di fumo" (and the full list's wording of it).
    safetyAndProperty: 2,
    houseRules: 2,
  },
};

/** Content as the reader returns it, with the fields this change adds read loosely so the script also runs on older code. */
type Read = ListingContent & {
  safetyAndProperty?: string[];
  statedTotals?: { photos?: number; amenities?: number };
};

function scalarRead(c: Read, part: ScalarPart): boolean {
  switch (part) {
    case 'place':
      return Boolean(c.location.text || c.location.city);
    case 'coordinates':
      return c.location.lat !== null && c.location.lng !== null;
    case 'guests':
    case 'bedrooms':
    case 'beds':
    case 'baths':
      return c.capacity[part] !== null;
    case 'highlights':
      return c.highlights.length > 0;
    case 'reviewCount':
      return c.reviewCount > 0;
    case 'categoryRatings':
      return Object.keys(c.categoryRatings).length > 0;
    case 'host':
      return Boolean(c.host?.name);
    case 'neighborhood':
      return Boolean(c.location.neighborhood);
    case 'guestFavourite':
      return c.guestFavourite !== null && c.guestFavourite !== undefined;
    default:
      return Boolean(c[part]);
  }
}

export interface PartResult {
  part: string;
  read: boolean;
}

/** Every part the capture shows, and whether the reader returned all of it. */
export function partsRead(content: ListingContent, shown: ShownParts): PartResult[] {
  const c = content as Read;
  const out: PartResult[] = shown.scalars.map((part) => ({ part, read: scalarRead(c, part) }));
  const sectionKeys = new Set(Object.keys(c.descriptionSections).map((name) => (OUR_SECTIONS.has(name) ? name : `#${digest(name)}`)));
  for (const section of shown.sections) out.push({ part: `section ${section}`, read: sectionKeys.has(section) });
  const count = (part: string, expected: number | undefined, actual: number) => {
    if (expected !== undefined) out.push({ part: `${part} (${expected})`, read: actual >= expected });
  };
  count('photos', shown.photos, c.photos.length);
  count('amenities', shown.amenities, c.amenityDetails.filter((a) => a.available).length);
  count('safety devices', shown.safety, c.detailedAmenities.safety.length);
  count('safety & property lines', shown.safetyAndProperty, c.safetyAndProperty?.length ?? 0);
  count('house rules', shown.houseRules, c.houseRules.length);
  if (shown.photoTotal !== undefined)
    out.push({ part: `stated photo total (${shown.photoTotal})`, read: c.statedTotals?.photos === shown.photoTotal });
  if (shown.amenityTotal !== undefined)
    out.push({ part: `stated amenity total (${shown.amenityTotal})`, read: c.statedTotals?.amenities === shown.amenityTotal });
  return out;
}

export function shownFor(file: string): ShownParts | null {
  const key = Object.keys(SHOWN).find((prefix) => file.startsWith(prefix));
  return key ? SHOWN[key]! : null;
}

export function captureFiles(): string[] {
  if (!existsSync(CAPTURES_DIR)) return [];
  return readdirSync(CAPTURES_DIR)
    .filter((f) => /\.(html|json)$/.test(f))
    .sort();
}

export function readCapture(file: string): { raw: string; url: string } {
  const raw = readFileSync(path.join(CAPTURES_DIR, file), 'utf8');
  return { raw, url: `https://www.airbnb.com/rooms/${/_(\d+)\.(?:html|json)$/.exec(file)?.[1] ?? '1'}` };
}

/** Vintage group of a capture, as the issue reports rates: 2024-2026 pages and older ones. */
export const vintageOf = (file: string) => (Number(file.slice(0, 4)) >= 2024 ? '2024-2026' : 'before 2024');
