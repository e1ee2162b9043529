import type { BurstListing } from '../support/protocol';
import { HOSTILE_PAGES } from '../../tests/support/server/hostile-pages';
import { row, type Row } from '../lib/report';
import { round, sleep } from '../lib/stats';
import { api, type SignedIn } from '../support/client';
import type { BenchServer } from '../support/protocol';
import { paced, RATE, type Paced } from './api-load';

// The web thread never waits for analysis. Two lines, each beside a baseline measured a moment before on the same
// server, in the same way, with nothing else going on:
// - a property manager's dashboard poll (GET /api/listings of their 50 listings, at RATE requests/s) while all 50
//   are analysed again, photos included: the pages are read, scored and the photos measured meanwhile;
// - GET /api/health at RATE requests/s while hostile pages (150,000 elements; 200,000 levels deep) are imported
//   one a second, each refused by the reader as too complex.

const POLL_GOAL_MS = 20;
const HEALTH_GOAL_MS = 50;
const HOSTILE = ['150,000 empty <i> elements', '200,000 nested <div> elements, never closed'] as const;

function latencyRow(options: { area: string; figure: string; during: Paced; quiet: Paced; goalMs: number }): Row {
  const { during, quiet } = options;
  return row({
    area: options.area,
    figure: `${options.figure}: p50 ${during.p50.toFixed(1)} ms, p99; ${during.errors} errors`,
    value: round(during.p99, 1),
    unit: 'ms',
    baseline: { label: `the same, nothing else running (p50 ${quiet.p50.toFixed(1)} ms)`, value: round(quiet.p99, 1), unit: 'ms' },
    goal: `p99 < ${options.goalMs} ms, 0 errors`,
    met: during.p99 < options.goalMs && during.errors === 0 && during.requests > 0,
    timing: true,
  });
}

/** The dashboard poll of `manager` while every one of their listings is analysed again. */
export async function pollDuringAnalysesBench(
  server: BenchServer,
  manager: SignedIn,
  options: { label: string; listingIds: string[]; seconds: number },
): Promise<{ rows: Row[]; detail: unknown }> {
  const url = `${server.base}/api/listings`;
  const headers = { ...manager.headers, 'accept-encoding': 'gzip, deflate, br' };
  await paced(url, headers, 1);
  const quiet = await paced(url, headers, options.seconds);
  const asked = performance.now();
  const poll = paced(url, headers, options.seconds);
  // The manager presses Re-analyze on all of them at once, as the poll runs.
  const answers = await Promise.all(
    options.listingIds.map((id) => api<unknown>(server, manager, 'POST', `/api/listings/${id}/reanalyze`).then((r) => r.status)),
  );
  const during = await poll;
  const status = await server.request<BurstListing[]>({ cmd: 'burstStatus', userIds: [manager.userId] });
  const since = Date.now() - (performance.now() - asked);
  const scored = status.filter((l) => l.scoredAt !== null && l.scoredAt >= since).length;
  const photos = status.filter((l) => l.photosAt !== null && l.photosAt >= since).length;
  const started = answers.filter((s) => s === 200).length;
  // Let the rest finish before the next case measures anything.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const now = await server.request<BurstListing[]>({ cmd: 'burstStatus', userIds: [manager.userId] });
    if (now.every((l) => !l.isAnalyzing && l.photosAt !== null && l.photosAt >= since)) break;
    if (Date.now() > deadline) break;
    await sleep(500);
  }
  return {
    rows: [
      latencyRow({
        area: `API (${options.label})`,
        figure: `dashboard poll (${options.listingIds.length} listings) at ${RATE}/s for ${options.seconds} s while all ${started} are analysed again with their photos (${scored} scored, ${photos} photo runs saved within it)`,
        during,
        quiet,
        goalMs: POLL_GOAL_MS,
      }),
    ],
    detail: {
      quiet: { p50Ms: round(quiet.p50, 2), p99Ms: round(quiet.p99, 2), requests: quiet.requests, errors: quiet.errors },
      during: { p50Ms: round(during.p50, 2), p99Ms: round(during.p99, 2), requests: during.requests, errors: during.errors },
      reanalysesStarted: started,
      scoredWithinWindow: scored,
      photoRunsWithinWindow: photos,
    },
  };
}

/** GET /api/health while `user` imports a hostile page every second. */
export async function healthDuringHostileImportBench(
  server: BenchServer,
  user: SignedIn,
  options: { label: string; seconds: number },
): Promise<{ rows: Row[]; detail: unknown }> {
  const url = `${server.base}/api/health`;
  const pages = HOSTILE.map((name) => HOSTILE_PAGES[name]!());
  await paced(url, {}, 1);
  const quiet = await paced(url, {}, options.seconds);
  const health = paced(url, {}, options.seconds);
  const ids: string[] = [];
  let refusedAtOnce = 0;
  const until = performance.now() + options.seconds * 1000 - 1500;
  for (let i = 0; performance.now() < until; i++) {
    const next = performance.now() + 1000;
    const res = await api<{ listing?: { id: string } }>(server, user, 'POST', '/api/listings/import', {
      html: pages[i % pages.length],
      url: `https://www.airbnb.com/rooms/${41_000_000 + i}`,
    });
    if (res.status === 200 && res.body.listing) ids.push(res.body.listing.id);
    else refusedAtOnce += 1;
    await sleep(Math.max(0, next - performance.now()));
  }
  const during = await health;
  // Every import ends with the reader's refusal, none with a score.
  const deadline = Date.now() + 60_000;
  const settled = async (): Promise<BurstListing[]> => {
    const status = (await server.request<BurstListing[]>({ cmd: 'burstStatus', userIds: [user.userId] })).filter((l) => ids.includes(l.id));
    if (status.every((l) => !l.isAnalyzing) || Date.now() > deadline) return status;
    await sleep(250);
    return settled();
  };
  const status = await settled();
  const refused = status.filter((l) => l.error?.startsWith('This page is too large or complex to read')).length;
  return {
    rows: [
      latencyRow({
        area: `API (${options.label})`,
        figure: `GET /api/health at ${RATE}/s for ${options.seconds} s while hostile pages are imported (${ids.length + refusedAtOnce} imports, ${refused} refused as too complex)`,
        during,
        quiet,
        goalMs: HEALTH_GOAL_MS,
      }),
    ],
    detail: {
      quiet: { p50Ms: round(quiet.p50, 2), p99Ms: round(quiet.p99, 2), requests: quiet.requests, errors: quiet.errors },
      during: { p50Ms: round(during.p50, 2), p99Ms: round(during.p99, 2), requests: during.requests, errors: during.errors },
      imports: ids.length + refusedAtOnce,
      refusedAsTooComplex: refused,
      refusedAtTheDoor: refusedAtOnce,
    },
  };
}
