import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fromRoot } from '../../server/paths';
import { row, type Row, type Section } from '../lib/report';
import { median, percentile, round } from '../lib/stats';
import { signUp } from '../support/client';
import type { MarketListingsReply, MarketServerReady } from '../support/market-server';
import type { BenchServer } from '../support/protocol';

// Markets (issue 37): `npm run market -- import` of the real Munich file (8,274 rows, 5,620 live), timed beside
// reading the same file alone (the reader's own cost: the baseline), goal under 60 s; then, with the three
// training markets loaded, GET /api/listing/:id/market p99 over sequential requests for a listing in each
// market, beside GET /api/listing/:id of the same listings measured in turn with it, goal under 20 ms.
// The server runs in its own process (bench/support/market-server.ts), PGlite in a fresh data folder.

const DATA = process.env.MARKET_DATA ?? path.resolve(fromRoot(), '..', 'shared', 'data', 'inside-airbnb');
const FILES = ['munich_2025-09-27_listings.csv.gz', 'antwerp_2024-06-29_listings.csv.gz', 'tasmania_2024-09-05_listings.csv.gz'];
const IMPORT_GOAL_S = 60;
const P99_GOAL_MS = 20;
const ROUNDS = Number(process.env.BENCH_MARKET_ROUNDS ?? 400);

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(port: number, pathname: string, token: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`http://localhost:${port}${pathname}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function marketBench(port: number): Promise<Section & { detail: unknown }> {
  const started = performance.now();
  const files = FILES.map((f) => path.join(DATA, f));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) {
    return {
      name: 'Markets',
      rows: [],
      notes: [`Markets NOT RUN: ${missing.join(', ')} not found (the training files of ../shared/data/inside-airbnb).`],
      detail: null,
      seconds: 0,
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
  const child = fork(fromRoot('bench', 'support', 'market-server.ts'), [], {
    env: { ...process.env, BENCH_PORT: String(port), BENCH_DATA_DIR: dataDir, BENCH_MARKET_FILES: files.join(',') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const stopped = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the market bench server stopped (exit ${code})`))),
    );
    const next = <T>() => Promise.race([new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T))), stopped]);
    const server = await next<MarketServerReady>();
    const host = await signUp({ base: `http://localhost:${server.port}`, anonKey: server.anonKey } as BenchServer, 'market');
    child.send({ userId: host.userId });
    const { listings } = await next<MarketListingsReply>();
    const ready = { ...server, token: host.token, listings };
    const route = (id: string) => `/api/listing/${id}/market`;
    // Warm-up: each market's rows read once, each listing scored once.
    for (const l of ready.listings) {
      const first = await get(ready.port, route(l.id), ready.token);
      if (first.status !== 200) throw new Error(`GET ${route(l.id)} answered ${first.status}`);
      for (let i = 0; i < 20; i++) await get(ready.port, route(l.id), ready.token);
    }
    const market: number[] = [];
    const listing: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const l = ready.listings[i % ready.listings.length]!;
      market.push((await get(ready.port, route(l.id), ready.token)).ms);
      listing.push((await get(ready.port, `/api/listing/${l.id}`, ready.token)).ms);
    }
    const munich = ready.imports[0]!;
    const p99 = percentile(market, 99);
    const baselineP99 = percentile(listing, 99);
    const rows: Row[] = [
      row({
        area: 'Markets',
        figure: `npm run market -- import, Munich (${munich.listings.toLocaleString('en-GB')} live listings of 8,274 rows), PGlite`,
        value: round(munich.importSeconds, 1),
        unit: 's',
        baseline: { label: 'reading the file alone', value: round(munich.readSeconds, 1), unit: 's' },
        goal: `< ${IMPORT_GOAL_S} s`,
        met: munich.importSeconds < IMPORT_GOAL_S,
        timing: true,
      }),
      row({
        area: 'Markets',
        figure: `GET /api/listing/:id/market p99, three markets loaded (${market.length} sequential requests)`,
        value: round(p99, 1),
        unit: 'ms',
        baseline: { label: 'GET /api/listing/:id p99, in turn with it', value: round(baselineP99, 1), unit: 'ms' },
        goal: `< ${P99_GOAL_MS} ms`,
        met: p99 < P99_GOAL_MS,
        timing: true,
      }),
    ];
    return {
      name: 'Markets',
      rows,
      notes: [],
      seconds: (performance.now() - started) / 1000,
      detail: {
        imports: ready.imports.map((i) => ({
          ...i,
          file: path.basename(i.file),
          readSeconds: round(i.readSeconds, 2),
          importSeconds: round(i.importSeconds, 2),
        })),
        marketMs: { p50: round(median(market), 2), p99: round(p99, 2), max: round(Math.max(...market), 2) },
        listingMs: { p50: round(median(listing), 2), p99: round(baselineP99, 2) },
      },
    };
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
