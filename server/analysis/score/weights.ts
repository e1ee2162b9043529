import type { CategoryKey } from '../../../contract/wire';
import { CATEGORY_WEIGHTS } from '../../../contract/limits';

// The weights and labels live in contract/ so the summary card can show how the score adds up.
export { CATEGORY_LABELS, CATEGORY_WEIGHTS } from '../../../contract/limits';

/** Changes whenever a check, its points or a weight changes, so stored scores say which rubric made them. */
export const RUBRIC_VERSION = '2026.11-3';

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
