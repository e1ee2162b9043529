import type { ApprovedTexts, PaperSize } from '../../contract/wire';
import type { Fetcher } from '../analysis/fetch';
import { analysisUrl } from '../analysis/photos/photo-url';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { historyService } from '../history/history.service';
import { listingsRepository } from '../listings/listings.repository';
import type { MarketService } from '../market/market.service';
import { photosRepository } from '../photos/photos.repository';
import { photosToShow, reportData } from './report-data';
import { reportFileName } from './report-file-name';
import { renderReport } from './report-pdf';
import { fetchThumbnails } from './report-thumbnails';

// The signed-in user's report on one of their listings: gathered from what the analysis stored, with photo
// thumbnails fetched through the guarded fetcher, laid out as a PDF.

export interface ReportDeps {
  database: Database;
  fetcher: Fetcher;
  now?: () => Date;
  /** The loaded markets: the report's "Your market" section when the listing is in one. */
  markets?: Pick<MarketService, 'insightOrNull'>;
  /** Reports one user may have in the making at once (default REPORTS_AT_ONCE). */
  perUser?: number;
}

/**
 * A report fetches up to a dozen thumbnails and lays out a PDF (a second or two): a host downloads one or two at a
 * time, and more at once from one account would only take the server's time from everyone else.
 */
export const REPORTS_AT_ONCE = 2;
/** Seconds a refused host is asked to wait: about one report's time. */
const REPORT_RETRY_SECONDS = 5;

/** Thumbnails are asked for at this width where the photo host resizes (Airbnb's CDN). */
const THUMBNAIL_FETCH_WIDTH = 480;

export function reportService(deps: ReportDeps) {
  const listings = listingsRepository(deps.database);
  const photos = photosRepository(deps.database);
  const history = historyService(deps.database);
  const now = deps.now ?? (() => new Date());
  const perUser = deps.perUser ?? REPORTS_AT_ONCE;
  const making = new Map<string, number>();

  async function make(userId: string, listingId: string, options: { paper: PaperSize; approvedTexts: ApprovedTexts }) {
    const listing = await listings.findForUser(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    if (listing.seo_score === null || !listing.recommendations)
      throw errors.conflict('This listing has no score yet. Wait for its analysis to finish, then download the report.');
    const [analyses, recommendation, past, market] = await Promise.all([
      photos.findAnalyses(userId, listingId),
      photos.findRecommendation(userId, listingId),
      history.history(userId, listingId),
      deps.markets?.insightOrNull(userId, listingId) ?? null,
    ]);
    const shown = photosToShow(analyses ?? []);
    const images = await fetchThumbnails(
      deps.fetcher,
      shown.map((a) => analysisUrl(a.photoUrl, THUMBNAIL_FETCH_WIDTH)),
    );
    const data = reportData({
      title: listing.title,
      url: listing.url,
      analyzedAt: listing.analyzed_at ? new Date(listing.analyzed_at) : null,
      generatedAt: now(),
      seoScore: listing.seo_score,
      recommendations: listing.recommendations,
      content: listing.scraped_data,
      photoAnalyses: analyses ?? [],
      photoRecommendation: recommendation?.recommendation ?? null,
      thumbnails: new Map(shown.map((a, i) => [a.photoIndex, images[i] ?? null])),
      history: past.history,
      changes: past.changes,
      approvedTexts: options.approvedTexts,
      market,
    });
    return { pdf: await renderReport(data, options.paper), fileName: reportFileName(listing.title), title: listing.title };
  }

  return {
    async report(
      userId: string,
      listingId: string,
      options: { paper: PaperSize; approvedTexts: ApprovedTexts },
    ): Promise<{ pdf: Buffer; fileName: string; title: string }> {
      const current = making.get(userId) ?? 0;
      if (current >= perUser)
        throw new AppError(
          'rate_limited',
          `You are already making ${perUser} reports, the most one account may make at once. Please wait for them to finish, then try again.`,
          { retryAfterSeconds: REPORT_RETRY_SECONDS },
        );
      making.set(userId, current + 1);
      try {
        return await make(userId, listingId, options);
      } finally {
        const left = (making.get(userId) ?? 1) - 1;
        if (left > 0) making.set(userId, left);
        else making.delete(userId);
      }
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
