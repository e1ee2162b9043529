import type { PhotoRecommendation } from '../../../contract/wire';
import { estimatedImpact, photoSetRating } from './photo-set-score';
import { criticalFindings } from './recommendation-critical';
import { improvementFindings } from './recommendation-improvements';
import { analysed, type RecommendationInput } from './recommendation-input';
import { strengthsOf } from './recommendation-strengths';
import type { PhotoEvidence } from './types';

// The listing-level coaching: what to reshoot, reorder or drop, in the order a host should do it (critical
// findings, then improvements, then strengths), the photo set's score, and the evidence the scoring reads.
// Every finding names its photos: photoIndexes are 0-based like photoIndex, and the words count from 1 as
// hosts do ("photo 3" is photoIndex 2).

const ALL_GOOD =
  'Your photos are in good shape: no technical issues found. Keep your strongest shot as the cover, and refresh the photos whenever the place changes.';

function evidenceOf(input: RecommendationInput, overallPhotoScore: number): PhotoEvidence {
  const { analyses } = input;
  return {
    analyzedAt: input.analyzedAt,
    photoCount: input.content.photos.length,
    analyzedCount: analyses.filter(analysed).length,
    overallPhotoScore,
    photos: analyses.map((a) => ({
      index: a.photoIndex,
      width: a.width,
      height: a.height,
      overallScore: a.overallScore,
      technicalIssues: [...a.technicalIssues],
      failed: !analysed(a),
    })),
    nearDuplicateGroups: input.nearDuplicates.map((g) => [...g]),
    missingRooms: input.rooms.known ? [...input.rooms.missing] : [],
    firstFiveDistinctScenes: input.variety?.scenes ?? null,
    coverSurvivesSquareCrop: input.squareCrop?.survives ?? null,
  };
}

export function buildRecommendation(input: RecommendationInput): { recommendation: PhotoRecommendation; evidence: PhotoEvidence } {
  const critical = criticalFindings(input);
  const improvements = improvementFindings(input, critical.handled);
  const { score: overallPhotoScore, deductions } = photoSetRating(input, improvements.dropped.length);
  const recommendation: PhotoRecommendation = {
    overallPhotoScore,
    estimatedImpact: estimatedImpact(critical.findings.length, improvements.findings.length, overallPhotoScore),
    topRecommendation: critical.findings[0]?.suggestion ?? improvements.findings[0]?.suggestion ?? ALL_GOOD,
    criticalIssues: critical.findings,
    improvements: improvements.findings,
    strengths: strengthsOf(input).map((description) => ({ description })),
    analyzedAt: input.analyzedAt,
    deductions,
  };
  return { recommendation, evidence: evidenceOf(input, overallPhotoScore) };
}
