import { all, call, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { playConfetti, stopConfetti } from '../api/platform/confetti';
import type { Listing } from '../../contract/wire';
import { isRecalculating } from '../domain/listing-rules';
import { celebrationShown, detailClosed, detailOpened } from '../store/listings.slice';
import { selectListingById } from '../store/listings.selectors';
import { poll } from './poll';
import { refreshListing } from './listings.saga';
import { pollPhotoRecommendation } from './photos.saga';

// The listing detail screen's effects (spec section 4): the listing refetched every 2 s while it is analysing
// or has no score yet, the photo recommendation every 3 s (photos.saga), and the 3-second confetti. All stop
// when the screen is left.

export const DETAIL_POLL_MS = 2000;
export const CONFETTI_MS = 3000;

/** The listing at once, then every 2 s while it is analysing or has no score yet. */
export function* pollListing(listingId: string) {
  yield call(poll, { everyMs: DETAIL_POLL_MS, stopOn: detailClosed.type }, function* step(round: number, signal: AbortSignal) {
    if (round > 0) {
      const listing: Listing | null = yield select(selectListingById, listingId);
      if (!listing || !isRecalculating(listing)) return;
    }
    yield call(refreshListing, listingId, signal);
  });
}

export function* whileDetailOpen(action: ReturnType<typeof detailOpened>) {
  const { listingId } = action.payload;
  yield all([call(pollListing, listingId), call(pollPhotoRecommendation, listingId)]);
}

export function* celebrate() {
  const { closed } = yield race({ played: call(playConfetti, CONFETTI_MS), closed: take(detailClosed.type) });
  // Leaving the screen clears the confetti at once instead of letting it rain on the next screen.
  if (closed) yield call(stopConfetti);
}

export function* listingDetailSaga() {
  yield takeLatest(detailOpened.type, whileDetailOpen);
  yield takeEvery(celebrationShown.type, celebrate);
}
