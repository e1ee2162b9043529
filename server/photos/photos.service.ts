import type { ListingContent, PhotoAnalysis, PhotoRecommendation } from '../../contract/wire';
import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { inTransaction } from '../db/transaction';
import type { ScoreListing } from '../analysis/score/types';
import { listingsRepository } from '../listings/listings.repository';
import { historyRepository } from '../history/history.repository';
import { snapshotScores } from '../history/history-snapshot';
import { ListingGoneError, photosRepository, storedAnalyses } from './photos.repository';
import { AppError, errors } from '../errors';
import { measureImage, type RasterStats } from '../analysis/photos/image-metrics';
import { coverSquareCrop, firstFiveVariety, missingRooms, type PhotoFacts } from '../analysis/photos/listing-checks';
import {
  assessPhoto,
  failedPhoto,
  photoIssues,
  scorePhoto,
  overallScore,
  SEVERE_ISSUES,
  type TechnicalIssue,
} from '../analysis/photos/photo-assessment';
import { buildRecommendation } from '../analysis/photos/photo-recommendation';
import { failureCause, unmeasuredReason, unmeasuredResult } from '../analysis/photos/unmeasured-result';
import { isFetchError } from '../analysis/fetch';
import { nearDuplicateGroups } from '../analysis/photos/photo-similarity';
import { analysisUrl } from '../analysis/photos/photo-url';
import { categoryOf, roomOf } from '../analysis/photos/rooms';
import {
  ANALYSIS_UNAVAILABLE,
  type DescribeImage,
  type FetchImage,
  type ImageMeasurement,
  type MeasuredPhoto,
  type PhotoAnalysisResult,
  type PhotoEvidence,
} from '../analysis/photos/types';

// Photo analysis for one listing: download a few photos at a time through the guarded fetcher, measure each,
// compare them, and build the coaching. analysePhotos() is the work itself (no database); createPhotoService()
// adds the listing lookup, persistence and one-run-per-listing for the routes and the job.

export const PHOTO_LIMITS = {
  /** Photos downloaded at once: enough to hide network latency, few enough to be polite to the CDN. */
  concurrency: 4,
  /** Airbnb allows about 100 photos; nothing beyond is analysed. */
  maxPhotos: 100,
  /** Vrbo's largest allowed upload is 20 MB; Airbnb's 1440 px copies are far smaller. */
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 20_000,
  /** The browser waits 6 minutes; photos not started within 5 are recorded as not analysed. */
  deadlineMs: 5 * 60_000,
  describeTimeoutMs: 30_000,
  /** Airbnb's visual descriptions (alt text) stay under 250 characters. */
  describeMaxChars: 250,
} as const;

export interface AnalysePhotosDeps {
  fetchImage: FetchImage;
  /** Where each photo's statistics are computed: the analysis pool on a server; in place by default. */
  rasterStats?: RasterStats;
  /** A vision model, when one is configured; without it aiDescription is 'Analysis unavailable'. */
  describeImage?: DescribeImage;
  now?: () => Date;
  /** Milliseconds clock for the deadline; Date.now by default. */
  clock?: () => number;
  concurrency?: number;
  deadlineMs?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
  /**
   * When not one photo could be measured: 'fail' throws PhotosNotMeasuredError (a host pressed the button and
   * reads why; what was saved before stays); 'record' saves that none could be measured; 'record-if-permanent'
   * records only when trying again cannot help (every failure was a 404, a refusal, not an image...).
   */
  whenNoneMeasured?: 'fail' | 'record' | 'record-if-permanent';
}

