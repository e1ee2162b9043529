import { all, call } from 'redux-saga/effects';
import * as confetti from '../../../src/api/platform/confetti';
import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import * as photosApi from '../../../src/api/photos';
import { listingDetailSaga } from '../../../src/sagas/listing-detail.saga';
import { photosSaga } from '../../../src/sagas/photos.saga';
import { celebrationShown, detailClosed, detailOpened, listingsFetched } from '../../../src/store/listings.slice';
import { photoAnalysisRequested } from '../../../src/store/photos.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { analysingListing, listing, photoAnalysis, photoRecommendation, fetched } from '../../support/browser/listing-fixtures';
import { sagaStore, settle, signedIn } from '../../support/browser/saga-store';

jest.mock('../../../src/api/listings');
jest.mock('../../../src/api/photos');
jest.mock('../../../src/api/platform/confetti');
const api = jest.mocked(listingsApi);
const photos = jest.mocked(photosApi);
const confettiApi = jest.mocked(confetti);

function* detailAndPhotos() {
  yield all([call(listingDetailSaga), call(photosSaga)]);
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  photos.fetchPhotoRecommendation.mockResolvedValue(photoRecommendation());
  photos.fetchPhotoAnalyses.mockResolvedValue([photoAnalysis(0)]);
});
afterEach(() => jest.useRealTimers());

function open(id = 'l-1') {
  const harness = sagaStore(detailAndPhotos, signedIn);
  harness.store.dispatch(detailOpened({ listingId: id }));
  return harness;
}

describe('listing detail polling', () => {
  it('shows the loading state until the listing arrives', async () => {
    api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1' })));
    const { store } = open();
    expect(store.getState().listings.detail).toMatchObject({ listingId: 'l-1', status: 'pending' });
    await settle();
    expect(store.getState().listings.detail.status).toBe('succeeded');
    expect(store.getState().listings.byId['l-1']!.title).toBe('Sunny loft by the canal with rooftop terrace');
  });

  it('records a missing listing as a failed load', async () => {
    api.fetchListing.mockRejectedValue(new HttpError('404: Listing not found', { status: 404 }));
    const { store } = open();
    await settle();
    expect(store.getState().listings.detail).toMatchObject({ status: 'failed', error: { status: 404 } });
    expect(store.getState().listings.byId['l-1']).toBeUndefined();
  });

  it('refetches every 2 s while the listing is analysing, and stops once it has a score', async () => {
    api.fetchListing
      .mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' })))
      .mockResolvedValueOnce(fetched(listing({ id: 'l-1', isAnalyzing: false, seoScore: null })))
      .mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: 66 })));
    open();
    await settle();
    expect(api.fetchListing).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1999);
    expect(api.fetchListing).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
    // No score yet (null): still polling.
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.fetchListing).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(3);
  });

  it('does not poll a scored listing, nor one whose analysis failed', async () => {
    api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: null, analysisError: 'Blocked page' })));
    open();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(1);
  });

  it('polls again when a re-analysis starts while the screen is open', async () => {
    api.fetchListing.mockResolvedValueOnce(fetched(listing({ id: 'l-1' }))).mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    const { store } = open();
    await jest.advanceTimersByTimeAsync(4000);
    expect(api.fetchListing).toHaveBeenCalledTimes(1);
    store.dispatch(listingsFetched({ listings: [analysingListing({ id: 'l-1' })], etag: null }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
  });

  it('fetches the listing again when the list learns first that its analysis is done', async () => {
    // The analysis finishes between the screen's read (still analysing) and the list's (done).
    api.fetchListing
      .mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' })))
      .mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: 71 })));
    const { store } = open();
    await settle();
    store.dispatch(listingsFetched({ listings: [listing({ id: 'l-1', seoScore: 71 })], etag: null }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
    expect(store.getState().listings.details['l-1']).toMatchObject({ isAnalyzing: false, seoScore: 71 });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
  });

  it('stops every loop when the screen is left', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    photos.fetchPhotoRecommendation.mockResolvedValue(null);
    const { store } = open();
    await jest.advanceTimersByTimeAsync(6000);
    const listingCalls = api.fetchListing.mock.calls.length;
    const photoCalls = photos.fetchPhotoRecommendation.mock.calls.length;
    expect(listingCalls).toBe(4);
    expect(photoCalls).toBe(3);
    store.dispatch(detailClosed());
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(listingCalls);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(photoCalls);
  });
});

