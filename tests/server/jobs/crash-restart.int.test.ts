import { mintAccessToken } from '../../support/server/access-token';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { fromRoot } from '../../../server/paths';
import { startLoopbackServer, type LoopbackServer } from '../../support/server/loopback-server';
import { cleanPhoto } from '../../support/server/synthetic-photos';
import { migratedDataFolder } from '../../support/server/test-database';
import { report } from '../../support/report';

// "Killing the server mid-analysis and starting it again finishes that listing": the real server process
// (embedded mode, PGlite data folder) is killed with SIGKILL while its workers are busy, then started again on
// the same folder. Two jobs are in flight at the kill: one listing's analysis waits on its page, and another
// listing's photo analysis waits on its photos. After the restart both finish: no listing stays analysing and
// no photo analysis stays pending until its queue entry expires. This scenario is about the embedded
// single-process server, so it always runs on PGlite; the PostgreSQL side of recovery is covered in
// recovery.int.test.ts.

jest.setTimeout(150_000);

let site: LoopbackServer;
let hangPages = true;
let hangPhotos = true;
let dataDir: string;
let keys: KeyMaterial;
let photo: Buffer;
// A real user and session, so the server's live-session check accepts the token.
const userId = randomUUID();
const sessionId = randomUUID();
const heldPages: ServerResponse[] = [];
const heldPhotos: ServerResponse[] = [];

beforeAll(async () => {
  photo = await cleanPhoto({ seed: 5, width: 480, height: 320 });
  site = await startLoopbackServer((req, res) => {
    const url = req.url ?? '/';
    const page = (held: boolean) => {
      if (held) {
        heldPages.push(res); // the worker waits here when the process is killed
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(readFileSync(fromRoot('samples', 'listings', 'lakeside-cabin.html')));
    };
    if (url.startsWith('/listing-waiting')) return page(hangPages);
    if (url.startsWith('/listing-served')) return page(false);
    if (url.startsWith('/samples/photos/')) {
      // The sample page's photos, relative to the page: the photo job of the served listing waits here.
      if (hangPhotos) {
        heldPhotos.push(res);
        return;
      }
      res.setHeader('content-type', 'image/jpeg');
      res.end(photo);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-crash-'));
  await migratedDataFolder(dataDir);
  const database = await openDatabase({ dataDir });
  keys = await loadOrCreateKeys(database);
  await database.executeSql("insert into auth_users (id, email, email_confirmed_at) values ($1, 'host@example.com', now())", [userId]);
  await database.executeSql('insert into auth_sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await database.close();
});

afterAll(async () => {
  for (const res of [...heldPages, ...heldPhotos]) res.destroy();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
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
      FREE_LISTINGS: '1000',
      SAMPLES: 'false',
      ANALYZER_EXTRA_HOSTS: `127.0.0.1:${site.port}`,
      // The pages and the photos come from one loopback host: with the default 4 requests to one host at once,
      // the four held photos would keep the waiting page from being asked for until they time out (20 s).
      FETCH_PER_HOST: '16',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}`, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function token(): Promise<string> {
  return mintAccessToken(keys, { userId, sessionId, expiresInSeconds: 600 });
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

interface WireListing {
  id: string;
  isAnalyzing: boolean;
  title: string;
  analysisError: string | null;
  photoCount: number;
}

it('finishes the analyses and the photo analysis that were in flight when the server was killed', async () => {
  const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
  const analyse = async (origin: string, page: string): Promise<WireListing> => {
    const res = await fetch(`${origin}/api/listings/analyze`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: `${site.origin}/${page}`, userId }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { listing: WireListing }).listing;
  };
  const read = async (origin: string, id: string) =>
    ((await (await fetch(`${origin}/api/listing/${id}`, { headers: auth })).json()) as { listing: WireListing }).listing;

  const first = await startServer();
  // The served listing is analysed, then its photo job starts downloading and waits on the photo host; the
  // other listing's analysis (queued second: one analysis runs at a time) waits on its page.
  const served = await analyse(first.origin, 'listing-served');
  await until('the served listing to be analysed', async () => ((await read(first.origin, served.id)).isAnalyzing ? undefined : true));
  const waiting = await analyse(first.origin, 'listing-waiting');
  expect(waiting.isAnalyzing).toBe(true);
  await until('the worker to request the waiting page and the photos', async () =>
    heldPages.length > 0 && heldPhotos.length > 0 ? true : undefined,
  );
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));

  hangPages = false;
  hangPhotos = false;
  const second = await startServer();
  try {
    const done = await until('the analysis to finish after the restart', async () => {
      const listing = await read(second.origin, waiting.id);
      return listing.isAnalyzing ? undefined : listing;
    });
    expect(done).toMatchObject({ title: 'Cozy cabin near the lake with wood stove', analysisError: null, photoCount: 9 });

    // The photo analysis the kill interrupted runs again at start, rather than after its queue entry expires.
    const recommendation = await until('the interrupted photo analysis to finish after the restart', async () => {
      const res = await fetch(`${second.origin}/api/photos/${served.id}/recommendations`, { headers: auth });
      return res.status === 200 ? ((await res.json()) as { overallPhotoScore: number }) : undefined;
    });
    expect(recommendation.overallPhotoScore).toBeGreaterThan(0);
    // It was running (not merely queued) when the process was killed: the new process ran it again as an orphan.
    expect(second.output()).toContain('ran jobs again that a stopped process left unfinished');
    const analyses = (await (await fetch(`${second.origin}/api/photos/${served.id}`, { headers: auth })).json()) as {
      analyses: { error?: string | null }[];
    };
    expect(analyses.analyses).toHaveLength(9);
    expect(analyses.analyses.every((a) => !a.error)).toBe(true);

    // Nothing is left analysing.
    const all = ((await (await fetch(`${second.origin}/api/listings`, { headers: auth })).json()) as { listings: WireListing[] }).listings;
    expect(all.filter((l) => l.isAnalyzing)).toEqual([]);
    report('Crash: SIGKILL with a listing analysis and a photo analysis in flight; after the restart both finished, none stuck.');
  } finally {
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }
});
