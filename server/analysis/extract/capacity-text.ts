import type { ListingCapacity } from '../../../contract/wire';
import { cleanSpaces, parseLocaleNumber } from './text';

// Bedrooms, beds and baths have no numeric field in modern Airbnb pages: they are read from short localized
// strings ("2 bedrooms", "1 camera da letto", "Studio", "1.5 baths", "Bagno di servizio privato"). One segment
// says one thing; bedroom words are tested before bed words because "camera da letto" contains "letto".

type Field = keyof ListingCapacity;

const PATTERNS: { field: Field; words: RegExp }[] = [
  {
    field: 'guests',
    words: /\b(guests?|ospit[ei]|hu[ée]sped(es)?|voyageurs?|g[äa]ste?|h[óo]spedes?|gasten?|personas?|persone|people|sleeps)\b/i,
  },
  {
    field: 'bedrooms',
    words: /\b(bedrooms?|camer[ae] da letto|habitaci[óo]n(es)?|dormitorios?|chambres?|schlafzimmer|quartos?|slaapkamers?)\b/i,
  },
  {
    field: 'baths',
    words:
      /\b(bath(room)?s?|half-bath|bagn[oi]|ba[ñn]os?|salles? de (bain|bains|douche)|badezimmer|b[äa]der|bad|banheiros?|badkamers?|toilets?)\b/i,
  },
  { field: 'beds', words: /\b(beds?|lett[oi]|camas?|lits?|betten|bett|bedden)\b/i },
];

const STUDIO = /\b(studio|monolocale|estudio|studio-apartment)\b/i;
const HALF = /\b(half|mezzo|medio|demi|halbes)\b/i;

/** Reads one segment such as "2 bedrooms" or "Bagno di servizio privato"; null when it says none of the four. */
export function readCapacitySegment(segment: string): { field: Field; value: number } | null {
  const text = cleanSpaces(segment).trim();
  if (!text) return null;
  if (STUDIO.test(text) && !/\d/.test(text)) return { field: 'bedrooms', value: 0 };
  for (const { field, words } of PATTERNS) {
    if (!words.test(text)) continue;
    const number = /(\d+(?:[.,]\d+)?)/.exec(text);
    if (number) return { field, value: parseLocaleNumber(number[1]) ?? 0 };
    // A bath or bed named without a number is one of them ("Private attached bathroom", "Half-bath").
    if (field === 'baths') return { field, value: HALF.test(text) ? 0.5 : 1 };
    if (field === 'beds') return { field, value: 1 };
    return null;
  }
  return null;
}

/** Folds several segments (overview items, og:title pieces) into capacity; the first value per field wins. */
export function readCapacity(
  segments: readonly string[],
  into: ListingCapacity = { guests: null, bedrooms: null, beds: null, baths: null },
): ListingCapacity {
  const out = { ...into };
  for (const segment of segments) {
    if (/★|\u2605/.test(segment)) continue;
    const read = readCapacitySegment(segment);
    if (read && out[read.field] === null) out[read.field] = read.value;
  }
  return out;
}

/** og:title / sharing titles: "Rental unit in Ahmedabad · ★4.74 · 2 bedrooms · 2 beds · 2 bathrooms". */
export function splitDotted(title: string | null): string[] {
  if (!title) return [];
  return title
    .split(/\s+[·•|]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
