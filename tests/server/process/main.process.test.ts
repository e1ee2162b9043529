import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedDataFolder } from '../../support/server/test-database';

// `npm start`'s server as a real process: it prints the URL, answers health, refuses a second process on the
// same data folder, stops cleanly on Ctrl-C (SIGINT), and takes over the folder of a killed predecessor. The
// folder starts migrated (a copy of the test template): the end-to-end tests start this server on a new, empty
// folder in every `npm test`, so PGlite's first start (about 6 s) is not paid twice.

// Three server start-ups (tsx compiles the server each time): about 45 s on two idle cores, twice that when busy.
jest.setTimeout(180_000);

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', NODE_OPTIONS: '', FREE_LISTINGS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function urlOf(run: Running): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const match = /Open (http:\/\/localhost:\d+)/.exec(run.output());
    if (match) return match[1]!;
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${run.output()}`);
}

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-main-'));
  await migratedDataFolder(dataDir);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('serves, guards its data folder, stops cleanly and recovers from a kill', async () => {
  const first = start(dataDir);
  const url = await urlOf(first);
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });

  const second = start(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/Cannot start: Another listing-optimiser process \(pid \d+\) is using the data folder/);

  first.child.kill('SIGINT');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('Stopped cleanly.');

  const third = start(dataDir);
  await urlOf(third);
  third.child.kill('SIGKILL');
  await third.exited;

  const fourth = start(dataDir);
  const fourthUrl = await urlOf(fourth);
  expect((await fetch(`${fourthUrl}/api/health`)).status).toBe(200);
  fourth.child.kill('SIGTERM');
  expect(await fourth.exited).toBe(0);
});
