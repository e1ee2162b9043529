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

export function readCategoryRatings(pdp: Pdp): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, key] of Object.entries(CATEGORY_FIELDS)) {
    const value = parseLocaleNumber(get(pdp.EV, field));
    if (value !== null && value > 0) out[key] = toFiveScale(value, value > 5 ? 10 : 5)!;
  }
  if (Object.keys(out).length) return out;
  for (const rating of objects(get(pdp.sec('REVIEWS_DEFAULT', 'StayPdpReviewsSection'), 'ratings'))) {
    const key = str(rating.categoryType)?.toLowerCase();
    const value = parseLocaleNumber(firstString(rating.localizedRating, rating.value));
    if (key && value !== null && value > 0) out[key] = value;
  }
  if (Object.keys(out).length) return out;
  for (const stat of objects(get(pdp.N, 'quality', 'listingRatingStats', 'categoryRatingStats'))) {
    const key = str(stat.categoryTypeA ?? stat.categoryType)?.toLowerCase();
    const value = parseLocaleNumber(get(stat, 'value', 'ratingAverage'));
    if (key && value !== null && value > 0) out[key] = value;
  }
  return out;
}
