import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TokenVerifier } from '../identity/verify-token';
import { fetcherFromConfig, type Fetcher } from '../analysis/fetch';
import type { ScoreListing } from '../analysis/score/types';
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

// Wires listing ingestion and photo analysis into a server: the job queue (opened on first use unless given),
// the guarded fetcher, the listing, listing-import and photo routes and, when WORKERS is on, the in-process workers. Everything stops with the server.

export interface ListingFeatureDeps {
  config: Config;
  database: Database;
  tokenVerifier: TokenVerifier;
  publicBaseUrl: (request: FastifyRequest) => string;
  queue?: JobQueue;
  fetcher?: Fetcher;
  scoreListing?: ScoreListing | null;
  listingCleanups?: ListingCleanup[];
  now?: () => Date;
  workerOptions?: WorkerOptions;
  /** Photo analysis; by default one built on the guarded fetcher (and a vision model when configured). */
  photos?: PhotoService;
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

  const photos = deps.photos ?? photoServiceFor(deps.config, deps.database, fetcher, app.log);
  await app.register(photoRoutes, { tokenVerifier: deps.tokenVerifier, photos });

  const analysis = new ListingAnalysisService({
    database: deps.database,
    queue,
    fetcher,
    limits: { perUser: deps.config.analysis.perUser, ratePerMinute: deps.config.analysis.ratePerMinute },
    cleanups: deps.listingCleanups,
    logger: app.log,
  });
  await app.register(listingsRoutes, {
    config: deps.config,
    tokenVerifier: deps.tokenVerifier,
    reads: new ListingJson(listingsRepository(deps.database), deps.database),
    analysis,
    fetcher,
    publicBaseUrl: deps.publicBaseUrl,
  });

  await app.register(historyRoutes, { tokenVerifier: deps.tokenVerifier, history: historyService(deps.database) });
  await app.register(reportRoutes, {
    tokenVerifier: deps.tokenVerifier,
    reports: reportService({ database: deps.database, fetcher, now: deps.now }),
  });

  const imports = new ListingImportService({ database: deps.database, queue, fetcher, admission: analysis });
  await app.register(listingImportRoutes, {
    config: deps.config,
    tokenVerifier: deps.tokenVerifier,
    imports,
    fetcher,
    publicBaseUrl: deps.publicBaseUrl,
  });

  let workers: Workers | null = null;
  if (deps.config.workers) {
    workers = await startWorkers(
      {
        config: deps.config,
        database: deps.database,
        queue: await queue(),
        fetcher,
        scoreListing: deps.scoreListing ?? null,
        photos,
        now: deps.now ?? (() => new Date()),
        logger: app.log,
      },
      deps.workerOptions,
    );
  }

  app.addHook('onClose', async () => {
    await workers?.stop();
    if (!deps.queue && pending) await (await pending.catch(() => null))?.stop();
  });
}
