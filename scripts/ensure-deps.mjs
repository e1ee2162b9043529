#!/usr/bin/env node
// The first line of the quick start on a fresh clone: when the dependencies are not installed yet (or the lock
// file changed since), install them from the lock file before anything needs them.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000;
if (stale) {
  console.log('Installing dependencies (npm ci), once...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
