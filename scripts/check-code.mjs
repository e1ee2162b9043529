#!/usr/bin/env node
// The type-check and ESLint's type-checked rules on one TypeScript program per project. Run apart (tsc, then
// ESLint with parserOptions.project) each built every program again and type-checked most of it again: a third
// of the CPU of `npm test`'s first step. `npm test` runs the two sides side by side, one process each:
//
//   node scripts/check-code.mjs --side browser   the browser app, its tests and the end-to-end specs
//   node scripts/check-code.mjs --side server    the server, its tests, scripts, bench, the shared contract and
//                                                every other file ESLint sees; then the layer rules' self-check
//
// Without --side, both in turn. The shared contract must be built first (`tsc -b contract`): the other projects
// read its declarations, as tsc -p does. `npm run typecheck` and `npm run lint` still run tsc and ESLint alone.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { layerSelfCheck } from './layer-self-check.mjs';

const root = process.cwd();

/** Which projects each side type-checks and which files it lints (the server side lints all the rest). */
const SIDES = {
  browser: {
    projects: [
      ['browser', 'tsconfig.json'],
      ['end-to-end', 'tsconfig.e2e.json'],
    ],
    // find-chromium.d.mts is in a program only as what playwright.config.ts imports.
    files: [
      'src/**',
      'tests/browser/**',
      'tests/support/browser/**',
      'e2e/**',
      'playwright.config.ts',
      'vite.config.ts',
      'scripts/find-chromium.d.mts',
    ],
  },
  server: {
    projects: [
      ['server', 'tsconfig.server.json'],
      ['shared contract', 'contract/tsconfig.json'],
    ],
    files: null,
  },
};

const sideAt = process.argv.indexOf('--side');
const sides = sideAt === -1 ? Object.keys(SIDES) : [process.argv[sideAt + 1]];
if (sides.some((side) => !(side in SIDES))) {
  console.error(`Usage: node scripts/check-code.mjs [--side ${Object.keys(SIDES).join('|')}]`);
  process.exit(2);
}

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const printDiagnostics = (diagnostics) =>
  process.stdout.write(
    process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost),
  );

/** The program `tsc -p configFile` builds, with parent pointers set as typescript-eslint needs them. */
function programOf(configFile) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      printDiagnostics([diagnostic]);
      process.exit(1);
    },
  });
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host: ts.createCompilerHost(parsed.options, true),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
}

/** Type-checks each project of a side; returns the programs, or null when one has errors (all are reported). */
function typeCheck(side) {
  const programs = [];
  let failed = false;
  for (const [name, configFile] of SIDES[side].projects) {
    const t0 = Date.now();
    const program = programOf(configFile);
    const diagnostics = ts.getPreEmitDiagnostics(program);
    programs.push(program);
    if (diagnostics.length > 0) {
      printDiagnostics(diagnostics);
      console.error(`Type-check (${name}) found ${diagnostics.length} problem(s).`);
      failed = true;
    } else console.log(`Type-check (${name}): passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return failed ? null : programs;
}

/** ESLint on a side's files with its programs; the same rules and zero-warning bar as `eslint --max-warnings 0 .`. */
async function lint(side, programs) {
  const t0 = Date.now();
  const otherFiles = Object.entries(SIDES).flatMap(([other, { files }]) => (other !== side && files) || []);
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: [{ files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parserOptions: { programs } } }],
    ignorePatterns: SIDES[side].files ? [] : otherFiles,
    errorOnUnmatchedPattern: false,
  });
  const results = await eslint.lintFiles(SIDES[side].files ?? ['.']);
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  if (problems > 0) {
    process.stdout.write(await (await eslint.loadFormatter('stylish')).format(results));
    console.error(`ESLint (${side} side) found ${problems} problem(s).`);
    return false;
  }
  console.log(`ESLint (${side} side): ${results.length} files clean in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}

let ok = true;
for (const side of sides) {
  const programs = typeCheck(side);
  // A file that does not type-check is not linted: its rules' verdicts would rest on error types.
  if (!programs) {
    ok = false;
    continue;
  }
  if (!(await lint(side, programs))) ok = false;
  if (side === 'server' && (await layerSelfCheck(root)) > 0) ok = false;
}
process.exit(ok ? 0 : 1);
