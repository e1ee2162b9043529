import autocannon from 'autocannon';
import { row, type Row } from '../lib/report';
import { percentile, round, sleep } from '../lib/stats';
import type { SignedIn } from '../support/client';
import type { BenchServer } from '../support/protocol';

// API under polling load, with autocannon against the real server: GET /api/listings and GET /api/listing/:id at
// RATE requests/s for `seconds`: p50, p99, errors and the throughput achieved. Baseline: GET /bench/bare on the
// same server in the same run (same Fastify instance and global hooks, no authentication, no database), under
// the same load. Goals: p99 under 20 ms, throughput at least 50 % of the bare route's, no errors. Each route's
// unthrottled top throughput (10 connections, THROUGHPUT_SECONDS) is shown beside it, for the headroom.
//
// autocannon's rate limit lets each connection send its share at the start of every second, back to back. One
// connection at 300/s would be one burst a second, so the load comes from STREAMS connections of RATE/STREAMS
// requests/s each, started 1000/STREAMS ms apart: a small burst every 20 ms, as many browsers polling would be.

export const RATE = 300;
const STREAMS = 50;
const THROUGHPUT_CONNECTIONS = 10;
const THROUGHPUT_SECONDS = 5;
const GOAL_P99_MS = 20;
const GOAL_SHARE = 0.5;

interface Paced {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  ratePerSecond: number;
}

async function paced(url: string, headers: Record<string, string>, seconds: number): Promise<Paced> {
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const runs: Promise<void>[] = [];
  for (let i = 0; i < STREAMS; i++) {
    if (i > 0) await sleep(1000 / STREAMS);
    runs.push(
      new Promise<void>((resolve, reject) => {
        const instance = autocannon(
          { url, headers, connections: 1, connectionRate: RATE / STREAMS, duration: seconds, ignoreCoordinatedOmission: true, timeout: 10 },
          (err, result) => {
            if (err) return reject(err);
            errors += result.errors + result.timeouts;
            resolve();
          },
        );
        instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
          requests += 1;
          if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
          else errors += 1;
        });
      }),
    );
  }
  await Promise.all(runs);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests, errors, ratePerSecond: requests / seconds };
}

async function throughput(url: string, headers: Record<string, string>): Promise<{ perSecond: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SECONDS, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      resolve({ perSecond: result.requests.average, errors: result.errors + result.timeouts + result.non2xx });
    });
  });
}

export async function apiLoadBench(
  server: BenchServer,
  user: SignedIn,
  options: { label: string; listingId: string; listings: number; seconds: number },
): Promise<{ rows: Row[]; detail: unknown }> {
  const routes = [
    { name: 'bare', path: '/bench/bare', headers: {} },
    { name: `GET /api/listings (${options.listings} listings)`, path: '/api/listings', headers: user.headers },
    { name: 'GET /api/listing/:id', path: `/api/listing/${options.listingId}`, headers: user.headers },
  ];
  // A short warm-up per route: JIT, connection pools, caches.
  for (const r of routes) await paced(`${server.base}${r.path}`, r.headers, 1);
  const load: Paced[] = [];
  for (const r of routes) load.push(await paced(`${server.base}${r.path}`, r.headers, options.seconds));
  const top: { perSecond: number; errors: number }[] = [];
  for (const r of routes) top.push(await throughput(`${server.base}${r.path}`, r.headers));

  const bare = { load: load[0]!, top: top[0]! };
  const rows: Row[] = [];
  const detail: Record<string, unknown> = { database: options.label, seconds: options.seconds, rate: RATE, streams: STREAMS };
  routes.forEach((r, i) => {
    const l = load[i]!;
    const t = top[i]!;
    detail[r.name] = {
      p50Ms: round(l.p50, 2),
      p99Ms: round(l.p99, 2),
      requests: l.requests,
      achievedPerSecond: round(l.ratePerSecond, 0),
      errors: l.errors,
      throughputPerSecond: round(t.perSecond, 0),
      throughputErrors: t.errors,
    };
    if (i === 0) return;
    rows.push(
      row({
        area: `API (${options.label})`,
        figure: `${r.name} at ${RATE}/s for ${options.seconds} s: p50 ${l.p50.toFixed(1)} ms, p99; ${l.errors} errors`,
        value: round(l.p99, 1),
        unit: 'ms',
        baseline: { label: `bare route p99 (p50 ${bare.load.p50.toFixed(1)} ms)`, value: round(bare.load.p99, 1), unit: 'ms' },
        goal: `p99 < ${GOAL_P99_MS} ms, 0 errors`,
        met: l.p99 < GOAL_P99_MS && l.errors === 0 && l.requests > 0,
      }),
      row({
        area: `API (${options.label})`,
        figure: `${r.name}, throughput under that load (unthrottled: ${Math.round(t.perSecond)} req/s, bare ${Math.round(bare.top.perSecond)})`,
        value: round(l.ratePerSecond, 0),
        unit: 'req/s',
        baseline: { label: 'bare route under the same load', value: round(bare.load.ratePerSecond, 0), unit: 'req/s' },
        goal: `>= ${GOAL_SHARE * 100} % of bare`,
        met: l.ratePerSecond >= GOAL_SHARE * bare.load.ratePerSecond,
      }),
    );
  });
  return { rows, detail };
}
