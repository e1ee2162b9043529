#!/usr/bin/env node
// Builds the browser app when dist/ is missing or older than any of its sources. Used by `npm start` and
// `npm test`, so a fresh clone needs no separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));

if (builtAt >= changedAt && !process.argv.includes('--force')) {
  console.log('Browser app is up to date (dist/).');
} else {
  console.log(builtAt ? 'Browser sources changed: rebuilding the app...' : 'Building the browser app (first run)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
  console.log('Browser app built.');
}
