// What the market data says about a check, in a host's words: the advice's evidence. Each claim is worded as a
// correlation across listings (they "get", not "will get"); the source line, shown once beside the claims, names
// Inside Airbnb with each market and its scrape month, as the data's licence (CC BY 4.0) asks.

import type { Market } from './samples';
import { splitRatio } from './effects';

/** What a listing that passes each check does, completing "Listings in Munich ... that ...". */
const PASSING: Record<string, string> = {
  'amenities.essentials': 'list Essentials (towels, bed linen, soap and toilet paper)',
  'amenities.staples': 'list all the basics (Wi-Fi, kitchen, heating or air conditioning, washer, parking, hot water)',
  'amenities.sought-after': 'list 4 or more sought-after features',
  'amenities.smoke-alarm': 'declare a smoke alarm',
  'amenities.co-alarm': 'declare a carbon monoxide alarm',
  'amenities.safety-kit': 'list a fire extinguisher and a first aid kit',
  'description.listingDescription.present': 'have a description',
  'description.listingDescription.length': 'have a description of 350 characters or more',
  'description.listingDescription.hook': 'say what and where the place is, and a selling point, in the first 300 characters',
  'description.listingDescription.length-limit': 'keep the description within 500 characters',
  'description.listingDescription.contact-details': 'keep contact details out of the description',
  'description.listingDescription.writing-rules': 'avoid shouting, emoji and repeated punctuation in the description',
  'localOptimization.neighbourhood-text': 'describe the neighbourhood in 300 characters or more',
  'localOptimization.named-places': 'name 3 or more places nearby',
  'localOptimization.travel-times': 'give travel times to 3 or more places',
  'localOptimization.travel-modes': 'give travel times for two or more ways to get around',
  'title.length-use': 'use 32 to 50 characters of the title',
  'title.property-type': 'name the property type in the title',
  'title.place-or-selling-point': 'name the area or a selling point in the title',
  'title.mobile-visible': 'put the property type, area or a selling point in the first 32 characters of the title',
};

export function marketsLine(markets: readonly Market[]): string {
  const names = markets.map((m) => m.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function sourceLine(markets: readonly Market[]): string {
  return `Inside Airbnb (insideairbnb.com), ${markets.map((m) => `${m.name} ${m.scraped}`).join(', ')}, CC BY 4.0`;
}

const times = (r: number) => `${r.toFixed(1)}x`;

function claim(markets: readonly Market[], who: string, ratio: number, than: string): string {
  const gets = ratio >= 1.05 ? `get ${times(ratio)} the reviews per month of ${than}` : `get about as many reviews per month as ${than}`;
  return `Listings in ${marketsLine(markets)} ${who} ${gets}.`;
}

/** Amenities below which a listing counts as having few, in the amenity count's evidence. */
export const FEW_AMENITIES = 20;

/**
 * The amenity count's evidence: listings with `full` or more amenities (the count at which the curve gives full
 * points, so the advice and its evidence name one number) against those with fewer than 20.
 */
export function amenityEvidence(markets: readonly Market[], full: number): { text: string; ratio: number } | null {
  const low = FEW_AMENITIES;
  const { ratio } = splitRatio(markets, (s) => (s.amenities >= full ? true : s.amenities < low ? false : null), 'reviewsPerMonth');
  if (ratio === null) return null;
  return { text: claim(markets, `with ${full} or more amenities listed`, ratio, `those with fewer than ${low}`), ratio };
}

export interface EvidenceLines {
  /** What the data shows for each check given points, by check id. */
  claims: Record<string, string>;
  /** The data the claims come from. */
  source: string;
}

/** Evidence for the checks given points; `saturation` is the amenity count the curve gives full points at. */
export function evidenceLines(
  markets: readonly Market[],
  checks: readonly { id: string; after: number; reviews: number | null }[],
  saturation: number,
): EvidenceLines {
  const claims: Record<string, string> = {};
  const amenities = amenityEvidence(markets, saturation);
  if (amenities) claims['amenities.count'] = amenities.text;
  for (const c of checks) {
    const who = PASSING[c.id];
    if (!who || c.after <= 0 || c.reviews === null) continue;
    claims[c.id] = claim(markets, `that ${who}`, c.reviews, 'those that do not');
  }
  return { claims, source: sourceLine(markets) };
}
