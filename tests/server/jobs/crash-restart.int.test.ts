import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { fromRoot } from '../../../server/paths';
import { startLoopbackServer, type LoopbackServer } from '../../support/server/loopbackServer';

// "Killing the server mid-analysis and starting it again finishes that listing": the real server process
// (embedded mode, PGlite data folder) is killed with SIGKILL while its worker waits on the listing page, then
// started again on the same folder. This scenario is about the embedded single-process server, so it always
// runs on PGlite; the PostgreSQL side of recovery is covered in recovery.int.test.ts.

jest.setTimeout(120_000);

let site: LoopbackServer;
let hang = true;
let dataDir: string;
let keys: KeyMaterial;
// A real user and session, so the server's live-session check accepts the token.
const userId = randomUUID();
const sessionId = randomUUID();
const held: import('node:http').ServerResponse[] = [];

beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    if (req.url?.startsWith('/listing')) {
      if (hang) {
        held.push(res); // the worker waits here when the process is killed
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(readFileSync(fromRoot('samples', 'listings', 'lakeside-cabin.html')));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-crash-'));
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database);
  keys = await loadOrCreateKeys(database);
  await database.executeSql("insert into auth_users (id, email, email_confirmed_at) values ($1, 'host@example.com', now())", [userId]);
  await database.executeSql('insert into auth_sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await database.close();
});

afterAll(async () => {
  for (const res of held) res.destroy();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  // `node --import tsx` keeps the server in this one process, so SIGKILL really kills it (the tsx CLI would
  // leave its child running).
  const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('server', 'main.ts')], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WORKERS: 'true',
      SAMPLES: 'false',
      ANALYZER_EXTRA_HOSTS: `127.0.0.1:${site.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function token(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'host@example.com', role: 'authenticated', session_id: sessionId })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(keys.privateKey);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('finishes an analysis that was in flight when the server was killed', async () => {
  const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };

  const first = await startServer();
  const started = await fetch(`${first.origin}/api/listings/analyze`, { method: 'POST', headers: auth, body: JSON.stringify({ url: `${site.origin}/listing`, userId }) });
  expect(started.status).toBe(200);
  const { listing } = (await started.json()) as { listing: { id: string; isAnalyzing: boolean } };
  expect(listing.isAnalyzing).toBe(true);

  await until('the worker to request the page', async () => (held.length > 0 ? true : undefined));
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));

  hang = false;
  const second = await startServer();
  try {
    const done = await until('the analysis to finish after the restart', async () => {
      const res = await fetch(`${second.origin}/api/listing/${listing.id}`, { headers: auth });
      const body = (await res.json()) as { listing: { isAnalyzing: boolean; title: string; analysisError: string | null; photoCount: number } };
      return body.listing.isAnalyzing ? undefined : body.listing;
    });
    expect(done).toMatchObject({ title: 'Cozy cabin near the lake with wood stove', analysisError: null, photoCount: 9 });
  } finally {
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }
});
