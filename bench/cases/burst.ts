import { performance } from 'node:perf_hooks';
import type { SingleResponse } from '../../contract/wire';
import { ANALYSE_LISTING } from '../../server/jobs/queue';
import { SAMPLE_LISTINGS, samplePagePath } from '../../server/samples/sample-listings';
import { row, type Row } from '../lib/report';
import { percentile, round, sleep } from '../lib/stats';
import { api, signUp, type SignedIn } from '../support/client';
import type { BenchServer, BurstJobs, BurstListing } from '../support/protocol';

// Analyses in bursts: HOSTS hosts each submit PER_HOST analyses at once (the sample listings in turn, each a
// distinct address), then one more host submits a single one. Measured from the database, until every listing has
// its score and its photo recommendation: listings finished per minute, the time from submit to score (p50, p95),
// whether any was lost (not finished, or failed) or run twice (a second job, a retry, a second start), and how long
// the late host's single analysis took. Baseline: the same mix analysed inside the server process (fetch, extract,
// score, photos, score again) without queue or database, as many at once as one process runs analyses.

export const HOSTS = Number(process.env.BENCH_BURST_HOSTS ?? 10);
export const PER_HOST = Number(process.env.BENCH_BURST_PER_HOST ?? 20);
const BASELINE_LISTINGS = 20;
const TIMEOUT_MS = 15 * 60_000;
const CONCURRENCY = Number(process.env.ANALYSIS_CONCURRENCY ?? 4);

const samples = SAMPLE_LISTINGS.filter((s) => s.format !== 'airbnb-blocked');

function addresses(server: BenchServer, tag: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `http://localhost:${server.port}${samplePagePath(samples[i % samples.length]!)}?burst=${tag}-${i}`,
  );
}

async function submit(server: BenchServer, user: SignedIn, url: string): Promise<void> {
  const res = await api<SingleResponse>(server, user, 'POST', '/api/listings/analyze', { url, userId: user.userId });
  if (res.status !== 200) throw new Error(`POST /api/listings/analyze answered ${res.status}: ${JSON.stringify(res.body)}`);
}

const countBy = (values: number[]) =>
  Object.fromEntries([...new Set(values)].sort((a, b) => b - a).map((v) => [v, values.filter((x) => x === v).length]));

const done = (l: BurstListing) => !l.isAnalyzing && (l.error !== null || (l.scoredAt !== null && l.photosAt !== null));

export interface BurstOutcome {
  rows: Row[];
  detail: Record<string, unknown>;
}

