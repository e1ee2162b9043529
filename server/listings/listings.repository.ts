import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { ListingContent, Platform, Recommendations } from '../../contract/wire';
import type { Database } from '../db/database';
import type { ListingsTable } from '../db/schema';

// Every query on listings, each scoped to its user (routes) or to the job that owns the analysis (workers).

export type ListingRow = Selectable<ListingsTable>;

/** A listing as its analysis job starts on it (markStarted); `shows_imported_page`: its content came from an import. */
export type StartedAnalysis = Pick<ListingRow, 'id' | 'user_id' | 'url' | 'fetch_url' | 'platform' | 'title'> & {
  shows_imported_page: boolean;
  /** Whether a photo run was ever saved for it (a first analysis has none to score with while its photos are measured). */
  photos_measured: boolean;
  /** Whether a page the host imported waits to be read (most analyses have none to look up). */
  import_pending: boolean;
};

/** The columns a wire Listing is made of. */
export const WIRE_COLUMNS = [
  'id',
  'user_id',
  'title',
  'url',
  'image_url',
  'rating',
  'review_count',
  'location',
  'seo_score',
  'score_provisional',
  'is_analyzing',
  'photo_count',
  'scraped_data',
  'recommendations',
  'analysis_error',
  'created_at',
  'updated_at',
  'analyzed_at',
] as const satisfies readonly (keyof ListingRow)[];

/**
 * The columns of a wire Listing (listing-summary.ts) but its two large JSON ones; `version` (updated_at to the
 * microsecond) changes with every write.
 */
export type ListingSummaryRow = Pick<ListingRow, (typeof SUMMARY_COLUMNS)[number]> & { version: string };

const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'title',
  'url',
  'image_url',
  'rating',
  'review_count',
  'location',
  'seo_score',
  'score_provisional',
  'is_analyzing',
  'photo_count',
  'analysis_error',
  'created_at',
  'updated_at',
  'analyzed_at',
] as const satisfies readonly Exclude<(typeof WIRE_COLUMNS)[number], 'scraped_data' | 'recommendations'>[];

/** The columns of a listing card (wire.ts `ListingCard`, what GET /api/listings answers per listing). */
export const CARD_COLUMNS = [
  'id',
  'title',
  'url',
  'image_url',
  'rating',
  'review_count',
  'location',
  'seo_score',
  'score_provisional',
  'is_analyzing',
  'photo_count',
  'analysis_error',
  'created_at',
  'updated_at',
  'analyzed_at',
] as const satisfies readonly (typeof SUMMARY_COLUMNS)[number][];

/** A listing card's columns and the row's `version`. */
export type ListingCardRow = Pick<ListingRow, (typeof CARD_COLUMNS)[number]> & { version: string };

