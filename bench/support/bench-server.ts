import { performance } from 'node:perf_hooks';
import { extractListing } from '../../server/analysis/extract';
import { fetcherFromConfig, IMAGE_ACCEPT, type Fetcher } from '../../server/analysis/fetch';
import { analysePhotos, type PhotoService } from '../../server/photos/photos.service';
import { photoServiceFor } from '../../server/photos/photo-wiring';
import { score } from '../../server/analysis/score';
import { buildApp } from '../../server/app/build-app';
import { openRuntime, type Runtime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { listingsRepository } from '../../server/listings/listings.repository';
import { ANALYSE_LISTING, ANALYSE_PHOTOS_JOB } from '../../server/jobs/queue';
import { seedDatabase } from '../../scripts/seed/seed-database';
import type { BurstJobs, BurstListing, PhotosSaved, ServerCommand, ServerReply } from './protocol';

// The server the end-to-end and load benchmarks drive, in its own process as `npm start` runs it: openRuntime
// (PGlite in a fresh data folder, or DATABASE_URL), buildApp, in-process workers on pg-boss, samples on. The
// only addition is GET /bench/bare, the baseline route: the same Fastify instance and global hooks (helmet,
// error handler), no authentication, no database. The parent talks to it over IPC (see ./protocol.ts); the
// server's photo service (built as the app builds it) tells the parent when a photo run has saved.

const port = Number(process.env.BENCH_PORT);
const config = loadConfig({
  PORT: String(port),
  HOST: 'localhost',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: 'silent',
  AUTH_EMAIL_CONFIRMATION: 'false',
  WORKERS: 'true',
  FREE_LISTINGS: '1000000',
  SAMPLES: 'true',
});

const send = (reply: ServerReply) => process.send!(reply);

/** The server's own photo service, as the app would build it, telling the parent when a run has saved. */
function watchedPhotos(runtime: Runtime, fetcher: Fetcher): PhotoService {
  const logger = {
    info: () => undefined,
    warn: (obj: object, msg?: string) => console.error('bench server:', msg, obj),
    error: (obj: object, msg?: string) => console.error('bench server:', msg, obj),
  };
  const photos = photoServiceFor(config, runtime.database, fetcher, logger, runtime.scoreListing, runtime.analysis);
  return {
    ...photos,
    analyse: async (userId, listingId, onProgress, whenNoneMeasured) => {
      const run = await photos.analyse(userId, listingId, onProgress, whenNoneMeasured);
      process.send!({ event: 'photos-saved', listingId } satisfies PhotosSaved);
      return run;
    },
  };
}

async function main(): Promise<void> {
  const runtime = await openRuntime(config);
  const appFetcher = fetcherFromConfig(config);
  const app = await buildApp({
    ...runtime,
    identity: { printMail: () => undefined, limits: { signInPerEmail: 100_000, signInPerIp: 100_000, emailRequestsPerIp: 100_000 } },
    fetcher: appFetcher,
    photos: watchedPhotos(runtime, appFetcher),
  });
  app.get('/bench/bare', async () => ({ ok: true }));
  // 'localhost' listens on every loopback address it resolves to, as the analyser fetches /samples/ from localhost.
  await app.listen({ port, host: 'localhost' });
  const fetcher = fetcherFromConfig(config);
  const listings = listingsRepository(runtime.database);
  const origin = `http://localhost:${port}`;

  /** Analysed listings for the user, as `npm run seed` writes them (samples varied, photos measured, no chat). */
  async function seed(userId: string, count: number): Promise<string[]> {
    await seedDatabase(runtime.database, { userIds: [userId], listingsPerUser: count, origin, chat: false });
    return (await listings.listCardsForUser(userId)).map((l) => l.id);
  }

  /** Where a burst's listings are: asked, scored, photos measured (database clock, ms since the epoch). */
  async function burstStatus(userIds: string[]): Promise<BurstListing[]> {
    const { rows } = await runtime.database.executeSql(
      `select l.id, l.user_id, extract(epoch from l.analysis_requested_at) * 1000 as requested,
              extract(epoch from l.analyzed_at) * 1000 as scored, extract(epoch from r.analyzed_at) * 1000 as photos,
              l.is_analyzing, l.analysis_error, l.analysis_attempts
       from listings l left join photo_recommendations r on r.listing_id = l.id
       where l.user_id = any($1::uuid[])`,
      [userIds],
    );
    return rows.map((r: Record<string, unknown>) => ({
      id: r.id as string,
      userId: r.user_id as string,
      requestedAt: Number(r.requested),
      scoredAt: r.scored === null ? null : Number(r.scored),
      photosAt: r.photos === null ? null : Number(r.photos),
      isAnalyzing: r.is_analyzing as boolean,
      error: r.analysis_error as string | null,
      attempts: Number(r.analysis_attempts),
    }));
  }

  /** The queue's record of a burst's listings: jobs per listing and queue, retries, completions. */
  async function burstJobs(userIds: string[]): Promise<BurstJobs[]> {
    const { rows } = await runtime.database.executeSql(
      `with mine as (select id::text as id from listings where user_id = any($1::uuid[])),
            jobs as (select data, name, retry_count, state, priority, created_on, started_on from pgboss.job where name in ($2, $3)
                     union all select data, name, retry_count, state, priority, created_on, started_on from pgboss.archive where name in ($2, $3))
       select j.data->>'listingId' as listing_id, j.name as queue, count(*) as jobs, sum(j.retry_count) as retries,
              count(*) filter (where j.state = 'completed') as completed, max(j.priority) as priority,
              extract(epoch from min(j.created_on)) * 1000 as created, extract(epoch from min(j.started_on)) * 1000 as started
       from jobs j join mine m on m.id = j.data->>'listingId'
       group by 1, 2`,
      [userIds, ANALYSE_LISTING, ANALYSE_PHOTOS_JOB],
    );
    return rows.map((r: Record<string, unknown>) => ({
      listingId: r.listing_id as string,
      queue: r.queue as string,
      jobs: Number(r.jobs),
      retries: Number(r.retries),
      completed: Number(r.completed),
      priority: Number(r.priority),
      createdAt: Number(r.created),
      startedAt: r.started === null ? null : Number(r.started),
    }));
  }

  /** The analysis without queue or database: fetch, extract, score, photos, score again with the photos. */
  async function direct(url: string) {
    const marks: Record<string, number> = {};
    let t = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      marks[name] = now - t;
      t = now;
    };
    const started = t;
    const page = await fetcher.fetchText(url);
    lap('fetch');
    const result = extractListing(page.text, { url: page.url, canonicalUrl: url, fetchedAt: new Date().toISOString() });
    if (result.status !== 'listing') throw new Error(`${url} did not extract: ${result.status}`);
    lap('extract');
    score(result.content);
    lap('score');
    const fetchImage = async (photoUrl: string, o: { maxBytes: number; timeoutMs: number }) =>
      (await fetcher.fetchBytes(photoUrl, { ...o, accept: IMAGE_ACCEPT })).body;
    const photos = await analysePhotos(result.content, { fetchImage });
    lap('photos');
    score(
      result.content,
      photos.photos.map((p) => p.analysis),
    );
    lap('rescore');
    return { ms: performance.now() - started, stages: marks, photos: photos.photos.length };
  }

  /** `direct` over many listings, `concurrency` at a time: the in-process floor of a burst. */
  async function directBatch(urls: string[], concurrency: number): Promise<{ ms: number; listings: number }> {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < urls.length) await direct(urls[next++]!);
      }),
    );
    return { ms: performance.now() - started, listings: urls.length };
  }

  process.on('message', (message: ServerCommand) => {
    const run = async (): Promise<unknown> => {
      switch (message.cmd) {
        case 'seed':
          return seed(message.userId, message.count);
        case 'direct':
          return direct(message.url);
        case 'directBatch':
          return directBatch(message.urls, message.concurrency);
        case 'burstStatus':
          return burstStatus(message.userIds);
        case 'burstJobs':
          return burstJobs(message.userIds);
        case 'stop':
          await app.close();
          await runtime.close();
          return null;
      }
    };
    run().then(
      (value) => {
        send({ id: message.id, ok: true, value });
        if (message.cmd === 'stop') setImmediate(() => process.exit(0));
      },
      (err: unknown) => send({ id: message.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
  send({ id: 0, ok: true, value: { origin, anonKey: runtime.keys?.anonKey ?? '', database: runtime.database.kind } });
}

main().catch((err: unknown) => {
  send({ id: 0, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
