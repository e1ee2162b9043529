import type PgBoss from 'pg-boss';
import { extractListing, type ExtractionResult } from '../analysis/extract';
import type { ExtractionContext } from '../analysis/extract/extract-listing';
import { PageTooComplexError } from '../analysis/extract/page-limits';
import { isFetchError } from '../analysis/fetch';
import { listingsRepository, type StartedAnalysis } from '../listings/listings.repository';
import { listingImportsRepository, type PendingImport } from '../listings/listing-imports.repository';
import { summarise } from '../listings/listing-summary';
import { inTransaction } from '../db/transaction';
import { historyRepository } from '../history/history.repository';
import { snapshotOf } from '../history/history-snapshot';
import type { ListingContent, Platform } from '../../contract/wire';
import { AnalysisFailure, fetchFailure, siteName, verdictFailure } from './analysis-failure';
import { ANALYSE_LISTING, ANALYSE_PHOTOS_JOB } from './queue';
import type { JobDefinition, JobDeps } from './job-types';
import { ownNamesOf, withOwnPaths } from '../own-address';
import { requestsFirst } from '../http/requests-first';

// One analysis: read the listing page (the page the host imported, when there is one not read yet; else the
// page fetched through the guarded fetcher), extract its content, score it (when a scorer is wired in) and
// save. Only the job named on the listing may write to it, so a superseded job (the host pressed re-analyse,
// or recovery handed the work to a new job) finishes without touching anything. Failures the site may get
// over (timeouts, 5xx, empty page shells) are retried by pg-boss; a bot check or refusal is known from the
// first answer and ends the analysis at once, as does every failure that cannot get better.

export interface AnalyseListingData {
  listingId: string;
}

/** Reads a page in the analysis pool (in place only where no pool is wired, as in tests of the queue alone). */
function read(deps: JobDeps, page: string, context: ExtractionContext): Promise<ExtractionResult> {
  return deps.analysis ? deps.analysis.extract(page, context) : Promise.resolve().then(() => extractListing(page, context));
}

