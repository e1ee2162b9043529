import { sql, type Selectable } from 'kysely';
import type { ListingContent } from '../../contract/wire';
import type { Database } from '../db/database';
import type { MarketsTable } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { isUuid } from '../listings/listings.repository';
import type { AreaCells } from './market-area';
import type { MarketCity } from './market-identity';

// The loaded markets and their listings. Markets are the operator's, not a user's: every user reads them, only
// the admin commands write them. An import writes under a 'loading' market and `finish` swaps it in.

export type MarketRow = Selectable<MarketsTable>;

export interface NewMarketListing {
  listingId: string;
  roomType: string | null;
  accommodates: number | null;
  price: number | null;
  latitude: number | null;
  longitude: number | null;
  score: number;
  reviewsPerMonth: number;
  numberOfReviews: number;
  amenities: string[];
  descriptionChars: number;
  neighbourhoodChars: number;
  content: ListingContent;
}

/** A market listing as the comparison reads it (no content). */
export interface StoredMarketListing {
  room_type: string | null;
  accommodates: number | null;
  price: number | null;
  score: number;
  reviews_per_month: number;
  amenities: string[];
  description_chars: number;
  neighbourhood_chars: number;
}

export interface MarketFinish {
  name: string;
  nameKey: string;
  scrapedOn: string;
  country: string | null;
  currency: string | null;
  cities: MarketCity[];
  area: AreaCells;
  listingCount: number;
}

/** What a market looks like to the cache: a change of any of these means its rows must be read again. */
export interface MarketVersion {
  id: string;
  imported_at: Date | string;
  rubric_version: string;
}

const READY_COLUMNS = [
  'id',
  'name',
  'name_key',
  'scraped_on',
  'country',
  'currency',
  'cities',
  'area',
  'listing_count',
  'rubric_version',
  'source_file',
  'imported_at',
] as const;

export type ReadyMarket = Pick<MarketRow, (typeof READY_COLUMNS)[number]>;

