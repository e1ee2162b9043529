import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app/build-app';
import { loadOrCreateKeys } from '../../../server/identity/keys';
import { localTokenVerifier } from '../../../server/identity/verify-token';
import { ANALYSE_LISTING, openQueue, type JobQueue } from '../../../server/jobs/queue';
import { listingsRepository } from '../../../server/listings/listings.repository';
import { testConfig, TEST_SHUTDOWN_GRACE_MS } from '../../support/server/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';
import { closeGracefully } from '../../../server/http/graceful-close';

// A restart re-runs what the previous process left unfinished only once the server listens: a recovered
// analysis may read the samples the server itself serves, which would fail (ECONNREFUSED) a moment earlier.

let database: TestDatabase;
let queue: JobQueue;
let app: FastifyInstance | null = null;
const calls: { what: string; listening: boolean }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await openQueue(database, { supervise: false });
});
afterAll(async () => {
  if (app) await closeGracefully(app, TEST_SHUTDOWN_GRACE_MS);
  await queue.stop({ graceMs: 1000 });
  await database.drop();
});

it('recovers an interrupted analysis, and starts any worker, only after the server listens', async () => {
  // A listing a killed process left analysing: its row says so, its job never made it into the queue.
  const listing = await listingsRepository(database).startAnalysis({
    userId: randomUUID(),
    url: 'http://localhost:8787/samples/listings/alfama-loft.html',
    fetchUrl: 'http://localhost:8787/samples/listings/alfama-loft.html',
    platform: 'other',
    title: 'New listing',
    jobId: randomUUID(),
  });

  const watched: JobQueue = Object.create(queue) as JobQueue;
  const note = (what: string) => calls.push({ what, listening: Boolean(app?.server.listening) });
  watched.send = (name, data, options) => (note(`send ${name}`), queue.send(name, data, options));
  watched.work = (name, handler, options) => (note(`work ${name}`), queue.work(name, async () => undefined, options));

  const keys = await loadOrCreateKeys(database);
  app = await buildApp({
    config: testConfig({ WORKERS: 'true', SAMPLES: 'false' }),
    database,
    keys,
    tokenVerifier: localTokenVerifier(keys),
    queue: watched,
    startWorkersOnListen: true,
    workerOptions: { recovery: { exclusive: true }, sweepIntervalMs: 60_000 },
  });
  await app.ready();
  await new Promise((r) => setTimeout(r, 300));
  expect(calls).toEqual([]);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const deadline = Date.now() + 20_000;
  // The recovery queues its job first, then the workers start: wait for both.
  const seen = (what: string) => calls.some((c) => c.what === what);
  while (!(seen(`send ${ANALYSE_LISTING}`) && seen(`work ${ANALYSE_LISTING}`)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));

  expect(calls.find((c) => c.what === `send ${ANALYSE_LISTING}`)).toEqual({ what: `send ${ANALYSE_LISTING}`, listening: true });
  expect(calls.findIndex((c) => c.what === `send ${ANALYSE_LISTING}`)).toBeLessThan(
    calls.findIndex((c) => c.what === `work ${ANALYSE_LISTING}`),
  );
  expect(calls.every((c) => c.listening)).toBe(true);
  const { rows } = await database.executeSql('select analysis_job_id from listings where id = $1', [listing.id]);
  expect(await queue.getJob(ANALYSE_LISTING, rows[0].analysis_job_id as string)).not.toBeNull();
});
