import type { ListingContent, PhotoAnalysis, Recommendations } from '../../../contract/wire';

/**
 * Scoring as the analysis job takes it: a pure function of a listing's content (see ./index.ts), called in place or,
 * on a server, in the analysis pool's threads (server/analysis/pool), hence the promise.
 */
export type ScoreListing = (
  content: ListingContent,
  /** The photo analysis' per-photo rows, when photos were measured (the photos category then uses them). */
  photos?: readonly Pick<PhotoAnalysis, 'photoIndex' | 'width' | 'height' | 'overallScore' | 'technicalIssues' | 'error'>[],
) => ScoredListing | Promise<ScoredListing>;

export interface ScoredListing {
  seoScore: number;
  recommendations: Recommendations;
}
