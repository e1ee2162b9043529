import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../errors';
import type { Fetcher } from '../analysis/fetch';
import { ListingUrlError, resolveListingUrl, type IntakeContext, type ResolvedTarget } from '../analysis/url';
import { ANALYSE_LISTING } from '../jobs/queue';
import type { JobQueue } from '../jobs/queue';
import type { Database } from '../db/database';
import { WindowLimiter } from '../identity/rate-limit';
import { listingsRepository, type ListingRow, type ListingsRepository } from './listings.repository';
import type { ListingAllowanceService } from './listing-allowance';
import { provisionalTitle } from './listing-summary';
import { inTransaction } from '../db/transaction';
import { historyRepository } from '../history/history.repository';
import { KeyedLock } from './keyed-lock';

// Starting, restarting and deleting analyses for the signed-in user. The work itself runs as a job.
//
// Many hosts share the workers, so the queue is fair: a host's analysis is queued behind the analyses that host
// already has in flight (pg-boss priority -n for the host's n-th one), so one host's 50 re-analyses take turns
// with everyone else's instead of holding back another host's single one. A host's submissions are admitted one
// at a time (counted, then recorded), so 20 sent at once take places 0 to 19, not all place 0. A host may have at most
// `limits.perUser` analyses waiting or running and start at most `limits.ratePerMinute` a minute.

/** Removes what other features keep about a listing outside the database (called after the row is gone). */
export type ListingCleanup = (listing: { id: string; userId: string }) => Promise<void>;

export interface AnalysisLimits {
  perUser: number;
  ratePerMinute: number;
}

export interface ListingAnalysisDeps {
  database: Database;
  queue: () => Promise<JobQueue>;
  fetcher: Fetcher;
  limits: AnalysisLimits;
  /** Milliseconds clock for the rate limit (tests move it). */
  now?: () => number;
  cleanups?: readonly ListingCleanup[];
  logger?: { warn(obj: object, msg?: string): void };
  /** The free-account limit; absent, any number of listings. */
  allowance?: ListingAllowanceService;
}

export class ListingAnalysisService {
  private readonly listings: ListingsRepository;
  private readonly starts: WindowLimiter;
  private readonly admissions = new KeyedLock();

  constructor(private readonly deps: ListingAnalysisDeps) {
    this.listings = listingsRepository(deps.database);
    this.starts = new WindowLimiter(deps.limits.ratePerMinute, 60_000, deps.now ?? Date.now);
  }

  /** Refuses a start beyond the host's per-minute allowance (an analysis, a re-analysis or an imported page). */
  countStart(userId: string): void {
    const { allowed, retryAfterSeconds } = this.starts.hit(userId);
    if (allowed) return;
    const limit = this.deps.limits.ratePerMinute;
    throw new AppError(
      'analysis_rate_limited',
      `You started ${limit} analyses within a minute, the most we take. Please wait ${retryAfterSeconds} seconds and try again.`,
      { retryAfterSeconds },
    );
  }

  /**
   * Admits one analysis of the host: `start` records it (the listing marked analysing) given its place in the
   * queue, while no other analysis of the same host is being admitted, so the next one counts it.
   */
  admit<T>(userId: string, url: string, start: (place: number) => Promise<T>): Promise<T> {
    return this.admissions.run(userId, async () => start(await this.placeInQueue(userId, url)));
  }

  /**
   * Admits the analysis of an address the host is adding (typed or imported): counted against a free account,
   * then recorded as analysing under `jobId`, with its place in the host's queue.
   */
  admitNew(userId: string, email: string | null, target: ResolvedTarget, jobId: string): Promise<{ listing: ListingRow; place: number }> {
    return this.admit(userId, target.canonicalUrl, async (place) => {
      await this.deps.allowance?.claim({ id: userId, email }, target.canonicalUrl);
      const listing = await this.listings.startAnalysis({
        userId,
        url: target.canonicalUrl,
        fetchUrl: target.fetchUrl,
        platform: target.platform,
        title: provisionalTitle(target.canonicalUrl),
        jobId,
      });
      return { listing, place };
    });
  }

  /** Refuses a new analysis while the host has the most allowed in flight; answers the host's place in the queue. */
  async placeInQueue(userId: string, url: string): Promise<number> {
    const inFlight = await this.listings.countAnalysingForUser(userId, url);
    const limit = this.deps.limits.perUser;
    if (inFlight >= limit) {
      throw new AppError(
        'analysis_limit_reached',
        `You already have ${limit} analyses waiting or running, the most one account may have. Please wait for some to finish, then try again.`,
        { retryAfterSeconds: 60 },
      );
    }
    return inFlight;
  }

  async analyse(userId: string, rawUrl: string, intake: IntakeContext, email: string | null = null): Promise<ListingRow> {
    this.countStart(userId);
    let target: ResolvedTarget;
    try {
      target = await resolveListingUrl(rawUrl, intake, this.deps.fetcher);
    } catch (err) {
      if (err instanceof ListingUrlError) throw new AppError(err.code, err.message);
      throw err;
    }
    const jobId = randomUUID();
    const { listing, place } = await this.admitNew(userId, email, target, jobId);
    await this.enqueue(listing, jobId, place);
    return listing;
  }

  async reanalyse(userId: string, id: string): Promise<ListingRow> {
    this.countStart(userId);
    const existing = await this.listings.findStateForUser(userId, id);
    if (!existing) throw errors.listingNotFound();
    const jobId = randomUUID();
    const { listing, place } = await this.admit(userId, existing.url, async (place) => ({
      listing: await this.listings.restartAnalysis(existing.id, jobId, { resetAttempts: true }),
      place,
    }));
    if (!listing) throw errors.listingNotFound();
    if (existing.analysis_job_id && existing.is_analyzing)
      await (await this.deps.queue()).cancel(ANALYSE_LISTING, existing.analysis_job_id).catch(() => undefined);
    await this.enqueue(listing, jobId, place);
    return listing;
  }

  /**
   * 'Delete Listing' deletes all of it: its chat, facts and photos go by ON DELETE CASCADE, its score history
   * (kept by address, not by row) here in the same transaction. Re-analysis never deletes (reanalyse keeps the row).
   */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await inTransaction(this.deps.database, async (scoped) => {
      const row = await listingsRepository(scoped).deleteForUser(userId, id);
      if (row) await historyRepository(scoped).deleteFor(row.user_id, row.url);
      return row;
    });
    if (!deleted) throw errors.listingNotFound();
    if (deleted.is_analyzing && deleted.analysis_job_id) {
      await (await this.deps.queue()).cancel(ANALYSE_LISTING, deleted.analysis_job_id).catch(() => undefined);
    }
    for (const cleanup of this.deps.cleanups ?? []) {
      await cleanup({ id: deleted.id, userId: deleted.user_id }).catch((err: unknown) =>
        this.deps.logger?.warn({ err, listingId: deleted.id }, 'listing cleanup failed'),
      );
    }
  }

  /** Queues the analysis as the host's `place`-th in flight (0: the host's only one, ahead of others' later ones). */
  private async enqueue(listing: ListingRow, jobId: string, place: number): Promise<void> {
    try {
      await (await this.deps.queue()).send(ANALYSE_LISTING, { listingId: listing.id }, { id: jobId, priority: -place });
    } catch (cause) {
      await this.listings.saveFailure(listing.id, jobId, 'The analysis could not be started. Please try again.');
      throw errors.unavailable('The analysis could not be started right now. Please try again in a moment.', cause);
    }
  }
}
