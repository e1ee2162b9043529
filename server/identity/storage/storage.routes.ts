import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
import { bearerToken } from '../../http/auth-guard';
import { apiKeyGate } from '../auth/auth.routes';
import type { IdentityContext } from '../auth/context';
import { isUuid } from '../secrets';
import { ownerFolder, validateObjectKey } from './object-key';
import type { ObjectStore } from './object-store';
import { storageErrors, renderStorageError } from './storage-errors';
import { AVATAR_MAX_BYTES, storageService } from './storage.service';

// /storage/v1: the Supabase Storage calls storage-js makes for avatars (research/supabase-compat.md §10).
// Reading a public bucket needs nothing; writing needs the apikey and a user token, and a user may write
// only under <bucket>/<own user id>/. Uploads must be images by content and under the bucket's size limit.


type Caller = { kind: 'user'; userId: string } | { kind: 'service' };

export interface StorageRoutesOptions {
  ctx: IdentityContext;
  store: ObjectStore;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function storageRoutes(app: FastifyInstance, options: StorageRoutesOptions): Promise<void> {
  const { ctx, store } = options;
  const storage = storageService(ctx, store);

  // Raw uploads arrive with any content type; keep bytes as they are. JSON stays JSON (remove), and
  // multipart is read by @fastify/multipart. Limits sit one byte under the bucket limit: 5 MB is refused.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(storageErrors.invalidRequest('Invalid JSON body'), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES - 1 }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES - 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
  app.setErrorHandler((error, request, reply) => renderStorageError(error, request, reply));
  const gate = apiKeyGate(ctx.keys);

  async function caller(request: FastifyRequest): Promise<Caller> {
    const token = bearerToken(request);
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
  }

  /** The uploaded bytes and the cache-control the client asked for, from a multipart or a raw body. */
  async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; cacheControl: string; declaredType: string }> {
    const declaredLength = Number(headerValue(request, 'content-length') ?? '0');
    if (declaredLength > AVATAR_MAX_BYTES + 64 * 1024) throw storageErrors.tooLarge();
    if (request.isMultipart()) {
      let cacheSeconds = '3600';
      let contentTypeField: string | undefined;
      // storage-js puts cacheControl (and maybe metadata) first, then the file with an empty field name.
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'cacheControl' && typeof part.value === 'string') cacheSeconds = part.value;
          if (part.fieldname === 'contentType' && typeof part.value === 'string') contentTypeField = part.value;
          continue;
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw storageErrors.tooLarge();
          throw err;
        }
        if (part.file.truncated) throw storageErrors.tooLarge();
        return { bytes, cacheControl: `max-age=${cacheSeconds}`, declaredType: contentTypeField ?? part.mimetype };
      }
      throw storageErrors.invalidRequest('No file was found in the request');
    }
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw storageErrors.invalidRequest('The request has no file content');
    return {
      bytes: body,
      cacheControl: headerValue(request, 'cache-control') ?? 'max-age=3600',
      declaredType: headerValue(request, 'content-type') ?? 'application/octet-stream',
    };
  }

  async function upload(request: FastifyRequest<{ Params: { bucket: string; '*': string } }>, mode: 'create' | 'upsert' | 'update') {
    const bucket = await storage.bucket(request.params.bucket);
    const name = validateObjectKey(request.params['*']);
    const who = await caller(request);
    if (who.kind === 'user' && ownerFolder(name) !== who.userId) throw storageErrors.denied();
    const { bytes, cacheControl, declaredType } = await readUpload(request);
    const ownerId = who.kind === 'user' ? who.userId : null;
    const row = await storage.save({ bucket, name, ownerId, bytes, declaredType, cacheControl }, mode);
    return { Id: row.id, Key: `${bucket.id}/${name}` };
  }

  const upsertHeader = (request: FastifyRequest) => headerValue(request, 'x-upsert') === 'true';

  app.post<{ Params: { bucket: string; '*': string } }>('/object/:bucket/*', { onRequest: gate }, async (request) =>
    upload(request, upsertHeader(request) ? 'upsert' : 'create'),
  );

  app.put<{ Params: { bucket: string; '*': string } }>('/object/:bucket/*', { onRequest: gate }, async (request) =>
    upload(request, upsertHeader(request) ? 'upsert' : 'update'),
  );

  app.delete<{ Params: { bucket: string } }>('/object/:bucket', { onRequest: gate }, async (request) => {
    const bucket = await storage.bucket(request.params.bucket);
    const who = await caller(request);
    const prefixes = (request.body as { prefixes?: unknown } | undefined)?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string'))
      throw storageErrors.invalidRequest('body/prefixes must be an array of strings');
    const names = (prefixes as string[]).map((p) => p.replace(/^\/+|\/+$/g, '')).map(validateObjectKey);
    const removed = await storage.remove(bucket, names, who.kind === 'user' ? who.userId : null);
    return removed.map((row) => ({
      bucket_id: row.bucket_id,
      name: row.name,
      id: row.id,
      owner: row.owner_id,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      metadata: { mimetype: row.content_type, size: row.size, eTag: row.etag, cacheControl: row.cache_control },
    }));
  });

  // storage-js getBucket; the product server asks it (with the service-role key) whether avatars can work.
  app.get<{ Params: { id: string } }>('/bucket/:id', { onRequest: gate }, async (request) => {
    await caller(request);
    const bucket = await storage.bucket(request.params.id);
    const created = new Date(bucket.created_at).toISOString();
    return {
      id: bucket.id,
      name: bucket.id,
      owner: '',
      public: bucket.public,
      file_size_limit: bucket.file_size_limit,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      created_at: created,
      updated_at: created,
    };
  });

  app.get<{ Params: { bucket: string; '*': string } }>('/object/public/:bucket/*', async (request, reply) => {
    const { bucket, object } = await storage.publicObject(request.params.bucket, validateObjectKey(request.params['*']));
    if (headerValue(request, 'if-none-match') === object.etag) {
      return reply.status(304).header('etag', object.etag).header('cache-control', object.cache_control).send();
    }
    const stream = store.read(bucket.id, object.file_id);
    // A row whose file vanished (a crash between the two writes) reads as a missing object.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (err) => reject(err));
    }).catch(() => {
      throw storageErrors.objectNotFound();
    });
    reply
      .header('content-type', object.content_type)
      .header('content-length', String(object.size))
      .header('cache-control', object.cache_control)
      .header('etag', object.etag)
      .header('last-modified', new Date(object.updated_at).toUTCString())
      // Same-site by default (helmet); a public bucket is meant to be embeddable anywhere, as on hosted.
      .header('cross-origin-resource-policy', 'cross-origin');
    return reply.send(stream);
  });
}
