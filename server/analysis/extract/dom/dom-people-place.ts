import type { Element } from 'domhandler';
import type { ListingPrice } from '../../../../contract/wire';
import { currencyOf } from '../airbnb/read-host-price';
import { readCapacitySegment } from '../capacity-text';
import { parseLocaleNumber, toInt } from '../text';
import { blocksOf, elementsUnder, firstUnder, type Block } from './dom-blocks';

// Rating and reviews, the host, the place line with its map pin and the host's neighbourhood notes, and a
// nightly price when the page was opened with dates.

const REVIEW_COUNT =
  /(\d[\d.,\u00a0\u202f ]*)\s*(?:reviews?|recensioni|recensione|reseñas?|evaluaciones|évaluations?|commentaires?|bewertungen|avaliações|avaliação|comentários?)\b/i;
const RATING = /(?:^|[^\d.,])([1-5](?:[.,]\d{1,2}))(?![\d.,]*\d)/;
const OUT_OF_FIVE = /rated\s+([1-5](?:[.,]\d{1,2})?)\s+out of 5/i;

/** The rating in a line such as "★ 4.85 · 23 reviews"; the decimals of "1.5 baths" beside it are no rating. */
export function ratingIn(text: string): number | null {
  const segments = [text, ...text.split(/\s+·\s+|\n/)];
  for (const segment of segments) {
    const out = OUT_OF_FIVE.exec(segment);
    const match = out ?? (segment === text || readCapacitySegment(segment) !== null ? null : RATING.exec(segment));
    const value = match ? parseLocaleNumber(match[1]) : null;
    if (value !== null && value > 0 && value <= 5) return value;
  }
  return null;
}

export function reviewCountIn(text: string): number | null {
  const match = REVIEW_COUNT.exec(text);
  return match ? toInt(match[1]!.replace(/[\s\u00a0\u202f.,]/g, '')) : null;
}

const CATEGORIES: [string, RegExp][] = [
  ['cleanliness', /^(cleanliness|pulizia|limpieza|propreté|sauberkeit|limpeza)\b/i],
  ['accuracy', /^(accuracy|precisione|veracidad|précision|genauigkeit|exatidão|precisão)\b/i],
  ['communication', /^(communication|comunicazione|comunicación|kommunikation|comunicação)\b/i],
  ['location', /^(location|posizione|ubicación|emplacement|lage|localização)\b/i],
  ['checkin', /^(check-?in|llegada|arrivée)\b/i],
  ['value', /^(value|qualità-prezzo|calidad|qualité-prix|preis-leistungs-verhältnis|custo-benefício)\b/i],
];

export interface ReviewsReading {
  rating: number | null;
  reviewCount: number | null;
  categoryRatings: Record<string, number>;
}

export function readDomReviews(section: Element | undefined): ReviewsReading | null {
  if (!section) return null;
  const blocks = blocksOf(section);
  // The heading ("★ 4.85 · 23 reviews") and the lines just under it, before the first guest's review.
  const head = [...blocks.filter((b) => b.heading > 0), ...blocks.slice(0, 6)].map((b) => b.text).join(' · ');
  const categoryRatings: Record<string, number> = {};
  blocks.forEach((b, i) => {
    for (const [key, label] of CATEGORIES) {
      if (!label.test(b.text) || categoryRatings[key] !== undefined) continue;
      const own = /([1-5](?:[.,]\d))\s*$/.exec(b.text)?.[1];
      const next = blocks[i + 1]?.text;
      const value = parseLocaleNumber(own ?? (next && /^[1-5](?:[.,]\d{1,2})?$/.test(next) ? next : null));
      if (value !== null && value > 0 && value <= 5) categoryRatings[key] = value;
    }
  });
  return { rating: ratingIn(head), reviewCount: reviewCountIn(head), categoryRatings };
}

const HOSTED_BY =
  /^(?:hosted by|ospitato da|soggiorna da|anfitri[óo]n:?|anfitrião:?|hôte\s*:|votre hôte\s*:|gastgeber(?:in)?:?|hospedado por|alojamiento de)\s+(.+)$/i;
