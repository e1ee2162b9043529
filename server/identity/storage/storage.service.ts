import { createHash } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityContext } from '../auth/context';
import { isUuid } from '../secrets';
import { checkImage } from './image-check';
import { ownerFolder, validateObjectKey } from './object-key';
import type { ObjectStore } from './object-store';
import { storageErrors } from './storage-errors';
import { storageRepository, type ObjectRow } from './storage.repository';

// Storage behind /storage/v1: who may write where, what an upload must be, and the object rows kept in step
// with their files. A user may write only under <bucket>/<own user id>/; uploads must be images by content
// and under the bucket's size limit.

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type Caller = { kind: 'user'; userId: string } | { kind: 'service' };
export type UploadMode = 'create' | 'upsert' | 'update';

export interface Upload {
  bytes: Buffer;
  cacheControl: string;
  declaredType: string;
}

function cleanCacheControl(value: string): string {
  const match = /^max-age=(\d{1,9})$/.exec(value.trim());
  return match ? `max-age=${match[1]}` : 'max-age=3600';
}

export function storageService(deps: { ctx: IdentityContext; store: ObjectStore }) {
  const { ctx, store } = deps;
  const repo = storageRepository(ctx.database);

  async function bucket(id: string) {
    const found = await repo.findBucket(id);
    if (!found) throw storageErrors.bucketNotFound();
    return found;
  }
  type Bucket = Awaited<ReturnType<typeof bucket>>;

  return {
    /** The caller of a bearer token: the service role, or a user with a live session. */
    async caller(token: string | null): Promise<Caller> {
      if (!token) throw storageErrors.denied();
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(token, ctx.keys.publicKey, { algorithms: ['ES256'], currentDate: ctx.now() }));
      } catch (err) {
        throw storageErrors.badJwt(err instanceof joseErrors.JOSEError ? err.message : 'invalid token');
      }
      if (claims.role === 'service_role') return { kind: 'service' };
      // A user token is one issued for this API (aud authenticated), as the product API and /auth/v1/user demand.
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (claims.role !== 'authenticated' || !audiences.includes('authenticated') || !isUuid(claims.sub)) throw storageErrors.denied();
      // Stricter than hosted Storage: a token whose session was signed out no longer writes.
      if (!isUuid(claims.session_id) || !(await ctx.sessions.exists(claims.session_id, claims.sub))) throw storageErrors.denied();
      return { kind: 'user', userId: claims.sub };
    },

    bucket,

    /** A user writes only under their own folder; the service role anywhere. */
    assertMayWrite(caller: Caller, name: string): void {
      if (caller.kind === 'user' && ownerFolder(name) !== caller.userId) throw storageErrors.denied();
    },

    /** Stores an image under `name`; the file of a replaced object (or of a refused write) is removed. */
    async save(target: Bucket, name: string, caller: Caller, upload: Upload, mode: UploadMode) {
      const { bytes, cacheControl, declaredType } = upload;
      const limit = target.file_size_limit ?? AVATAR_MAX_BYTES;
      if (bytes.length >= limit) throw storageErrors.tooLarge();
      const image = await checkImage(bytes);
      if (!image.ok) {
        if (image.reason === 'hidden_content') throw storageErrors.hiddenContent();
        if (image.reason === 'too_many_pixels') throw storageErrors.tooManyPixels();
        throw declaredType.toLowerCase().startsWith('image/')
          ? storageErrors.notAnImage()
          : storageErrors.badMime(declaredType.split(';')[0]!.trim());
      }
      const { contentType } = image;
      const fileId = await store.write(target.id, bytes);
      const result = await repo
        .save(
          {
            bucket: target.id,
            name,
            ownerId: caller.kind === 'user' ? caller.userId : null,
            fileId,
            contentType,
            size: bytes.length,
            etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
            cacheControl: cleanCacheControl(cacheControl),
            now: ctx.now(),
          },
          mode,
        )
        .catch(async (err: unknown) => {
          await store.remove(target.id, fileId);
          throw err;
        });
      if (result.kind === 'exists' || result.kind === 'missing') {
        await store.remove(target.id, fileId);
        throw result.kind === 'exists' ? storageErrors.alreadyExists() : storageErrors.objectNotFound();
      }
      if (result.previousFileId) await store.remove(target.id, result.previousFileId);
      return { Id: result.row.id, Key: `${target.id}/${name}` };
    },

    /** Deletes the objects named by `prefixes` (a user's own only) with their files; what was deleted. */
    async remove(target: Bucket, prefixes: readonly string[], caller: Caller): Promise<ObjectRow[]> {
      const names = prefixes.map((p) => p.replace(/^\/+|\/+$/g, '')).map(validateObjectKey);
      const removed = await repo.remove(target.id, names, caller.kind === 'user' ? caller.userId : null);
      await Promise.all(removed.map((row) => store.remove(target.id, row.file_id)));
      return removed;
    },

    /** An object of a public bucket, readable by anyone. */
    async publicObject(bucketId: string, key: string): Promise<ObjectRow> {
      const found = await repo.findBucket(bucketId);
      if (!found || !found.public) throw storageErrors.bucketNotFound();
      const object = await repo.findObject(found.id, validateObjectKey(key));
      if (!object) throw storageErrors.objectNotFound();
      return object;
    },

    /** The object's bytes, opened; a row whose file vanished (a crash between the two writes) reads as missing. */
    async open(object: ObjectRow): Promise<ReadStream> {
      const stream = store.read(object.bucket_id, object.file_id);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (err) => reject(err));
      }).catch(() => {
        throw storageErrors.objectNotFound();
      });
      return stream;
    },
  };
}

export type StorageService = ReturnType<typeof storageService>;
