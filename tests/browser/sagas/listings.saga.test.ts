import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import * as log from '../../../src/api/platform/log';
import { listingsSaga } from '../../../src/sagas/listings.saga';
import {
  analysisRequested,
  chatEntryRequested,
  dashboardClosed,
  dashboardOpened,
  listingDeleteRequested,
  listingReanalysisRequested,
  listingsFetched,
  listingsRequested,
} from '../../../src/store/listings.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { analysingListing, fetched, listing, unchanged } from '../../support/browser/listing-fixtures';
import { sagaStore, settle, signedIn } from '../../support/browser/saga-store';

jest.mock('../../../src/api/listings');
jest.mock('../../../src/api/platform/log');
const api = jest.mocked(listingsApi);

const toasts = (ofType: ReturnType<typeof sagaStore>['ofType']) =>
  ofType(toastShown.type).map((a) => {
    const { title, description, variant } = a.payload as { title: string; description?: string; variant: string };
    return { title, description, variant };
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('loading the list', () => {
  it('keeps the listings in dashboard order', async () => {
    api.fetchListings.mockResolvedValue(fetched([listing({ id: 'a' }), listing({ id: 'b' })]));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsRequested());
    expect(store.getState().listings.listStatus).toBe('pending');
    await settle();
    expect(store.getState().listings).toMatchObject({ listStatus: 'succeeded', ids: ['a', 'b'] });
  });

  it('retries a failed list twice, 1 s and then 2 s later (spec section 7), and succeeds', async () => {
    api.fetchListings
      .mockRejectedValueOnce(new HttpError('500: Database unavailable', { status: 500 }))
      .mockRejectedValueOnce(new HttpError('timeout', { code: 'timeout' }))
      .mockResolvedValue(fetched([listing({ id: 'a' })]));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsRequested());
    await settle();
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
    expect(store.getState().listings.listStatus).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchListings).toHaveBeenCalledTimes(3);
    expect(store.getState().listings).toMatchObject({ listStatus: 'succeeded', ids: ['a'] });
  });

  it.each([
    ['404', new HttpError('404: Nothing here', { status: 404 })],
    ['401 the session saga could not help', new HttpError('session_expired', { status: 401, code: 'session_expired' })],
  ])('does not retry a %s', async (_name, error) => {
    api.fetchListings.mockRejectedValue(error);
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsRequested());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    expect(store.getState().listings.listStatus).toBe('failed');
  });

  it('records a failure with its message, status and code for the dashboard to word, after the retries', async () => {
    api.fetchListings.mockRejectedValue(new HttpError('Network Error', { code: 'network' }));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsRequested());
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.fetchListings).toHaveBeenCalledTimes(3);
    expect(store.getState().listings).toMatchObject({
      listStatus: 'failed',
      listError: { message: 'Network Error', status: null, code: 'network' },
    });
  });
});

