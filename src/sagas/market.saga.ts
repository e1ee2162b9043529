import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import * as marketApi from '../api/market';
import { describeFailure } from '../api/request/failures';
import type { MarketInsight } from '../../contract/market';
import type { Listing } from '../../contract/wire';
import { isRecalculating } from '../domain/listing-rules';
import { marketText } from '../domain/messages/market';
import { requestErrorText } from '../domain/request-errors';
import { detailClosed, detailOpened, listingFetched } from '../store/listings.slice';
import { selectListingById } from '../store/listings.selectors';
import { marketFetched, marketFetchFailed, marketMissing, marketRequested, marketRetryRequested } from '../store/market.slice';

// The listing detail's "Your market" card (issue 37): fetched when the screen opens and again when an analysis
// gives the listing new content while it is open (its place, size or amenities may have changed).

export function* loadMarket(listingId: string) {
  yield put(marketRequested({ listingId }));
  try {
    const insight: MarketInsight = yield call(marketApi.fetchListingMarket, listingId);
    yield put(marketFetched({ listingId, insight }));
  } catch (err) {
    const failure = describeFailure(err);
    if (failure.status === 404 && failure.code === 'no_market') yield put(marketMissing({ listingId }));
    else yield put(marketFetchFailed({ listingId, message: requestErrorText(failure) || marketText.loadFailed }));
  }
}

/** What identifies the content one analysis read: a change means the market answer may change. */
const resultOf = (listing: Listing | null) => (listing && !isRecalculating(listing) ? (listing.analyzedAt ?? null) : null);

export function* followMarket(listingId: string) {
  const known: Listing | null = yield select(selectListingById, listingId);
  // undefined: the listing was not loaded yet, so the answer fetched now already reflects its latest analysis.
  let seen: string | null | undefined = known ? resultOf(known) : undefined;
  yield call(loadMarket, listingId);
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
    yield call(loadMarket, listingId);
  }
}

export function* whileDetailOpen(action: ReturnType<typeof detailOpened>) {
  yield race({ follow: call(followMarket, action.payload.listingId), closed: take(detailClosed.type) });
}

export function* marketSaga() {
  yield takeLatest(detailOpened.type, whileDetailOpen);
  yield takeLatest(marketRetryRequested.type, (action: ReturnType<typeof marketRetryRequested>) => loadMarket(action.payload.listingId));
}
