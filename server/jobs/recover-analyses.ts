import { randomUUID } from 'node:crypto';
import { listingsRepository, type ListingRow } from '../listings/listings.repository';
import { analyseListingJob } from './analyse-listing.job';
import { ANALYSE_LISTING } from './queue';
import type { JobDeps } from './job-types';

// A listing must never stay "analysing" for ever. This sweep runs when workers start and then every minute:
// an analysis whose job is gone, finished without saving, failed by pg-boss (expired after a crash) or stuck
// "active" on a worker that died is handed to a new job, a bounded number of times; after that, or when it
// has been going on for too long, it ends with a readable reason.

export interface RecoveryOptions {
  /** This process is the only one using the database (PGlite): an active job at start-up is an orphan. */
  exclusive: boolean;
  /** An active job older than this is presumed dead (pg-boss expiry plus a margin). */
  staleActiveAfterMs: number;
  /** A listing whose job does not exist yet may be between its insert and the enqueue. */
  missingJobGraceMs: number;
  /** Job starts (retries and recoveries) after which the analysis is given up. */
  maxAttempts: number;
  /** Analyses older than this are ended whatever their job says. */
  giveUpAfterMs: number;
}

export const DEFAULT_RECOVERY: Omit<RecoveryOptions, 'exclusive'> = {
  staleActiveAfterMs: (analyseListingJob.settings.expireInSeconds + 60) * 1000,
  missingJobGraceMs: 60_000,
  maxAttempts: 5,
  giveUpAfterMs: 30 * 60_000,
};

export const INTERRUPTED_MESSAGE = 'The analysis was interrupted and could not be finished. Please try again.';
export const TOO_LONG_MESSAGE = 'The analysis took too long and was stopped. Please try again.';

export interface RecoveryReport {
  requeued: string[];
  failed: string[];
}

export async function recoverAnalyses(
  deps: Pick<JobDeps, 'database' | 'queue' | 'now' | 'logger'>,
  options: RecoveryOptions,
): Promise<RecoveryReport> {
  const listings = listingsRepository(deps.database);
  const report: RecoveryReport = { requeued: [], failed: [] };
  const now = deps.now().getTime();

  const fail = async (listing: ListingRow, message: string) => {
    if (await listings.saveFailure(listing.id, listing.analysis_job_id, message)) report.failed.push(listing.id);
    if (listing.analysis_job_id) await deps.queue.cancel(ANALYSE_LISTING, listing.analysis_job_id).catch(() => undefined);
  };

  const requeue = async (listing: ListingRow) => {
    if (listing.analysis_attempts >= options.maxAttempts) return fail(listing, INTERRUPTED_MESSAGE);
    const jobId = randomUUID();
    const restarted = await listings.restartAnalysis(listing.id, jobId, { resetAttempts: false, expectedJobId: listing.analysis_job_id });
    if (!restarted) return; // someone else (a re-analysis) took it over meanwhile
    if (listing.analysis_job_id) await deps.queue.cancel(ANALYSE_LISTING, listing.analysis_job_id).catch(() => undefined);
    await deps.queue.send(ANALYSE_LISTING, { listingId: listing.id }, { id: jobId });
    report.requeued.push(listing.id);
  };

  for (const listing of await listings.analysing()) {
    try {
      const requestedAgo = now - new Date(listing.analysis_requested_at).getTime();
      if (requestedAgo > options.giveUpAfterMs) {
        await fail(listing, TOO_LONG_MESSAGE);
        continue;
      }
      const job = listing.analysis_job_id ? await deps.queue.getJob(ANALYSE_LISTING, listing.analysis_job_id) : null;
      if (!job) {
        if (now - new Date(listing.updated_at).getTime() > options.missingJobGraceMs || options.exclusive) await requeue(listing);
        continue;
      }
      if (job.state === 'created' || job.state === 'retry') continue;
      if (job.state === 'active') {
        const startedAgo = job.startedOn ? now - new Date(job.startedOn).getTime() : Infinity;
        if (options.exclusive || startedAgo > options.staleActiveAfterMs) await requeue(listing);
        continue;
      }
      // completed, failed or cancelled while the listing still says "analysing": the outcome was lost.
      await requeue(listing);
    } catch (err) {
      deps.logger.error({ err, listingId: listing.id }, 'could not recover an analysis');
    }
  }
  if (report.requeued.length || report.failed.length) deps.logger.warn({ ...report }, 'recovered unfinished analyses');
  return report;
}
