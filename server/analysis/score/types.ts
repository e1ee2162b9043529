import type { ListingContent, PhotoAnalysis, PhotoRecommendation, Recommendations } from '../../../contract/wire';
import type { Rubric } from './rubric';

export interface ScoreOptions {
  /** The photo analysis' advice, merged into the photo findings so no photo advice is given twice. */
  photoRecommendation?: PhotoRecommendation | null;
  /** Whether a photo run will score the listing again (by default: it has photos and none were measured). */
  provisional?: boolean;
  /** The rubric to score with: the calibrated one by default (the calibration passes others to compare). */
  rubric?: Rubric;
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
  /** `started`: called when a thread takes the scoring up (scoring in place may never call it). */
  progress?: { started?: () => void },
) => ScoredListing | Promise<ScoredListing>;

export interface ScoredListing {
  seoScore: number;
  recommendations: Recommendations;
}
