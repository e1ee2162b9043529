import type { ListingHistoryEntry, ListingHistoryResponse } from '../../contract/wire';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { listingsRepository } from '../listings/listings.repository';
import { compareSnapshots, type ComparableSnapshot } from './history-changes';
import { historyRepository, type HistoryRow } from './history.repository';

// The signed-in user's history of one listing: every finished analysis, oldest first, and what changed
// between the latest and an earlier one. Another user's listing answers 404 like a missing one.

export interface HistoryRecord extends ComparableSnapshot {
  entry: ListingHistoryEntry;
}

function toRecord(row: HistoryRow): HistoryRecord {
  const analyzedAt = new Date(row.analyzed_at).toISOString();
  return {
    analyzedAt,
    seoScore: row.seo_score,
    categoryScores: row.category_scores,
    unscoredCategories: row.unscored_categories,
    rubricVersion: row.rubric_version,
    problems: row.problems,
    sections: row.sections,
    entry: {
      analyzedAt,
      title: row.title,
      seoScore: row.seo_score,
      categoryScores: row.category_scores,
      unscoredCategories: row.unscored_categories,
      sectionScores: row.section_scores,
      photoScore: row.photo_score,
      rubricVersion: row.rubric_version,
      problemCount: row.problems.length,
    },
  };
}

export function historyService(database: Database) {
  const listings = listingsRepository(database);
  const history = historyRepository(database);

  async function records(userId: string, listingId: string): Promise<HistoryRecord[]> {
    const listing = await listings.findSummaryForUser(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    return (await history.listFor(userId, listing.url)).map(toRecord);
  }

  return {
    records,

    /** `since`: compare the latest analysis with the last one finished at or before this time, or the first one when all are later (default: the one before it). */
    async history(userId: string, listingId: string, since?: Date): Promise<ListingHistoryResponse> {
      const all = await records(userId, listingId);
      const latest = all.at(-1);
      const earlier = all.slice(0, -1);
      const base = since ? (earlier.filter((r) => Date.parse(r.analyzedAt) <= since.getTime()).at(-1) ?? earlier[0]) : earlier.at(-1);
      return { history: all.map((r) => r.entry), changes: latest && base ? compareSnapshots(base, latest) : null };
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