async function fetchAndExtract(deps: JobDeps, listing: StartedAnalysis): Promise<ExtractionResult & { status: 'listing' }> {
  let url = listing.fetch_url;
  for (let hop = 0; hop < 2; hop++) {
    let page;
    try {
      page = await deps.fetcher.fetchText(url);
    } catch (err) {
      if (isFetchError(err)) throw fetchFailure(err, listing.platform);
      throw err;
    }
    const result = await read(deps, page.text, {
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
    throw verdictFailure(result, listing.platform);
  }
  throw new AnalysisFailure(`${siteName(listing.platform)} kept moving us between its country sites.`, true);
}

/** Reads the page the host handed over; nothing about it changes by trying again. */
async function extractImported(deps: JobDeps, listing: StartedAnalysis, imported: PendingImport): Promise<ListingContent> {
  const result = await read(deps, imported.page, {
    url: listing.url,
    canonicalUrl: listing.url,
    fetchedAt: deps.now().toISOString(),
    platform: listing.platform as Platform,
  });
  if (result.status === 'listing') return { ...result.content, extraction: { ...result.content.extraction!, origin: 'imported' } };
  if (result.status === 'handoff')
    throw new AnalysisFailure('The page you imported only forwards to another page; save the listing page itself.', false);
  const failure = verdictFailure(result, listing.platform);
  const importedWhat =
    result.status === 'blocked'
      ? 'The page you imported is the bot check, not your listing. Open the listing in your browser, wait until you can see it, then save or copy the page again.'
      : `The page you imported has no listing on it we can read: ${failure.message}`;
  throw new AnalysisFailure(importedWhat, false, result.detail);
}

const dayOf = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function analyseListingHandler(deps: JobDeps) {
  const listings = listingsRepository(deps.database);
  const imports = listingImportsRepository(deps.database);
  const ownNames = ownNamesOf(deps.config);
  return async (job: PgBoss.JobWithMetadata<AnalyseListingData>) => {
    const { listingId } = job.data;
    // Waits its turn while hosts' requests keep the server's thread busy (RequestsFirst).
    await requestsFirst.turn();
    const listing = await listings.markStarted(listingId, job.id);
    if (!listing) {
      deps.logger.debug?.({ listingId, jobId: job.id }, 'analysis skipped: the listing is gone or another job owns it');
      return { skipped: true };
    }
    const lastAttempt = job.retryCount >= job.retryLimit;
    const imported = listing.import_pending ? await imports.pendingFor(listingId) : undefined;
    try {
      // Photos this server serves itself (the samples) are kept by their path, so they load at any of its names.
      const content = withOwnPaths(
        imported ? await extractImported(deps, listing, imported) : (await fetchAndExtract(deps, listing)).content,
        ownNames,
      );
      // The photos are measured while this analysis saves and queues their run (which takes the measurements).
      const photoRun = Boolean(deps.photos && content.photos.length > 0);
      if (photoRun) deps.photos!.prepare(listingId, job.id, content);
      // Until the photo run scores it again the score is provisional; for photos measured before, it is made with
      // those measurements, so a re-analysis does not go down and back up while they are measured again.
      const previous =
        photoRun && listing.photos_measured ? await deps.photos!.previousRun(listing.user_id, listingId, content).catch(() => null) : null;
      const scored = deps.scoreListing
        ? await deps.scoreListing(content, previous?.analyses, {
            photoRecommendation: previous?.recommendation ?? null,
            provisional: photoRun,
          })
        : null;
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
      if (saved && imported) await imports.markRead(listingId, imported.importId);
      deps.logger.debug?.(
        { listingId, jobId: job.id, saved, format: content.extraction?.format, imported: Boolean(imported) },
        'listing analysed',
      );
      if (saved && photoRun) {
        // The listing is saved and scored; a photo run that cannot be queued must not undo that.
        // In the host's place in the fair order (the listing job's priority, see listing-analysis.service.ts).
        await deps.queue
          .send(ANALYSE_PHOTOS_JOB, { listingId, userId: listing.user_id }, { priority: job.priority })
          .catch((err: unknown) => deps.logger.error({ err, listingId }, 'could not queue the photo analysis'));
      }
      return { saved };
    } catch (err) {
      // A page past the reader's limits (its size, nesting, time or memory) will be no better next time.
      const failure =
        err instanceof AnalysisFailure
          ? err
          : err instanceof PageTooComplexError
            ? new AnalysisFailure(err.message, false, err.detail)
            : null;
      if (failure?.retryable && !lastAttempt) {
        deps.logger.warn(
          { listingId, jobId: job.id, retry: job.retryCount + 1, reason: failure.message, detail: failure.detail },
          'analysis will be retried',
        );
        throw failure;
      }
      let message = failure?.message ?? 'Something went wrong while analysing this listing. Please try again.';
      if (!failure) deps.logger.error({ err, listingId, jobId: job.id }, 'analysis failed unexpectedly');
      // Re-reading an imported listing failed: what the host sees is still the page they imported.
      const importedAt = !imported && listing.shows_imported_page ? await imports.lastImportedAt(listingId) : undefined;
      if (importedAt) message = `${message} What you see is from the page you imported on ${dayOf(importedAt)}.`;
      const saved = await listings.saveFailure(listingId, job.id, message);
      if (saved && imported) await imports.markRead(listingId, imported.importId);
      // A page past the reader's limits is worth an operator's look (someone may be testing the server with one).
      if (err instanceof PageTooComplexError)
        deps.logger.warn(
          { listingId, jobId: job.id, userId: listing.user_id, detail: err.detail },
          'a page too large or complex to read was refused',
        );
      else deps.logger.debug?.({ listingId, jobId: job.id, reason: message, detail: failure?.detail }, 'analysis failed');
      return { failed: message };
    }
  };
}

export const analyseListingJob: JobDefinition<AnalyseListingData> = {
  name: ANALYSE_LISTING,
  // Each attempt makes at most a few 20-second requests; three attempts spaced 15 s, 30 s apart.
  settings: { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 150 },
  concurrency: (config) => config.analysis.concurrency,
  createHandler: analyseListingHandler,
};
