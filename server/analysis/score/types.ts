import type { ListingContent, PhotoAnalysis, Recommendations } from '../../../contract/wire';

/** Scoring as the analysis job takes it: a pure function of a listing's content (see ./index.ts). */
export type ScoreListing = (
  content: ListingContent,
  /** The photo analysis' per-photo rows, when photos were measured (the photos category then uses them). */
  photos?: readonly Pick<PhotoAnalysis, 'photoIndex' | 'width' | 'height' | 'overallScore' | 'technicalIssues' | 'error'>[],
) => { seoScore: number; recommendations: Recommendations };
