import type { PhotoRecommendation } from '../../../contract/wire';
import type { MeasuredPhoto, PhotoAnalysisResult } from './types';

// When not one photo could be downloaded or decoded, there is nothing to grade: the record says so in a host's
// words instead of a score of 0, which would read as "your photos are bad". Saving it ends the wait ("your
// photos are still being measured") and lets the listing's score go on without measurements.

/** What went wrong with a photo, from its recorded error, as the middle of a sentence ("the site answered..."). */
export function failureCause(photoError: string): string {
  const cause = photoError.replace(/^Could not analyse this photo: /, '').replace(/\.$/, '');
  return `${cause.charAt(0).toLowerCase()}${cause.slice(1)}`;
}

/** Why none of the photos could be measured, from the first photo's own error. */
export function unmeasuredReason(firstError: string, retryable: boolean): string {
  const cause = failureCause(firstError);
  const detail = cause ? ` (${cause})` : '';
  return retryable
    ? `None of your photos could be downloaded${detail}. Press "Re-analyze Photos" later to try again.`
    : `None of your photos could be downloaded${detail}. Check that the listing's photos are public, then press "Re-analyze Photos".`;
}

export function unmeasuredResult(input: {
  photos: MeasuredPhoto[];
  photoCount: number;
  reason: string;
  analyzedAt: string;
}): PhotoAnalysisResult {
  const recommendation: PhotoRecommendation = {
    overallPhotoScore: 0,
    estimatedImpact: 'low',
    topRecommendation: input.reason,
    criticalIssues: [],
    improvements: [],
    strengths: [],
    analyzedAt: input.analyzedAt,
    unmeasured: input.reason,
  };
  return {
    photos: input.photos,
    recommendation,
    evidence: {
      analyzedAt: input.analyzedAt,
      photoCount: input.photoCount,
      analyzedCount: 0,
      overallPhotoScore: 0,
      photos: input.photos.map(({ analysis }) => ({
        index: analysis.photoIndex,
        width: null,
        height: null,
        overallScore: 0,
        technicalIssues: [],
        failed: true,
      })),
      nearDuplicateGroups: [],
      missingRooms: [],
      firstFiveDistinctScenes: null,
      coverSurvivesSquareCrop: null,
    },
  };
}
