import {
  GAP_MIN_SHARE_TOP,
  MAX_AMENITY_GAPS,
  MIN_COMPARABLES,
  type ComparableSet,
  type MarketAmenityGap,
  type MarketInfo,
  type MarketInsight,
  type MarketQuartile,
  type MarketRoomType,
} from '../../contract/market';

// Where a listing stands among the comparable listings of its market: pure arithmetic over the market's rows,
// each scored at import by the app's own rubric on what the file holds of it. Comparable means the same room
// type and a guest count within one of the listing's; fewer than MIN_COMPARABLES such listings and the search
// widens (two guests either way, then any size, then every listing of the market). What depends only on the
// comparable set (sorted scores, quarters, what the busiest list) is worked out once per set and kept, so a
// request does a few binary searches and one pass over the busiest quarter's common amenities.

/** One listing of a market as the comparison reads it. */
export interface MarketListingRow {
  score: number;
  roomType: MarketRoomType | null;
  guests: number | null;
  reviewsPerMonth: number;
  price: number | null;
  /** Amenity keys (amenity-names.ts). */
  amenities: readonly string[];
  descriptionChars: number;
  neighbourhoodChars: number;
}

export interface MarketData {
  info: MarketInfo;
  rubricVersion: string;
  rows: readonly MarketListingRow[];
  /** The name a host reads for each amenity key. */
  labels: ReadonlyMap<string, string>;
}

/** The host's listing, read the way the market's rows were. */
export interface ListingForMarket {
  score: number;
  roomType: MarketRoomType | null;
  guests: number | null;
  amenities: ReadonlySet<string>;
  descriptionChars: number;
  neighbourhoodChars: number;
  price: { amount: number; currency: string | null } | null;
}

/** Fewer priced comparable listings than this and no median price is quoted. */
export const MIN_PRICED = 5;

export function roomTypeOf(value: string | null | undefined): MarketRoomType | null {
  if (!value) return null;
  if (/\bentire\b/i.test(value)) return 'entire';
  if (/\bshared\b/i.test(value)) return 'shared';
  if (/\bhotel\b/i.test(value)) return 'hotel';
  if (/\bprivate\b|\broom\b/i.test(value)) return 'private';
  return null;
}

const NOUNS: Record<MarketRoomType, string> = {
  entire: 'entire homes',
  private: 'private rooms',
  shared: 'shared rooms',
  hotel: 'hotel rooms',
};

export function definitionOf(roomType: MarketRoomType | null, guests: ComparableSet['guests']): string {
  const noun = roomType ? NOUNS[roomType] : 'listings';
  if (!guests) return roomType ? `${noun} of any size` : `${noun} of every kind and size`;
  if (guests.min === guests.max) return `${noun} for ${guests.min} ${guests.min === 1 ? 'guest' : 'guests'}`;
  return `${noun} for ${guests.min}-${guests.max} guests`;
}

function setOf(roomType: MarketRoomType | null, guests: ComparableSet['guests']): ComparableSet {
  return { definition: definitionOf(roomType, guests), roomType, guests };
}

/** The comparable sets to try, the listing's own first. */
export function widening(roomType: MarketRoomType | null, guests: number | null): ComparableSet[] {
  const around = (d: number) => (guests === null ? null : { min: Math.max(1, guests - d), max: guests + d });
  const steps: ComparableSet[] = [];
  if (guests !== null) {
    steps.push(setOf(roomType, around(1)));
    steps.push(setOf(roomType, around(2)));
  }
  if (roomType) steps.push(setOf(roomType, null));
  steps.push(setOf(null, null));
  // A listing of unknown kind and size has one step; drop repeats (unknown kind: "listings of every kind" twice).
  return steps.filter((s, i) => steps.findIndex((t) => t.definition === s.definition) === i);
}

function matches(row: MarketListingRow, set: ComparableSet): boolean {
  if (set.roomType && row.roomType !== set.roomType) return false;
  if (set.guests && (row.guests === null || row.guests < set.guests.min || row.guests > set.guests.max)) return false;
  return true;
}

