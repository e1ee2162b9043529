#!/usr/bin/env node
// `npm test`: type-check, Jest (browser and server), the database integration tests once more on PGlite when
// TEST_DATABASE_URL points them at PostgreSQL, then Playwright in Chromium against the real server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_HELP } from './find-chromium.mjs';
import { getChromium } from './get-chromium.mjs';

const root = process.cwd();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();
// Jest's default on a 2-core machine is one worker; two finish the suites in about two thirds of the time, and a
// third fills the waits of the database and process tests (443 -> 400 s, the cores 99% busy).
const JEST_WORKERS = `--maxWorkers=${process.env.JEST_WORKERS ?? 3}`;

function step(title, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${title}: passed in ${seconds} s`);
}

/** One command with its output held, so side-by-side steps print whole. Resolves to its exit code. */
function held(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Steps that do not depend on each other, side by side (each is one thread: two share two cores); a step is one
 * command or several in turn. Each step's output is held and printed whole when it ends, so the log reads as
 * if they had run in turn.
 */
async function together(steps) {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(async ({ title, commands }) => {
      const started = Date.now();
      const output = [];
      let code = 0;
      for (const { command, args } of commands) {
        code = await held(command, args, output);
        if (code !== 0) break;
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) console.log(`--- ${title}: passed in ${seconds} s`);
      else console.error(`\n${title} failed after ${seconds} s.`);
      return code;
    }),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
  console.log(`--- ${steps.length} steps side by side: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const chromium = getChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

step('Type-check (shared contract)', bin('tsc'), ['-b', 'contract']);
// The type-check and ESLint's type-checked rules share one TypeScript program per project (scripts/check-code.mjs),
// the browser side beside the server side; formatting and the import graph go with the side that ends sooner.
// Apart (tsc, then ESLint building the programs again) the step took 173 s; together, 126 s (measured back to back).
const node = (...args) => ({ command: process.execPath, args });
await together([
  {
    title: 'Types and lint rules (browser side), then imports',
    commands: [node('scripts/check-code.mjs', '--side', 'browser'), node('scripts/lint.mjs', '--only', 'imports')],
  },
  {
    title: 'Types and lint rules (server side), then formatting',
    commands: [node('scripts/check-code.mjs', '--side', 'server'), node('scripts/lint.mjs', '--only', 'format')],
  },
]);
step('Jest (browser and server)', bin('jest'), ['--ci', JEST_WORKERS]);
if (process.env.TEST_DATABASE_URL) {
  step(
    'Jest database integration on PGlite',
    bin('jest'),
    ['--ci', JEST_WORKERS, '--selectProjects', 'server', '--testPathPatterns', '\\.int\\.test\\.ts$'],
    { TEST_DATABASE_URL: '' },
  );
}
step('Build the browser app', process.execPath, ['scripts/ensure-build.mjs']);
step('Playwright (Chromium)', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium });
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
