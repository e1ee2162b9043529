import { createHash } from 'node:crypto';
import type { IdentityContext } from '../auth/context';
import { checkImage } from './image-check';
import type { ObjectStore } from './object-store';
import { storageErrors } from './storage-errors';
import { storageRepository, type BucketRow, type ObjectRow } from './storage.repository';

// What the Storage endpoints do with buckets and objects: rows in the database, bytes in the object store,
// kept in step (a file is written before its row and removed when the row is not).

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface Upload {
  bucket: BucketRow;
  name: string;
  /** The uploading user, or null for the service role. */
  ownerId: string | null;
  bytes: Buffer;
  /** The content type the client declared (only used to word the refusal of a non-image). */
  declaredType: string;
  cacheControl: string;
}

function cleanCacheControl(value: string): string {
  const match = /^max-age=(\d{1,9})$/.exec(value.trim());
  return match ? `max-age=${match[1]}` : 'max-age=3600';
}

export function storageService(ctx: IdentityContext, store: ObjectStore) {
  const repo = storageRepository(ctx.database);

  return {
    async bucket(id: string): Promise<BucketRow> {
      const bucket = await repo.findBucket(id);
      if (!bucket) throw storageErrors.bucketNotFound();
      return bucket;
    },

    /** An object of a public bucket, as anyone may read it. */
    async publicObject(bucketId: string, name: string): Promise<{ bucket: BucketRow; object: ObjectRow }> {
      const bucket = await repo.findBucket(bucketId);
      if (!bucket || !bucket.public) throw storageErrors.bucketNotFound();
      const object = await repo.findObject(bucket.id, name);
      if (!object) throw storageErrors.objectNotFound();
      return { bucket, object };
    },

    /** Stores an image: 'create' refuses an existing key, 'upsert' replaces it, 'update' needs it to exist. */
    async save(upload: Upload, mode: 'create' | 'upsert' | 'update'): Promise<ObjectRow> {
      const { bucket, bytes, declaredType } = upload;
      const limit = bucket.file_size_limit ?? AVATAR_MAX_BYTES;
      if (bytes.length >= limit) throw storageErrors.tooLarge();
      const image = await checkImage(bytes);
      if (!image.ok) {
        if (image.reason === 'hidden_content') throw storageErrors.hiddenContent();
        if (image.reason === 'too_many_pixels') throw storageErrors.tooManyPixels();
        throw declaredType.toLowerCase().startsWith('image/')
          ? storageErrors.notAnImage()
          : storageErrors.badMime(declaredType.split(';')[0]!.trim());
      }
      const fileId = await store.write(bucket.id, bytes);
      const result = await repo
        .save(
          {
            bucket: bucket.id,
            name: upload.name,
            ownerId: upload.ownerId,
            fileId,
            contentType: image.contentType,
            size: bytes.length,
            etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
            cacheControl: cleanCacheControl(upload.cacheControl),
            now: ctx.now(),
          },
          mode,
        )
        .catch(async (err: unknown) => {
          await store.remove(bucket.id, fileId);
          throw err;
        });
      if (result.kind === 'exists' || result.kind === 'missing') {
        await store.remove(bucket.id, fileId);
        throw result.kind === 'exists' ? storageErrors.alreadyExists() : storageErrors.objectNotFound();
      }
      if (result.previousFileId) await store.remove(bucket.id, result.previousFileId);
      return result.row;
    },

    /** Deletes the named objects (only under the owner's folder when one is given) and their files. */
    async remove(bucket: BucketRow, names: string[], ownerFolder: string | null): Promise<ObjectRow[]> {
      const removed = await repo.remove(bucket.id, names, ownerFolder);
      await Promise.all(removed.map((row) => store.remove(bucket.id, row.file_id)));
      return removed;
    },
  };
}
