import type PgBoss from 'pg-boss';
import { extractListing, type ExtractionResult } from '../analysis/extract';
import { isFetchError, type FetchError } from '../analysis/fetch';
import { VERDICT_MESSAGES } from '../analysis/extract/extract-listing';
import { listingsRepository, type ListingRow } from '../listings/listings.repository';
import { summarise } from '../listings/listing-summary';
import { inTransaction } from '../db/transaction';
import { historyRepository } from '../history/history.repository';
import { snapshotOf } from '../history/history-snapshot';
import type { Platform } from '../../contract/wire';
import { ANALYSE_LISTING, ANALYSE_PHOTOS_JOB } from './queue';
import type { JobDefinition, JobDeps } from './job-types';

// One analysis: fetch the listing page through the guarded fetcher, extract its content, score it (when a
// scorer is wired in) and save. Only the job named on the listing may write to it, so a superseded job (the
// host pressed re-analyse, or recovery handed the work to a new job) finishes without touching anything.
// Failures the site may get over (timeouts, 429/5xx, bot checks, empty page shells) are retried by pg-boss;
// the last attempt, and every failure that cannot get better, ends the analysis with a readable reason.

export interface AnalyseListingData {
  listingId: string;
}

class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail?: string,
  ) {
    super(message);
  }
}

function fetchFailure(err: FetchError): AnalysisFailure {
  switch (err.reason) {
    case 'http_status':
      if (err.status === 404 || err.status === 410) return new AnalysisFailure(VERDICT_MESSAGES.not_found, false);
      if (err.status === 403 || err.status === 429)
        return new AnalysisFailure(
          `The listing site refused our request just now (HTTP ${err.status}). Please try again in a few minutes.`,
          true,
        );
      if (err.status !== null && err.status >= 500)
        return new AnalysisFailure(`The listing site had a problem answering (HTTP ${err.status}). Please try again later.`, true);
      return new AnalysisFailure(`The listing site answered with HTTP ${err.status}.`, false);
    case 'timeout':
      return new AnalysisFailure('The listing site took too long to answer. Please try again.', true);
    case 'network':
    case 'dns_failed':
      return new AnalysisFailure(`We could not reach the listing site: ${err.message}`, true);
    default:
      // blocked host or port, private address, too large, too many redirects, bad scheme: no retry helps.
      return new AnalysisFailure(err.message, false);
  }
}

function verdictFailure(result: Exclude<ExtractionResult, { status: 'listing' } | { status: 'handoff' }>): AnalysisFailure {
  const retryable = result.status === 'blocked' || result.status === 'skeleton';
  return new AnalysisFailure(result.message, retryable, result.detail);
}

async function fetchAndExtract(deps: JobDeps, listing: ListingRow): Promise<ExtractionResult & { status: 'listing' }> {
  let url = listing.fetch_url;
  for (let hop = 0; hop < 2; hop++) {
    let page;
    try {
      page = await deps.fetcher.fetchText(url);
    } catch (err) {
      if (isFetchError(err)) throw fetchFailure(err);
      throw err;
    }
    const result = extractListing(page.text, {
      url: page.url,
      canonicalUrl: listing.url,
      fetchedAt: deps.now().toISOString(),
      platform: listing.platform as Platform,
    });
    if (result.status === 'listing') return result;
    if (result.status === 'handoff') {
      url = result.url;
      continue;
    }
    throw verdictFailure(result);
  }
  throw new AnalysisFailure('The listing site kept moving us between its country sites.', true);
}

export function analyseListingHandler(deps: JobDeps) {
  const listings = listingsRepository(deps.database);
  return async (job: PgBoss.JobWithMetadata<AnalyseListingData>) => {
    const { listingId } = job.data;
    const listing = await listings.markStarted(listingId, job.id);
    if (!listing) {
      deps.logger.info({ listingId, jobId: job.id }, 'analysis skipped: the listing is gone or another job owns it');
      return { skipped: true };
    }
    const lastAttempt = job.retryCount >= job.retryLimit;
    try {
      const { content } = await fetchAndExtract(deps, listing);
      const scored = deps.scoreListing ? deps.scoreListing(content) : null;
      const summary = summarise(content, listing.title);
      // The result and its history snapshot are saved together: every finished analysis is in the history once.
      const saved = await inTransaction(deps.database, async (scoped) => {
        const done = await listingsRepository(scoped).saveResult(listingId, job.id, {
          content,
          seoScore: scored ? scored.seoScore : null,
          recommendations: scored ? scored.recommendations : null,
          summary,
        });
        if (done && scored) {
          await historyRepository(scoped).record({
            userId: listing.user_id,
            url: listing.url,
            analysisId: job.id,
            analyzedAt: deps.now(),
            snapshot: snapshotOf(content, summary.title, scored.seoScore, scored.recommendations),
          });
        }
        return done;
      });
      deps.logger.info({ listingId, jobId: job.id, saved, format: content.extraction?.format }, 'listing analysed');
      if (saved && deps.photos && content.photos.length > 0) {
        // The listing is saved and scored; a photo run that cannot be queued must not undo that.
        await deps.queue
          .send(ANALYSE_PHOTOS_JOB, { listingId, userId: listing.user_id })
          .catch((err: unknown) => deps.logger.error({ err, listingId }, 'could not queue the photo analysis'));
      }
      return { saved };
    } catch (err) {
      const failure = err instanceof AnalysisFailure ? err : null;
      if (failure?.retryable && !lastAttempt) {
        deps.logger.warn(
          { listingId, jobId: job.id, retry: job.retryCount + 1, reason: failure.message, detail: failure.detail },
          'analysis will be retried',
        );
        throw failure;
      }
      const message = failure?.message ?? 'Something went wrong while analysing this listing. Please try again.';
      if (!failure) deps.logger.error({ err, listingId, jobId: job.id }, 'analysis failed unexpectedly');
      await listings.saveFailure(listingId, job.id, message);
      return { failed: message };
    }
  };
}

export const analyseListingJob: JobDefinition<AnalyseListingData> = {
  name: ANALYSE_LISTING,
  // Each attempt makes at most a few 20-second requests; three attempts spaced 15 s, 30 s apart.
  settings: { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 150 },
  createHandler: analyseListingHandler,
};
