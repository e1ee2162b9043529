import { call, put, select, takeEvery } from 'redux-saga/effects';
import { describeFailure } from '../api/request/failures';
import * as photosApi from '../api/photos';
import type { Listing, PhotoAnalysis, PhotoRecommendation } from '../../contract/wire';
import { photoToasts } from '../domain/messages/listingDetail';
import { requestErrorText } from '../domain/request-errors';
import { detailClosed } from '../store/listings.slice';
import { selectListingById } from '../store/listings.selectors';
import {
  photoAnalysesFetched,
  photoAnalysisFailed,
  photoAnalysisRequested,
  photoAnalysisSucceeded,
  photoRecommendationFetched,
  photoRecommendationFetchFailed,
  selectListingPhotos,
  type ListingPhotos,
} from '../store/photos.slice';
import { showToast } from './toasts.saga';
import { poll } from './poll';
import { refreshListing } from './listings.saga';

// Photo effects of the listing detail: the recommendation polled every 3 s while it is missing or while the
// listing's score is null (spec section 4), and the photo analysis with its 6-minute timeout (in api/photos).

export const PHOTO_POLL_MS = 3000;

export function* loadPhotos(listingId: string, withAnalyses: boolean, signal?: AbortSignal) {
  try {
    const recommendation: PhotoRecommendation | null = yield call(photosApi.fetchPhotoRecommendation, listingId, { signal });
    yield put(photoRecommendationFetched({ listingId, recommendation }));
    if (withAnalyses || recommendation) {
      const analyses: PhotoAnalysis[] = yield call(photosApi.fetchPhotoAnalyses, listingId, { signal });
      yield put(photoAnalysesFetched({ listingId, analyses }));
    }
  } catch {
    yield put(photoRecommendationFetchFailed({ listingId }));
  }
}

/** The photos at once, then every 3 s while the recommendation is missing or the listing's score is null. */
export function* pollPhotoRecommendation(listingId: string) {
  yield call(poll, { everyMs: PHOTO_POLL_MS, stopOn: detailClosed.type }, function* step(round: number, signal: AbortSignal) {
    if (round === 0) {
      yield call(loadPhotos, listingId, true, signal);
      return;
    }
    const photos: ListingPhotos = yield select(selectListingPhotos, listingId);
    const listing: Listing | null = yield select(selectListingById, listingId);
    if (photos.recommendation == null || listing?.seoScore == null) yield call(loadPhotos, listingId, false, signal);
  });
}

export function* analyzePhotos(listingId: string) {
  try {
    const recommendation: PhotoRecommendation = yield call(photosApi.analyzePhotos, listingId);
    yield put(photoAnalysisSucceeded({ listingId, recommendation }));
    yield call(showToast, { ...photoToasts.complete, variant: 'success' });
  } catch (err) {
    const message = requestErrorText(describeFailure(err)) || null;
    yield put(photoAnalysisFailed({ listingId, message }));
    yield call(showToast, { ...photoToasts.failed(message), variant: 'error' });
    return;
  }
  // The per-photo results, and the photos category score, which may have moved with the new measurements.
  yield call(loadPhotos, listingId, true);
  yield call(refreshListing, listingId);
}

export function* photosSaga() {
  // One analysis per listing at a time; another listing's may run alongside.
  const running = new Set<string>();
  yield takeEvery(photoAnalysisRequested.type, function* runOnce(action: ReturnType<typeof photoAnalysisRequested>) {
    const { listingId } = action.payload;
    if (running.has(listingId)) return;
    running.add(listingId);
    try {
      yield call(analyzePhotos, listingId);
    } finally {
      running.delete(listingId);
    }
  });
}
