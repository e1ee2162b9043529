#!/usr/bin/env node
// `npm run lint` (and a step of `npm test`): Prettier's formatting, ESLint (type-checked rules, hook rules, the
// layer rules of eslint.layers.js), dependency-cruiser (no import circle, no import across browser and server),
// then a self-check: a planted violation of each layer kind must be reported, so a rule that silently stopped
// matching fails the run.
//
// `--only format,imports` or `--only rules` runs a part: `npm test` runs the formatting and import checks here and
// ESLint's rules with the type-check in scripts/check-code.mjs, on one TypeScript program per project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { layerSelfCheck } from './layer-self-check.mjs';

const PARTS = ['format', 'rules', 'imports'];
const onlyAt = process.argv.indexOf('--only');
const parts = onlyAt === -1 ? PARTS : (process.argv[onlyAt + 1] ?? '').split(',');
if (parts.length === 0 || parts.some((part) => !PARTS.includes(part))) {
  console.error(`Usage: node scripts/lint.mjs [--only ${PARTS.join(',')}] (any of them, comma-separated)`);
  process.exit(2);
}

const root = process.cwd();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (title, command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error(`${title} found problems.`);
    process.exit(result.status ?? 1);
  }
};

if (parts.includes('format')) run('Prettier', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
if (parts.includes('imports')) {
  run('dependency-cruiser', bin('depcruise'), ['src', 'server', 'contract', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']);
}
if (!parts.includes('rules')) {
  console.log(`Lint (${parts.join(', ')}): clean.`);
  process.exit(0);
}
run('ESLint', bin('eslint'), ['--max-warnings', '0', '.']);

if ((await layerSelfCheck(root)) > 0) process.exit(1);
console.log(`Lint (${parts.join(', ')}): clean.`);