/** The median of sorted numbers (the mean of the middle two for an even count); 0 for none. */
export function median(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How many of the sorted numbers are below `value`. */
function countBelow(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const round2 = (n: number) => Math.round(n * 100) / 100;
const sortedOf = (values: number[]) => Float64Array.from(values).sort();

interface Candidate {
  key: string;
  top: number;
  all: number;
}

/** What a comparable set says regardless of the listing compared. */
interface Group {
  set: ComparableSet;
  count: number;
  scores: Float64Array;
  quartiles: Omit<MarketQuartile, 'listing'>[];
  busiestCount: number;
  busiestReviewsPerMonth: number;
  /** Amenities at least GAP_MIN_SHARE_TOP % of the busiest list, most common among them first. */
  candidates: Candidate[];
  description: { busiest: number; all: number };
  neighbourhood: { busiestShare: number; allShare: number; busiestChars: number | null };
  prices: Float64Array;
}

// Quarters by score, with equal scores never split between two of them (a split showed "Scores 38-61" beside
// "Scores 61-66", and a listing at 61 belonged to both). A cut that falls inside a run of equal scores moves to
// the run's end; a quarter left empty by a long run is dropped, so there can be fewer than four.
function quartilesOf(rows: readonly MarketListingRow[]): Omit<MarketQuartile, 'listing'>[] {
  if (rows.length < 4) return [];
  const byScore = [...rows].sort((a, b) => a.score - b.score);
  const out: Omit<MarketQuartile, 'listing'>[] = [];
  let start = 0;
  for (let q = 0; q < 4 && start < byScore.length; q++) {
    let end = q === 3 ? byScore.length : Math.max(start, Math.floor(((q + 1) * byScore.length) / 4));
    while (end > start && end < byScore.length && byScore[end]!.score === byScore[end - 1]!.score) end++;
    if (end === start) continue;
    const part = byScore.slice(start, end);
    out.push({
      quartile: (q + 1) as MarketQuartile['quartile'],
      minScore: part[0]!.score,
      maxScore: part.at(-1)!.score,
      count: part.length,
      reviewsPerMonth: round2(median(sortedOf(part.map((r) => r.reviewsPerMonth)))),
    });
    start = end;
  }
  return out;
}

/** The quarter a score falls in: the first whose highest score reaches it (the last for a higher one). */
function quarterOf(quartiles: readonly Omit<MarketQuartile, 'listing'>[], score: number): number | null {
  if (!quartiles.length) return null;
  return (quartiles.find((q) => score <= q.maxScore) ?? quartiles.at(-1)!).quartile;
}

function groupOf(rows: readonly MarketListingRow[], set: ComparableSet): Group {
  const busiest = [...rows].sort((a, b) => b.reviewsPerMonth - a.reviewsPerMonth).slice(0, Math.ceil(rows.length / 4));
  const counts = new Map<string, Candidate>();
  for (const row of rows) {
    for (const key of row.amenities) {
      const c = counts.get(key);
      if (c) c.all++;
      else counts.set(key, { key, top: 0, all: 1 });
    }
  }
  for (const row of busiest) for (const key of row.amenities) counts.get(key)!.top++;
  // By how many of the busiest list it, then by how much more often they do than all comparable listings.
  const lift = (c: Candidate) => c.top / busiest.length - c.all / rows.length;
  const candidates = [...counts.values()]
    // The busiest must list it at least as often as all comparable listings do: one that 57 % of the busiest and
    // 58 % of all list is not something the busiest have.
    .filter((c) => busiest.length > 0 && c.top * 100 >= GAP_MIN_SHARE_TOP * busiest.length && lift(c) >= 0)
    .sort((a, b) => b.top - a.top || lift(b) - lift(a) || a.key.localeCompare(b.key));
  const withText = (list: readonly MarketListingRow[]) => list.filter((r) => r.neighbourhoodChars > 0);
  const busiestTexts = withText(busiest);
  return {
    set,
    count: rows.length,
    scores: sortedOf(rows.map((r) => r.score)),
    quartiles: quartilesOf(rows),
    busiestCount: busiest.length,
    busiestReviewsPerMonth: round2(busiest.at(-1)?.reviewsPerMonth ?? 0),
    candidates,
    description: {
      busiest: Math.round(median(sortedOf(busiest.map((r) => r.descriptionChars)))),
      all: Math.round(median(sortedOf(rows.map((r) => r.descriptionChars)))),
    },
    neighbourhood: {
      busiestShare: percent(busiestTexts.length, busiest.length),
      allShare: percent(withText(rows).length, rows.length),
      busiestChars: busiestTexts.length ? Math.round(median(sortedOf(busiestTexts.map((r) => r.neighbourhoodChars)))) : null,
    },
    prices: sortedOf(rows.flatMap((r) => (r.price !== null && r.price > 0 ? [r.price] : []))),
  };
}

/** Answers for one market; keeps what each comparable set says. */
export class MarketComparer {
  private readonly groups = new Map<string, { group: Group; widenedFrom: (ComparableSet & { count: number }) | null }>();

  constructor(readonly data: MarketData) {}

  private groupFor(listing: Pick<ListingForMarket, 'roomType' | 'guests'>) {
    const cacheKey = `${listing.roomType ?? '-'}|${listing.guests ?? '-'}`;
    const known = this.groups.get(cacheKey);
    if (known) return known;
    const steps = widening(listing.roomType, listing.guests);
    let chosen: { set: ComparableSet; rows: MarketListingRow[] } | null = null;
    let own: (ComparableSet & { count: number }) | null = null;
    for (const set of steps) {
      const rows = this.data.rows.filter((r) => matches(r, set));
      own ??= { ...set, count: rows.length };
      chosen = { set, rows };
      if (rows.length >= MIN_COMPARABLES) break;
    }
    const group = groupOf(chosen!.rows, chosen!.set);
    const entry = { group, widenedFrom: chosen!.set.definition === own!.definition ? null : own };
    this.groups.set(cacheKey, entry);
    return entry;
  }

  insight(listing: ListingForMarket): MarketInsight {
    const { group, widenedFrom } = this.groupFor(listing);
    const below = countBelow(group.scores, listing.score);
    const listingQuartile = quarterOf(group.quartiles, listing.score);
    const amenityGaps: MarketAmenityGap[] = [];
    for (const c of group.candidates) {
      if (listing.amenities.has(c.key)) continue;
      amenityGaps.push({
        amenity: this.data.labels.get(c.key) ?? c.key,
        shareTop: percent(c.top, group.busiestCount),
        shareAll: percent(c.all, group.count),
      });
      if (amenityGaps.length === MAX_AMENITY_GAPS) break;
    }
    const unknown: ('roomType' | 'guests')[] = [];
    if (!listing.roomType) unknown.push('roomType');
    if (listing.guests === null) unknown.push('guests');
    return {
      market: this.data.info,
      comparable: { ...group.set, count: group.count, widenedFrom, unknown },
      percentile: percent(below, group.count),
      score: listing.score,
      rubricVersion: this.data.rubricVersion,
      quartiles: group.quartiles.map((q) => ({ ...q, listing: q.quartile === listingQuartile })),
      busiestReviewsPerMonth: group.busiestReviewsPerMonth,
      amenityGaps,
      typical: {
        descriptionChars: { ...group.description, listing: listing.descriptionChars },
        neighbourhood: { ...group.neighbourhood, listing: listing.neighbourhoodChars },
      },
      price: this.priceOf(listing, group),
    };
  }

  private priceOf(listing: ListingForMarket, group: Group): MarketInsight['price'] {
    const currency = this.data.info.currency;
    const price = listing.price;
    if (!currency || !price || !(price.amount > 0) || price.currency?.toUpperCase() !== currency) return null;
    if (group.prices.length < MIN_PRICED) return null;
    return {
      currency,
      listing: price.amount,
      median: Math.round(median(group.prices) * 100) / 100,
      count: group.prices.length,
      cheaperShare: percent(countBelow(group.prices, price.amount), group.prices.length),
    };
  }
}
