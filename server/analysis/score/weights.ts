import type { CategoryKey } from '../../../contract/wire';

/** Changes whenever a check, its points or a weight changes, so stored scores say which rubric made them. */
export const RUBRIC_VERSION = '2026.11-2';

/**
 * Share of the Optimization Score each category carries (sums to 100). Photos weigh most: Hostmatic puts 35 % on
 * photos, professional photos add about 9 % bookings in two studies, and PriceLabs finds 70 % of listings held back
 * by their images. docs/scoring.md gives the reasons for each weight.
 */
export const CATEGORY_WEIGHTS: Record<CategoryKey, number> = {
  photos: 30,
  description: 25,
  title: 15,
  amenities: 15,
  localOptimization: 10,
  pricing: 5,
};

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  title: 'Title',
  description: 'Description and house rules',
  photos: 'Photos',
  amenities: 'Amenities and safety',
  localOptimization: 'Location',
  pricing: 'Pricing',
};

/**
 * The Optimization Score: the weighted average of the category scores, over the categories the page gave
 * evidence for, rounded half up. With every category scored it is round(sum(weight x score) / 100).
 */
export function weightedScore(categoryScores: Record<CategoryKey, number>, scored: readonly CategoryKey[]): number {
  let sum = 0;
  let weights = 0;
  for (const key of scored) {
    sum += CATEGORY_WEIGHTS[key] * categoryScores[key];
    weights += CATEGORY_WEIGHTS[key];
  }
  return weights === 0 ? 0 : Math.round(sum / weights);
}
