import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { StorageBucketsTable, StorageObjectsTable } from '../../db/schema';

export type BucketRow = Selectable<StorageBucketsTable>;
export type ObjectRow = Selectable<StorageObjectsTable>;

export interface ObjectWrite {
  bucket: string;
  name: string;
  ownerId: string | null;
  fileId: string;
  contentType: string;
  size: number;
  etag: string;
  cacheControl: string;
  now: Date;
}

export type SaveResult =
  { kind: 'created' | 'replaced'; row: ObjectRow; previousFileId: string | null } | { kind: 'exists' } | { kind: 'missing' };

export function storageRepository(database: Database) {
  const { db } = database;
  return {
    findBucket: (id: string) => db.selectFrom('storage_buckets').selectAll().where('id', '=', id).executeTakeFirst(),

    findObject: (bucket: string, name: string) =>
      db.selectFrom('storage_objects').selectAll().where('bucket_id', '=', bucket).where('name', '=', name).executeTakeFirst(),

    /** mode 'create' refuses an existing key, 'upsert' replaces it, 'update' needs it to exist. */
    async save(write: ObjectWrite, mode: 'create' | 'upsert' | 'update'): Promise<SaveResult> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('storage_objects')
          .select(['id', 'file_id'])
          .where('bucket_id', '=', write.bucket)
          .where('name', '=', write.name)
          .forUpdate()
          .executeTakeFirst();
        const values = {
          owner_id: write.ownerId,
          file_id: write.fileId,
          content_type: write.contentType,
          size: write.size,
          etag: write.etag,
          cache_control: write.cacheControl,
          updated_at: write.now,
        };
        if (existing) {
          if (mode === 'create') return { kind: 'exists' as const };
          const row = await trx
            .updateTable('storage_objects')
            .set(values)
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { kind: 'replaced' as const, row, previousFileId: existing.file_id };
        }
        if (mode === 'update') return { kind: 'missing' as const };
        const row = await trx
          .insertInto('storage_objects')
          .values({ bucket_id: write.bucket, name: write.name, created_at: write.now, ...values })
          .onConflict((oc) => oc.columns(['bucket_id', 'name']).doNothing())
          .returningAll()
          .executeTakeFirst();
        // Lost a race with another first upload of the same key.
        if (!row) return { kind: 'exists' as const };
        return { kind: 'created' as const, row, previousFileId: null };
      });
    },

    /** Deletes the named objects (only the owner's when ownerId is given) and returns what was deleted. */
    async remove(bucket: string, names: string[], ownerFolder: string | null): Promise<ObjectRow[]> {
      if (names.length === 0) return [];
      let query = db.deleteFrom('storage_objects').where('bucket_id', '=', bucket).where('name', 'in', names);
      if (ownerFolder !== null) query = query.where('name', 'like', `${ownerFolder.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`);
      return query.returningAll().execute();
    },
  };
}

export type StorageRepository = ReturnType<typeof storageRepository>;
