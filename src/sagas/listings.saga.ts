import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import * as listingsApi from '../api/listings';
import { describeFailure } from '../api/request/failures';
import { toHttpError, type Polled } from '../api/request/request-layer';
import { logWarning } from '../api/platform/log';
import type { Listing, ListingAllowance, ListingCard } from '../../contract/wire';
import { anyAnalyzing, photosBeingMeasured, type FailureInfo } from '../domain/listing-rules';
import { listingToasts } from '../domain/messages/listings';
import { analysisRefusal, analysisStartFailure } from '../domain/analysis-errors';
import type { RequestStatus } from '../store/request-status';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import {
  allowanceFetched,
  allowanceRequested,
  analysisFailed,
  analysisRefused,
  analysisRequested,
  analysisStarted,
  chatEntryRequested,
  dashboardClosed,
  dashboardOpened,
  listingDeleted,
  listingDeleteFailed,
  listingDeleteRequested,
  listingFetched,
  listingFetchFailed,
  listingReanalysisFailed,
  listingReanalysisRequested,
  listingReanalysisStarted,
  listingsFetched,
  listingsFetchFailed,
  listingsRequested,
} from '../store/listings.slice';
import { selectListingDetail, selectListings, selectListingTag, selectListStatus, selectListTag } from '../store/listings.selectors';
import { navigationRequested } from '../store/screen.slice';
import { showToast } from './toasts.saga';
import { poll } from './poll';
import { callWithRetries, LIST_RETRY } from './retry';

// The dashboard's effects: loading the list (retried as spec section 7 says, src/sagas/retry.ts), refetching it
// every 3 s while a listing is analysing, delete, re-analysis, starting an analysis from the URL input and the
// chat entry.

export const DASHBOARD_POLL_MS = 3000;

export function failureOf(err: unknown): FailureInfo {
  const error = toHttpError(err);
  return { message: error.message, status: error.status, code: error.code };
}

export function* loadListings() {
  try {
    const answer: Polled<ListingCard[]> = yield call(callWithRetries, LIST_RETRY, listingsApi.fetchListings);
    if (!answer.unchanged) yield put(listingsFetched({ listings: answer.value, etag: answer.etag }));
  } catch (err) {
    yield put(listingsFetchFailed(failureOf(err)));
  }
  yield call(loadAllowance);
}

/** The free account's line on the dashboard; without it the dashboard simply shows no line. */
export function* loadAllowance() {
  try {
    const allowance: ListingAllowance = yield call(listingsApi.fetchAllowance);
    yield put(allowanceFetched(allowance));
  } catch (err) {
    yield call(logWarning, 'Could not read the free-account allowance', failureOf(err).message);
  }
}

/**
 * The list again, asking only for what changed since the list held (a 304 leaves everything as it is). Answers
 * the cards as they now are; a failure keeps the last list on screen rather than replacing it with an error.
 */
export function* refreshListings(signal?: AbortSignal) {
  try {
    const since: string | null = yield select(selectListTag);
    const answer: Polled<ListingCard[]> = yield call(callWithRetries, LIST_RETRY, listingsApi.fetchListings, { signal, since });
    if (!answer.unchanged) yield put(listingsFetched({ listings: answer.value, etag: answer.etag }));
  } catch (err) {
    yield call(logWarning, 'Refreshing the listings failed', failureOf(err).message);
  }
}

/**
 * The whole listing, read again unless unchanged since the one held; answers it (null when it could not be read:
 * the failure is recorded against it).
 */
export function* refreshListing(id: string, signal?: AbortSignal) {
  try {
    const since: string | null = yield select(selectListingTag, id);
    const answer: Polled<Listing> = yield call(listingsApi.fetchListing, id, { signal, since });
    if (answer.unchanged) return (yield select(selectListingDetail, id)) as Listing | null;
    yield put(listingFetched({ listing: answer.value, etag: answer.etag }));
    return answer.value;
  } catch (err) {
    yield put(listingFetchFailed({ id, failure: failureOf(err) }));
    return null;
  }
}

/** Round 0 loads the list (quietly when one is on screen); later rounds refetch it while a listing is analysing. */
export function* dashboardPollStep(round: number, signal: AbortSignal) {
  if (round === 0) {
    const status: RequestStatus = yield select(selectListStatus);
    if (status === 'succeeded') yield call(refreshListings, signal);
    else yield put(listingsRequested());
    return;
  }
  const listings: ListingCard[] = yield select(selectListings);
  // A provisional score is replaced once the photos are measured: the card follows it.
  if (anyAnalyzing(listings) || listings.some(photosBeingMeasured)) yield call(refreshListings, signal);
}

