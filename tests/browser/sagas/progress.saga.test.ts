import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import * as randomSource from '../../../src/api/platform/random';
import { progressSaga } from '../../../src/sagas/progress.saga';
import { announced } from '../../../src/store/announcer.slice';
import { progressClosed, progressOpened } from '../../../src/store/listings.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { analysingListing, fetched, listing, unchanged } from '../../support/browser/listing-fixtures';
import { sagaStore, settle, signedIn } from '../../support/browser/saga-store';

jest.mock('../../../src/api/listings');
jest.mock('../../../src/api/platform/random');
const api = jest.mocked(listingsApi);
const random = jest.mocked(randomSource.random);
const uuid = jest.mocked(randomSource.randomUuid);

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  random.mockReturnValue(0.5);
  uuid.mockReturnValue('toast-2');
});
afterEach(() => jest.useRealTimers());

function open() {
  const harness = sagaStore(progressSaga, signedIn);
  harness.store.dispatch(progressOpened({ listingId: 'l-1' }));
  const percent = () => harness.store.getState().listings.progress.percent;
  return { ...harness, percent };
}

describe('analysis progress', () => {
  it('starts at 0 and grows every 3 s by the random amount (0.5 → +5)', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    const { percent } = open();
    await settle();
    expect(percent()).toBe(0);
    await jest.advanceTimersByTimeAsync(2999);
    expect(percent()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(percent()).toBe(5);
    await jest.advanceTimersByTimeAsync(3000);
    expect(percent()).toBe(10);
  });

  it('never passes 90 while the listing is still analysing', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    const { percent } = open();
    await jest.advanceTimersByTimeAsync(3000 * 17);
    expect(percent()).toBe(85);
    await jest.advanceTimersByTimeAsync(3000);
    expect(percent()).toBe(90);
    await jest.advanceTimersByTimeAsync(3000 * 10);
    expect(percent()).toBe(90);
  });

  it('refetches the listing every 2 s, asking only for what changed since the answer it holds', async () => {
    api.fetchListing.mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' }), 'W/"v1"')).mockResolvedValue(unchanged);
    const { percent } = open();
    await settle();
    expect(api.fetchListing).toHaveBeenCalledTimes(1);
    expect(api.fetchListing).toHaveBeenCalledWith('l-1', { signal: expect.any(AbortSignal), since: null });
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
    expect(api.fetchListing).toHaveBeenLastCalledWith('l-1', { signal: expect.any(AbortSignal), since: 'W/"v1"' });
    // Unchanged: still running, still ticking.
    await jest.advanceTimersByTimeAsync(1000);
    expect(percent()).toBe(5);
    await jest.advanceTimersByTimeAsync(4000);
    expect(api.fetchListing).toHaveBeenCalledTimes(4);
  });

  it('jumps to 100 when the listing is done with a score, and returns to the dashboard 1 s later', async () => {
    api.fetchListing
      .mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' })))
      .mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' })))
      .mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: 81 })));
    const { store, percent, ofType } = open();
    await settle();
    await jest.advanceTimersByTimeAsync(4000);
    expect(percent()).toBe(100);
    expect(store.getState().listings.progress.phase).toBe('completed');
    expect(store.getState().listings.byId['l-1']!.seoScore).toBe(81);
    await jest.advanceTimersByTimeAsync(999);
    expect(ofType(navigationRequested.type)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'dashboard', addressWrite: 'replace' }]);
    // The ticker does not move a finished analysis.
    await jest.advanceTimersByTimeAsync(6000);
    expect(percent()).toBe(100);
    expect(api.fetchListing).toHaveBeenCalledTimes(3);
  });

  it('does not complete while the score is 0 or the listing is still analysing', async () => {
    api.fetchListing
      .mockResolvedValueOnce(fetched(listing({ id: 'l-1', isAnalyzing: true, seoScore: 70 })))
      .mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: 0 })));
    const { store } = open();
    await jest.advanceTimersByTimeAsync(6000);
    expect(store.getState().listings.progress.phase).toBe('running');
  });

  it('stops on a failed analysis and keeps its reason for the screen', async () => {
    api.fetchListing
      .mockResolvedValueOnce(fetched(analysingListing({ id: 'l-1' })))
      .mockResolvedValue(fetched(analysingListing({ id: 'l-1', isAnalyzing: false, analysisError: 'The page asks visitors to sign in.' })));
    const { store, ofType } = open();
    store.dispatch(
      toastShown({ title: 'Analysis Started', description: 'Your listing is being analyzed.', variant: 'success' }, 'toast-1'),
    );
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.getState().listings.progress).toMatchObject({ phase: 'failed', error: 'The page asks visitors to sign in.' });
    // One toast, saying what the screen says: 'Analysis Started' gives way to 'Analysis Failed' with the reason.
    expect(
      store
        .getState()
        .toasts.items.filter((t) => t.open)
        .map(({ title, description, variant }) => ({ title, description, variant })),
    ).toEqual([{ title: 'Analysis Failed', description: 'The page asks visitors to sign in.', variant: 'error' }]);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(2);
    expect(ofType(navigationRequested.type)).toHaveLength(0);
  });

  it('keeps polling through a passing network failure, and stops when the listing is gone', async () => {
    api.fetchListing
      .mockRejectedValueOnce(new HttpError('Network Error', { code: 'network' }))
      .mockRejectedValue(new HttpError('404: Listing not found', { status: 404, serverMessage: 'Listing not found' }));
    const { store } = open();
    await settle();
    expect(store.getState().listings.progress.phase).toBe('running');
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.getState().listings.progress).toMatchObject({ phase: 'failed', error: 'Listing not found' });
  });

  it('stops polling and ticking when the screen is left', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    const { store, percent } = open();
    await jest.advanceTimersByTimeAsync(3000);
    expect(percent()).toBe(5);
    store.dispatch(progressClosed());
    const calls = api.fetchListing.mock.calls.length;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(api.fetchListing).toHaveBeenCalledTimes(calls);
    expect(percent()).toBe(5);
  });

  it('aborts the request still in flight when the screen is left', async () => {
    api.fetchListing.mockReturnValue(new Promise(() => undefined));
    const { store } = open();
    await settle();
    const signal = api.fetchListing.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    store.dispatch(progressClosed());
    expect(signal.aborted).toBe(true);
  });

  it('starts over from 0 for the next analysis', async () => {
    api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
    const { store, percent } = open();
    await jest.advanceTimersByTimeAsync(6000);
    expect(percent()).toBe(10);
    store.dispatch(progressClosed());
    store.dispatch(progressOpened({ listingId: 'l-2' }));
    expect(percent()).toBe(0);
    expect(store.getState().listings.progress.listingId).toBe('l-2');
  });

  describe('what screen readers hear', () => {
    const said = (store: ReturnType<typeof open>['store']) => store.getState().announcer;

    it('says each step once as it is reached, then the completion', async () => {
      random.mockReturnValue(0.99);
      api.fetchListing.mockResolvedValue(fetched(analysingListing({ id: 'l-1' })));
      const { store, ofType } = open();
      await settle();
      expect(said(store).polite.text).toBe('Analysing: step 1 of 4, Benchmarking');
      await jest.advanceTimersByTimeAsync(3000 * 2);
      // 9.9, 19.8: still the first step, nothing new said.
      expect(ofType(announced.type)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(3000);
      expect(said(store).polite.text).toBe('Analysing: step 2 of 4, Analyzing');
      expect(ofType(announced.type)).toHaveLength(2);
      api.fetchListing.mockResolvedValue(fetched(listing({ id: 'l-1', seoScore: 81 })));
      await jest.advanceTimersByTimeAsync(2000);
      expect(said(store).polite.text).toBe('Analysing: finished, 100 %. Opening your dashboard.');
      expect(said(store).assertive.text).toBe('');
    });

    it('says a failure in the assertive region, with its reason', async () => {
      api.fetchListing.mockResolvedValue(
        fetched(analysingListing({ id: 'l-1', isAnalyzing: false, analysisError: 'The page asks visitors to sign in.' })),
      );
      const { store } = open();
      await settle();
      expect(said(store).assertive.text).toBe('Analysing stopped: The page asks visitors to sign in.');
    });
  });
});
