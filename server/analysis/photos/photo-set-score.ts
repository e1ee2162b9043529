import type { PhotoRecommendation } from '../../../contract/wire';
import { analysed, GOOD_PHOTO_COUNT, MIN_PHOTOS, type RecommendationInput } from './recommendation-input';

/**
 * The photo set's score: the mean photo score weighted towards the cover (x3) and the rest of the first five
 * (x2), which the research says matter most, less deductions for the set as a whole: fewer than 7 photos -15,
 * 7-19 photos half a point per missing photo up to 20, 3 per near-duplicate to remove (at most 9), 4 per
 * missing room (at most 12), 5 for a first five with three or fewer scenes, 3 for a cover that fails the
 * square crop.
 */
export function photoSetScore(input: RecommendationInput, duplicatesToDrop: number): number {
  const ok = input.analyses.filter(analysed);
  if (ok.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const a of ok) {
    const w = a.photoIndex === 0 ? 3 : a.photoIndex < 5 ? 2 : 1;
    weighted += w * a.overallScore;
    weights += w;
  }
  const count = input.content.photos.length;
  let score = weighted / weights;
  if (count < MIN_PHOTOS) score -= 15;
  else if (count < GOOD_PHOTO_COUNT) score -= (GOOD_PHOTO_COUNT - count) * 0.5;
  score -= Math.min(9, 3 * duplicatesToDrop);
  if (input.rooms.known) score -= Math.min(12, 4 * input.rooms.missing.length);
  if (input.variety?.lacksVariety) score -= 5;
  if (input.squareCrop && !input.squareCrop.survives) score -= 3;
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** High with any critical finding or a score under 60; medium with anything to improve or under 80; else low. */
export function estimatedImpact(critical: number, improvements: number, score: number): PhotoRecommendation['estimatedImpact'] {
  if (critical > 0 || score < 60) return 'high';
  return improvements > 0 || score < 80 ? 'medium' : 'low';
}