export function marketsRepository(database: Database) {
  const { db } = database;
  return {
    /**
     * Starts an import. What an import that stopped half-way left (a loading market of the same name, or any a
     * day old) goes: an import takes a minute, so a day-old one is not running any more.
     */
    async createLoading(input: { name: string; nameKey: string; sourceFile: string; rubricVersion: string }): Promise<string> {
      await db
        .deleteFrom('markets')
        .where('status', '=', 'loading')
        .where((eb) => eb.or([eb('name_key', '=', input.nameKey), eb('imported_at', '<', sql<Date>`now() - interval '1 day'`)]))
        .execute();
      const row = await db
        .insertInto('markets')
        .values({
          name: input.name,
          name_key: input.nameKey,
          scraped_on: '',
          cities: '[]',
          area: '{}',
          rubric_version: input.rubricVersion,
          source_file: input.sourceFile,
          imported_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertListings(marketId: string, rows: readonly NewMarketListing[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('market_listings')
        .values(
          rows.map((r) => ({
            market_id: marketId,
            listing_id: r.listingId,
            room_type: r.roomType,
            accommodates: r.accommodates,
            price: r.price,
            latitude: r.latitude,
            longitude: r.longitude,
            score: r.score,
            reviews_per_month: r.reviewsPerMonth,
            number_of_reviews: r.numberOfReviews,
            amenities: JSON.stringify(r.amenities),
            description_chars: r.descriptionChars,
            neighbourhood_chars: r.neighbourhoodChars,
            content: JSON.stringify(r.content),
          })),
        )
        // A file names each listing once; a repeated id keeps its first row.
        .onConflict((oc) => oc.columns(['market_id', 'listing_id']).doNothing())
        .execute();
    },

    /** Makes the import the market: the earlier import of the same market and scrape goes in the same transaction. */
    async finish(marketId: string, input: MarketFinish): Promise<{ replaced: boolean }> {
      return inTransaction(database, async ({ db: trx }) => {
        const gone = await trx
          .deleteFrom('markets')
          .where('status', '=', 'ready')
          .where('name_key', '=', input.nameKey)
          .where('scraped_on', '=', input.scrapedOn)
          .where('id', '<>', marketId)
          .executeTakeFirst();
        const updated = await trx
          .updateTable('markets')
          .set({
            name: input.name,
            name_key: input.nameKey,
            scraped_on: input.scrapedOn,
            country: input.country,
            currency: input.currency,
            cities: JSON.stringify(input.cities),
            area: JSON.stringify(input.area),
            listing_count: input.listingCount,
            status: 'ready',
            imported_at: new Date(),
          })
          .where('id', '=', marketId)
          .where('status', '=', 'loading')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new Error('Another import of the same market replaced this one while it ran.');
        return { replaced: Number(gone.numDeletedRows) > 0 };
      });
    },

    async discard(marketId: string): Promise<void> {
      await db.deleteFrom('markets').where('id', '=', marketId).execute();
    },

    /** Newest scrape first. */
    async listReady(): Promise<ReadyMarket[]> {
      return db
        .selectFrom('markets')
        .select(READY_COLUMNS)
        .where('status', '=', 'ready')
        .orderBy('name_key')
        .orderBy('scraped_on', 'desc')
        .execute();
    },

    async versions(): Promise<MarketVersion[]> {
      return db.selectFrom('markets').select(['id', 'imported_at', 'rubric_version']).where('status', '=', 'ready').orderBy('id').execute();
    },

    async countLoading(): Promise<number> {
      const row = await db
        .selectFrom('markets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'loading')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async listingsOf(marketId: string): Promise<StoredMarketListing[]> {
      return db
        .selectFrom('market_listings')
        .select([
          'room_type',
          'accommodates',
          'price',
          'score',
          'reviews_per_month',
          'amenities',
          'description_chars',
          'neighbourhood_chars',
        ])
        .where('market_id', '=', marketId)
        .execute();
    },

    /** Removes every import of the market (one scrape when `scrapedOn` is given); answers the scrapes removed. */
    async remove(nameKey: string, scrapedOn?: string): Promise<{ name: string; scraped_on: string; status: string }[]> {
      let query = db.deleteFrom('markets').where('name_key', '=', nameKey);
      if (scrapedOn) query = query.where('scraped_on', '=', scrapedOn);
      return query.returning(['name', 'scraped_on', 'status']).execute();
    },

    // ---- Re-scoring by a new rubric (market-rescore.ts) ----

    /** Claims a market scored by another rubric for re-scoring; false when it is current or another process has it. */
    async claimRescore(marketId: string, rubricVersion: string, staleAfterMinutes: number): Promise<boolean> {
      const claimed = await db
        .updateTable('markets')
        .set({ rescore_started_at: new Date() })
        .where('id', '=', marketId)
        .where('status', '=', 'ready')
        .where('rubric_version', '<>', rubricVersion)
        .where((eb) =>
          eb.or([
            eb('rescore_started_at', 'is', null),
            eb('rescore_started_at', '<', sql<Date>`now() - make_interval(mins => ${staleAfterMinutes})`),
          ]),
        )
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    async contentAfter(
      marketId: string,
      afterListingId: string,
      limit: number,
    ): Promise<{ listing_id: string; content: ListingContent }[]> {
      return db
        .selectFrom('market_listings')
        .select(['listing_id', 'content'])
        .where('market_id', '=', marketId)
        .where('listing_id', '>', afterListingId)
        .orderBy('listing_id')
        .limit(limit)
        .execute();
    },

    async updateScores(marketId: string, scores: readonly { listingId: string; score: number }[]): Promise<void> {
      if (scores.length === 0) return;
      const values = sql.join(scores.map((s) => sql`(${s.listingId}::text, ${s.score}::double precision)`));
      await sql`update market_listings as m set score = v.score from (values ${values}) as v(listing_id, score)
        where m.market_id = ${marketId} and m.listing_id = v.listing_id`.execute(db);
    },

    async finishRescore(marketId: string, rubricVersion: string): Promise<void> {
      await db.updateTable('markets').set({ rubric_version: rubricVersion, rescore_started_at: null }).where('id', '=', marketId).execute();
    },

    // ---- The user's listing, as the market card reads it ----

    /** The signed-in user's listing: when it last changed; undefined when it is not theirs. */
    async listingOf(userId: string, listingId: string) {
      if (!isUuid(userId) || !isUuid(listingId)) return undefined;
      return db
        .selectFrom('listings')
        .select(['id', 'updated_at', 'location'])
        .where('user_id', '=', userId)
        .where('id', '=', listingId)
        .executeTakeFirst();
    },

    /** Its content as the last analysis read it (null before the first one). */
    async contentOf(userId: string, listingId: string): Promise<ListingContent | null> {
      if (!isUuid(userId) || !isUuid(listingId)) return null;
      const row = await db
        .selectFrom('listings')
        .select('scraped_data')
        .where('user_id', '=', userId)
        .where('id', '=', listingId)
        .executeTakeFirst();
      return row?.scraped_data ?? null;
    },
  };
}

export type MarketsRepository = ReturnType<typeof marketsRepository>;
