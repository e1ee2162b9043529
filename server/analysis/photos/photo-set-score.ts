import type { PhotoQualityDeduction, PhotoRecommendation } from '../../../contract/wire';
import { roomPhrase, words } from './photo-advice';
import { analysed, GOOD_PHOTO_COUNT, MIN_PHOTOS, type RecommendationInput } from './recommendation-input';

/**
 * The photo set's score: the mean photo score weighted towards the cover (x3) and the rest of the first five
 * (x2), which the research says matter most, less deductions for the set as a whole: fewer than 7 photos -15,
 * 7-19 photos half a point per missing photo up to 20, 3 per near-duplicate to remove (at most 9), 4 per
 * missing room (at most 12), 5 for a first five with three or fewer scenes, 3 for a cover that fails the
 * square crop. The deductions are named, so a host can see why this rating differs from the Photos score.
 */
export function photoSetRating(
  input: RecommendationInput,
  duplicatesToDrop: number,
): { score: number; deductions: PhotoQualityDeduction[] } {
  const ok = input.analyses.filter(analysed);
  if (ok.length === 0) return { score: 0, deductions: [] };
  let weighted = 0;
  let weights = 0;
  for (const a of ok) {
    const w = a.photoIndex === 0 ? 3 : a.photoIndex < 5 ? 2 : 1;
    weighted += w * a.overallScore;
    weights += w;
  }
  const count = input.content.photos.length;
  const deductions: PhotoQualityDeduction[] = [];
  const take = (points: number, reason: string) => {
    if (points > 0) deductions.push({ reason, points });
  };
  if (count < MIN_PHOTOS) take(15, `fewer than ${MIN_PHOTOS} photos`);
  else if (count < GOOD_PHOTO_COUNT) take((GOOD_PHOTO_COUNT - count) * 0.5, `fewer than ${GOOD_PHOTO_COUNT} photos`);
  take(Math.min(9, 3 * duplicatesToDrop), 'near-duplicate photos');
  if (input.rooms.known) take(Math.min(12, 4 * input.rooms.missing.length), `no photo of ${words(input.rooms.missing.map(roomPhrase))}`);
  if (input.variety?.lacksVariety) take(5, 'few different scenes in the first five');
  if (input.squareCrop && !input.squareCrop.survives) take(3, 'a cover that loses its subject in the square crop');
  const score = weighted / weights - deductions.reduce((s, d) => s + d.points, 0);
  return { score: Math.max(0, Math.min(100, Math.round(score))), deductions };
}

/** High with any critical finding or a score under 60; medium with anything to improve or under 80; else low. */
export function estimatedImpact(critical: number, improvements: number, score: number): PhotoRecommendation['estimatedImpact'] {
  if (critical > 0 || score < 60) return 'high';
  return improvements > 0 || score < 80 ? 'medium' : 'low';
}
