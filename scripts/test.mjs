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
// PGlite loads parts of itself with import(), which Jest's module sandbox only allows with this flag.
const JEST_NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim();
// Jest's default on a 2-core machine is one worker; two finish the suites in about two thirds of the time.
const JEST_WORKERS = `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`;

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

/**
 * Steps that do not depend on each other, side by side (each is one thread: two share two cores). Each
 * step's output is held and printed whole when it ends, so the log reads as if they had run in turn.
 */
async function together(steps) {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${title} ===`);
            process.stdout.write(Buffer.concat(output));
            if (code === 0) console.log(`--- ${title}: passed in ${seconds} s`);
            else console.error(`\n${title} failed after ${seconds} s.`);
            resolve(code ?? 1);
          });
        }),
    ),
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
// The three type-checks one after the other beside the lint, which takes about as long as they do together.
await together([
  { title: 'Type-check (browser, server, end-to-end)', command: process.execPath, args: ['scripts/type-check.mjs'] },
  { title: 'Lint (formatting, rules, layers, import circles)', command: process.execPath, args: ['scripts/lint.mjs'] },
]);
step('Jest (browser and server)', bin('jest'), ['--ci', JEST_WORKERS], { NODE_OPTIONS: JEST_NODE_OPTIONS });
if (process.env.TEST_DATABASE_URL) {
  step(
    'Jest database integration on PGlite',
    bin('jest'),
    ['--ci', JEST_WORKERS, '--selectProjects', 'server', '--testPathPatterns', '\\.int\\.test\\.ts$'],
    {
      TEST_DATABASE_URL: '',
      NODE_OPTIONS: JEST_NODE_OPTIONS,
    },
  );
}
step('Build the browser app', process.execPath, ['scripts/ensure-build.mjs']);
step('Playwright (Chromium)', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium });
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
