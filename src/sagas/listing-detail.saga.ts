import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { readItem, writeItem } from '../api/platform/browser-storage';
import { playConfetti, stopConfetti } from '../api/platform/confetti';
import type { Listing, ListingCard } from '../../contract/wire';
import { isRecalculating, photosBeingMeasured } from '../domain/listing-rules';
import { celebrationsStorageKey, parseStoredCelebrations } from '../domain/listing-sections';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import { celebrationsRestored } from '../store/celebrations.slice';
import { selectCelebratedFor, selectCelebratedIds } from '../store/celebrations.selectors';
import { celebrationShown, detailClosed, detailOpened } from '../store/listings.slice';
import { selectListingById, selectListingDetail } from '../store/listings.selectors';
import { poll } from './poll';
import { refreshListing } from './listings.saga';
import { pollPhotoRecommendation } from './photos.saga';

// The listing detail screen's effects (spec section 4): the listing refetched every 2 s while it is analysing
// or has no score yet (and while its photos are still being measured, so the words saying so go away), the photo recommendation every 3 s (photos.saga), and the 3-second confetti. All stop
// when the screen is left.

export const DETAIL_POLL_MS = 2000;
export const CONFETTI_MS = 3000;

/** The listing at once, then every 2 s while it is analysing, has no score yet or awaits its measured photos. */
export function* pollListing(listingId: string) {
  yield call(poll, { everyMs: DETAIL_POLL_MS, stopOn: detailClosed.type }, function* step(round: number, signal: AbortSignal) {
    if (round > 0) {
      const card: ListingCard | null = yield select(selectListingById, listingId);
      if (!card) return;
      // The card says whether it is analysing; only the whole listing's checks say whether photos are measured.
      // The screen shows the whole listing: the list's poll may learn first that an analysis is done, and then
      // the card is done while the screen still shows it analysing (fetched again here).
      const whole: Listing | null = yield select(selectListingDetail, listingId);
      if (!(isRecalculating(card) || (whole !== null && (isRecalculating(whole) || photosBeingMeasured(whole))))) return;
    }
    yield call(refreshListing, listingId, signal);
  });
}

/** The listings this user already celebrated, read from the browser once per user. */
export function* restoreCelebrations() {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const loadedFor: string | null = yield select(selectCelebratedFor);
  if (loadedFor === user.id) return;
  const raw: string | null = yield call(readItem, celebrationsStorageKey(user.id));
  yield put(celebrationsRestored({ userId: user.id, listingIds: parseStoredCelebrations(raw) }));
}

export function* whileDetailOpen(action: ReturnType<typeof detailOpened>) {
  const { listingId } = action.payload;
  yield call(restoreCelebrations);
  yield all([call(pollListing, listingId), call(pollPhotoRecommendation, listingId)]);
}

/** Remembers the celebration (it plays once per listing), then the 3-second confetti. */
export function* celebrate() {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (user) {
    const ids: string[] = yield select(selectCelebratedIds);
    yield call(writeItem, celebrationsStorageKey(user.id), JSON.stringify(ids));
  }
  const { closed } = yield race({ played: call(playConfetti, CONFETTI_MS), closed: take(detailClosed.type) });
  // Leaving the screen clears the confetti at once instead of letting it rain on the next screen.
  if (closed) yield call(stopConfetti);
}

export function* listingDetailSaga() {
  yield takeLatest(detailOpened.type, whileDetailOpen);
  yield takeEvery(celebrationShown.type, celebrate);
}
