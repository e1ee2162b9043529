import type { ApprovedTexts, PaperSize } from '../../contract/wire';
import type { Fetcher } from '../analysis/fetch';
import { analysisUrl } from '../analysis/photos/photo-url';
import type { Database } from '../db/database';
import { errors } from '../errors';
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
}

/** Thumbnails are asked for at this width where the photo host resizes (Airbnb's CDN). */
const THUMBNAIL_FETCH_WIDTH = 480;

export function reportService(deps: ReportDeps) {
  const listings = listingsRepository(deps.database);
  const photos = photosRepository(deps.database);
  const history = historyService(deps.database);
  const now = deps.now ?? (() => new Date());

  return {
    async report(
      userId: string,
      listingId: string,
      options: { paper: PaperSize; approvedTexts: ApprovedTexts },
    ): Promise<{ pdf: Buffer; fileName: string; title: string }> {
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
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
