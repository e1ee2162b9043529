import { performance } from 'node:perf_hooks';
import type { Listing, PhotoRecommendation, SingleResponse } from '../../contract/wire';
import { samplePagePath, sampleBySlug } from '../../server/samples/sample-listings';
import { row, type Row } from '../lib/report';
import { median, medianPair, round, sleep } from '../lib/stats';
import { api, signUp, type SignedIn } from '../support/client';
import type { BenchServer, BurstListing } from '../support/protocol';

// End to end: from POST /api/listings/analyze of the 25-photo sample (served by the same server on loopback)
// to the listing having its score and its photo recommendation, on a real server with its in-process workers,
// for a freshly signed-up user each run. Baseline: the same analysis run inside the server process without
// queue or database (fetch, extract, score, photos, score again), so the difference is what the queue, the
// database and the hand-over between the two jobs cost. Goal: under 1.5 s, and at most 1.2 times the baseline.
//
// The end is the moment the server's photo service says the run has saved (over IPC, as the baseline's answer
// comes back); the recommendation and the score are then read over HTTP to check they are there. Polling for
// it instead (BENCH_E2E_POLL_MS=20, as this bench did before) adds half a poll of lag, and about a dozen
// requests whose CPU the analysis then shares two cores with: the browser polls every 3 s, not every 20 ms.

const SAMPLE = 'alfama-loft';
const POLL_MS = process.env.BENCH_E2E_POLL_MS ? Number(process.env.BENCH_E2E_POLL_MS) : null;
/** Only a limit for a run that went wrong (a busy machine's first run, drawing the photos, takes a while), not a goal. */
const TIMEOUT_MS = 120_000;
const GOAL_MS = 1500;
/** What the queue, the database and the hand-over between the two jobs may add: at most a fifth. */
const GOAL_RATIO = 1.2;
/** Runs of both before the measured ones (BENCH_E2E_WARM_UP). */
const WARM_UP_RUNS = Math.max(1, Number(process.env.BENCH_E2E_WARM_UP ?? 20));

interface Run {
  totalMs: number;
  /** From the request to the first score, by the database's clock. */
  scoredMs: number;
  photos: number;
}

async function polledUntilDone(server: BenchServer, user: SignedIn, id: string, deadline: number, pollMs: number): Promise<void> {
  let listing: Listing | null = null;
  while (!listing || listing.isAnalyzing || listing.seoScore === null) {
    if (listing?.analysisError) throw new Error(`the analysis failed: ${listing.analysisError}`);
    if (performance.now() > deadline) throw new Error(`the listing was not scored within ${TIMEOUT_MS / 1000} s`);
    await sleep(pollMs);
    listing = (await api<SingleResponse>(server, user, 'GET', `/api/listing/${id}`)).body.listing;
  }
  for (;;) {
    const rec = await api<PhotoRecommendation>(server, user, 'GET', `/api/photos/${id}/recommendations`);
    if (rec.status === 200) return;
    if (rec.status !== 404) throw new Error(`GET /api/photos/:id/recommendations answered ${rec.status}`);
    if (performance.now() > deadline) throw new Error(`no photo recommendation within ${TIMEOUT_MS / 1000} s`);
    await sleep(pollMs);
  }
}

