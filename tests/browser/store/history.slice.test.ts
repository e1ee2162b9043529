import { signedOut } from '../../../src/store/auth.slice';
import reducer, {
  historyFetched,
  historyFetchFailed,
  historyRequested,
  reportDownloaded,
  reportFailed,
  reportRequested,
  selectListingHistory,
  type HistoryState,
} from '../../../src/store/history.slice';
import { listingDeleted } from '../../../src/store/listings.slice';
import { twoAnalyses } from '../../support/browser/history-fixtures';

const run = (...actions: Parameters<typeof reducer>[1][]) =>
  actions.reduce<HistoryState>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
const of = (state: HistoryState, id: string | null = 'l-1') => selectListingHistory({ history: state }, id);

describe('history slice', () => {
  it('has nothing loaded for a listing it has not seen, nor for no listing', () => {
    const state = run();
    expect(of(state)).toMatchObject({ status: 'idle', history: [], changes: null, reportStatus: 'idle' });
    expect(of(state, null).status).toBe('idle');
  });

  it('is pending on the first load, then holds the history and what changed', () => {
    expect(of(run(historyRequested({ listingId: 'l-1' }))).status).toBe('pending');
    const loaded = of(run(historyRequested({ listingId: 'l-1' }), historyFetched({ listingId: 'l-1', response: twoAnalyses() })));
    expect(loaded.status).toBe('succeeded');
    expect(loaded.history).toHaveLength(2);
    expect(loaded.changes?.seoScore).toEqual({ before: 64, after: 78 });
  });

  it('keeps showing the loaded history while it is fetched again, and when that refetch fails', () => {
    const loaded = [historyRequested({ listingId: 'l-1' }), historyFetched({ listingId: 'l-1', response: twoAnalyses() })];
    expect(of(run(...loaded, historyRequested({ listingId: 'l-1' }))).status).toBe('succeeded');
    const failedAgain = of(run(...loaded, historyFetchFailed({ listingId: 'l-1', message: 'Network Error' })));
    expect(failedAgain).toMatchObject({ status: 'succeeded', error: 'Network Error' });
    expect(failedAgain.history).toHaveLength(2);
  });

  it('records a failed first load with its reason', () => {
    const state = run(historyRequested({ listingId: 'l-1' }), historyFetchFailed({ listingId: 'l-1', message: 'Network Error' }));
    expect(of(state)).toMatchObject({ status: 'failed', error: 'Network Error' });
  });

  it('follows the report download: preparing, then saved or failed', () => {
    expect(of(run(reportRequested({ listingId: 'l-1' }))).reportStatus).toBe('pending');
    expect(of(run(reportRequested({ listingId: 'l-1' }), reportDownloaded({ listingId: 'l-1' }))).reportStatus).toBe('succeeded');
    expect(of(run(reportRequested({ listingId: 'l-1' }), reportFailed({ listingId: 'l-1' }))).reportStatus).toBe('failed');
  });

  it('forgets a deleted listing, and everything on sign-out', () => {
    const loaded = [
      historyFetched({ listingId: 'l-1', response: twoAnalyses() }),
      historyFetched({ listingId: 'l-2', response: twoAnalyses() }),
    ];
    const afterDelete = run(...loaded, listingDeleted({ id: 'l-1' }));
    expect(of(afterDelete, 'l-1').status).toBe('idle');
    expect(of(afterDelete, 'l-2').status).toBe('succeeded');
    expect(run(...loaded, signedOut()).byListing).toEqual({});
  });
});