describe('dashboard polling', () => {
  it('loads the list when the dashboard opens and refetches every 3 s while a listing is analysing', async () => {
    api.fetchListings.mockResolvedValue(fetched([analysingListing({ id: 'a' })]));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(dashboardOpened());
    await settle();
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2999);
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.fetchListings).toHaveBeenCalledTimes(3);
  });

  it('stops refetching once no listing is analysing', async () => {
    api.fetchListings
      .mockResolvedValueOnce(fetched([analysingListing({ id: 'a' })]))
      .mockResolvedValue(fetched([listing({ id: 'a', seoScore: 77 })]));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(dashboardOpened());
    await settle();
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
    expect(store.getState().listings.byId.a!.seoScore).toBe(77);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
  });

  it('sends the tag of the list it holds, and keeps the list as it is when the server answers 304', async () => {
    api.fetchListings.mockResolvedValueOnce(fetched([analysingListing({ id: 'a' })], 'W/"l1"')).mockResolvedValue(unchanged);
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(dashboardOpened());
    await settle();
    const held = store.getState().listings.byId;
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.fetchListings).toHaveBeenCalledTimes(2);
    expect(api.fetchListings).toHaveBeenLastCalledWith({ signal: expect.any(AbortSignal), since: 'W/"l1"' });
    expect(store.getState().listings.byId).toBe(held);
    expect(store.getState().listings.listStatus).toBe('succeeded');
  });

  it('stops when the dashboard is left', async () => {
    api.fetchListings.mockResolvedValue(fetched([analysingListing({ id: 'a' })]));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(dashboardOpened());
    await settle();
    store.dispatch(dashboardClosed());
    await jest.advanceTimersByTimeAsync(30_000);
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
  });

  it('refreshes quietly on a return visit: the list on screen stays while the new one loads', async () => {
    api.fetchListings.mockResolvedValue(fetched([listing({ id: 'a' })]));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'old' })], etag: null }));
    store.dispatch(dashboardOpened());
    expect(store.getState().listings.listStatus).toBe('succeeded');
    await settle();
    expect(ofType(listingsRequested.type)).toHaveLength(0);
    expect(store.getState().listings.ids).toEqual(['a']);
  });

  it('keeps the last list when a background refresh fails', async () => {
    api.fetchListings
      .mockResolvedValueOnce(fetched([analysingListing({ id: 'a' })]))
      .mockRejectedValue(new HttpError('Network Error', { code: 'network' }));
    const { store } = sagaStore(listingsSaga, signedIn);
    store.dispatch(dashboardOpened());
    await settle();
    await jest.advanceTimersByTimeAsync(3000);
    expect(store.getState().listings).toMatchObject({ listStatus: 'succeeded', ids: ['a'] });
  });
});

describe('delete', () => {
  it('removes the listing and says so', async () => {
    api.deleteListing.mockResolvedValue(undefined);
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' }), listing({ id: 'b' })], etag: null }));
    store.dispatch(listingDeleteRequested({ id: 'a' }));
    expect(store.getState().listings.operations.a).toBe('deleting');
    await settle();
    expect(api.deleteListing).toHaveBeenCalledWith('a');
    expect(store.getState().listings.ids).toEqual(['b']);
    expect(toasts(ofType)).toEqual([{ title: 'Success', description: 'Listing deleted successfully', variant: 'success' }]);
  });

  it('keeps the listing and shows the failure toast when the server refuses', async () => {
    api.deleteListing.mockRejectedValue(new HttpError('500: boom', { status: 500 }));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingDeleteRequested({ id: 'a' }));
    await settle();
    expect(store.getState().listings.ids).toEqual(['a']);
    expect(store.getState().listings.operations.a).toBeUndefined();
    expect(toasts(ofType)).toEqual([{ title: 'Error', description: 'Failed to delete listing. Please try again.', variant: 'error' }]);
  });
});

