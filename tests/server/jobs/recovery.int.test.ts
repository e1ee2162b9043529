import { randomUUID } from 'node:crypto';
import { testConfig } from '../../support/server/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';
import { startSampleSite, type SampleSite } from '../../support/server/sample-site';
import { ANALYSE_LISTING } from '../../../server/jobs/queue';
import { prepareQueues } from '../../../server/jobs/job-registry';
import { silentLogger, type JobDeps } from '../../../server/jobs/job-types';
import { openQueue, type JobQueue } from '../../../server/jobs/queue';
import { DEFAULT_RECOVERY, INTERRUPTED_MESSAGE, recoverAnalyses, TOO_LONG_MESSAGE } from '../../../server/jobs/recover-analyses';
import { startWorkers } from '../../../server/jobs/workers';
import { listingsRepository, type ListingsRepository } from '../../../server/listings/listings.repository';

// A listing is never left analysing for ever: after a crash, the next start (or the minute sweep) hands the
// analysis to a new job, or ends it with a readable reason.

let site: SampleSite;
let database: TestDatabase;
let queue: JobQueue;
let listings: ListingsRepository;

beforeAll(async () => {
  site = await startSampleSite();
  database = await createTestDatabase();
  queue = await openQueue(database, { supervise: false });
  await prepareQueues(queue);
  listings = listingsRepository(database);
});
afterAll(async () => {
  await queue.stop({ graceMs: 1000 });
  await database.drop();
  await site.close();
});

function deps(now = () => new Date()): JobDeps {
  return { config: testConfig(), database, queue, fetcher: site.fetcher, scoreListing: null, now, logger: silentLogger };
}

/** A listing as POST /api/listings/analyze leaves it: row written, job queued. */
async function queuedAnalysis(page: string, options: { send?: boolean } = {}) {
  const jobId = randomUUID();
  const row = await listings.startAnalysis({
    userId: randomUUID(),
    url: site.url(page),
    fetchUrl: site.url(page),
    platform: 'other',
    title: 'New listing',
    jobId,
  });
  if (options.send !== false) await queue.send(ANALYSE_LISTING, { listingId: row.id }, { id: jobId });
  return { id: row.id, jobId };
}

/** A worker took the job and the process died: the job stays "active" and nobody will finish it. */
async function orphanedAnalysis(page: string) {
  const queued = await queuedAnalysis(page);
  const fetched = await queue.boss.fetch(ANALYSE_LISTING, { batchSize: 10 });
  expect(fetched.map((j) => j.id)).toContain(queued.jobId);
  await listings.markStarted(queued.id, queued.jobId);
  return queued;
}

