import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ListingAllowance, SingleResponse } from '../../contract/wire';
import type { Config } from '../config';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import { ifNoneMatch, sendConditional } from '../http/conditional-get';
import type { TokenVerifier } from '../identity/verify-token';
import type { Fetcher } from '../analysis/fetch';
import type { IntakeContext } from '../analysis/url';
import { samplesPortOf } from '../analysis/fetch';
import type { ListingAllowanceService } from './listing-allowance';
import type { ListingJson } from './listing-json';
import { toWireListing } from './listing-summary';
import type { ListingAnalysisService } from './listing-analysis.service';

// Spec section 7: the listing endpoints. Every query is scoped to the signed-in user; another user's listing
// answers 404 exactly like one that does not exist.

export interface ListingsRouteOptions {
  config: Config;
  tokenVerifier: TokenVerifier;
  /** The polled reads (whole listings as JSON). */
  reads: ListingJson;
  /** Starting, restarting and deleting analyses. */
  analysis: ListingAnalysisService;
  fetcher: Fetcher;
  publicBaseUrl: (request: FastifyRequest) => string;
  allowance: ListingAllowanceService;
}

const AnalyzeBody = z.object({
  url: z.string({ error: 'Please paste the address of a listing' }).max(2048, 'That web address is too long'),
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required'),
});

// A delete takes everything with it. Browsers from before issue 40 asked to keep the history while they deleted and
// analysed again; that re-analysis lost the chat and facts, so such a request is refused before anything is deleted.
const DeleteQuery = z.object({
  // never().optional(): absent passes, any value is refused (zod 4's undefined() would require the key).
  keepHistory: z.never({ error: 'Re-analyse keeps a listing without deleting it. Please reload the page and try again.' }).optional(),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function intakeContextFor(config: Config, fetcher: Fetcher, requestOrigin: string): IntakeContext {
  const port = samplesPortOf(config);
  const own = [
    requestOrigin,
    config.publicUrl,
    ...(config.port > 0 ? [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, `http://[::1]:${config.port}`] : []),
  ];
  return {
    policy: fetcher.policy,
    ownOrigins: own.filter((o): o is string => Boolean(o)),
    samplesFetchOrigin: port ? `http://localhost:${port}` : null,
  };
}

export async function listingsRoutes(app: FastifyInstance, options: ListingsRouteOptions): Promise<void> {
  const guard = { preHandler: requireUser(options.tokenVerifier) };
  const json = options.reads;

  app.post('/api/listings/analyze', guard, async (request, reply) => {
    const user = currentUser(request);
    const parsed = AnalyzeBody.safeParse(request.body ?? {});
    if (!parsed.success) throw errors.validation(firstIssue(parsed.error));
    if (parsed.data.userId !== user.id) throw errors.forbidden('You can only analyse listings for your own account.');
    const intake = intakeContextFor(options.config, options.fetcher, options.publicBaseUrl(request));
    const row = await options.analysis.analyse(user.id, parsed.data.url, intake, user.email);
    const body: SingleResponse = { listing: toWireListing(row) };
    return reply.status(200).send(body);
  });

  // What a free account may still add, for the dashboard's line and its purchase link.
  app.get('/api/listings/allowance', guard, async (request): Promise<ListingAllowance> => {
    const user = currentUser(request);
    return options.allowance.of({ id: user.id, email: user.email });
  });

  app.get('/api/listings', guard, async (request, reply) => {
    return sendConditional(request, reply, await json.list(currentUser(request).id, ifNoneMatch(request)), json.answers);
  });

  app.get<{ Params: { id: string } }>('/api/listing/:id', guard, async (request, reply) => {
    const answer = await json.one(currentUser(request).id, request.params.id, ifNoneMatch(request));
    if (answer === null) throw errors.listingNotFound();
    return sendConditional(request, reply, answer, json.answers);
  });

  app.delete<{ Params: { id: string } }>('/api/listing/:id', guard, async (request) => {
    const query = DeleteQuery.safeParse(request.query ?? {});
    if (!query.success) throw errors.validation(firstIssue(query.error));
    await options.analysis.delete(currentUser(request).id, request.params.id);
    return { success: true, id: request.params.id };
  });

  app.post<{ Params: { id: string } }>('/api/listings/:id/reanalyze', guard, async (request) => {
    const row = await options.analysis.reanalyse(currentUser(request).id, request.params.id);
    const body: SingleResponse = { listing: toWireListing(row) };
    return body;
  });
}
