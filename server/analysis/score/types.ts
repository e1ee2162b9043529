import type { ListingContent, PhotoAnalysis, PhotoRecommendation, Recommendations } from '../../../contract/wire';

export interface ScoreOptions {
  /** The photo analysis' advice, merged into the photo findings so no photo advice is given twice. */
  photoRecommendation?: PhotoRecommendation | null;
  /** Whether a photo run will score the listing again (by default: it has photos and none were measured). */
  provisional?: boolean;
}

/**
 * Scoring as the analysis job takes it: a pure function of a listing's content (see ./index.ts), called in place or,
 * on a server, in the analysis pool's threads (server/analysis/pool), hence the promise.
 */
export type ScoreListing = (
  content: ListingContent,
  /** The photo analysis' per-photo rows, when photos were measured (the photos category then uses them). */
  photos?: readonly Pick<PhotoAnalysis, 'photoIndex' | 'width' | 'height' | 'overallScore' | 'technicalIssues' | 'error'>[],
  options?: ScoreOptions,
) => ScoredListing | Promise<ScoredListing>;

export interface ScoredListing {
  seoScore: number;
  recommendations: Recommendations;
}
