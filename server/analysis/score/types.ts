import type { ListingContent, Recommendations } from '../../../src/api/wire';

/**
 * Scoring is a pure function of a listing's content (written by the scoring work). The analysis job takes it
 * as a dependency: until one is wired in (server/bootstrap.ts passes null), the job stores the content with
 * seoScore null and no recommendations, and the detail screen shows 'Recalculating...'. No score is invented.
 */
export type ScoreListing = (content: ListingContent) => { seoScore: number; recommendations: Recommendations };
