import { mintAccessToken } from '../../support/server/access-token';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { fromRoot } from '../../../server/paths';
import { report } from '../../support/report';

// `npm run test:stress`: the real server (`npm start`'s process, embedded mode; on a fresh PGlite folder, or on
// a PostgreSQL database of its own with LOAD_DATABASE_URL, which scripts/stress.mjs sets in CI) under
// 60 s of 300 requests a second on loopback: a signed-in host's dashboard and detail polling (GET /api/listings,
// GET /api/listing/:id) mixed with chat (POST /api/chat, answered by the built-in coach, a new question each
// time), one chat to nine polls. Every request must succeed, and the server's memory must stay flat: its heap after a full garbage
// collection may not grow, from the end of the warm-up to the end of the run, by more than the tolerance.

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  at: number;
}

const RATE = Number(process.env.LOAD_RATE ?? 300);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_S = 10;
const SAMPLE_EVERY_MS = 5_000;
/** Heap growth allowed after warm-up: whichever is larger of 16 MB and a quarter of the warm heap. */
const HEAP_TOLERANCE = { bytes: 16 * 1024 * 1024, share: 0.25 };

jest.setTimeout((DURATION_S + 300) * 1000);

/** LOAD_DATABASE_URL runs the server on that PostgreSQL (a database of its own, dropped after); else PGlite. */
let loadDatabase: string | undefined;
const databaseUrl = () => loadDatabase;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let dataDir: string;
let keys: KeyMaterial;
let server: { child: ChildProcess; origin: string; port: number };
const userId = randomUUID();
const sessionId = randomUUID();
const LOAD_DB_NAME = `lo_load_${process.pid}`;

/** A free port: the server reads its own /samples/ pages over loopback, which needs a fixed PORT. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startServer(): Promise<typeof server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      fromRoot('tests', 'server', 'stress', 'memory-probe.mjs'),
      fromRoot('server', 'main.ts'),
    ],
    {
      cwd: fromRoot(),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl() ?? '',
        LOG_LEVEL: 'warn',
        WORKERS: 'true',
        FREE_LISTINGS: '1000',
        SAMPLES: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}`, port: Number(match[1]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

function memory(): Promise<MemorySample> {
  return new Promise((resolve) => {
    server.child.once('message', (sample) => resolve(sample as MemorySample));
    server.child.send('memory');
  });
}

function token(): Promise<string> {
  return mintAccessToken(keys, { userId, sessionId, email: 'load@example.com' });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-load-'));
  if (process.env.LOAD_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.LOAD_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${LOAD_DB_NAME}"`);
    await admin.end();
    const url = new URL(process.env.LOAD_DATABASE_URL);
    url.pathname = `/${LOAD_DB_NAME}`;
    loadDatabase = url.toString();
  }
  // A real user and session in the server's own folder, so its live-session check accepts the token.
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl() });
  await migrateToLatest(database);
  keys = await loadOrCreateKeys(database);
  await database.executeSql("insert into auth_users (id, email, email_confirmed_at) values ($1, 'load@example.com', now())", [userId]);
  await database.executeSql('insert into auth_sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await database.close();
  server = await startServer();
});

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (loadDatabase) {
    const admin = new pg.Client({ connectionString: process.env.LOAD_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${LOAD_DB_NAME}" with (force)`);
    await admin.end();
  }
});

it(`serves ${RATE} requests a second of polling and chat for ${DURATION_S} s without an error, its memory flat`, async () => {
  const auth = { authorization: `Bearer ${await token()}` };
  // The host's listing: one of the server's own samples, analysed, photos included, before the load starts.
  const started = await fetch(`${server.origin}/api/listings/analyze`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://localhost:${server.port}/samples/listings/alfama-loft.html`, userId }),
  });
  expect(started.status).toBe(200);
  const { listing } = (await started.json()) as { listing: { id: string } };
  await until('the listing to be analysed', async () => {
    const res = await fetch(`${server.origin}/api/listing/${listing.id}`, { headers: auth });
    const body = (await res.json()) as { listing: { isAnalyzing: boolean; seoScore: number | null } };
    return body.listing.isAnalyzing || body.listing.seoScore === null ? undefined : true;
  });
  await until('its photos to be analysed', async () =>
    (await fetch(`${server.origin}/api/photos/${listing.id}/recommendations`, { headers: auth })).status === 200 ? true : undefined,
  );

  const chat = (content: string) => ({
    method: 'POST',
    path: '/api/chat',
    headers: { ...auth, 'content-type': 'application/json' },
    // [<id>] becomes a fresh id per request: every chat is a new question, not a retried send.
    body: JSON.stringify({ listingId: listing.id, content: `${content} [<id>]`, section: null, approvedTexts: {} }),
  });
  const poll = (pathname: string) => ({ method: 'GET', path: pathname, headers: auth });

  const samples: MemorySample[] = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => {
    void memory().then((m) => samples.push(m));
  }, SAMPLE_EVERY_MS);
  let result: AutocannonResult;
  try {
    result = await autocannon({
      url: server.origin,
      connections: 20,
      overallRate: RATE,
      duration: DURATION_S,
      timeout: 10,
      idReplacement: true,
      // A host's browser polls the list every 3 s and the detail every 2 s while it watches them, and chats now
      // and then: nine polls to one chat question.
      requests: [
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        chat('What should I fix first?'),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll(`/api/listing/${listing.id}`),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        chat('How can I improve my title?'),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll('/api/listings'),
        poll(`/api/listing/${listing.id}`),
        poll(`/api/listing/${listing.id}`),
      ],
    });
  } finally {
    clearInterval(sampler);
  }
  // Settled: the last request answered, a moment for timers, then a full collection.
  await new Promise((r) => setTimeout(r, 2_000));
  const end = await memory();

  const afterWarmUp = samples.filter((s) => s.at - startedAt >= WARM_UP_S * 1000);
  expect(afterWarmUp.length).toBeGreaterThanOrEqual(3);
  const warm = afterWarmUp[0]!;
  const allowed = Math.max(HEAP_TOLERANCE.bytes, warm.heapUsed * HEAP_TOLERANCE.share);
  const heapGrowth = end.heapUsed - warm.heapUsed;
  const peak = Math.max(...samples.map((s) => s.rss), end.rss);
  report(
    [
      `Load: ${result.requests.total} requests in ${result.duration.toFixed(0)} s (${result.requests.average.toFixed(0)}/s asked ${RATE}/s), ` +
        `${result['2xx']} answered 2xx, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms.`,
      `Memory after GC: heap ${mb(warm.heapUsed)} after warm-up -> ${mb(end.heapUsed)} at the end (growth ${mb(heapGrowth)}, allowed ${mb(allowed)}); ` +
        `RSS ${mb(warm.rss)} -> ${mb(end.rss)}, peak ${mb(peak)}; samples (heap MB): ${afterWarmUp.map((s) => (s.heapUsed / 1048576).toFixed(0)).join(' ')}.`,
    ].join('\n'),
  );

  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  expect(result.requests.total).toBeGreaterThanOrEqual(RATE * DURATION_S * 0.95);
  expect(heapGrowth).toBeLessThanOrEqual(allowed);
});
