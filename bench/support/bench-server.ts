import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { extractListing } from '../../server/analysis/extract';
import { fetcherFromConfig, IMAGE_ACCEPT } from '../../server/analysis/fetch';
import { analysePhotos } from '../../server/photos/photos.service';
import { score } from '../../server/analysis/score';
import { buildApp } from '../../server/app/build-app';
import { openRuntime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { listingsRepository } from '../../server/listings/listings.repository';
import { summarise } from '../../server/listings/listing-summary';
import { SAMPLE_LISTINGS, samplePagePath } from '../../server/samples/sample-listings';
import type { ServerCommand, ServerReply } from './protocol';

// The server the end-to-end and load benchmarks drive, in its own process as `npm start` runs it: openRuntime
// (PGlite in a fresh data folder, or DATABASE_URL), buildApp, in-process workers on pg-boss, samples on. The
// only addition is GET /bench/bare, the baseline route: the same Fastify instance and global hooks (helmet,
// error handler), no authentication, no database. The parent talks to it over IPC (see ./protocol.ts).

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

async function main(): Promise<void> {
  const runtime = await openRuntime(config);
  const app = await buildApp({
    ...runtime,
    identity: { printMail: () => undefined, limits: { signInPerEmail: 100_000, signInPerIp: 100_000 } },
  });
  app.get('/bench/bare', async () => ({ ok: true }));
  // 'localhost' listens on every loopback address it resolves to, as the analyser fetches /samples/ from localhost.
  await app.listen({ port, host: 'localhost' });
  const fetcher = fetcherFromConfig(config);
  const listings = listingsRepository(runtime.database);
  const origin = `http://localhost:${port}`;

  /** Listings as an analysis leaves them (content, score, summary), written straight to the table. */
  async function seed(userId: string, count: number): Promise<string[]> {
    const samples = SAMPLE_LISTINGS.filter((s) => s.format !== 'airbnb-blocked');
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const sample = samples[i % samples.length]!;
      const page = await fetcher.fetchText(`${origin}${samplePagePath(sample)}`);
      const url = `${origin}${samplePagePath(sample)}?copy=${i}`;
      const result = extractListing(page.text, { url: page.url, canonicalUrl: url, fetchedAt: new Date().toISOString() });
      if (result.status !== 'listing') throw new Error(`${sample.slug} did not extract: ${result.status}`);
      const jobId = randomUUID();
      const row = await listings.startAnalysis({ userId, url, fetchUrl: url, platform: 'other', title: 'Sample listing', jobId });
      const scored = score(result.content);
      await listings.saveResult(row.id, jobId, { content: result.content, ...scored, summary: summarise(result.content, row.title) });
      ids.push(row.id);
    }
    return ids;
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

  process.on('message', (message: ServerCommand) => {
    const run = async (): Promise<unknown> => {
      switch (message.cmd) {
        case 'seed':
          return seed(message.userId, message.count);
        case 'direct':
          return direct(message.url);
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
