#!/usr/bin/env node
// `npm run lint` (and a step of `npm test`): Prettier's formatting, ESLint (type-checked rules, hook rules, the
// layer rules of eslint.layers.js), dependency-cruiser (no import circle, no import across browser and server),
// then a self-check: a planted violation of each layer kind must be reported, so a rule that silently stopped
// matching fails the run.
//
// `--only format,imports` or `--only rules` runs a part: `npm test` runs the formatting and import checks after the
// type-checks, beside ESLint (see scripts/test.mjs for what that arrangement measured).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';

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

// The planted violations are linted as if they sat at these paths (layer rules need no type information).
const { layerRules } = await import(path.join(root, 'eslint.layers.js'));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: (await import('typescript-eslint')).parser } }, ...layerRules],
});
const planted = [
  ['src/screens/dashboard/Planted.tsx', "import { fetchListings } from '../../api/listings';\nexport const x = fetchListings;\n"],
  ['src/store/planted.slice.ts', "import { call } from 'redux-saga/effects';\nexport const x = call;\n"],
  ['src/api/planted.ts', "import { listingsText } from '../domain/messages/listings';\nexport const x = listingsText;\n"],
  ['server/listings/planted.ts', "import { x } from '../../src/domain/grades';\nexport const y = x;\n"],
  ['src/sagas/planted.saga.ts', "import { x } from '../../server/config';\nexport const y = x;\n"],
  ['contract/planted.ts', "import { x } from '../src/domain/grades';\nexport const y = x;\n"],
  [
    'server/listings/planted.routes.ts',
    "import { listingsRepository } from './listings.repository';\nexport const x = listingsRepository;\n",
  ],
  ['server/db/planted.ts', "import { x } from '../listings/listing-summary';\nexport const y = x;\n"],
];
let missed = 0;
for (const [filePath, code] of planted) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  if (!result.messages.some((m) => m.ruleId === 'no-restricted-imports')) {
    console.error(`Layer rules: a planted violation in ${filePath} was not reported.`);
    missed++;
  }
}
if (missed) process.exit(1);
console.log(`Lint (${parts.join(', ')}): clean; ${planted.length} planted layer violations all reported.`);
