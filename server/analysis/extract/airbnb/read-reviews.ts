import { firstString, get, objects, parseLocaleNumber, str, toInt } from '../text';
import type { Pdp } from './pdp-payload';

// Overall rating, review count and per-category ratings. The event-logging numbers are language-neutral and
// come first; the reviews section's "4,9" strings follow the page's locale.

const CATEGORY_FIELDS: Record<string, string> = {
  cleanlinessRating: 'cleanliness',
  accuracyRating: 'accuracy',
  checkinRating: 'checkin',
  communicationRating: 'communication',
  locationRating: 'location',
  valueRating: 'value',
};

/** Ratings older than 2020 used 0-100 overall and 0-10 per category; everything is reported on 0-5. */
export function toFiveScale(value: number | null, scale: 5 | 10 | 100 = 5): number | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  const five = scale === 5 ? value : (value / scale) * 5;
  // Above the top of its scale it is not a rating (a garbled or hostile page).
  if (five > 5) return null;
  return Math.round(five * 100) / 100;
}

export function readRating(pdp: Pdp): number | null {
  const reviews = pdp.sec('REVIEWS_DEFAULT', 'StayPdpReviewsSection');
  const candidates = [
    get(pdp.EV, 'guestSatisfactionOverall'),
    get(reviews, 'overallRating'),
    get(pdp.N, 'quality', 'listingRatingStats', 'overallRatingStats', 'ratingAverage'),
    get(pdp.SC, 'starRating'),
    get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'reviewData', 'ratingText'),
  ];
  for (const candidate of candidates) {
    const value = parseLocaleNumber(candidate);
    if (value !== null && value > 0) return toFiveScale(value, value > 10 ? 100 : value > 5 ? 10 : 5);
  }
  return null;
}

export function readReviewCount(pdp: Pdp): number {
  const reviews = pdp.sec('REVIEWS_DEFAULT', 'StayPdpReviewsSection');
  for (const candidate of [
    get(reviews, 'overallCount'),
    get(pdp.EV, 'visibleReviewCount'),
    get(pdp.N, 'quality', 'listingRatingStats', 'overallRatingStats', 'ratingCount'),
    get(pdp.payload, 'data', 'node', 'listingRatingStats', 'overallRatingStats', 'ratingCount'),
    get(pdp.SC, 'reviewCount'),
    get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'reviewData', 'reviewCount'),
  ]) {
    const value = toInt(candidate);
    if (value !== null && value >= 0) return value;
  }
  return 0;
}

/** 'CHECK_IN', 'checkinRating', 'Check-in' → 'checkin'; null for anything but the six categories guests rate. */
function categoryKey(raw: string | null | undefined): string | null {
  const key = (raw ?? '')
    .toLowerCase()
    .replace(/rating$/, '')
    .replace(/[^a-z]/g, '');
  return Object.values(CATEGORY_FIELDS).includes(key) ? key : null;
}

/**
 * The six category ratings, each from the first source that has it: the event-logging numbers, then the reviews
 * section's localized strings, then the migrated node. Sources can each hold only some categories.
 */
export function readCategoryRatings(pdp: Pdp): Record<string, number> {
  const out: Record<string, number> = {};
  const put = (rawKey: string | null | undefined, raw: unknown) => {
    const key = categoryKey(rawKey);
    const value = parseLocaleNumber(raw);
    if (!key || key in out || value === null) return;
    const five = toFiveScale(value, value > 5 ? 10 : 5);
    if (five !== null) out[key] = five;
  };
  for (const field of Object.keys(CATEGORY_FIELDS)) put(field, get(pdp.EV, field));
  for (const rating of objects(get(pdp.sec('REVIEWS_DEFAULT', 'StayPdpReviewsSection'), 'ratings'))) {
    put(str(rating.categoryType), firstString(rating.localizedRating, rating.value));
  }
  for (const stat of objects(get(pdp.N, 'quality', 'listingRatingStats', 'categoryRatingStats'))) {
    put(str(stat.categoryTypeA ?? stat.categoryType), get(stat, 'value', 'ratingAverage'));
  }
  return out;
}

/** Whether the page shows the Guest Favourite badge: the reviews section says so, else the overview's logging context. */
export function readGuestFavourite(pdp: Pdp): boolean | null {
  const flag = get(pdp.sec('REVIEWS_DEFAULT', 'StayPdpReviewsSection'), 'isGuestFavorite');
  if (typeof flag === 'boolean') return flag;
  const context = str(get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'reviewData', 'loggingEventData', 'eventData', 'pdpContext', 'isGuestFavorite'));
  if (context === 'true' || context === 'false') return context === 'true';
  return pdp.sb('GUEST_FAVORITE_BANNER') ? true : null;
}