describe('re-analysis', () => {
  it('from the dashboard re-analyses the same listing (its id, chat, facts and history stay) and reads the list again', async () => {
    const running = listing({ id: 'a', isAnalyzing: true, seoScore: null });
    api.reanalyzeListing.mockResolvedValue(running);
    api.fetchListings.mockResolvedValue(fetched([running]));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingReanalysisRequested({ id: 'a', via: 'dashboard' }));
    expect(store.getState().listings.operations.a).toBe('reanalyzing');
    await settle();
    expect(api.reanalyzeListing).toHaveBeenCalledWith('a');
    expect(api.deleteListing).not.toHaveBeenCalled();
    expect(api.analyzeListing).not.toHaveBeenCalled();
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    expect(store.getState().listings.ids).toEqual(['a']);
    expect(store.getState().listings.byId.a).toMatchObject({ isAnalyzing: true, seoScore: null });
    expect(store.getState().listings.operations.a).toBeUndefined();
    expect(toasts(ofType)).toEqual([
      {
        title: 'Re-analysis Started',
        description: 'Your listing is being re-analyzed with fresh data. This may take some time.',
        variant: 'success',
      },
    ]);
  });

  it('from the dashboard keeps the listing as it was and says it failed when the re-analysis cannot start', async () => {
    api.reanalyzeListing.mockRejectedValue(new HttpError('500: boom', { status: 500 }));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingReanalysisRequested({ id: 'a', via: 'dashboard' }));
    await settle();
    expect(store.getState().listings.ids).toEqual(['a']);
    expect(store.getState().listings.byId.a!.seoScore).toBe(78);
    expect(toasts(ofType)).toEqual([
      { title: 'Re-analysis Failed', description: 'Failed to re-analyze listing. Please try again.', variant: 'error' },
    ]);
  });

  it('from the detail screen calls the reanalyze endpoint, then refreshes the listing and the list', async () => {
    const running = listing({ id: 'a', isAnalyzing: true, seoScore: null });
    api.reanalyzeListing.mockResolvedValue(running);
    api.fetchListing.mockResolvedValue(fetched(running));
    api.fetchListings.mockResolvedValue(fetched([running]));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingReanalysisRequested({ id: 'a', via: 'detail' }));
    expect(store.getState().listings.operations.a).toBe('reanalyzing');
    await settle();
    expect(api.reanalyzeListing).toHaveBeenCalledWith('a');
    expect(api.deleteListing).not.toHaveBeenCalled();
    expect(api.fetchListing.mock.calls.map(([id]) => id)).toEqual(['a']);
    expect(api.fetchListings).toHaveBeenCalledTimes(1);
    expect(store.getState().listings.byId.a).toMatchObject({ isAnalyzing: true, seoScore: null });
    expect(store.getState().listings.operations.a).toBeUndefined();
    expect(toasts(ofType)[0]!.title).toBe('Re-analysis Started');
  });

  it('from the detail screen shows the failure toast when the endpoint fails', async () => {
    api.reanalyzeListing.mockRejectedValue(new HttpError('500: boom', { status: 500 }));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingReanalysisRequested({ id: 'a', via: 'detail' }));
    await settle();
    expect(store.getState().listings.byId.a!.seoScore).toBe(78);
    expect(toasts(ofType)).toEqual([
      { title: 'Re-analysis Failed', description: 'Failed to re-analyze listing. Please try again.', variant: 'error' },
    ]);
  });
});

