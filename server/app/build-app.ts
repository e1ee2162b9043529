import { inFirstLane } from '../db/reads-first';
import { requestsFirst } from '../http/requests-first';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../contract/wire';
import { createAssistant } from '../assistant/assistant';
import type { Assistant, ListingLookup } from '../assistant/types';
import { registerAccounts } from '../accounts/accounts.routes';
import { listingLookupFrom } from '../listings/listing-lookup';
import type { PhotoService } from '../photos/photos.service';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { installErrorHandler } from '../http/error-handler';
import { serverLogOptions } from '../http/logger';
import { installHostCheck, publicBaseUrl } from '../http/public-origin';
import { installSecurityHeaders } from '../http/security-headers';
import { registerIdentity, type IdentityOptions } from '../identity';
import type { Clock } from '../clock';
import type { KeyMaterial } from '../identity/keys';
import type { TokenVerifier } from '../identity/verify-token';
import type { Fetcher } from '../analysis/fetch';
import type { ScoreListing } from '../analysis/score/types';
import { createAnalysisPool, type AnalysisPool } from '../analysis/pool/analysis-pool';
import type { JobQueue } from '../jobs/queue';
import type { WorkerOptions } from '../jobs/workers';
import { registerListingFeature } from './listing-analysis-wiring';
import type { ListingCleanup } from '../listings/listing-analysis.service';
import { fromRoot } from '../paths';
import { chatRoutes } from '../chat/chat.routes';
import { factsRoutes } from '../facts/facts.routes';
import { hostFactsServiceFor } from '../facts/host-facts.service';
import { healthRoutes } from '../web/health.routes';
import { samplesRoutes } from '../samples/samples.routes';
import { webRoutes } from '../web/web.routes';
import { named } from '../http/plugin-name';
import { registerMarketFeature } from '../market/market-wiring';

// buildApp wires a server from ready-made dependencies; main.ts opens those and listens. Tests call buildApp
// with their own database and use inject().

