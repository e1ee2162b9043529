import { mintAccessToken } from '../../support/server/access-token';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app/build-app';
import { openPostgres, type Database } from '../../../server/db/database';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { liveSessionCheck } from '../../../server/identity/session-check';
import { localTokenVerifier } from '../../../server/identity/verify-token';
import { fromRoot } from '../../../server/paths';
import { testConfig } from '../../support/server/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';
import { report } from '../../support/report';

// The database goes away and comes back. While it is away every request that needs it answers a clear 503
// (product API: { code: 'service_unavailable' }, Auth: a 503 supabase-js retries, health: degraded), none hangs
// and none is a 500; once it is back the same server answers normally, without a restart.
//
// With TEST_DATABASE_URL the real server process (workers and job queue on) reaches PostgreSQL through a TCP
// proxy on loopback that the test cuts for ten seconds (open connections dropped, new ones refused) and then
// restores; the process must stay up throughout. Without it, only the first part runs: a server whose database
// address refuses every connection.

jest.setTimeout(90_000);

const UNAVAILABLE = { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' };

interface Server {
  app: FastifyInstance;
  token: string;
  listingId: string;
}

function userToken(keys: KeyMaterial, ids: { userId: string; sessionId: string }): Promise<string> {
  return mintAccessToken(keys, { ...ids, email: 'outage@example.com' });
}

async function serverOn(
  database: Database,
  keys: KeyMaterial,
  ids: { userId: string; sessionId: string; listingId: string },
): Promise<Server> {
  // Built as bootstrap.ts builds it: every product request checks the live session in the database.
  const app = await buildApp({ config: testConfig(), database, keys, tokenVerifier: localTokenVerifier(keys, liveSessionCheck(database)) });
  await app.ready();
  return { app, token: await userToken(keys, ids), listingId: ids.listingId };
}

type Call = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; payload?: unknown },
) => Promise<{ status: number; body: Record<string, unknown> }>;

function injectCall(app: FastifyInstance): Call {
  return async (url, init = {}) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers,
      ...(init.payload ? { payload: init.payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

function httpCall(origin: string, state: () => string): Call {
  return async (path, init = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.payload ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.payload ? { body: JSON.stringify(init.payload) } : {}),
    }).catch((err: Error) => {
      throw new Error(`The server did not answer ${path} (${err.message}); its process ${state()}`);
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

/** One round of what a signed-in browser does, plus a sign-in and the health check: status and body of each. */
async function round(call: Call, s: { token: string; listingId: string }, keys: KeyMaterial) {
  const auth = { authorization: `Bearer ${s.token}` };
  const calls = {
    listings: call('/api/listings', { headers: auth }),
    listing: call(`/api/listing/${s.listingId}`, { headers: auth }),
    chat: call('/api/chat', {
      method: 'POST',
      headers: auth,
      payload: { listingId: null, content: 'What can you do?', section: null, approvedTexts: {} },
    }),
    profile: call('/api/auth/user', { headers: auth }),
    signIn: call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'x-supabase-api-version': '2024-01-01' },
      payload: { email: 'outage@example.com', password: 'Secret-123' },
    }),
    health: call('/api/health'),
  };
  const out = {} as Record<keyof typeof calls, { status: number; body: Record<string, unknown> }>;
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) out[name] = await calls[name];
  return out;
}

