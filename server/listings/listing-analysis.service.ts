import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../errors';
import type { Fetcher } from '../analysis/fetch';
import { ListingUrlError, resolveListingUrl, type IntakeContext, type ResolvedTarget } from '../analysis/url';
import { ANALYSE_LISTING } from '../jobs/queue';
import type { JobQueue } from '../jobs/queue';
import type { Database } from '../db/database';
import { listingsRepository, type ListingRow, type ListingsRepository } from './listings.repository';
import type { ListingAllowanceService } from './listing-allowance';
import { provisionalTitle } from './listing-summary';

// Starting, restarting and deleting analyses for the signed-in user. The work itself runs as a job.

/** Removes what other features keep about a listing outside the database (called after the row is gone). */
export type ListingCleanup = (listing: { id: string; userId: string }) => Promise<void>;

export interface ListingAnalysisDeps {
  database: Database;
  queue: () => Promise<JobQueue>;
  fetcher: Fetcher;
  cleanups?: readonly ListingCleanup[];
  logger?: { warn(obj: object, msg?: string): void };
  /** The free-account limit; absent, any number of listings. */
  allowance?: ListingAllowanceService;
}

export class ListingAnalysisService {
  private readonly listings: ListingsRepository;

  constructor(private readonly deps: ListingAnalysisDeps) {
    this.listings = listingsRepository(deps.database);
  }

  async analyse(userId: string, rawUrl: string, intake: IntakeContext, email: string | null = null): Promise<ListingRow> {
    let target: ResolvedTarget;
    try {
      target = await resolveListingUrl(rawUrl, intake, this.deps.fetcher);
    } catch (err) {
      if (err instanceof ListingUrlError) throw new AppError(err.code, err.message);
      throw err;
    }
    await this.deps.allowance?.claim({ id: userId, email }, target.canonicalUrl);
    const jobId = randomUUID();
    const listing = await this.listings.startAnalysis({
      userId,
      url: target.canonicalUrl,
      fetchUrl: target.fetchUrl,
      platform: target.platform,
      title: provisionalTitle(target.canonicalUrl),
      jobId,
    });
    await this.enqueue(listing, jobId);
    return listing;
  }

  async reanalyse(userId: string, id: string): Promise<ListingRow> {
    const existing = await this.listings.findForUser(userId, id);
    if (!existing) throw errors.listingNotFound();
    const jobId = randomUUID();
    const listing = await this.listings.restartAnalysis(existing.id, jobId, { resetAttempts: true });
    if (!listing) throw errors.listingNotFound();
    if (existing.analysis_job_id && existing.is_analyzing)
      await (await this.deps.queue()).cancel(ANALYSE_LISTING, existing.analysis_job_id).catch(() => undefined);
    await this.enqueue(listing, jobId);
    return listing;
  }

  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.listings.deleteForUser(userId, id);
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

  private async enqueue(listing: ListingRow, jobId: string): Promise<void> {
    try {
      await (await this.deps.queue()).send(ANALYSE_LISTING, { listingId: listing.id }, { id: jobId });
    } catch (cause) {
      await this.listings.saveFailure(listing.id, jobId, 'The analysis could not be started. Please try again.');
      throw errors.unavailable('The analysis could not be started right now. Please try again in a moment.', cause);
    }
  }
}
