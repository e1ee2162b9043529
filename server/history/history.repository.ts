import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { ListingHistoryTable } from '../db/schema';
import { isUuid } from '../listings/listings.repository';
import type { Snapshot, SnapshotScores } from './history-snapshot';

// The score history of a user's listings, keyed by the user and the listing's canonical address. Every read
// and delete names the user; the jobs write by the analysis that produced the snapshot.

export type HistoryRow = Selectable<ListingHistoryTable>;

export function historyRepository(database: Pick<Database, 'db'>) {
  const { db } = database;
  return {
    /** Records a finished analysis; recording the same analysis again replaces its snapshot. */
    async record(input: { userId: string; url: string; analysisId: string; analyzedAt: Date; snapshot: Snapshot }): Promise<void> {
      const { snapshot: s } = input;
      const values = {
        title: s.title,
        seo_score: s.seoScore,
        category_scores: JSON.stringify(s.categoryScores),
        unscored_categories: JSON.stringify(s.unscoredCategories),
        section_scores: JSON.stringify(s.sectionScores),
        photo_score: null,
        rubric_version: s.rubricVersion,
        problems: JSON.stringify(s.problems),
        sections: JSON.stringify(s.sections),
      };
      await db
        .insertInto('listing_history')
        .values({ user_id: input.userId, url: input.url, analysis_id: input.analysisId, analyzed_at: input.analyzedAt, ...values })
        .onConflict((oc) => oc.column('analysis_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
    },

    /** The photo job re-scored the analysis with measured photos: its snapshot takes the final scores. */
    async rescore(analysisId: string, scores: SnapshotScores & { photoScore: number | null }): Promise<boolean> {
      const updated = await db
        .updateTable('listing_history')
        .set({
          seo_score: scores.seoScore,
          category_scores: JSON.stringify(scores.categoryScores),
          unscored_categories: JSON.stringify(scores.unscoredCategories),
          section_scores: JSON.stringify(scores.sectionScores),
          photo_score: scores.photoScore,
          rubric_version: scores.rubricVersion,
          problems: JSON.stringify(scores.problems),
          updated_at: sql`now()`,
        })
        .where('analysis_id', '=', analysisId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** Oldest first. */
    async listFor(userId: string, url: string): Promise<HistoryRow[]> {
      if (!isUuid(userId)) return [];
      return db
        .selectFrom('listing_history')
        .selectAll()
        .where('user_id', '=', userId)
        .where('url', '=', url)
        .orderBy('analyzed_at')
        .orderBy('created_at')
        .execute();
    },

    async deleteFor(userId: string, url: string): Promise<number> {
      if (!isUuid(userId)) return 0;
      const deleted = await db.deleteFrom('listing_history').where('user_id', '=', userId).where('url', '=', url).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type HistoryRepository = ReturnType<typeof historyRepository>;
