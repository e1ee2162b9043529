import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TokenVerifier } from '../identity/verify-token';
import { fetcherFromConfig, type Fetcher } from '../analysis/fetch';
import type { ScoreListing } from '../analysis/score/types';
import type { AnalysisPool } from '../analysis/pool/analysis-pool';
import { prepareQueues } from '../jobs/job-registry';
import { openQueue, type JobQueue } from '../jobs/queue';
import { startWorkers, type WorkerOptions, type Workers } from '../jobs/workers';
import { listingsRoutes } from '../listings/listings.routes';
import { listingImportRoutes } from '../listings/listing-import.routes';
import { ListingImportService } from '../listings/listing-import.service';
import { photoRoutes } from '../photos/photos.routes';
import { photoServiceFor } from '../photos/photo-wiring';
import type { PhotoService } from '../photos/photos.service';
import { ListingAnalysisService, type ListingCleanup } from '../listings/listing-analysis.service';
import { ListingJson } from '../listings/listing-json';
import { listingsRepository } from '../listings/listings.repository';
import { historyRoutes } from '../history/history.routes';
import { historyService } from '../history/history.service';
import { reportRoutes } from '../report/report.routes';
import { reportService } from '../report/report.service';
import { listingAllowanceService } from '../listings/listing-allowance';
import { named } from '../http/plugin-name';
import type { MarketService } from '../market/market.service';

// Wires listing ingestion and photo analysis into a server: the job queue (opened on first use unless given),
// the guarded fetcher, the listing, listing-import and photo routes and, when WORKERS is on, the in-process workers. Everything stops with the server.

export interface ListingFeatureDeps {
  config: Config;
  database: Database;
  tokenVerifier: TokenVerifier;
  publicBaseUrl: (request: FastifyRequest) => string;
  /** Where pages are read and photos measured, off the server's thread. */
  analysis: AnalysisPool;
  queue?: JobQueue;
  fetcher?: Fetcher;
  scoreListing?: ScoreListing | null;
  listingCleanups?: ListingCleanup[];
  now?: () => Date;
  workerOptions?: WorkerOptions;
  /** Photo analysis; by default one built on the guarded fetcher (and a vision model when configured). */
  photos?: PhotoService;
  /**
   * Start the workers (and the recovery of what a stopped process left) only once the server listens: a recovered
   * analysis may read pages and photos the server itself serves (the samples). main.ts sets it; inject() tests,
   * which never listen, start them at once.
   */
  startWorkersOnListen?: boolean;
  /** The loaded markets, for the report's "Your market" section. */
  markets?: MarketService;
}

export async function registerListingFeature(app: FastifyInstance, deps: ListingFeatureDeps): Promise<void> {
  const fetcher = deps.fetcher ?? fetcherFromConfig(deps.config);
  let pending: Promise<JobQueue> | null = deps.queue ? prepareQueues(deps.queue).then(() => deps.queue!) : null;
  const queue = () =>
    (pending ??= openQueue(deps.database, { onError: (err) => app.log.error({ err }, 'job queue error') })
      .then(async (q) => {
        await prepareQueues(q);
        return q;
      })
      .catch((err: unknown) => {
        pending = null;
        throw err;
      }));

  const photos = deps.photos ?? photoServiceFor(deps.config, deps.database, fetcher, app.log, deps.scoreListing ?? null, deps.analysis);
  await app.register(named(photoRoutes), { tokenVerifier: deps.tokenVerifier, photos });

  const allowance = listingAllowanceService(deps.database, deps.config);
  const analysis = new ListingAnalysisService({
    database: deps.database,
    queue,
    fetcher,
    limits: { perUser: deps.config.analysis.perUser, ratePerMinute: deps.config.analysis.ratePerMinute },
    cleanups: deps.listingCleanups,
    logger: app.log,
    allowance,
  });
  await app.register(named(listingsRoutes), {
    config: deps.config,
    tokenVerifier: deps.tokenVerifier,
    reads: new ListingJson(listingsRepository(deps.database), deps.database),
    analysis,
    fetcher,
    publicBaseUrl: deps.publicBaseUrl,
    allowance,
  });

  await app.register(named(historyRoutes), { tokenVerifier: deps.tokenVerifier, history: historyService(deps.database) });
  await app.register(named(reportRoutes), {
    tokenVerifier: deps.tokenVerifier,
    reports: reportService({ database: deps.database, fetcher, now: deps.now, markets: deps.markets }),
  });

  const imports = new ListingImportService({
    database: deps.database,
    queue,
    fetcher,
    admission: analysis,
    prepare: deps.analysis.prepareImport,
  });
  await app.register(named(listingImportRoutes), {
    config: deps.config,
    tokenVerifier: deps.tokenVerifier,
    imports,
    fetcher,
    publicBaseUrl: deps.publicBaseUrl,
  });

  let workers: Promise<Workers | null> = Promise.resolve(null);
  if (deps.config.workers) {
    const jobDeps = {
      config: deps.config,
      database: deps.database,
      queue: await queue(),
      fetcher,
      analysis: deps.analysis,
      scoreListing: deps.scoreListing ?? null,
      photos,
      now: deps.now ?? (() => new Date()),
      logger: app.log,
    };
    const start = () => startWorkers(jobDeps, deps.workerOptions);
    if (deps.startWorkersOnListen) {
      let started = false;
      // Once, though a name such as localhost may be listened on at more than one address.
      app.addHook('onListen', async () => {
        if (started) return;
        started = true;
        workers = start().catch((err: unknown) => {
          app.log.error({ err }, 'the job workers could not start');
          return null;
        });
      });
    } else workers = Promise.resolve(await start());
  }

  app.addHook('onClose', async () => {
    await (await workers)?.stop();
    if (!deps.queue && pending) await (await pending.catch(() => null))?.stop();
  });
}
