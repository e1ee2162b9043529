import http from 'node:http';
import autocannon from 'autocannon';
import type { ListResponse } from '../../contract/wire';
import { row, type Row } from '../lib/report';
import { percentile, round, sleep } from '../lib/stats';
import { api, type SignedIn } from '../support/client';
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

export interface Paced {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  ratePerSecond: number;
}

export async function paced(url: string, headers: Record<string, string>, seconds: number): Promise<Paced> {
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

/** What a browser sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export async function apiLoadBench(
  server: BenchServer,
  user: SignedIn,
  options: { label: string; listingId: string; listings: number; seconds: number; poll: { user: SignedIn; listings: number } },
): Promise<{ rows: Row[]; detail: unknown }> {
  const routes = [
    { name: 'bare', path: '/bench/bare', headers: {} },
    { name: `GET /api/listings (${options.listings} listings)`, path: '/api/listings', headers: user.headers },
    { name: 'GET /api/listing/:id', path: `/api/listing/${options.listingId}`, headers: user.headers },
    // The dashboard's poll of a property manager, compressed as a browser accepts it, every answer in full.
    {
      name: `dashboard poll, GET /api/listings (${options.poll.listings} listings, compressed)`,
      path: '/api/listings',
      headers: { ...options.poll.user.headers, 'accept-encoding': BROWSER_ENCODINGS },
    },
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
        timing: true,
      }),
      row({
        area: `API (${options.label})`,
        figure: `${r.name}, throughput under that load (unthrottled: ${Math.round(t.perSecond)} req/s, bare ${Math.round(bare.top.perSecond)})`,
        value: round(l.ratePerSecond, 0),
        unit: 'req/s',
        baseline: { label: 'bare route under the same load', value: round(bare.load.ratePerSecond, 0), unit: 'req/s' },
        goal: `>= ${GOAL_SHARE * 100} % of bare`,
        met: l.ratePerSecond >= GOAL_SHARE * bare.load.ratePerSecond,
        timing: true,
      }),
    );
  });
  const sizes = await pollSizes(server, options.poll.user);
  detail.pollSizes = sizes;
  rows.push(
    row({
      area: `API (${options.label})`,
      figure: `dashboard poll of ${options.poll.listings} listings: the answer on the wire, compressed (${sizes.encoding})`,
      value: round(sizes.answerBytes / 1024, 1),
      unit: 'KB',
      baseline: {
        label: 'the same listings whole, uncompressed (as the list sent them before)',
        value: round(sizes.wholeBytes / 1024, 0),
        unit: 'KB',
      },
      goal: `<= ${GOAL_ANSWER_KB} KB`,
      met: sizes.answerBytes <= GOAL_ANSWER_KB * 1024,
    }),
    row({
      area: `API (${options.label})`,
      figure: 'dashboard poll that finds nothing new: the 304 answer on the wire (status line and headers)',
      value: sizes.notModifiedBytes,
      unit: 'B',
      baseline: { label: "the bare route's whole answer", value: sizes.bareBytes, unit: 'B' },
      goal: `<= ${GOAL_304_BYTES} B`,
      met: sizes.notModifiedStatus === 304 && sizes.notModifiedBytes <= GOAL_304_BYTES,
    }),
  );
  return { rows, detail };
}

const GOAL_ANSWER_KB = 25;
const GOAL_304_BYTES = 1024;

interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  /** Status line, headers and body as they crossed the wire. */
  bytes: number;
  bodyBytes: number;
}

/** One GET, sized as it crosses the wire (the body as sent, still compressed). */
function wireGet(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => {
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
        let headerBytes = 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += res.rawHeaders[i]!.length + res.rawHeaders[i + 1]!.length + 4;
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') flat[k] = v;
        resolve({ status: res.statusCode ?? 0, headers: flat, bytes: statusLine + headerBytes + bodyBytes, bodyBytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function pollSizes(server: BenchServer, user: SignedIn) {
  const url = `${server.base}/api/listings`;
  const full = await wireGet(url, { ...user.headers, 'accept-encoding': BROWSER_ENCODINGS });
  const unchanged = await wireGet(url, { ...user.headers, 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': full.headers.etag ?? '' });
  const bare = await wireGet(`${server.base}/bench/bare`, { 'accept-encoding': BROWSER_ENCODINGS });
  const cards = (await api<ListResponse>(server, user, 'GET', '/api/listings')).body.listings;
  let wholeBytes = 0;
  for (const card of cards) wholeBytes += (await wireGet(`${server.base}/api/listing/${card.id}`, user.headers)).bodyBytes;
  return {
    encoding: full.headers['content-encoding'] ?? 'identity',
    answerBytes: full.bytes,
    answerBodyBytes: full.bodyBytes,
    notModifiedStatus: unchanged.status,
    notModifiedBytes: unchanged.bytes,
    bareBytes: bare.bytes,
    wholeBytes,
  };
}