export interface NewAnalysis {
  userId: string;
  url: string;
  fetchUrl: string;
  platform: Platform;
  title: string;
  jobId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** What cardsVersionForUser reads in the database, of cards already read. */
export const cardsVersionOf = (rows: readonly Pick<ListingCardRow, 'id' | 'version'>[]) =>
  createHash('md5')
    .update(rows.map((r) => `${r.id} ${r.version}`).join(','))
    .digest('hex');

export function listingsRepository(database: Database) {
  const { db } = database;
  return {
    /**
     * Creates the listing, or for the same user and address starts it over: analysing again, no score while
     * recalculating (the old one is kept aside in case this analysis fails), the new job in charge.
     */
    async startAnalysis(input: NewAnalysis): Promise<ListingRow> {
      return db
        .insertInto('listings')
        .values({
          user_id: input.userId,
          url: input.url,
          fetch_url: input.fetchUrl,
          platform: input.platform,
          title: input.title,
          is_analyzing: true,
          analysis_job_id: input.jobId,
          analysis_attempts: 0,
          seo_score: null,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'url']).doUpdateSet({
            fetch_url: input.fetchUrl,
            platform: input.platform,
            is_analyzing: true,
            analysis_error: null,
            analysis_job_id: input.jobId,
            analysis_attempts: 0,
            analysis_requested_at: sql`now()`,
            analysis_started_at: null,
            previous_seo_score: sql`coalesce(listings.seo_score, listings.previous_seo_score)`,
            seo_score: null,
            updated_at: sql`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Hands an analysis to a new job (re-analyse from the detail screen, recovery). With `expectedJobId` (a
     * recovery) only while the listing is still analysing under that job: an analysis that finished or was taken
     * over since the caller read it is left as it is.
     */
    async restartAnalysis(
      id: string,
      jobId: string,
      options: { resetAttempts: boolean; expectedJobId?: string | null },
    ): Promise<ListingRow | undefined> {
      let query = db
        .updateTable('listings')
        .set({
          is_analyzing: true,
          analysis_error: null,
          analysis_job_id: jobId,
          analysis_started_at: null,
          previous_seo_score: sql`coalesce(seo_score, previous_seo_score)`,
          seo_score: null,
          updated_at: sql`now()`,
          ...(options.resetAttempts ? { analysis_attempts: 0, analysis_requested_at: sql`now()` } : {}),
        })
        .where('id', '=', id);
      if (options.expectedJobId !== undefined) {
        query = query.where('is_analyzing', '=', true);
        query =
          options.expectedJobId === null
            ? query.where('analysis_job_id', 'is', null)
            : query.where('analysis_job_id', '=', options.expectedJobId);
      }
      return query.returningAll().executeTakeFirst();
    },

    /** The user's listing cards, newest first, each with its version (GET /api/listings). */
    async listCardsForUser(userId: string): Promise<ListingCardRow[]> {
      if (!isUuid(userId)) return [];
      return db
        .selectFrom('listings')
        .select([...CARD_COLUMNS, sql<string>`updated_at::text`.as('version')])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * The md5 of the user's cards' ids and versions, in the list's order (cardsVersionOf gives the same of rows
     * read): one short row instead of the cards, for a poll whose answer is already made.
     */
    async cardsVersionForUser(userId: string): Promise<string> {
      if (!isUuid(userId)) return cardsVersionOf([]);
      const row = await db
        .selectFrom('listings')
        .select(
          sql<string>`md5(coalesce(string_agg(id::text || ' ' || updated_at::text, ',' order by created_at desc, id desc), ''))`.as(
            'version',
          ),
        )
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.version;
    },

    async findSummaryForUser(userId: string, id: string): Promise<ListingSummaryRow | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      return db
        .selectFrom('listings')
        .select([...SUMMARY_COLUMNS, sql<string>`updated_at::text`.as('version')])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The whole listing with its version, in one read. */
    async findVersionedForUser(userId: string, id: string): Promise<(ListingRow & { version: string }) | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      return db
        .selectFrom('listings')
        .selectAll()
        .select(sql<string>`updated_at::text`.as('version'))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** How many of the user's analyses are waiting or running, other than the one of `exceptUrl`. */
    async countAnalysingForUser(userId: string, exceptUrl: string): Promise<number> {
      if (!isUuid(userId)) return 0;
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('is_analyzing', '=', true)
        .where('url', '<>', exceptUrl)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findForUser(userId: string, id: string): Promise<ListingRow | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      return db.selectFrom('listings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /** What starting a listing over needs to know of it: not its content (fifty re-analyses read 50 pages of JSON). */
    async findStateForUser(
      userId: string,
      id: string,
    ): Promise<Pick<ListingRow, 'id' | 'url' | 'analysis_job_id' | 'is_analyzing'> | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      return db
        .selectFrom('listings')
        .select(['id', 'url', 'analysis_job_id', 'is_analyzing'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async findById(id: string): Promise<ListingRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async deleteForUser(userId: string, id: string): Promise<ListingRow | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      return db.deleteFrom('listings').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    },

    /**
     * The job says it has begun; undefined when another job now owns the analysis. Returns what the job reads, not
     * the row: its page content and checks are tens of kilobytes the job never looks at, and fifty analyses starting
     * at once sent them all through the embedded database's session while hosts' polls waited for it.
     */
    async markStarted(id: string, jobId: string): Promise<StartedAnalysis | undefined> {
      return db
        .updateTable('listings')
        .set({ analysis_started_at: sql`now()`, analysis_attempts: sql`analysis_attempts + 1`, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('analysis_job_id', '=', jobId)
        .where('is_analyzing', '=', true)
        .returning([
          'id',
          'user_id',
          'url',
          'fetch_url',
          'platform',
          'title',
          sql<boolean>`coalesce(scraped_data -> 'extraction' ->> 'origin' = 'imported', false)`.as('shows_imported_page'),
          sql<boolean>`exists (select 1 from photo_recommendations r where r.listing_id = listings.id)`.as('photos_measured'),
          sql<boolean>`exists (select 1 from listing_imports i where i.listing_id = listings.id and i.pending)`.as('import_pending'),
        ])
        .executeTakeFirst();
    },

    async saveResult(
      id: string,
      jobId: string,
      result: { content: ListingContent; seoScore: number | null; recommendations: Recommendations | null; summary: ListingSummary },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('listings')
        .set({
          is_analyzing: false,
          analysis_error: null,
          scraped_data: JSON.stringify(result.content),
          recommendations: result.recommendations ? JSON.stringify(result.recommendations) : null,
          seo_score: result.seoScore,
          score_provisional: result.recommendations?.advice?.provisional ?? false,
          previous_seo_score: null,
          title: result.summary.title,
          image_url: result.summary.imageUrl,
          rating: result.summary.rating,
          review_count: result.summary.reviewCount,
          location: result.summary.location,
          photo_count: result.summary.photoCount,
          analyzed_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where('analysis_job_id', '=', jobId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /**
     * A new score for the content analysis `analysisId` saved (undefined: whichever content is saved). Nothing is
     * written while another analysis runs or once one has replaced that content.
     */
    async saveRescore(
      id: string,
      result: { seoScore: number; recommendations: Recommendations },
      analysisId?: string | null,
    ): Promise<boolean> {
      let query = db
        .updateTable('listings')
        .set({
          seo_score: result.seoScore,
          score_provisional: result.recommendations.advice?.provisional ?? false,
          recommendations: JSON.stringify(result.recommendations),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where('is_analyzing', '=', false)
        .where('scraped_data', 'is not', null);
      if (analysisId !== undefined)
        query = analysisId === null ? query.where('analysis_job_id', 'is', null) : query.where('analysis_job_id', '=', analysisId);
      const updated = await query.executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /**
     * Ends an analysis with a readable reason; the score from before it started comes back. Only an analysis
     * still under way under that job: one that has finished keeps its result.
     */
    async saveFailure(id: string, jobId: string | null, message: string): Promise<boolean> {
      let query = db
        .updateTable('listings')
        .set({
          is_analyzing: false,
          analysis_error: message,
          seo_score: sql`previous_seo_score`,
          previous_seo_score: null,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where('is_analyzing', '=', true);
      query = jobId === null ? query.where('analysis_job_id', 'is', null) : query.where('analysis_job_id', '=', jobId);
      const updated = await query.executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async analysing(): Promise<ListingRow[]> {
      return db.selectFrom('listings').selectAll().where('is_analyzing', '=', true).orderBy('analysis_requested_at').execute();
    },
  };
}

export type ListingsRepository = ReturnType<typeof listingsRepository>;

/** The listing's own fields (spec section 3) as read from its content. */
export interface ListingSummary {
  title: string;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  location: string | null;
  photoCount: number;
}
