#!/usr/bin/env node
// The browser, server and end-to-end type-checks in turn (the shared contract is built first by `tsc -b`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const tsc = path.join(process.cwd(), 'node_modules', '.bin', 'tsc');
for (const [name, project] of [
  ['browser', 'tsconfig.json'],
  ['server', 'tsconfig.server.json'],
  ['end-to-end', 'tsconfig.e2e.json'],
]) {
  const t0 = Date.now();
  const result = spawnSync(tsc, ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Type-check (${name}) found problems.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Type-check (${name}): passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
