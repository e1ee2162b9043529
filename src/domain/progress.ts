import type { Listing } from '../../contract/wire';
import { photosBeingMeasured } from './listing-rules';

// The simulated progress of the analysis progress screen (spec sections 4 and 9).

export const PROGRESS_POLL_MS = 2000;
export const PROGRESS_TICK_MS = 3000;
export const PROGRESS_MAX_INCREMENT = 10;
export const PROGRESS_CAP = 90;
export const PROGRESS_COMPLETION_DELAY_MS = 1000;
export const PROGRESS_STEP_THRESHOLDS = [25, 50, 75] as const;

/** One tick: a random amount below 10 (random in [0, 1)), never past 90 until the listing is done. */
export function nextProgress(current: number, random: number): number {
  return Math.min(PROGRESS_CAP, current + random * PROGRESS_MAX_INCREMENT);
}

/** The highlighted step: first under 25, second under 50, third under 75, else fourth. */
export function progressStep(percent: number): 0 | 1 | 2 | 3 {
  if (percent < PROGRESS_STEP_THRESHOLDS[0]) return 0;
  if (percent < PROGRESS_STEP_THRESHOLDS[1]) return 1;
  if (percent < PROGRESS_STEP_THRESHOLDS[2]) return 2;
  return 3;
}

export type AnalysisOutcome = 'running' | 'measuring-photos' | 'done' | 'failed';

/**
 * How long the progress screen waits for the photo re-score once the listing is scored (in 2-second polls):
 * long enough for the photo run on a busy machine, short enough that a photo run that never ends does not hold
 * the host here; the detail screen then says in words that photos are still being measured.
 */
export const PROGRESS_PHOTO_WAIT_POLLS = 45;

/**
 * Done when no longer analysing with a score above 0 that includes the measured photos (the score first shown
 * is the score kept); measuring-photos while the photo run has yet to re-score it; failed when it stopped with
 * an error; else running.
 */
export function analysisOutcome(
  listing: Pick<Listing, 'isAnalyzing' | 'seoScore' | 'analysisError' | 'scoreProvisional'>,
): AnalysisOutcome {
  if (listing.isAnalyzing) return 'running';
  if (listing.seoScore != null && listing.seoScore > 0) return photosBeingMeasured(listing) ? 'measuring-photos' : 'done';
  if (listing.analysisError) return 'failed';
  return 'running';
}