/** Not one photo could be downloaded or decoded. `retryable`: some failure was the network's or the host's for now. */
export class PhotosNotMeasuredError extends AppError {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super('upstream_failed', message);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PhotoTimeout(message)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs fn over items with at most `limit` in flight, keeping results in item order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Airbnb's photo tour gives the original upload's size; the copy we download is at most 1440 px wide. When
 * the listing states a size with the same shape, that is the photo's real resolution.
 */
function withStatedSize(m: ImageMeasurement, stated: { width: number | null; height: number | null }): ImageMeasurement {
  const { width, height } = stated;
  if (!width || !height || width < m.width || height < m.height) return m;
  if (Math.abs(width / height - m.width / m.height) > 0.02 * (m.width / m.height)) return m;
  return { ...m, width, height };
}

function readable(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > 200 ? `${message.slice(0, 197)}...` : message;
}

type Outcome = { measurement: ImageMeasurement; aiDescription: string } | { error: string; retryable: boolean };

/** A slow, busy or unreachable host may answer later; a 404, a refusal or a file that is no photo will not. */
function worthRetrying(err: unknown): boolean {
  if (isFetchError(err)) return err.retryable;
  return err instanceof PhotoTimeout;
}

class PhotoTimeout extends Error {}

export async function analysePhotos(
  content: Pick<ListingContent, 'platform' | 'photos' | 'capacity' | 'amenities'>,
  deps: AnalysePhotosDeps,
): Promise<PhotoAnalysisResult> {
  const clock = deps.clock ?? Date.now;
  const started = clock();
  const deadline = started + (deps.deadlineMs ?? PHOTO_LIMITS.deadlineMs);
  const photos = content.photos.slice(0, PHOTO_LIMITS.maxPhotos);
  let done = 0;

  const outcomes = await mapLimited(photos, deps.concurrency ?? PHOTO_LIMITS.concurrency, async (photo, index): Promise<Outcome> => {
    try {
      if (clock() > deadline) return { error: 'Not analysed: the photo analysis ran out of time.', retryable: true };
      const buffer = await withTimeout(
        deps.fetchImage(analysisUrl(photo.url), { maxBytes: PHOTO_LIMITS.maxBytes, timeoutMs: PHOTO_LIMITS.timeoutMs }),
        PHOTO_LIMITS.timeoutMs + 5_000,
        'The photo took too long to download.',
      );
      const measurement = withStatedSize(await measureImage(buffer, deps.rasterStats), photo);
      let aiDescription = ANALYSIS_UNAVAILABLE;
      if (deps.describeImage) {
        try {
          const text = await withTimeout(
            deps.describeImage({
              image: buffer,
              format: measurement.format,
              photoIndex: index,
              roomLabel: photo.roomLabel,
              caption: photo.caption,
            }),
            PHOTO_LIMITS.describeTimeoutMs,
            'The description took too long.',
          );
          if (text.trim()) aiDescription = text.trim().slice(0, PHOTO_LIMITS.describeMaxChars);
        } catch {
          // A description is a bonus: the measurements stand without it.
        }
      }
      return { measurement, aiDescription };
    } catch (err) {
      return { error: `Could not analyse this photo: ${readable(err)}`, retryable: worthRetrying(err) };
    } finally {
      done++;
      deps.onProgress?.({ done, total: photos.length });
    }
  });

  const failures = outcomes.filter((o): o is Extract<Outcome, { error: string }> => 'error' in o);
  if (photos.length > 0 && failures.length === photos.length) {
    const retryable = failures.some((f) => f.retryable);
    const policy = deps.whenNoneMeasured ?? 'fail';
    if (policy === 'fail' || (policy === 'record-if-permanent' && retryable)) {
      throw new PhotosNotMeasuredError(
        retryable
          ? "None of the listing's photos could be downloaded. Please try again in a few minutes."
          : `None of the listing's photos could be downloaded: ${failureCause(failures[0]!.error)}.`,
        retryable,
      );
    }
    return unmeasuredResult({
      photos: photos.map((photo, index) => ({
        analysis: failedPhoto(index, photo.url, categoryOf(photo), failures[index]!.error, ANALYSIS_UNAVAILABLE),
        measurement: null,
      })),
      photoCount: content.photos.length,
      reason: unmeasuredReason(failures[0]!.error, retryable),
      analyzedAt: (deps.now?.() ?? new Date()).toISOString(),
    });
  }

  const measurements = outcomes.map((o) => ('measurement' in o ? o.measurement : null));
  const rooms = photos.map((p) => roomOf(p));

  // Photo-against-photo checks first: they add issues to single photos.
  const baseScores = measurements.map((m) => (m ? overallScore(scorePhoto(m), photoIssues(m), m.width, m.height) : 0));
  const nearDuplicates = nearDuplicateGroups(
    measurements.flatMap((m, index) => (m ? [{ index, hash: m.pixels.perceptualHash, score: baseScores[index]! }] : [])),
  );
  const squareCrop = coverSquareCrop(measurements[0] ?? null);
  const listingIssues = new Map<number, TechnicalIssue[]>();
  for (const group of nearDuplicates) for (const index of group.slice(1)) listingIssues.set(index, ['near_duplicate']);
  if (squareCrop && !squareCrop.survives) listingIssues.set(0, [...(listingIssues.get(0) ?? []), 'poor_square_crop']);

  const measured: MeasuredPhoto[] = photos.map((photo, index) => {
    const outcome = outcomes[index]!;
    const category = categoryOf(photo);
    if ('error' in outcome)
      return { analysis: failedPhoto(index, photo.url, category, outcome.error, ANALYSIS_UNAVAILABLE), measurement: null };
    return {
      analysis: assessPhoto({
        index,
        url: photo.url,
        category,
        measurement: outcome.measurement,
        listingIssues: listingIssues.get(index),
        aiDescription: outcome.aiDescription,
      }),
      measurement: outcome.measurement,
    };
  });

  const facts: PhotoFacts[] = measured.map(({ analysis, measurement }, index) => ({
    index,
    room: rooms[index] ?? null,
    measurement,
    overallScore: analysis.overallScore,
    severe: analysis.technicalIssues.some((i) => SEVERE_ISSUES.has(i as TechnicalIssue)),
  }));
  const { recommendation, evidence } = buildRecommendation({
    content,
    analyses: measured.map((m) => m.analysis),
    nearDuplicates,
    squareCrop,
    variety: firstFiveVariety(facts),
    rooms: missingRooms(content, rooms),
    analyzedAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  return { photos: measured, recommendation, evidence };
}

// ---- With the database -------------------------------------------------------------------------------------

export interface PhotoServiceDeps extends Omit<AnalysePhotosDeps, 'onProgress'> {
  database: Database;
  /** Photo runs this process may have going before it stops starting any early (see `prepare`); default 1. */
  spareRuns?: number;
  /** Milliseconds before early measurements nobody took are dropped; default a minute. */
  preparedTtlMs?: number;
  /**
   * Scores the listing again with the measured photos, saved in the same transaction as the run: the photo
   * recommendation and the score that rests on it appear together. Null: the listing's score stays.
   */
  scoreListing?: ScoreListing | null;
}

/** What a photo run saved, and the listing content (read by analysis `analysisId`) whose photos it measured. */
export interface PhotoRun {
  recommendation: PhotoRecommendation;
  /** As `analyses()` now reads them. */
  analyses: PhotoAnalysis[];
  content: ListingContent;
  analysisId: string | null;
  /** Whether the listing's score (and its analysis' history snapshot) now rests on these photos. */
  rescored: boolean;
}

export interface PhotoService {
  /** Analyses the listing's photos and stores the result. One run per listing at a time. */
  analyse(
    userId: string,
    listingId: string,
    onProgress?: AnalysePhotosDeps['onProgress'],
    whenNoneMeasured?: AnalysePhotosDeps['whenNoneMeasured'],
  ): Promise<PhotoRun>;
  analyses(userId: string, listingId: string): Promise<PhotoAnalysis[]>;
  recommendation(userId: string, listingId: string): Promise<PhotoRecommendation>;
  /** The scoring issue's input; null when the photos have not been analysed. */
  evidence(userId: string, listingId: string): Promise<PhotoEvidence | null>;
  /**
   * Starts measuring the photos of content an analysis (`analysisId`) has just read, while the analysis is
   * still saving and queueing its photo run, when this process has a photo run to spare. That run's first
   * attempt, here, takes these measurements instead of starting over: the host's photo score arrives without
   * waiting for the hand-over between the two jobs. Nothing is saved until that run saves it.
   */
  prepare(listingId: string, analysisId: string, content: ListingContent): void;
  /**
   * The last photo run of this listing, when it measured exactly the photos `content` has (same addresses, same
   * order): a re-analysis scores with it while the photos are measured again, so its provisional score is the
   * one the new measurements will most likely confirm, not a page-data score that goes down and back up.
   */
  previousRun(
    userId: string,
    listingId: string,
    content: ListingContent,
  ): Promise<{ analyses: PhotoAnalysis[]; recommendation: PhotoRecommendation } | null>;
}

export function createPhotoService(deps: PhotoServiceDeps): PhotoService {
  const repository = photosRepository(deps.database);
  // The detail screen polls the recommendation while the photos are measured: on the embedded database the
  // answer is read again only after a write (ReadCache). Bounded: a recommendation is a few kilobytes.
  const recommendations = new ReadCache<Awaited<ReturnType<typeof repository.findRecommendation>>>(deps.database, 1_000);
  const running = new Map<string, Promise<PhotoRun>>();
  type Prepared = { analysisId: string; content: ListingContent; result: Promise<PhotoAnalysisResult> };
  const prepared = new Map<string, Prepared>();

  /** The early measurements of this listing's content, once: another run of the same content starts over. */
  function takePrepared(listingId: string): Prepared | null {
    const early = prepared.get(listingId);
    if (!early) return null;
    prepared.delete(listingId);
    return early;
  }

  /**
   * The listing's content and the measurements of its photos. Early measurements count only for the analysis the
   * listing is under, once it has saved: its content is then the one measured, so only the analysis is read back.
   */
  async function measure(
    userId: string,
    listingId: string,
    early: Prepared | null,
    onProgress: AnalysePhotosDeps['onProgress'],
    whenNoneMeasured: AnalysePhotosDeps['whenNoneMeasured'],
  ): Promise<{ content: ListingContent; analysisId: string | null; result: PhotoAnalysisResult }> {
    // Early measurements are taken with the first attempt's policy and report no progress.
    if (early && !onProgress && whenNoneMeasured === 'record-if-permanent') {
      const current = await repository.findAnalysisId(userId, listingId);
      if (!current) throw errors.listingNotFound();
      if (current.saved && current.analysisId === early.analysisId)
        return { content: early.content, analysisId: early.analysisId, result: await early.result };
    }
    const listing = await repository.findForPhotos(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    if (!listing.content)
      throw errors.conflict('This listing has not been analysed yet. Wait for its analysis to finish, then analyse its photos.');
    const result = await analysePhotos(listing.content, { ...deps, onProgress, whenNoneMeasured });
    return { content: listing.content, analysisId: listing.analysisId, result };
  }

  async function run(
    userId: string,
    listingId: string,
    onProgress?: AnalysePhotosDeps['onProgress'],
    whenNoneMeasured?: AnalysePhotosDeps['whenNoneMeasured'],
  ): Promise<PhotoRun> {
    const listing = await measure(userId, listingId, takePrepared(listingId), onProgress, whenNoneMeasured);
    const { result } = listing;
    const analyses = storedAnalyses(result);
    let started!: () => void;
    const underWay = new Promise<void>((resolve) => (started = resolve));
    const scoring = Promise.resolve(
      deps.scoreListing?.(listing.content, analyses, { photoRecommendation: result.recommendation, provisional: false }, { started }) ??
        null,
    );
    // The photo rows are written while the listing is scored again, once a thread has taken the scoring up: the
    // transaction then waits at most for the scoring itself, never for its turn in the pool.
    await Promise.race([underWay, scoring]);
    const photoScore = result.recommendation.unmeasured ? null : result.recommendation.overallPhotoScore;
    let rescored = false;
    try {
      await inTransaction(deps.database, async (scoped) => {
        await photosRepository(scoped).save(listingId, result);
        const final = await scoring;
        if (!final) return;
        // Only while the listing still holds the content measured here: a newer analysis keeps its own score.
        rescored = await listingsRepository(scoped).saveRescore(listingId, final, listing.analysisId);
        if (rescored && listing.analysisId) {
          // The analysis' history snapshot takes the final score, the one with the photos measured.
          await historyRepository(scoped).rescore(listing.analysisId, {
            ...snapshotScores(final.seoScore, final.recommendations, listing.content),
            photoScore,
          });
        }
      });
    } catch (err) {
      // Deleted while its photos were being analysed.
      if (err instanceof ListingGoneError) throw errors.listingNotFound();
      throw err;
    }
    return { recommendation: result.recommendation, analyses, content: listing.content, analysisId: listing.analysisId, rescored };
  }

  return {
    analyse(userId, listingId, onProgress, whenNoneMeasured) {
      const key = `${userId}:${listingId}`;
      const current = running.get(key);
      if (current) return current;
      const started = run(userId, listingId, onProgress, whenNoneMeasured).finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    async analyses(userId, listingId) {
      const found = await repository.findAnalyses(userId, listingId);
      if (!found) throw errors.listingNotFound();
      return found;
    },
    async recommendation(userId, listingId) {
      const found = await recommendations.get(`${userId} ${listingId}`, () => repository.findRecommendation(userId, listingId));
      if (!found) throw errors.listingNotFound();
      if (!found.recommendation) throw new AppError('recommendation_not_found', 'No photo analysis yet for this listing.');
      return found.recommendation;
    },
    async evidence(userId, listingId) {
      return repository.findEvidence(userId, listingId);
    },
    async previousRun(userId, listingId, content) {
      const [analyses, stored] = await Promise.all([
        repository.findAnalyses(userId, listingId),
        repository.findRecommendation(userId, listingId),
      ]);
      const recommendation = stored?.recommendation;
      if (!analyses || !recommendation || recommendation.unmeasured || analyses.length !== content.photos.length) return null;
      const byIndex = new Map(analyses.map((a) => [a.photoIndex, a]));
      const same = content.photos.every((p, i) => byIndex.get(i)?.photoUrl === p.url);
      return same ? { analyses, recommendation } : null;
    },
    prepare(listingId, analysisId, content) {
      // A retried analysis measures its own reading of the page, not the one of the attempt before it.
      prepared.delete(listingId);
      // Only with a run to spare: under a burst the photo runs keep their fair order and their limit.
      if (running.size + prepared.size >= (deps.spareRuns ?? 1) || content.photos.length === 0) return;
      const result = analysePhotos(content, { ...deps, whenNoneMeasured: 'record-if-permanent' });
      // A failure is the taker's to report; unclaimed, it must not surface as an unhandled rejection.
      result.catch(() => undefined);
      // As the photo run would read the content back: what the scoring sees does not depend on who measured.
      const entry = { analysisId, content: JSON.parse(JSON.stringify(content)) as ListingContent, result };
      prepared.set(listingId, entry);
      // Taken by a photo run elsewhere (another worker process), or not at all: dropped after a while.
      setTimeout(() => {
        if (prepared.get(listingId) === entry) prepared.delete(listingId);
      }, deps.preparedTtlMs ?? 60_000).unref();
    },
  };
}