const ABOUT_THE_HOST = /about the host,\s*(.+?)\.?$/i;
const SUPERHOST = /\bsuperhost\b|\bsuperanfitri[óo]n\b|\bsuperhôte\b|\bsuperanfitrião\b/i;

export function readDomHost(
  sections: (Element | undefined)[],
  fromOverview: string | null,
): { name: string | null; isSuperhost: boolean } | null {
  const present = sections.filter((s): s is Element => s !== undefined);
  const blocks: Block[] = present.flatMap(blocksOf);
  let name: string | null = null;
  for (const b of blocks) {
    const match = HOSTED_BY.exec(b.text.split('\n')[0]!);
    if (match) {
      name = match[1]!.trim();
      break;
    }
  }
  if (!name) {
    for (const section of present) {
      const label = firstUnder(section, (el) => el.attribs['aria-label']?.includes('about the host') ?? false)?.attribs['aria-label'];
      const match = label ? ABOUT_THE_HOST.exec(label) : null;
      if (match) {
        name = match[1]!.trim();
        break;
      }
    }
  }
  name ??= fromOverview;
  const isSuperhost = blocks.some((b) => SUPERHOST.test(b.text));
  if (!name && !isSuperhost) return null;
  return { name, isSuperhost };
}

const MAP_CHROME =
  /exact location (will be )?provided after booking|verified that this listing|location is verified|map data ©|keyboard shortcuts|report a map error|terms of use|posizione esatta|ubicación exacta|emplacement exact|genaue lage|localização exata/i;
const COORDINATES = [/[?&](?:ll|center|q)=(-?\d{1,3}\.\d+),(-?\d{1,3}\.\d+)/, /\/@(-?\d{1,3}\.\d+),(-?\d{1,3}\.\d+)/];

export interface PlaceReading {
  place: string | null;
  neighborhood: string | null;
  coordinates: { lat: number; lng: number } | null;
}

const isLinkOrImage = (el: Element) =>
  (el.name === 'a' && el.attribs.href !== undefined) || (el.name === 'img' && el.attribs.src !== undefined);

function coordinatesIn(section: Element): { lat: number; lng: number } | null {
  const links = elementsUnder(section, isLinkOrImage).map((el) => el.attribs.href ?? el.attribs.src ?? '');
  for (const link of links) {
    if (!/google\.[a-z.]+\/maps|maps\.google|maps\.googleapis/.test(link)) continue;
    for (const pattern of COORDINATES) {
      const match = pattern.exec(link);
      if (!match) continue;
      const lat = Number(match[1]);
      const lng = Number(match[2]);
      if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0)) return { lat, lng };
    }
  }
  return null;
}

export function readDomLocation(section: Element | undefined): PlaceReading | null {
  if (!section) return null;
  const blocks = blocksOf(section).filter((b) => b.heading === 0 && !MAP_CHROME.test(b.text));
  const placeIndex = blocks.findIndex((b) => b.text.length <= 120 && !b.text.includes('\n') && !/[.!?]$/.test(b.text));
  const place = placeIndex >= 0 ? blocks[placeIndex]!.text : null;
  const notes = blocks
    .slice(placeIndex + 1)
    .map((b) => b.text)
    .filter((t) => t.length >= 40);
  return { place, neighborhood: notes.length ? notes.join('\n\n') : null, coordinates: coordinatesIn(section) };
}

const NIGHTLY =
  /((?:[A-Z]{2,3}\s?)?[$€£₹¥₩₺฿₱₫]|R\$|US\$|CHF|kr|zł)\s?(\d[\d.,\u00a0\u202f ]*)\s*(?:\/|per|a|por|par|pro)?\s*(night|notte|noche|nuit|nacht|noite)\b/i;

export function readDomPrice(sections: (Element | undefined)[]): ListingPrice | null {
  for (const section of sections) {
    if (!section) continue;
    const text = blocksOf(section)
      .map((b) => b.text)
      .join(' · ');
    const match = NIGHTLY.exec(text);
    if (!match) continue;
    const amount = parseLocaleNumber(match[2]);
    if (amount === null || amount <= 0) continue;
    return { amount, currency: currencyOf(match[1]!), period: 'night', text: match[0].trim(), discounts: [] };
  }
  return null;
}
