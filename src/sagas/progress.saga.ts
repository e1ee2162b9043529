import { call, put, race, select, takeLatest } from 'redux-saga/effects';
import * as listingsApi from '../api/listings';
import { toHttpError, type Polled } from '../api/request/request-layer';
import { random } from '../api/platform/random';
import type { Listing } from '../../contract/wire';
import { a11yText } from '../domain/messages/a11y';
import { progressText } from '../domain/messages/listings';
import {
  analysisOutcome,
  nextProgress,
  progressStep,
  PROGRESS_COMPLETION_DELAY_MS,
  PROGRESS_PHOTO_WAIT_POLLS,
  PROGRESS_POLL_MS,
  PROGRESS_TICK_MS,
  type AnalysisOutcome,
} from '../domain/progress';
import {
  listingFetched,
  progressClosed,
  progressCompleted,
  progressFailed,
  progressOpened,
  progressTicked,
  type ProgressState,
} from '../store/listings.slice';
import { selectListingDetail, selectListingTag, selectProgress } from '../store/listings.selectors';
import { announced } from '../store/announcer.slice';
import { navigationRequested } from '../store/screen.slice';
import { selectToasts, toastDismissed, type Toast } from '../store/toasts.slice';
import { delay } from './effects';
import { poll } from './poll';
import { showToast } from './toasts.saga';

// The analysis progress screen (spec section 4): a simulated progress that grows every 3 s by a random amount
// below 10 up to 90, and the listing refetched every 2 s until it is done (100, then the dashboard 1 s later)
// or has failed. Both stop when the screen is left.

export function* tickProgress() {
  for (;;) {
    yield delay(PROGRESS_TICK_MS);
    const progress: ProgressState = yield select(selectProgress);
    // Once done or failed the ticker idles; the poller ends the race (after the completion delay).
    if (progress.phase === 'running') {
      const r: number = yield call(random);
      const percent = nextProgress(progress.percent, r);
      yield put(progressTicked({ percent }));
      const step = progressStep(Math.floor(percent));
      if (step !== progressStep(Math.floor(progress.percent))) yield call(announceStep, step);
    }
  }
}

/** Said politely when the highlighted step changes (screen readers do not follow the bar's every value). */
export function* announceStep(step: number) {
  const steps = progressText.steps;
  yield put(announced({ text: a11yText.progressStep(step + 1, steps.length, steps[step]!.title) }));
}

/**
 * One look at the analysis: done (100, then the dashboard 1 s later), failed, or still running. A scored listing
 * whose photos are still being measured counts as running for up to PROGRESS_PHOTO_WAIT_POLLS looks, so the
 * dashboard shows the score that includes them. `measuring` counts those looks across calls.
 */
export function* checkAnalysis(listingId: string, signal: AbortSignal, measuring: { polls: number } = { polls: 0 }) {
  let listing: Listing | null;
  try {
    const since: string | null = yield select(selectListingTag, listingId);
    const answer: Polled<Listing> = yield call(listingsApi.fetchListing, listingId, { signal, since });
    if (answer.unchanged) {
      listing = yield select(selectListingDetail, listingId);
    } else {
      listing = answer.value;
      yield put(listingFetched({ listing, etag: answer.etag }));
    }
  } catch (err) {
    const error = toHttpError(err);
    // Gone (deleted elsewhere): nothing left to wait for. Anything else may pass; keep polling.
    if (error.status !== 404) return 'again';
    yield call(reportFailure, error.serverMessage);
    return 'stop';
  }
  if (!listing) return 'again';
  const outcome: AnalysisOutcome = analysisOutcome(listing);
  if (outcome === 'running') return 'again';
  if (outcome === 'measuring-photos') {
    measuring.polls += 1;
    if (measuring.polls <= PROGRESS_PHOTO_WAIT_POLLS) return 'again';
  }
  if (outcome === 'failed') {
    yield call(reportFailure, listing.analysisError);
    return 'stop';
  }
  yield put(progressCompleted());
  yield put(announced({ text: a11yText.progressDone }));
  yield delay(PROGRESS_COMPLETION_DELAY_MS);
  // In place of the progress screen's history entry: Back from the dashboard leads to where the analysis began.
  yield put(navigationRequested({ screen: 'dashboard', addressWrite: 'replace' }));
  return 'stop';
}

/**
 * The analysis stopped: the screen says so in its heading, screen readers hear it at once, and the toast says the
 * same (issue 40): 'Analysis Started', still showing, gives way to 'Analysis Failed' with the reason.
 */
export function* reportFailure(message: string | null) {
  const reason = message || progressText.failedFallback;
  yield put(progressFailed({ message }));
  yield put(announced({ text: a11yText.progressFailed(reason), urgent: true }));
  const toasts: Toast[] = yield select(selectToasts);
  for (const toast of toasts) if (toast.open) yield put(toastDismissed(toast.id));
  yield call(showToast, { title: progressText.failedToast, description: reason, variant: 'error' });
}

export function* whileProgressOpen(action: ReturnType<typeof progressOpened>) {
  const { listingId } = action.payload;
  const measuring = { polls: 0 };
  yield call(announceStep, 0);
  // The poller ends on its own (done, failed) or when the screen is left; the ticker stops with it.
  yield race({
    ticker: call(tickProgress),
    poller: call(poll, { everyMs: PROGRESS_POLL_MS, stopOn: progressClosed.type }, (_round: number, signal: AbortSignal) =>
      checkAnalysis(listingId, signal, measuring),
    ),
  });
}

export function* progressSaga() {
  yield takeLatest(progressOpened.type, whileProgressOpen);
}
