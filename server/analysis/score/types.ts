import type { ListingContent, Recommendations } from '../../../src/api/wire';

/** Scoring as the analysis job takes it: a pure function of a listing's content (see ./index.ts). */
export type ScoreListing = (content: ListingContent) => { seoScore: number; recommendations: Recommendations };
