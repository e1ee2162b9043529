import type { Selectable } from 'kysely';
import type { HostFactKind } from '../../contract/wire';
import type { Database } from '../db/database';
import type { ListingFactsTable } from '../db/schema';

// The facts a host told the assistant, always read and written for one user's listing. A fact's key is unique per
// listing: saying the same thing again (or editing a fact into it) replaces the earlier one.

type Row = Selectable<ListingFactsTable>;

export interface StoredFact {
  id: string;
  listingId: string;
  kind: HostFactKind;
  key: string;
  text: string;
  hostWords: string;
  verbatim: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface FactInput {
  kind: HostFactKind;
  key: string;
  text: string;
  hostWords: string;
  verbatim: boolean;
}

function toFact(row: Row): StoredFact {
  return {
    id: row.id,
    listingId: row.listing_id,
    kind: row.kind,
    key: row.fact_key,
    text: row.text,
    hostWords: row.host_words,
    verbatim: row.verbatim,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function hostFactsRepository(database: Database) {
  const { db } = database;
  const scoped = (userId: string, listingId: string) =>
    db.selectFrom('listing_facts').where('user_id', '=', userId).where('listing_id', '=', listingId);

  return {
    /** The listing's facts in the order they were first told. */
    async list(userId: string, listingId: string): Promise<StoredFact[]> {
      const rows = await scoped(userId, listingId).selectAll().orderBy('seq', 'asc').execute();
      return rows.map(toFact);
    },

    async find(userId: string, listingId: string, id: string): Promise<StoredFact | null> {
      if (!UUID.test(id)) return null;
      const row = await scoped(userId, listingId).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toFact(row) : null;
    },

    /** Stores a fact, replacing the one with the same key; answers it and the text it replaced (if different). */
    async upsert(
      userId: string,
      listingId: string,
      fact: FactInput,
      sourceMessageId: string | null,
    ): Promise<{ fact: StoredFact; replaced: string | null }> {
      const before = await scoped(userId, listingId).select('text').where('fact_key', '=', fact.key).executeTakeFirst();
      const row = await db
        .insertInto('listing_facts')
        .values({
          user_id: userId,
          listing_id: listingId,
          kind: fact.kind,
          fact_key: fact.key,
          text: fact.text,
          host_words: fact.hostWords,
          verbatim: fact.verbatim,
          source_message_id: sourceMessageId,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'listing_id', 'fact_key']).doUpdateSet({
            kind: fact.kind,
            text: fact.text,
            host_words: fact.hostWords,
            verbatim: fact.verbatim,
            source_message_id: sourceMessageId,
            updated_at: new Date(),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return { fact: toFact(row), replaced: before && before.text !== fact.text ? before.text : null };
    },

    /** Rewrites a fact; another fact with the new key (the same subject) gives way to it. Null when not found. */
    async update(userId: string, listingId: string, id: string, fact: FactInput): Promise<StoredFact | null> {
      if (!UUID.test(id)) return null;
      return db.transaction().execute(async (trx) => {
        const own = await trx
          .selectFrom('listing_facts')
          .select('id')
          .where('user_id', '=', userId)
          .where('listing_id', '=', listingId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!own) return null;
        await trx
          .deleteFrom('listing_facts')
          .where('user_id', '=', userId)
          .where('listing_id', '=', listingId)
          .where('fact_key', '=', fact.key)
          .where('id', '!=', id)
          .execute();
        const row = await trx
          .updateTable('listing_facts')
          .set({
            kind: fact.kind,
            fact_key: fact.key,
            text: fact.text,
            host_words: fact.hostWords,
            verbatim: fact.verbatim,
            updated_at: new Date(),
          })
          .where('user_id', '=', userId)
          .where('listing_id', '=', listingId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toFact(row);
      });
    },

    async remove(userId: string, listingId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const result = await db
        .deleteFrom('listing_facts')
        .where('user_id', '=', userId)
        .where('listing_id', '=', listingId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type HostFactsRepository = ReturnType<typeof hostFactsRepository>;