describe('starting an analysis from the URL input', () => {
  it("refuses a blank URL with 'URL Required'", async () => {
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(analysisRequested({ url: '   ' }));
    await settle();
    expect(api.analyzeListing).not.toHaveBeenCalled();
    expect(store.getState().listings.analyzeStatus).toBe('idle');
    expect(toasts(ofType)).toEqual([{ title: 'URL Required', description: 'Please enter a valid listing URL.', variant: 'error' }]);
  });

  it("refuses without a signed-in user with 'Authentication Required'", async () => {
    const { store, ofType } = sagaStore(listingsSaga);
    store.dispatch(analysisRequested({ url: 'https://www.airbnb.com/rooms/1' }));
    await settle();
    expect(api.analyzeListing).not.toHaveBeenCalled();
    expect(toasts(ofType)).toEqual([
      { title: 'Authentication Required', description: 'Please log in to analyze listings.', variant: 'error' },
    ]);
  });

  it('sends the trimmed URL with the user id, says it started and opens the progress screen for that listing', async () => {
    api.analyzeListing.mockResolvedValue(analysingListing({ id: 'l-9' }));
    api.fetchAllowance.mockResolvedValue({ purchased: false, freeListings: 1, used: 1, remaining: 0 });
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(analysisRequested({ url: '  https://www.airbnb.com/rooms/9  ' }));
    expect(store.getState().listings.analyzeStatus).toBe('pending');
    await settle();
    // The free account's line counts the analysis as soon as it is admitted.
    expect(store.getState().listings.allowance).toEqual({ purchased: false, freeListings: 1, used: 1, remaining: 0 });
    expect(api.analyzeListing).toHaveBeenCalledWith({ url: 'https://www.airbnb.com/rooms/9', userId: 'u-1' });
    expect(store.getState().listings).toMatchObject({ analyzeStatus: 'succeeded', ids: ['l-9'] });
    expect(toasts(ofType)).toEqual([
      { title: 'Analysis Started', description: 'Your listing is being analyzed. This may take some time.', variant: 'success' },
    ]);
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'loading', listingId: 'l-9' }]);
  });

  it('says what to wait for when the account has started too many analyses this minute', async () => {
    api.analyzeListing.mockRejectedValue(
      new HttpError('429: Too many analyses', { status: 429, code: 'analysis_rate_limited', serverMessage: 'Too many analyses' }),
    );
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(analysisRequested({ url: 'https://www.airbnb.com/rooms/9' }));
    await settle();
    expect(store.getState().listings.analyzeStatus).toBe('failed');
    expect(toasts(ofType)).toEqual([
      {
        title: 'Too Many Analyses',
        description: 'You have started as many analyses as one account may start in a minute. Please wait a minute, then try again.',
        variant: 'error',
      },
    ]);
  });

  it('says to wait for running analyses when a re-analysis is refused for the account limit', async () => {
    api.reanalyzeListing.mockRejectedValue(
      new HttpError('429: Too many analyses running', { status: 429, code: 'analysis_limit_reached', serverMessage: 'Too many' }),
    );
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(listingsFetched({ listings: [listing({ id: 'a' })], etag: null }));
    store.dispatch(listingReanalysisRequested({ id: 'a', via: 'detail' }));
    await settle();
    expect(store.getState().listings.ids).toEqual(['a']);
    expect(toasts(ofType)).toEqual([
      {
        title: 'Re-analysis Failed',
        description:
          'You already have as many analyses waiting or running as one account may have. Please wait for some of them to finish, then try again.',
        variant: 'error',
      },
    ]);
  });

  it("shows the server's own words when the analysis cannot start", async () => {
    api.analyzeListing.mockRejectedValue(
      new HttpError('400: That link is an Airbnb search page, not a listing', {
        status: 400,
        serverMessage: 'That link is an Airbnb search page, not a listing',
      }),
    );
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(analysisRequested({ url: 'https://www.airbnb.com/s/Lisbon' }));
    await settle();
    expect(store.getState().listings.analyzeStatus).toBe('failed');
    expect(toasts(ofType)).toEqual([
      {
        title: 'Analysis Failed',
        description: 'Unable to start analysis: That link is an Airbnb search page, not a listing. Please check the URL and try again.',
        variant: 'error',
      },
    ]);
    expect(ofType(navigationRequested.type)).toHaveLength(0);
  });
});

describe('the chat entry', () => {
  it('fetches the listings and opens chat with the first one', async () => {
    api.fetchListings.mockResolvedValue(fetched([listing({ id: 'first' }), listing({ id: 'second' })]));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(chatEntryRequested());
    await settle();
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'chat', listingId: 'first' }]);
  });

  it('opens chat without a listing when there is none', async () => {
    api.fetchListings.mockResolvedValue(fetched([]));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(chatEntryRequested());
    await settle();
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'chat', listingId: null }]);
  });

  it('still opens chat when the fetch fails, and logs the failure', async () => {
    api.fetchListings.mockRejectedValue(new HttpError('Network Error', { code: 'network' }));
    const { store, ofType } = sagaStore(listingsSaga, signedIn);
    store.dispatch(chatEntryRequested());
    // The list's 2 retries (1 s, then 2 s) come first.
    await jest.advanceTimersByTimeAsync(2999);
    expect(ofType(navigationRequested.type)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchListings).toHaveBeenCalledTimes(3);
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'chat', listingId: null }]);
    expect(log.logWarning).toHaveBeenCalledWith(expect.stringContaining('chat'), 'Network Error');
  });
});
