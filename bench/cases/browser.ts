import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromRoot } from '../../server/paths';
import { row, type Section } from '../lib/report';
import { round } from '../lib/stats';

// Browser: the gzipped JavaScript a first visit downloads for the welcome screen (signed out) and for the
// dashboard (signed in): index.html's entry chunk and its static imports, plus the screen's lazy chunk and its
// static imports, walked in the Vite build's manifest, each file gzipped. Baseline: the smallest React app
// (createRoot().render()) built by the same Vite in the same run, the floor any React screen pays. Goals: the
// welcome screen at most 200 KB, and each screen loading only its own code: no module of another screen.

const WELCOME_BUDGET_KB = 200;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SCREENS = {
  welcome: 'src/screens/welcome/WelcomeScreen.tsx',
  dashboard: 'src/screens/dashboard/DashboardScreen.tsx',
} as const;

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The source modules (from the source map) and their packages, of one built file. */
function sourcesOf(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
}

const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? null;
const screenOf = (source: string) => /^src\/screens\/([^/]+)\//.exec(source)?.[1] ?? null;

/** gzipped KB of the smallest React app, built by the project's Vite (in .tmp/, so node_modules resolves). */
async function reactFloorKb(): Promise<number> {
  const { build } = await import('vite');
  const dir = fromRoot('.tmp', 'bench-react-floor');
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'main.js');
  writeFileSync(
    entry,
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'Hello'));\n",
  );
  try {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, rollupOptions: { input: entry } },
    })) as { output: { type: string; code?: string }[] } | { output: { type: string; code?: string }[] }[];
    const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    return outputs.filter((o) => o.type === 'chunk').reduce((sum, o) => sum + gzipKb(Buffer.from(o.code ?? '')), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function browserBench(): Promise<Section> {
  const started = Date.now();
  const notes: string[] = [];
  const ensure = spawnSync(process.execPath, [fromRoot('scripts', 'ensure-build.mjs')], { cwd: fromRoot(), encoding: 'utf8' });
  if (ensure.status !== 0) throw new Error(`Building the browser app failed:\n${ensure.stdout}\n${ensure.stderr}`);
  const distDir = fromRoot('dist');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('The Vite manifest has no index.html entry');
  const floor = await reactFloorKb();

  const rows = [];
  const detail: Record<string, unknown> = { reactFloorKb: round(floor, 1) };
  for (const [screen, key] of Object.entries(SCREENS)) {
    if (!manifest[key]) throw new Error(`The Vite manifest has no lazy chunk for ${key}`);
    const chunks = [...staticClosure(manifest, [entryKey, key])];
    const files = chunks.map((c) => ({
      chunk: c,
      file: manifest[c]!.file,
      kb: gzipKb(readFileSync(path.join(distDir, manifest[c]!.file))),
    }));
    const totalKb = files.reduce((s, f) => s + f.kb, 0);
    const sources = files.flatMap((f) => sourcesOf(distDir, f.file));
    const ownScreen = key.split('/')[2]!;
    const foreign = [...new Set(sources.filter((s) => screenOf(s) && screenOf(s) !== ownScreen))];
    const packages = [...new Set(sources.map(packageOf).filter((p): p is string => p !== null))].sort();
    detail[screen] = {
      gzipKb: round(totalKb, 1),
      files: files.map((f) => ({ file: f.file, gzipKb: round(f.kb, 1) })).sort((a, b) => b.gzipKb - a.gzipKb),
      otherScreensModules: foreign,
      packages,
    };
    const withinBudget = screen === 'welcome' ? totalKb <= WELCOME_BUDGET_KB : true;
    rows.push(
      row({
        area: 'Browser',
        figure: `${screen} screen: gzipped JS, ${files.length} files${foreign.length ? `, ${foreign.length} modules of other screens` : ''}`,
        value: round(totalKb, 1),
        unit: 'KB',
        baseline: { label: 'bare React app, same Vite', value: round(floor, 1), unit: 'KB' },
        goal: screen === 'welcome' ? `<= ${WELCOME_BUDGET_KB} KB, own screen's code only` : "own screen's code only",
        met: withinBudget && foreign.length === 0,
      }),
    );
    if (foreign.length) notes.push(`Browser: the ${screen} screen also loads ${foreign.join(', ')}.`);
  }
  return { name: 'Browser', rows, notes, detail, seconds: (Date.now() - started) / 1000 };
}