function expectUnavailable(answers: Awaited<ReturnType<typeof round>>) {
  for (const name of ['listings', 'listing', 'chat', 'profile'] as const)
    expect({ name, ...answers[name] }).toEqual({ name, status: 503, body: UNAVAILABLE });
  expect(answers.signIn.status).toBe(503);
  expect(answers.signIn.body).toMatchObject({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
  expect(answers.health).toMatchObject({ status: 503, body: { status: 'degraded', database: { status: 'down' } } });
}

async function seed(database: Database) {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const listingId = randomUUID();
  await database.executeSql("insert into auth_users (id, email, email_confirmed_at) values ($1, 'outage@example.com', now())", [userId]);
  await database.executeSql('insert into auth_sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await database.executeSql(
    "insert into listings (id, user_id, url, fetch_url, platform, is_analyzing, title) values ($1, $2, 'https://www.airbnb.com/rooms/4242', 'https://www.airbnb.com/rooms/4242', 'airbnb', false, 'Harbour flat')",
    [listingId, userId],
  );
  return { userId, sessionId, listingId };
}

it('answers 503 to everything that needs a database that refuses connections', async () => {
  const real = await createTestDatabase();
  const keys = await loadOrCreateKeys(real);
  const ids = await seed(real);
  // A port with nothing behind it.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const dead = await openPostgres(`postgres://app@127.0.0.1:${port}/nowhere`, { max: 2 });
  const s = await serverOn(dead, keys, ids);
  try {
    expectUnavailable(await round(injectCall(s.app), s, keys));
  } finally {
    await s.app.close();
    await dead.close();
    await real.drop();
  }
});

/** A TCP proxy to PostgreSQL on loopback that can be cut (connections dropped, new ones refused) and restored. */
async function pgProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `npm start`'s server as a real process (workers on), reaching its database at `databaseUrl`. */
function startServer(databaseUrl: string): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('server', 'main.ts')], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'fatal',
      WORKERS: 'true',
      FREE_LISTINGS: '1000',
      SAMPLES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}`, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

if (process.env.TEST_DATABASE_URL) {
  it('keeps the server process up and answering 503 while PostgreSQL is cut off for ten seconds, then recovers without a restart', async () => {
    const real: TestDatabase = await createTestDatabase();
    const keys = await loadOrCreateKeys(real);
    const ids = await seed(real);
    const proxy = await pgProxy(new URL(real.url!));
    const proxiedUrl = new URL(real.url!);
    proxiedUrl.hostname = '127.0.0.1';
    proxiedUrl.port = String(proxy.port);
    const server = await startServer(proxiedUrl.toString());
    let exit: string | null = null;
    server.child.on('exit', (code, signal) => (exit = `exited (${code ?? signal}):\n${server.output().slice(-800)}`));
    const call = httpCall(server.origin, () => exit ?? 'is still running');
    const session = { token: await userToken(keys, ids), listingId: ids.listingId };
    let outageRequests = 0;
    try {
      const before = await round(call, session, keys);
      expect(before.listings).toMatchObject({ status: 200, body: { listings: [expect.objectContaining({ id: ids.listingId })] } });
      expect(before.health.status).toBe(200);

      // The cut lands while requests are being served: each ends as an answer or a 503, never a 500 or a crash.
      const inFlight = Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          call(i % 2 ? '/api/listings' : '/api/health', { headers: { authorization: `Bearer ${session.token}` } }),
        ),
      );
      await new Promise((r) => setTimeout(r, 15));
      await proxy.cut();
      const cutAt = Date.now();
      for (const answer of await inFlight) expect([200, 503]).toContain(answer.status);
      outageRequests += 24;
      while (Date.now() - cutAt < 10_000) {
        const answers = await round(call, session, keys);
        expectUnavailable(answers);
        outageRequests += Object.keys(answers).length;
        await new Promise((r) => setTimeout(r, 500));
      }
      await proxy.restore();

      // The pool opens new connections on the next requests; no restart, no manual reset.
      let after = await round(call, session, keys);
      for (let i = 0; i < 40 && after.listings.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        after = await round(call, session, keys);
      }
      expect(after.listings).toMatchObject({ status: 200, body: { listings: [expect.objectContaining({ id: ids.listingId })] } });
      expect(after.listing.status).toBe(200);
      expect(after.chat.status).toBe(200);
      expect(after.profile.status).toBe(200);
      expect(after.health).toMatchObject({ status: 200, body: { database: { status: 'up' } } });
      expect(exit).toBeNull();
      report(
        `Database outage: cut for 10 s, ${outageRequests} requests answered meanwhile, all 200 (in flight at the cut) or 503, none hung, none 500; the same process recovered.`,
      );
    } finally {
      server.child.kill('SIGKILL');
      await proxy.close();
      await real.drop();
    }
  });
} else {
  report('Database outage with recovery: did not run (needs TEST_DATABASE_URL, a PostgreSQL to cut off and restore).');
}