async function analyseOnce(server: BenchServer, user: SignedIn, url: string): Promise<Run> {
  const started = performance.now();
  const deadline = started + TIMEOUT_MS;
  const posted = await api<SingleResponse>(server, user, 'POST', '/api/listings/analyze', { url, userId: user.userId });
  if (posted.status !== 200) throw new Error(`POST /api/listings/analyze answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  const id = posted.body.listing.id;
  let ended: number;
  if (POLL_MS === null) {
    ended = await server.photosSaved(id, TIMEOUT_MS);
  } else {
    await polledUntilDone(server, user, id, deadline, POLL_MS);
    ended = performance.now();
  }
  // What a host's screen would read now: the score and the photo recommendation.
  const listing = (await api<SingleResponse>(server, user, 'GET', `/api/listing/${id}`)).body.listing;
  if (listing.seoScore === null || listing.isAnalyzing)
    throw new Error(`the listing has no score after its photo run: ${JSON.stringify(listing)}`);
  const rec = await api<PhotoRecommendation>(server, user, 'GET', `/api/photos/${id}/recommendations`);
  if (rec.status !== 200) throw new Error(`GET /api/photos/:id/recommendations answered ${rec.status} after the photo run saved`);
  const [status] = await server.request<BurstListing[]>({ cmd: 'burstStatus', userIds: [user.userId] });
  return { totalMs: ended - started, scoredMs: status!.scoredAt! - status!.requestedAt, photos: listing.photoCount };
}

export async function endToEndBench(
  server: BenchServer,
  options: { runs: number; label: string },
): Promise<{ rows: Row[]; detail: unknown }> {
  const sample = sampleBySlug(SAMPLE)!;
  // The URL a host pastes; the server reads it from itself over loopback.
  const url = `http://localhost:${server.port}${samplePagePath(sample)}`;
  // Warm-up: the first run draws the sample photos (then cached by the server); the runs after it let V8 compile the
  // code paths, as on a server that has been up a while. One run is not enough: the server's path (HTTP, queue,
  // database driver) is far more code than the baseline's, and V8 still compiled about ten functions in each run
  // twenty runs in. Measured after one warm-up run, three cases of 60 runs gave a median ratio of 1.14-1.24x over
  // their first 20 runs and 1.04-1.10x over their last 20.
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    await analyseOnce(server, await signUp(server, `warmup${i}`), url);
    await server.request({ cmd: 'direct', url });
  }
  const runs: Run[] = [];
  const direct: { ms: number; stages: Record<string, number>; photos: number }[] = [];
  for (let i = 0; i < options.runs; i++) {
    const user = await signUp(server, `e2e${i}`);
    // Each run beside its baseline, which of the two goes first alternating (ABBA).
    if (i % 2 === 1) direct.push(await server.request({ cmd: 'direct', url }));
    runs.push(await analyseOnce(server, user, url));
    if (i % 2 === 0) direct.push(await server.request({ cmd: 'direct', url }));
  }
  // The cores' speed drifts over minutes: a run compares fairly only with the baseline a second from it, so the
  // line shows the run whose ratio to its own baseline is the median.
  const pairs = runs.map((r, i) => ({ value: r.totalMs, baseline: direct[i]!.ms }));
  const middle = medianPair(pairs);
  const stages = Object.fromEntries(Object.keys(direct[0]!.stages).map((k) => [k, round(median(direct.map((d) => d.stages[k]!)), 0)]));
  return {
    rows: [
      row({
        area: 'End to end',
        figure: `${options.label}: POST analyze of a ${runs[0]!.photos}-photo sample -> score + photo recommendation (${runs.length} runs)`,
        value: round(middle.value, 0),
        unit: 'ms',
        baseline: { label: 'same analysis in-process, no queue or database', value: round(middle.baseline, 0), unit: 'ms' },
        goal: `< ${GOAL_MS.toLocaleString('en-GB')} ms and <= ${GOAL_RATIO}x baseline (the run of median ratio)`,
        met: middle.value < GOAL_MS && middle.ratio <= GOAL_RATIO,
        timing: true,
      }),
    ],
    detail: {
      database: options.label,
      end: POLL_MS === null ? 'photo run saved (server event)' : `polled every ${POLL_MS} ms`,
      warmUpRuns: WARM_UP_RUNS,
      runsMs: runs.map((r) => round(r.totalMs, 0)),
      scoredMs: runs.map((r) => round(r.scoredMs, 0)),
      baselineRunsMs: direct.map((d) => round(d.ms, 0)),
      ratios: pairs.map((p) => round(p.value / p.baseline, 2)),
      baselineStagesMs: stages,
    },
  };
}
