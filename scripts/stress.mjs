#!/usr/bin/env node
// `npm run test:stress`: the extractor fuzz at full size (10,000 mutated pages) and the load test (60 s at 300
// requests a second against the real server), one after the other so they do not compete for the CPU. With
// TEST_DATABASE_URL (CI) the load runs on that PostgreSQL, as a production host would; else on embedded PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = process.cwd();
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const started = Date.now();

const result = spawnSync(jest, ['--ci', '--runInBand', '--config', 'jest.stress.config.js'], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000',
    LOAD_DATABASE_URL: process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '',
  },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (result.status !== 0) {
  console.error(`\nStress tests failed after ${seconds} s.`);
  process.exit(result.status ?? 1);
}
console.log(`\nStress tests passed in ${seconds} s.`);