describe('photo recommendation polling', () => {
  it('loads the recommendation and the analyses when the screen opens', async () => {
    api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1' })));
    const { store } = open();
    await settle();
    expect(store.getState().photos.byListing['l-1']).toMatchObject({
      recommendation: { overallPhotoScore: 68 },
      recommendationStatus: 'succeeded',
      analyses: [{ photoIndex: 0 }],
    });
  });

  it('polls every 3 s while the recommendation is missing, then stops', async () => {
    api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1' })));
    photos.fetchPhotoRecommendation.mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue(photoRecommendation());
    const { store } = open();
    await settle();
    expect(store.getState().photos.byListing['l-1']).toMatchObject({ recommendation: null, recommendationStatus: 'succeeded' });
    await jest.advanceTimersByTimeAsync(2999);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(3);
    expect(store.getState().photos.byListing['l-1']!.recommendation).not.toBeNull();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(3);
  });

  it('keeps polling while the listing score is null, even with a recommendation', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    open();
    await settle();
    await jest.advanceTimersByTimeAsync(9000);
    expect(photos.fetchPhotoRecommendation).toHaveBeenCalledTimes(4);
    // With a recommendation in hand, the per-photo analyses are fetched with it.
    expect(photos.fetchPhotoAnalyses).toHaveBeenCalledTimes(4);
  });
});

describe('photo analysis', () => {
  it('stores the new recommendation, says so, then reloads the photos and the listing', async () => {
    api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1' })));
    photos.analyzePhotos.mockResolvedValue(photoRecommendation({ overallPhotoScore: 91 }));
    photos.fetchPhotoRecommendation.mockResolvedValue(photoRecommendation({ overallPhotoScore: 91 }));
    const { store, ofType } = sagaStore(photosSaga, signedIn);
    store.dispatch(photoAnalysisRequested({ listingId: 'l-1' }));
    expect(store.getState().photos.byListing['l-1']!.analyzeStatus).toBe('pending');
    await settle();
    expect(photos.analyzePhotos).toHaveBeenCalledWith('l-1');
    expect(store.getState().photos.byListing['l-1']).toMatchObject({
      analyzeStatus: 'succeeded',
      recommendation: { overallPhotoScore: 91 },
    });
    expect(ofType(toastShown.type).map((a) => (a.payload as { title: string }).title)).toEqual(['Analysis Complete']);
    expect(photos.fetchPhotoAnalyses.mock.calls.map(([id]) => id)).toEqual(['l-1']);
    expect(api.fetchListing.mock.calls.map(([id]) => id)).toEqual(['l-1']);
  });

  it("shows 'Analysis Failed' with the server's message", async () => {
    photos.analyzePhotos.mockRejectedValue(
      new HttpError('422: This listing has no photos', { status: 422, serverMessage: 'This listing has no photos' }),
    );
    const { store, ofType } = sagaStore(photosSaga, signedIn);
    store.dispatch(photoAnalysisRequested({ listingId: 'l-1' }));
    await settle();
    expect(store.getState().photos.byListing['l-1']).toMatchObject({ analyzeStatus: 'failed', error: 'This listing has no photos' });
    expect(ofType(toastShown.type).map((a) => a.payload)).toEqual([
      expect.objectContaining({ title: 'Analysis Failed', description: 'This listing has no photos', variant: 'error' }),
    ]);
  });

  it('falls back to the standard words when the failure has no message', async () => {
    photos.analyzePhotos.mockRejectedValue(new HttpError('', { status: 500, serverMessage: '' }));
    const { store, ofType } = sagaStore(photosSaga, signedIn);
    store.dispatch(photoAnalysisRequested({ listingId: 'l-1' }));
    await settle();
    expect((ofType(toastShown.type)[0]!.payload as { description: string }).description).toBe(
      'Failed to analyze photos. Please try again.',
    );
  });

  it('runs one analysis per listing at a time', async () => {
    let finish: (value: ReturnType<typeof photoRecommendation>) => void = () => undefined;
    photos.analyzePhotos.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { store } = sagaStore(photosSaga, signedIn);
    store.dispatch(photoAnalysisRequested({ listingId: 'l-1' }));
    store.dispatch(photoAnalysisRequested({ listingId: 'l-1' }));
    store.dispatch(photoAnalysisRequested({ listingId: 'l-2' }));
    await settle();
    expect(photos.analyzePhotos.mock.calls).toEqual([['l-1'], ['l-2']]);
    finish(photoRecommendation());
    await settle();
  });
});

describe('celebration', () => {
  it('plays 3 seconds of confetti', async () => {
    confettiApi.playConfetti.mockResolvedValue(undefined);
    const { store } = sagaStore(listingDetailSaga, signedIn);
    store.dispatch(celebrationShown({ listingId: 'l-1' }));
    await settle();
    expect(confettiApi.playConfetti).toHaveBeenCalledWith(3000);
    expect(confettiApi.stopConfetti).not.toHaveBeenCalled();
  });

  it('clears the confetti at once when the screen is left', async () => {
    confettiApi.playConfetti.mockReturnValue(new Promise(() => undefined));
    const { store } = sagaStore(listingDetailSaga, signedIn);
    store.dispatch(celebrationShown({ listingId: 'l-1' }));
    await settle();
    store.dispatch(detailClosed());
    await settle();
    expect(confettiApi.stopConfetti).toHaveBeenCalledTimes(1);
  });
});