async function settled(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await listings.findById(id);
    if (row && !row.is_analyzing) return row;
    if (Date.now() > deadline) throw new Error('still analysing');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function jobState(id: string) {
  return (await queue.getJob(ANALYSE_LISTING, id))?.state;
}

it('finishes, on the next start, an analysis whose worker died mid-job', async () => {
  const orphan = await orphanedAnalysis('/listings/lakeside-cabin.html');
  const workers = await startWorkers(deps(), { pollingIntervalSeconds: 0.5, recovery: { exclusive: true } });
  try {
    const row = await settled(orphan.id);
    expect(row.analysis_error).toBeNull();
    expect(row.title).toBe('Cozy cabin near the lake with wood stove');
    expect(row.analysis_job_id).not.toBe(orphan.jobId);
    expect(await jobState(orphan.jobId)).toBe('cancelled');
  } finally {
    await workers.stop();
  }
});

it('starts an analysis whose job was never queued', async () => {
  const lost = await queuedAnalysis('/listings/basic-flat.html', { send: false });
  const workers = await startWorkers(deps(), { pollingIntervalSeconds: 0.5, recovery: { exclusive: true } });
  try {
    expect((await settled(lost.id)).title).toBe('Apartment');
  } finally {
    await workers.stop();
  }
});

describe('the sweep on a shared PostgreSQL (other machines may be running jobs)', () => {
  const shared = { ...DEFAULT_RECOVERY, exclusive: false };

  it('leaves a job that another worker is running right now alone', async () => {
    const running = await orphanedAnalysis('/listings/alfama-loft.html');
    const report = await recoverAnalyses(deps(), shared);
    expect(report.requeued).not.toContain(running.id);
    expect(await jobState(running.jobId)).toBe('active');
    await listings.saveFailure(running.id, running.jobId, 'cleanup');
  });

  /** A queue whose job look-up first lets the analysis finish: its result saved, its job completed. */
  function finishingBeforeLookUp(analysis: { id: string; jobId: string }): JobDeps['queue'] {
    const finishFirst = Object.create(queue) as JobDeps['queue'];
    finishFirst.getJob = async (name, id) => {
      if (id === analysis.jobId) {
        await database.executeSql('update listings set is_analyzing = false, seo_score = 77 where id = $1', [analysis.id]);
        await database.executeSql(`update pgboss.job set state = 'completed' where id = $1`, [analysis.jobId]);
      }
      return queue.getJob(name, id);
    };
    return finishFirst;
  }

  // A burst keeps the sweep's list long: by the time it asks for a job, the analysis may have been saved and its
  // job completed. Handing it to a new job then would run it twice; ending it would throw its result away.
  it.each([
    ['hands it to a new job', 99],
    ['ends it as interrupted', 1],
  ])('leaves alone an analysis that finishes while the sweep looks at it (instead of a sweep that %s)', async (_, maxAttempts) => {
    const finishing = await orphanedAnalysis('/listings/alfama-loft.html');
    const report = await recoverAnalyses({ ...deps(), queue: finishingBeforeLookUp(finishing) }, { ...shared, maxAttempts });
    expect(report).toEqual({ requeued: [], failed: [] });
    const row = await listings.findById(finishing.id);
    expect(row).toMatchObject({ is_analyzing: false, seo_score: 77, analysis_error: null, analysis_job_id: finishing.jobId });
    expect(row!.analysis_attempts).toBe(1);
  });

  it('hands over a job that has been active for longer than its expiry', async () => {
    const stuck = await orphanedAnalysis('/listings/alfama-loft.html');
    const later = new Date(Date.now() + DEFAULT_RECOVERY.staleActiveAfterMs + 1000);
    const report = await recoverAnalyses(
      deps(() => later),
      shared,
    );
    expect(report.requeued).toContain(stuck.id);
    expect(await jobState(stuck.jobId)).toBe('cancelled');
    const row = await listings.findById(stuck.id);
    expect(row!.is_analyzing).toBe(true);
    expect(await jobState(row!.analysis_job_id!)).toBe('created');
    await listings.saveFailure(stuck.id, row!.analysis_job_id, 'cleanup');
  });

  it('ends an analysis that was interrupted too many times, with a readable reason', async () => {
    const flaky = await orphanedAnalysis('/listings/alfama-loft.html');
    // pg-boss failed the job for good (it expired on its last attempt); the listing was never told.
    await database.executeSql(`update pgboss.job set state = 'failed' where id = $1`, [flaky.jobId]);
    await database.executeSql('update listings set analysis_attempts = $2 where id = $1', [flaky.id, DEFAULT_RECOVERY.maxAttempts]);
    const report = await recoverAnalyses(deps(), shared);
    expect(report.failed).toContain(flaky.id);
    const row = await listings.findById(flaky.id);
    expect(row).toMatchObject({ is_analyzing: false, analysis_error: INTERRUPTED_MESSAGE });
  });

  it('ends an analysis that has been going on for too long', async () => {
    const slow = await queuedAnalysis('/listings/alfama-loft.html');
    const muchLater = new Date(Date.now() + DEFAULT_RECOVERY.giveUpAfterMs + 60_000);
    const report = await recoverAnalyses(
      deps(() => muchLater),
      shared,
    );
    expect(report.failed).toContain(slow.id);
    expect(await listings.findById(slow.id)).toMatchObject({ is_analyzing: false, analysis_error: TOO_LONG_MESSAGE });
    expect(await jobState(slow.jobId)).toBe('cancelled');
  });
});