export interface AppDeps {
  config: Config;
  database: Database;
  /** Embedded identity's keys; null in hosted mode. */
  keys: KeyMaterial | null;
  tokenVerifier: TokenVerifier;
  distDir?: string;
  /** The user's listing by id for the assistant; defaults to the listings table. */
  listingLookup?: ListingLookup;
  /** Defaults to the one the configuration selects (model when LLM_* are set, else the built-in coach). */
  assistant?: Assistant;
  /** The server's clock (tests move it to expire tokens). */
  now?: Clock;
  /** Test hooks of the identity code: rate limits, mail capture, a fake Google. */
  identity?: Partial<IdentityOptions>;
  /** Where the running server tells `npm run grant` how to reach it (set when it holds a PGlite folder). */
  adminHandleFile?: string;
  /**
   * The threads that read pages and measure photos (the runtime's); when absent, the app opens its own, closed with
   * it. Scoring goes where `scoreListing` says.
   */
  analysis?: AnalysisPool;
  /** Scores listing content; null until scoring is wired in (the analysis then stores no score). */
  scoreListing?: ScoreListing | null;
  /** Job queue; when absent one is opened on `database` at first use (or at start when WORKERS is on). */
  queue?: JobQueue;
  /** Outbound fetcher; when absent, the platform hosts + ANALYZER_EXTRA_HOSTS (+ /samples/) policy. */
  fetcher?: Fetcher;
  /** Extra clean-up when a listing is deleted (rows of child tables go by ON DELETE CASCADE). */
  listingCleanups?: ListingCleanup[];
  workerOptions?: WorkerOptions;
  /** Photo analysis; by default built on the guarded fetcher (tests pass one with in-memory downloads). */
  photos?: PhotoService;
  /** Workers (and the recovery of unfinished jobs) start once the server listens, not before (main.ts). */
  startWorkersOnListen?: boolean;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function runtimeConfigFor(deps: AppDeps, request: FastifyRequest): RuntimeConfig {
  const { config } = deps;
  return {
    supabaseUrl: config.mode === 'hosted' ? config.supabase.url! : publicBaseUrl(config, request),
    supabaseAnonKey: config.mode === 'hosted' ? config.supabase.anonKey! : (deps.keys?.anonKey ?? ''),
    purchaseUrl: config.purchaseUrl,
    supportUrl: config.supportUrl,
    mode: config.mode,
    version: config.version,
    allowSignup: config.access.allowSignup,
    termsUrl: config.termsUrl ?? null,
    privacyUrl: config.privacyUrl ?? null,
  };
}

function contentSecurityPolicy(config: Config) {
  const extraImageOrigins = config.analyzerExtraHosts.flatMap((h) => [`http://${h}`, `https://${h}`]);
  const hostedOrigin = config.mode === 'hosted' ? originOf(config.supabase.url) : null;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Emotion (MUI) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraImageOrigins],
      // blob: lets the avatar upload read the picked file from its object URL (same-origin only by nature).
      connectSrc: ["'self'", 'blob:', ...(hostedOrigin ? [hostedOrigin] : [])],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...(hostedOrigin ? [hostedOrigin] : [])],
      frameAncestors: ["'none'"],
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...serverLogOptions(config.logLevel),
    // TRUST_PROXY trusts proxies on loopback and private networks: the client is the last X-Forwarded-For address
    // that is not such a proxy. Trusting every hop would take the left-most entry, which the client writes itself.
    trustProxy: config.trustProxy ? ['loopback', 'linklocal', 'uniquelocal'] : false,
    bodyLimit: 1024 * 1024,
    // Long photo analyses answer within the browser's 6-minute timeout; keep the socket open for them.
    requestTimeout: 7 * 60_000,
  });
  app.decorateRequest('user', null);
  // What the browser waits to read goes before queued background writes on the embedded database (reads-first.ts).
  // Analyses and photo runs make room while hosts' requests keep coming (requests-first.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) requestsFirst.noteRequest();
    if (request.method === 'GET' || request.method === 'HEAD') inFirstLane(() => done());
    else done();
  });
  installErrorHandler(app);
  installHostCheck(app, config);
  installSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Answers of 1 KB or more go out as br or gzip, as the request's Accept-Encoding allows (the built browser files
  // are compressed once at build time: web.routes.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(named(healthRoutes), { database: deps.database, version: config.version });
  const markets = await registerMarketFeature(app, {
    config,
    database: deps.database,
    tokenVerifier: deps.tokenVerifier,
    keys: deps.keys,
  });
  const listingLookup = deps.listingLookup ?? listingLookupFrom(deps.database);
  const facts = hostFactsServiceFor(deps.database, listingLookup);
  await app.register(named(chatRoutes), {
    database: deps.database,
    tokenVerifier: deps.tokenVerifier,
    listingLookup,
    assistant: deps.assistant ?? createAssistant(config, app.log),
    facts,
    markets,
  });
  await app.register(named(factsRoutes), { tokenVerifier: deps.tokenVerifier, facts });
  const identity = await registerIdentity(app, deps);
  await registerAccounts(app, deps, identity);
  if (config.samples) {
    await app.register(named(samplesRoutes), { dir: fromRoot('samples'), baseUrl: (request) => publicBaseUrl(config, request) });
  }
  let analysis = deps.analysis;
  if (!analysis) {
    // With workers in this process, a thread is ready before the first analysis needs one.
    const own = (analysis = createAnalysisPool({ threads: config.analysis.threads, warm: config.workers }));
    app.addHook('onClose', () => own.close());
  }
  await registerListingFeature(app, {
    config,
    analysis,
    database: deps.database,
    tokenVerifier: deps.tokenVerifier,
    publicBaseUrl: (request) => publicBaseUrl(config, request),
    scoreListing: deps.scoreListing,
    queue: deps.queue,
    fetcher: deps.fetcher,
    listingCleanups: deps.listingCleanups,
    now: deps.now,
    workerOptions: deps.workerOptions,
    photos: deps.photos,
    startWorkersOnListen: deps.startWorkersOnListen,
    markets,
  });
  await app.register(named(webRoutes), {
    distDir: deps.distDir ?? fromRoot('dist'),
    runtimeConfig: (request) => runtimeConfigFor(deps, request),
  });
  return app;
}
