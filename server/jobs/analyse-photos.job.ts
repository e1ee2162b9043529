import { z } from 'zod';
import type { PhotoRun, PhotoService } from '../photos/photos.service';
import type PgBoss from 'pg-boss';
import { isAppError } from '../errors';
import type { JobDefinition, JobDeps } from './job-types';
import { ANALYSE_PHOTOS_JOB } from './queue';
import { photoRunsPerProcess } from '../photos/photo-wiring';

// The photo run that follows every listing analysis. A plain handler: the queue (pg-boss) registers it under
// ANALYSE_PHOTOS_JOB and calls it with the payload; a thrown error means "retry later". Running it twice is
// harmless: each run replaces the listing's photo analysis.

export const AnalysePhotosPayload = z.object({ listingId: z.uuid(), userId: z.uuid() });
export type AnalysePhotosPayload = z.infer<typeof AnalysePhotosPayload>;

/** overallPhotoScore is null when not one photo could be measured (recorded as such). */
export type AnalysePhotosJobResult =
  | { status: 'done'; overallPhotoScore: number | null }
  | { status: 'skipped'; reason: 'listing_not_found' | 'not_analysed' | 'invalid_payload' };

export interface AnalysePhotosJobDeps {
  photos: PhotoService;
  /** Progress for the queue's job record, 0-100. */
  onProgress?: (listingId: string, percent: number) => void;
}

/**
 * `lastAttempt`: the queue will not try again, so a run where no photo could be downloaded is recorded as such
 * (the listing stops waiting for its photos); before that, only failures that a retry cannot mend are recorded.
 */
export function analysePhotosJob(deps: AnalysePhotosJobDeps) {
  return async (
    payload: unknown,
    { lastAttempt = false, onSaved }: { lastAttempt?: boolean; onSaved?: (run: PhotoRun) => void } = {},
  ): Promise<AnalysePhotosJobResult> => {
    const parsed = AnalysePhotosPayload.safeParse(payload);
    // A malformed payload will never succeed: retrying it would only fill the queue.
    if (!parsed.success) return { status: 'skipped', reason: 'invalid_payload' };
    const { listingId, userId } = parsed.data;
    const { onProgress } = deps;
    try {
      const run = await deps.photos.analyse(
        userId,
        listingId,
        // Without a listener no progress is asked for (photos measured early, PhotoService.prepare, report none).
        onProgress && (({ done, total }) => onProgress(listingId, total === 0 ? 100 : Math.round((100 * done) / total))),
        lastAttempt ? 'record' : 'record-if-permanent',
      );
      onSaved?.(run);
      const { recommendation } = run;
      return { status: 'done', overallPhotoScore: recommendation.unmeasured ? null : recommendation.overallPhotoScore };
    } catch (err) {
      // Deleted since the job was queued, or its content is gone: nothing to analyse, nothing to retry.
      if (isAppError(err) && err.code === 'listing_not_found') return { status: 'skipped', reason: 'listing_not_found' };
      if (isAppError(err) && err.code === 'conflict') return { status: 'skipped', reason: 'not_analysed' };
      throw err;
    }
  };
}

/**
 * The queued form. The photo service scores the listing again as it saves the run, so its photos category rests
 * on the measurements (resolution, light, sharpness) rather than on what the page declares.
 */
export const analysePhotosJobDefinition: JobDefinition<AnalysePhotosPayload> = {
  name: ANALYSE_PHOTOS_JOB,
  // Downloads are the slow part; a run where no photo could be downloaded for now is tried twice more, a minute
  // apart (the last try records the failure).
  settings: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 6 * 60 },
  concurrency: photoRunsPerProcess,
  createHandler(deps: JobDeps) {
    return async (job: PgBoss.JobWithMetadata<AnalysePhotosPayload>) => {
      if (!deps.photos) return { status: 'skipped', reason: 'photos_off' };
      let rescored = false;
      let result: AnalysePhotosJobResult;
      try {
        result = await analysePhotosJob({ photos: deps.photos })(job.data, {
          lastAttempt: job.retryCount >= job.retryLimit,
          onSaved: (run) => (rescored = run.rescored),
        });
      } catch (err) {
        deps.logger.warn(
          { err, listingId: job.data.listingId, jobId: job.id, retry: job.retryCount },
          'photo analysis failed; the queue retries it',
        );
        throw err;
      }
      // The photo service saved the run and the listing's score with the measured photos in one transaction.
      if (result.status === 'done') deps.logger.debug?.({ listingId: job.data.listingId, jobId: job.id, rescored }, 'photos analysed');
      return result;
    };
  },
};
