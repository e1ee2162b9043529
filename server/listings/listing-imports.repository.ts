import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip as gunzipCb, gzip as gzipCb } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/database';

// The pages hosts handed over, one per listing. Only the analysis job reads a page (its text is never sent
// back to a browser); every query names the listing, and saving names its user too. Pages are kept gzipped, and
// zipped and unzipped on libuv's threads (zlib's callback API), not on the thread that answers requests.

const gzip = promisify(gzipCb);
const gunzip = promisify(gunzipCb);

export interface NewImport {
  listingId: string;
  userId: string;
  page: string;
  source: 'file' | 'paste';
  fileName: string | null;
}

export interface PendingImport {
  importId: string;
  page: string;
  importedAt: Date;
}

export function listingImportsRepository(database: Database) {
  const db = database.db;
  return {
    /** Keeps the page for the listing's next analysis, replacing an earlier import. */
    async save(input: NewImport): Promise<string> {
      const importId = randomUUID();
      const values = {
        listing_id: input.listingId,
        user_id: input.userId,
        import_id: importId,
        page: null,
        page_gz: await gzip(input.page),
        source: input.source,
        file_name: input.fileName,
        page_bytes: Buffer.byteLength(input.page, 'utf8'),
        pending: true,
      };
      await db
        .insertInto('listing_imports')
        .values(values)
        .onConflict((oc) => oc.column('listing_id').doUpdateSet({ ...values, imported_at: sql`now()` }))
        .execute();
      return importId;
    },

    /** The imported page the listing's next analysis should read, if there is one. */
    async pendingFor(listingId: string): Promise<PendingImport | undefined> {
      const row = await db
        .selectFrom('listing_imports')
        .select(['import_id', 'page', 'page_gz', 'imported_at'])
        .where('listing_id', '=', listingId)
        .where('pending', '=', true)
        .executeTakeFirst();
      if (!row) return undefined;
      const page = row.page_gz ? (await gunzip(row.page_gz)).toString('utf8') : (row.page ?? '');
      return { importId: row.import_id, page, importedAt: new Date(row.imported_at) };
    },

    /** When the listing's last import was made (whether or not it has been read). */
    async lastImportedAt(listingId: string): Promise<Date | undefined> {
      const row = await db.selectFrom('listing_imports').select('imported_at').where('listing_id', '=', listingId).executeTakeFirst();
      return row ? new Date(row.imported_at) : undefined;
    },

    /** The analysis has read this page; a page imported since stays pending. */
    async markRead(listingId: string, importId: string): Promise<void> {
      await db
        .updateTable('listing_imports')
        .set({ pending: false })
        .where('listing_id', '=', listingId)
        .where('import_id', '=', importId)
        .execute();
    },
  };
}

export type ListingImportsRepository = ReturnType<typeof listingImportsRepository>;
