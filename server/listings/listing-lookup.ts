import type { ListingLookup } from '../assistant/types';
import type { Database } from '../db/database';
import { isUuid, listingsRepository } from './listings.repository';

/** The assistant's view of a user's listing: its content, scores and problems (null when not theirs). */
export function listingLookupFrom(database: Database): ListingLookup {
  const listings = listingsRepository(database);
  return async (userId, listingId) => {
    if (!isUuid(listingId)) return null;
    const row = await listings.findForUser(userId, listingId);
    if (!row) return null;
    return { id: row.id, title: row.title, content: row.scraped_data, recommendations: row.recommendations, seoScore: row.seo_score };
  };
}
