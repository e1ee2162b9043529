import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { bearerToken } from '../http/auth-guard';
import { safeEqual } from '../identity/secrets';
import { MarketFileError } from './columns';
import { listMarkets, removeMarket } from './market-admin';
import { importMarketFile } from './market-import';

// What `npm run market` calls when the server holds the PGlite data folder (like `npm run grant`): the file is
// sent as the request body, the server imports it and answers with one JSON line per progress step and a last
// line with the result or the failure. Only the service-role key may call these.

export interface MarketAdminRoutesOptions {
  database: Database;
  serviceRoleKey: () => Promise<string>;
}

/** A detailed listings file of the largest markets is under 100 MB gzipped. */
export const MAX_MARKET_FILE_BYTES = 512 * 1024 * 1024;

export type ImportLine =
  | { progress: { rows: number; share: number } }
  | { malformed: { line: number; reason: string } }
  | { done: Awaited<ReturnType<typeof importMarketFile>> }
  | { error: string };

const ImportQuery = z.object({
  file: z.string().trim().min(1).max(255),
  name: z.string().max(200).optional(),
});
const RemoveQuery = z.object({
  name: z.string().trim().min(1, 'name the market to remove').max(200),
  scraped: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'scraped is a date, YYYY-MM-DD')
    .optional(),
});

function limited(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(errors.tooLarge(`The file is larger than ${Math.round(max / 1024 / 1024)} MB.`));
      else done(null, chunk);
    },
  });
}

export async function marketAdminRoutes(app: FastifyInstance, options: MarketAdminRoutesOptions): Promise<void> {
  const requireServiceRole = async (request: FastifyRequest) => {
    const header = request.headers.apikey;
    const key = bearerToken(request) ?? (Array.isArray(header) ? header[0] : header);
    if (!key || !safeEqual(key, await options.serviceRoleKey())) throw errors.forbidden('This endpoint needs the service-role key.');
  };
  // The file arrives as it is: this route reads the stream itself, with its own size limit.
  app.addContentTypeParser(['application/octet-stream', 'application/gzip'], (_request, payload, done) => done(null, payload));

  app.post('/api/admin/markets', { preHandler: requireServiceRole, compress: false }, async (request, reply) => {
    const query = ImportQuery.safeParse(request.query ?? {});
    if (!query.success) throw errors.validation(query.error.issues[0]?.message ?? 'Invalid request');
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') {
      throw new AppError('unsupported_media_type', 'Send the file as application/octet-stream.');
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'market-'));
    // The operator's own file name, so a market without a place line can still be named after it.
    const file = path.join(dir, path.basename(query.data.file).replace(/[^\w.-]+/g, '_') || 'listings.csv.gz');
    try {
      await pipeline(body, limited(MAX_MARKET_FILE_BYTES), createWriteStream(file));
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    const out = new PassThrough();
    const send = (line: ImportLine) => out.write(`${JSON.stringify(line)}\n`);
    void importMarketFile(options.database, file, {
      name: query.data.name,
      onProgress: (progress) => send({ progress }),
      onMalformed: (m) => send({ malformed: { line: m.line, reason: m.reason } }),
    })
      .then(
        (done) => send({ done }),
        (err: unknown) => {
          if (!(err instanceof MarketFileError)) request.log.error({ err }, 'market import failed');
          send({ error: err instanceof Error ? err.message.split(file).join(query.data.file) : String(err) });
        },
      )
      .finally(() => {
        out.end();
        void rm(dir, { recursive: true, force: true });
      });
    return reply.type('application/x-ndjson').send(out);
  });

  app.get('/api/admin/markets', { preHandler: requireServiceRole }, async () => listMarkets(options.database));

  app.delete('/api/admin/markets', { preHandler: requireServiceRole }, async (request) => {
    const query = RemoveQuery.safeParse(request.query ?? {});
    if (!query.success) throw errors.validation(query.error.issues[0]?.message ?? 'Invalid request');
    return { removed: await removeMarket(options.database, query.data.name, query.data.scraped) };
  });
}