export async function burstBench(
  server: BenchServer,
  options: { label: string; processes: number; baselinePerMinute: number | null },
): Promise<BurstOutcome & { baselinePerMinute: number }> {
  const tag = `${options.processes}p${Date.now().toString(36)}`;
  const hosts: SignedIn[] = [];
  for (let i = 0; i < HOSTS; i++) hosts.push(await signUp(server, `burst${i}`));
  const late = await signUp(server, 'late');

  // Warm-up: every sample's photos drawn (then cached by the server) and the code paths compiled.
  await server.request({ cmd: 'directBatch', urls: addresses(server, `${tag}-warm`, samples.length), concurrency: CONCURRENCY });
  let baselinePerMinute = options.baselinePerMinute;
  let baselineDetail: unknown = 'measured in an earlier burst of this run';
  if (baselinePerMinute === null) {
    const batch = await server.request<{ ms: number; listings: number }>({
      cmd: 'directBatch',
      urls: addresses(server, `${tag}-direct`, BASELINE_LISTINGS),
      concurrency: CONCURRENCY,
    });
    baselinePerMinute = (batch.listings / batch.ms) * 60_000;
    baselineDetail = { listings: batch.listings, ms: round(batch.ms, 0), concurrency: CONCURRENCY };
  }

  const started = performance.now();
  await Promise.all(
    hosts.map((host, h) => Promise.all(addresses(server, `${tag}-${h}`, PER_HOST).map((url) => submit(server, host, url)))),
  );
  const submittedMs = performance.now() - started;
  await submit(server, late, addresses(server, `${tag}-late`, 1)[0]!);

  const userIds = [...hosts.map((h) => h.userId), late.userId];
  let listings: BurstListing[];
  for (;;) {
    listings = await server.request<BurstListing[]>({ cmd: 'burstStatus', userIds });
    if (listings.length === HOSTS * PER_HOST + 1 && listings.every(done)) break;
    if (performance.now() - started > TIMEOUT_MS) break;
    await sleep(1000);
  }
  const jobs = await server.request<BurstJobs[]>({ cmd: 'burstJobs', userIds });

  const burst = listings.filter((l) => l.userId !== late.userId);
  const finished = burst.filter((l) => l.error === null && l.scoredAt !== null && l.photosAt !== null);
  const lost = HOSTS * PER_HOST - finished.length;
  const runTwice = new Set([
    ...listings.filter((l) => l.attempts > 1).map((l) => l.id),
    ...jobs.filter((j) => j.jobs > 1 || j.retries > 0).map((j) => j.listingId),
  ]).size;
  // Which kind of second run it was, for a miss to be read: a listing started again, or a second job or a retry
  // in the listing queue or in the photo queue.
  const twice = (queue: string) => jobs.filter((j) => j.queue === queue && (j.jobs > 1 || j.retries > 0)).length;
  const runTwiceBy = {
    listingStartedAgain: listings.filter((l) => l.attempts > 1).length,
    listingJobs: twice(ANALYSE_LISTING),
    photoJobs: jobs.filter((j) => j.queue !== ANALYSE_LISTING && (j.jobs > 1 || j.retries > 0)).length,
  };
  const firstAsked = Math.min(...burst.map((l) => l.requestedAt));
  const lastDone = Math.max(...finished.map((l) => l.photosAt!));
  const perMinute = finished.length > 0 ? (finished.length / (lastDone - firstAsked)) * 60_000 : 0;
  const toScore = finished.map((l) => l.scoredAt! - l.requestedAt);
  const toPhotos = finished.map((l) => l.photosAt! - l.requestedAt);
  const single = listings.find((l) => l.userId === late.userId);
  const singleMs = single?.scoredAt ? single.scoredAt - single.requestedAt : Number.NaN;
  const p50 = percentile(toScore, 50);
  // Where the late host's analysis stood in the queue: its priority, how many of the burst's analyses were ahead
  // of it (higher priority, or equal and queued earlier), and how its time split into waiting and running.
  const listingJobs = jobs.filter((j) => j.queue === ANALYSE_LISTING);
  const lateJob = single ? listingJobs.find((j) => j.listingId === single.id) : undefined;
  const lateQueue = lateJob
    ? {
        priority: lateJob.priority,
        burstPriorities: countBy(listingJobs.filter((j) => j !== lateJob).map((j) => j.priority)),
        burstAheadInQueue: listingJobs.filter((j) => j !== lateJob && j.priority >= lateJob.priority).length,
        waitedMs: lateJob.startedAt === null ? null : round(lateJob.startedAt - lateJob.createdAt, 0),
        startToScoreMs: lateJob.startedAt === null || !single?.scoredAt ? null : round(single.scoredAt - lateJob.startedAt, 0),
      }
    : null;
  const p95 = percentile(toScore, 95);

  const area = `Burst (${options.label})`;
  const who = `${HOSTS} hosts x ${PER_HOST} at once, ${options.processes === 1 ? 'one server' : `one server + ${options.processes - 1} npm run worker`}`;
  const rows: Row[] = [
    row({
      area,
      figure: `${who}: listings finished per minute (score + photos; p95 submit-to-score ${round(p95 / 1000, 1)} s, p50 ${round(p50 / 1000, 1)} s)`,
      value: round(perMinute, 0),
      unit: '/min',
      baseline: { label: `in-process, ${CONCURRENCY} at once, no queue or database`, value: round(baselinePerMinute, 0), unit: '/min' },
      goal: null,
      met: null,
      timing: true,
    }),
    row({
      area,
      figure: `${who}: lost (not finished or failed) and run twice (second job, retry or start)`,
      value: lost + runTwice,
      unit: '',
      baseline: null,
      goal: '0 lost, 0 run twice',
      met: lost === 0 && runTwice === 0,
      note: `${lost} lost, ${runTwice} run twice`,
    }),
    row({
      area,
      figure: `${who}: another host's single analysis submitted after them, submit-to-score`,
      value: round(singleMs / 1000, 1),
      unit: 's',
      baseline: { label: "the burst's p50 submit-to-score", value: round(p50 / 1000, 1), unit: 's' },
      goal: "< the burst's p50 (not behind the others' analyses)",
      met: singleMs < p50,
      timing: true,
    }),
  ];
  return {
    rows,
    baselinePerMinute,
    detail: {
      processes: options.processes,
      concurrencyPerProcess: CONCURRENCY,
      submittedInMs: round(submittedMs, 0),
      listings: burst.length,
      finished: finished.length,
      failed: burst.filter((l) => l.error !== null).map((l) => l.error),
      lost,
      runTwice,
      runTwiceBy,
      perMinute: round(perMinute, 1),
      submitToScoreMs: { p50: round(p50, 0), p95: round(p95, 0), max: round(Math.max(...toScore), 0) },
      submitToPhotosMs: { p50: round(percentile(toPhotos, 50), 0), p95: round(percentile(toPhotos, 95), 0) },
      lateSingleMs: round(singleMs, 0),
      lateQueue,
      baseline: baselineDetail,
    },
  };
}
