import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ImportPageRequest, ImportResponse } from '../../contract/wire';
import { MAX_PAGE_BYTES } from '../analysis/extract/saved-page';
import type { Fetcher } from '../analysis/fetch';
import type { Config } from '../config';
import { AppError, errors, isAppError } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import type { ImportRequest, ListingImportService } from './listing-import.service';
import { toWireListing } from './listing-summary';
import { intakeContextFor } from './listings.routes';

// POST /api/listings/import: the host hands over the listing page their browser shows. Three ways in:
//   multipart/form-data   the saved file in the field `file` (.html, .htm, .mhtml, .mht), optional field `url`
//   application/json      { "html": "<the page source>", "url"?: "…" }
//   any other type        the raw bytes of the saved file (`url` may then be given as a query parameter)
// It answers like POST /api/listings/analyze: { listing } with the analysis running. The page is at most
// 15 MB and must be text; its markup is only ever parsed, never sent back.

export interface ListingImportRouteOptions {
  config: Config;
  tokenVerifier: TokenVerifier;
  imports: ListingImportService;
  fetcher: Fetcher;
  publicBaseUrl: (request: FastifyRequest) => string;
}

const TOO_LARGE = `That page is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB. Save it as "Webpage, HTML only" (without its images), or paste its page source.`;
// JSON escapes quotes, backslashes and line breaks of the page: leave room for them, then check the page itself.
const JSON_BODY_LIMIT = Math.ceil(MAX_PAGE_BYTES * 1.6);
// A form carries the file and at most a few small fields beside it (the parser holds the file itself to 15 MB).
const MULTIPART_LIMIT = MAX_PAGE_BYTES + 256 * 1024;

const Url = z.string().max(2048, 'That web address is too long').optional().nullable();
const JsonImport: z.ZodType<ImportPageRequest & { userId?: string }> = z.object({
  html: z.string({ error: 'Add the page: its source in "html", or the saved file as "file" in a form upload.' }),
  url: Url,
  userId: z.string().optional(),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

const NOT_A_FORM = 'The upload is not a well-formed form (it was cut short, or its parts are damaged). Pick the saved page again.';

async function fromMultipart(request: FastifyRequest): Promise<ImportRequest> {
  try {
    return await readForm(request);
  } catch (err) {
    if (isAppError(err)) throw err;
    // What the form parser says of a body that does not follow multipart/form-data (no boundary, a part without
    // headers, the end missing) is the sender's mistake, not the server's.
    throw new AppError('validation_failed', NOT_A_FORM, { cause: err });
  }
}

async function readForm(request: FastifyRequest): Promise<ImportRequest> {
  let url: string | null = null;
  let file: { bytes: Buffer; name: string | null } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'url' && typeof part.value === 'string') url = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(TOO_LARGE);
      throw err;
    }
    if (part.file.truncated) throw errors.tooLarge(TOO_LARGE);
    file = { bytes, name: part.filename ? part.filename.slice(0, 255) : null };
  }
  if (!file) throw errors.validation('Add the saved page in the form field "file".');
  if (url !== null && url.length > 2048) throw errors.validation('That web address is too long');
  return { bytes: file.bytes, source: 'file', fileName: file.name, url };
}

function fromJson(body: unknown, userId: string): ImportRequest {
  const parsed = JsonImport.safeParse(body ?? {});
  if (!parsed.success) throw errors.validation(firstIssue(parsed.error));
  if (parsed.data.userId !== undefined && parsed.data.userId !== userId)
    throw errors.forbidden('You can only import listings into your own account.');
  const bytes = Buffer.from(parsed.data.html, 'utf8');
  if (bytes.length > MAX_PAGE_BYTES) throw errors.tooLarge(TOO_LARGE);
  return { bytes, source: 'paste', fileName: null, url: parsed.data.url ?? null };
}

export async function listingImportRoutes(app: FastifyInstance, options: ListingImportRouteOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_PAGE_BYTES, files: 1, fields: 5, fieldSize: 16 * 1024, parts: 8 } });
  // A saved file sent as the raw body, whatever type the browser guessed for it (the page is sniffed, not trusted).
  // The route's own limit leaves room for JSON's escapes; a raw body gets none (checked again here for a body sent
  // without a length).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PAGE_BYTES }, (_request, body, done) =>
    (body as Buffer).length > MAX_PAGE_BYTES ? done(errors.tooLarge(TOO_LARGE), undefined) : done(null, body),
  );
  // Size refusals get words a host can act on; every other error goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(TOO_LARGE);
    throw error;
  });

  app.post<{ Querystring: { url?: string } }>(
    '/api/listings/import',
    {
      // Before the body is read: a declared length past what this kind of body may be is refused at once.
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length'] ?? '0');
        const type = (request.headers['content-type'] ?? '').toLowerCase();
        const limit = type.startsWith('application/json')
          ? JSON_BODY_LIMIT
          : type.startsWith('multipart/')
            ? MULTIPART_LIMIT
            : MAX_PAGE_BYTES;
        if (declared > limit) throw errors.tooLarge(TOO_LARGE);
      },
      preHandler: requireUser(options.tokenVerifier),
      bodyLimit: JSON_BODY_LIMIT,
    },
    async (request, reply) => {
      const user = currentUser(request);
      let input: ImportRequest;
      if (request.isMultipart()) input = await fromMultipart(request);
      else if (Buffer.isBuffer(request.body)) {
        const url = Url.safeParse(request.query.url);
        if (!url.success) throw errors.validation(firstIssue(url.error));
        input = { bytes: request.body, source: 'file', fileName: null, url: url.data ?? null };
      } else input = fromJson(request.body, user.id);
      const intake = intakeContextFor(options.config, options.fetcher, options.publicBaseUrl(request));
      const row = await options.imports.import(user.id, input, intake, user.email);
      const body: ImportResponse = { listing: toWireListing(row) };
      return reply.status(200).send(body);
    },
  );
}
