// GET /api/listing/:id/market: where a listing stands among comparable listings of the market it is in (an
// Inside Airbnb file an operator loaded), and what the busiest of them list that it does not. A listing in no
// loaded market answers 404 `no_market`. Shares and percentiles are whole percents, worked out once on the
// server, so the card, the report and the chat quote the same numbers.

/** Inside Airbnb's four room types, as the comparison names them. */
export type MarketRoomType = 'entire' | 'private' | 'shared' | 'hotel';

export interface MarketInfo {
  /** The market's place, e.g. "Munich". */
  name: string;
  /** The day Inside Airbnb scraped it, YYYY-MM-DD. */
  scrapedAt: string;
  /** Listings loaded for the market (the live ones of the scrape). */
  listings: number;
  /** ISO 4217 code of the market's prices ("EUR"); null when the file's country does not tell it. */
  currency: string | null;
}

/** Which listings the comparison is among. */
export interface ComparableSet {
  /** "entire homes for 1-3 guests", "private rooms of any size", "listings of every kind". */
  definition: string;
  roomType: MarketRoomType | null;
  /** The guest counts compared; null when every size is. */
  guests: { min: number; max: number } | null;
}

export interface MarketComparable extends ComparableSet {
  count: number;
  /** Set when fewer than 30 listings matched the listing's own room type and size, so the search widened. */
  widenedFrom: (ComparableSet & { count: number }) | null;
  /** Why the listing's own kind could not be matched exactly (the page does not say its room type or size). */
  unknown: ('roomType' | 'guests')[];
}

/** One quarter of the comparable listings, by Optimization Score (lowest first). */
export interface MarketQuartile {
  quartile: 1 | 2 | 3 | 4;
  minScore: number;
  maxScore: number;
  count: number;
  /** Median reviews per month of the listings in this quarter (a listing with no review counts 0). */
  reviewsPerMonth: number;
  /** The listing's score falls in this quarter. */
  listing: boolean;
}

export interface MarketAmenityGap {
  amenity: string;
  /** Percent of the busiest quarter (by reviews per month) that list it. */
  shareTop: number;
  /** Percent of all comparable listings that list it. */
  shareAll: number;
}

export interface MarketTypical {
  /** Characters of the description summary: the median among the busiest quarter and among all, and this listing's. */
  descriptionChars: { busiest: number; all: number; listing: number };
  neighbourhood: {
    /** Percent of the busiest quarter that write a neighbourhood text. */
    busiestShare: number;
    allShare: number;
    /** Median length of the busiest quarter's neighbourhood texts, where they write one; null when none does. */
    busiestChars: number | null;
    /** This listing's neighbourhood text, in characters (0: none). */
    listing: number;
  };
}

export interface MarketPrice {
  /** ISO 4217, the market's currency. */
  currency: string;
  /** The listing's nightly price. */
  listing: number;
  /** Median nightly price of the comparable listings that show one. */
  median: number;
  /** Comparable listings with a price. */
  count: number;
  /** Percent of those priced below the listing. */
  cheaperShare: number;
}

export interface MarketInsight {
  market: MarketInfo;
  comparable: MarketComparable;
  /** Percent of the comparable listings whose score is below this listing's. */
  percentile: number;
  /**
   * The listing's score on what a market file holds of every listing (title, description summary, amenities,
   * neighbourhood text, cover photo): the comparable listings are scored on exactly that, by the same rubric.
   */
  score: number;
  rubricVersion: string;
  quartiles: MarketQuartile[];
  /** The busiest quarter's cut-off: its listings get at least this many reviews a month. */
  busiestReviewsPerMonth: number;
  /** At most 8, the most common among the busiest first. */
  amenityGaps: MarketAmenityGap[];
  typical: MarketTypical;
  /** Null unless both the listing and the comparable listings have a nightly price in the market's currency. */
  price: MarketPrice | null;
}

/** The body of the 404 when no loaded market covers the listing's place. */
export interface NoMarketBody {
  code: 'no_market';
  /** "No market data for Lisbon yet." */
  message: string;
  /** How an operator adds the market. */
  instructions: string;
}

/** Fewer comparable listings than this and the comparison widens. */
export const MIN_COMPARABLES = 30;
/** Amenity gaps shown at most. */
export const MAX_AMENITY_GAPS = 8;
/** A gap is an amenity at least this share of the busiest quarter lists. */
export const GAP_MIN_SHARE_TOP = 50;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-09-27" -> "27 Sep 2025" (the same words everywhere, whatever the reader's locale). */
export function scrapeDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** The attribution Inside Airbnb's licence asks for, wherever a figure drawn from a market is shown. */
export function marketAttribution(market: Pick<MarketInfo, 'name' | 'scrapedAt'>): string {
  return `Data: Inside Airbnb (insideairbnb.com), ${market.name}, scraped ${scrapeDay(market.scrapedAt)}, CC BY 4.0`;
}

/** "Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich". */
export function percentileSentence(insight: Pick<MarketInsight, 'percentile' | 'comparable' | 'market'>): string {
  return `Better than ${insight.percentile} % of ${insight.comparable.count.toLocaleString('en-GB')} comparable ${insight.comparable.definition} in ${insight.market.name}`;
}

/** How the comparison widened, or null when it did not: said on every surface that shows the percentile. */
export function widenedSentence(comparable: MarketComparable, marketName: string): string | null {
  const from = comparable.widenedFrom;
  if (!from) return null;
  const few = from.count === 0 ? `No ${from.definition}` : `Only ${from.count} ${from.definition}`;
  return `${few} in ${marketName}, so this compares ${comparable.definition}.`;
}

/** Why the listing's own kind is not known, or null. */
export function unknownKindSentence(comparable: MarketComparable): string | null {
  const roomType = comparable.unknown.includes('roomType');
  const guests = comparable.unknown.includes('guests');
  if (roomType && guests) return 'The page does not say what kind of place this is or how many guests it sleeps.';
  if (roomType) return 'The page does not say whether this is an entire home or a room.';
  if (guests) return 'The page does not say how many guests it sleeps.';
  return null;
}
