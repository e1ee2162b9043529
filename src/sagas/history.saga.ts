import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import * as historyApi from '../api/history';
import { saveDownload } from '../api/platform/download';
import { describeFailure } from '../api/request/failures';
import type { ApprovedTexts, Listing, ListingHistoryResponse } from '../../contract/wire';
import { isRecalculating } from '../domain/listing-rules';
import { historyText, reportText } from '../domain/messages/history';
import { requestErrorText } from '../domain/request-errors';
import { selectApprovedTexts } from '../store/chat.selectors';
import {
  historyFetched,
  historyFetchFailed,
  historyRequested,
  historyRetryRequested,
  reportDownloaded,
  reportFailed,
  reportRequested,
} from '../store/history.slice';
import { detailClosed, detailOpened, listingFetched } from '../store/listings.slice';
import { selectListingById } from '../store/listings.selectors';
import { showToast } from './toasts.saga';

// The listing detail's score history (issue 19): fetched when the screen opens and again whenever the listing's
// score moves while it is open (an analysis, or the photo re-score after it, finished), and the report download.

export function* loadHistory(listingId: string) {
  yield put(historyRequested({ listingId }));
  try {
    const response: ListingHistoryResponse = yield call(historyApi.fetchListingHistory, listingId);
    yield put(historyFetched({ listingId, response }));
  } catch (err) {
    yield put(historyFetchFailed({ listingId, message: requestErrorText(describeFailure(err)) || historyText.loadFailed }));
  }
}

/** What identifies the result of one analysis on the listing: a change means the history has a new entry or score. */
const resultOf = (listing: Listing | null) => (listing && !isRecalculating(listing) ? `${listing.analyzedAt}|${listing.seoScore}` : null);

export function* followHistory(listingId: string) {
  const known: Listing | null = yield select(selectListingById, listingId);
  // undefined: the listing was not loaded yet, so the history fetched now already holds its first result.
  let seen: string | null | undefined = known ? resultOf(known) : undefined;
  yield call(loadHistory, listingId);
  for (;;) {
    const { payload }: ReturnType<typeof listingFetched> = yield take(
      (action: { type: string; payload?: { listing?: { id?: string } } }) =>
        action.type === listingFetched.type && action.payload?.listing?.id === listingId,
    );
    const result = resultOf(payload.listing);
    if (seen === undefined) {
      seen = result;
      continue;
    }
    if (result === null || result === seen) continue;
    seen = result;
    yield call(loadHistory, listingId);
  }
}

export function* whileDetailOpen(action: ReturnType<typeof detailOpened>) {
  yield race({ follow: call(followHistory, action.payload.listingId), closed: take(detailClosed.type) });
}

export function* downloadReport(action: ReturnType<typeof reportRequested>) {
  const { listingId } = action.payload;
  const approvedTexts: ApprovedTexts = yield select(selectApprovedTexts, listingId);
  try {
    const file: historyApi.ReportFile = yield call(historyApi.fetchListingReport, listingId, approvedTexts);
    yield call(saveDownload, file.data, file.fileName);
    yield put(reportDownloaded({ listingId }));
  } catch (err) {
    yield put(reportFailed({ listingId }));
    yield call(showToast, { ...reportText.failed(requestErrorText(describeFailure(err)) || null), variant: 'error' });
  }
}

export function* historySaga() {
  yield takeLatest(detailOpened.type, whileDetailOpen);
  yield takeLatest(historyRetryRequested.type, (action: ReturnType<typeof historyRetryRequested>) => loadHistory(action.payload.listingId));
  yield takeLatest(reportRequested.type, downloadReport);
}