/** While the dashboard is open: the list, then every 3 s a refetch while any listing is analysing or provisional. */
export function* whileDashboardOpen() {
  yield call(poll, { everyMs: DASHBOARD_POLL_MS, stopOn: dashboardClosed.type }, dashboardPollStep);
}

export function* deleteListing(action: ReturnType<typeof listingDeleteRequested>) {
  const { id } = action.payload;
  try {
    yield call(listingsApi.deleteListing, id);
    yield put(listingDeleted({ id }));
    yield call(showToast, { ...listingToasts.deleted, variant: 'success' });
  } catch (err) {
    yield call(logWarning, 'Deleting a listing failed', failureOf(err).message);
    yield put(listingDeleteFailed({ id }));
    yield call(showToast, { ...listingToasts.deleteFailed, variant: 'error' });
  }
}

/**
 * Re-analysis, from the dashboard or the detail screen: the reanalyze endpoint, which keeps the listing (its id,
 * chat, facts, approved texts, score history and measured photos), then the listing and the list are read again
 * (spec section 4's detail flow; the dashboard's delete-and-analyse-again lost all of that, issue 40).
 */
export function* reanalyzeListing(action: ReturnType<typeof listingReanalysisRequested>) {
  const { id, via } = action.payload;
  try {
    const fresh: Listing = yield call(listingsApi.reanalyzeListing, id);
    yield put(listingReanalysisStarted({ listing: fresh }));
    yield call(showToast, { ...listingToasts.reanalysisStarted, variant: 'success' });
    if (via === 'detail') yield call(refreshListing, id);
    yield call(refreshListings);
  } catch (err) {
    yield call(logWarning, 'Re-analysing a listing failed', failureOf(err).message);
    yield put(listingReanalysisFailed({ id }));
    // An account limit says what to wait for; any other failure keeps the spec's words.
    const refusal = analysisRefusal(describeFailure(err));
    yield call(showToast, {
      ...(refusal ? { ...refusal, title: listingToasts.reanalysisFailed.title } : listingToasts.reanalysisFailed),
      variant: 'error',
    });
  }
}

/** The URL input's submit: checks (spec section 5), then the analysis, then the progress screen. */
export function* startAnalysis(action: ReturnType<typeof analysisRequested>) {
  const url = action.payload.url.trim();
  if (!url) {
    yield put(analysisRefused());
    yield call(showToast, { ...listingToasts.urlRequired, variant: 'error' });
    return;
  }
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user?.id) {
    yield put(analysisRefused());
    yield call(showToast, { ...listingToasts.authRequired, variant: 'error' });
    return;
  }
  try {
    const listing: Listing = yield call(listingsApi.analyzeListing, { url, userId: user.id });
    yield put(analysisStarted(listing));
    // The free account's line counts this analysis as soon as it is admitted, not on the next reload (issue 40).
    yield fork(loadAllowance);
    yield call(showToast, { ...listingToasts.analysisStarted, variant: 'success' });
    yield put(navigationRequested({ screen: 'loading', listingId: listing.id }));
  } catch (err) {
    yield put(analysisFailed());
    const failure = describeFailure(err);
    if (failure.code === 'free_limit_reached') {
      yield call(showToast, { ...listingToasts.freeLimitReached, variant: 'warning' });
      yield put(navigationRequested({ screen: 'dashboard', addressWrite: 'replace' }));
      return;
    }
    yield call(showToast, { ...analysisStartFailure(failure), variant: 'error' });
  }
}

/** The chat entry: fetch the listings, select the first if any, then open chat, even when the fetch fails. */
export function* openChat() {
  let listingId: string | null = null;
  try {
    const since: string | null = yield select(selectListTag);
    const answer: Polled<ListingCard[]> = yield call(callWithRetries, LIST_RETRY, listingsApi.fetchListings, { since });
    if (!answer.unchanged) yield put(listingsFetched({ listings: answer.value, etag: answer.etag }));
    const listings: ListingCard[] = answer.unchanged ? yield select(selectListings) : answer.value;
    listingId = listings[0]?.id ?? null;
  } catch (err) {
    yield call(logWarning, 'Could not load the listings for chat; opening chat without one', failureOf(err).message);
  }
  yield put(navigationRequested({ screen: 'chat', listingId }));
}

export function* listingsSaga() {
  yield takeLatest(listingsRequested.type, loadListings);
  yield takeLatest(allowanceRequested.type, loadAllowance);
  yield takeLatest(dashboardOpened.type, whileDashboardOpen);
  yield takeEvery(listingDeleteRequested.type, deleteListing);
  yield takeEvery(listingReanalysisRequested.type, reanalyzeListing);
  yield takeLeading(analysisRequested.type, startAnalysis);
  yield takeLeading(chatEntryRequested.type, openChat);
}
