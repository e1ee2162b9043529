import type { ListingContent, Recommendations } from '../../../src/api/wire';
export type ScoreListing = (content: ListingContent) => { seoScore: number; recommendations: Recommendations };
