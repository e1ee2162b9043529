import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as historyApi from '../../../src/api/history';
import { saveDownload } from '../../../src/api/platform/download';
import { randomUuid } from '../../../src/api/platform/random';
import { HttpError } from '../../../src/api/request/request-layer';
import { rootReducer, type RootState } from '../../../src/app/store';
import { historySaga } from '../../../src/sagas/history.saga';
import { historyRetryRequested, reportRequested } from '../../../src/store/history.slice';
import { detailClosed, detailOpened, listingFetched } from '../../../src/store/listings.slice';
import { analysingListing, listing } from '../../support/browser/listing-fixtures';
import { firstAnalysisOnly, twoAnalyses } from '../../support/browser/history-fixtures';
import { makeTestStore } from '../../support/browser/test-store';

const base = makeTestStore({ saga: null }).getState();
const approved = { 'Guest access': { text: 'Guests have the whole loft and the rooftop terrace.', section: 'Guest access' } };

function withListing(overrides: Parameters<typeof listing>[0] = {}): RootState {
  const item = listing(overrides);
  return {
    ...base,
    listings: { ...base.listings, byId: { [item.id]: item }, ids: [item.id] },
    chat: { ...base.chat, approved: { 'l-1': approved } },
  };
}

const fetchHistory = matchers.call.fn(historyApi.fetchListingHistory);

describe('score history on the listing detail', () => {
  it('loads the history when the detail opens', async () => {
    const { storeState } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchHistory, twoAnalyses()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .call(historyApi.fetchListingHistory, 'l-1')
      .silentRun(20);
    const history = (storeState as RootState).history.byListing['l-1']!;
    expect(history.status).toBe('succeeded');
    expect(history.history.map((e) => e.seoScore)).toEqual([64, 78]);
    expect(history.changes?.sections.map((s) => s.section)).toEqual(['Guest access']);
  });

  it("keeps the server's reason when the history cannot be loaded, and 'Try Again' loads it", async () => {
    let calls = 0;
    const { storeState } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide({
        call(effect, next) {
          if (effect.fn !== historyApi.fetchListingHistory) return next();
          calls += 1;
          if (calls === 1) throw new HttpError('503: Service Unavailable', { status: 503, serverMessage: 'The database is busy.' });
          return firstAnalysisOnly();
        },
      })
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .put.like({ action: { type: 'history/historyFetchFailed', payload: { listingId: 'l-1', message: 'The database is busy.' } } })
      .dispatch(historyRetryRequested({ listingId: 'l-1' }))
      .silentRun(20);
    expect(calls).toBe(2);
    expect((storeState as RootState).history.byListing['l-1']).toMatchObject({
      status: 'succeeded',
      error: null,
      history: [{ seoScore: 78 }],
    });
  });

  it('loads it again when an analysis finishes while the detail is open, and not for a refetch of the same result', async () => {
    const { effects } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchHistory, firstAnalysisOnly()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      // The same result polled again, then the re-analysis running: nothing new in the history.
      .dispatch(listingFetched({ listing: listing(), etag: null }))
      .dispatch(listingFetched({ listing: analysingListing({ id: 'l-1' }), etag: null }))
      // Another listing's result is not this one's.
      .dispatch(listingFetched({ listing: listing({ id: 'l-2', analyzedAt: '2026-01-11T08:00:00.000Z' }), etag: null }))
      // The re-analysis finished with a new score.
      .dispatch(listingFetched({ listing: listing({ analyzedAt: '2026-01-11T08:00:00.000Z', seoScore: 83 }), etag: null }))
      .silentRun(20);
    const historyCalls = (effects.call ?? []).filter((e) => e.payload.fn === historyApi.fetchListingHistory);
    expect(historyCalls).toHaveLength(2);
  });

  it('does not load twice when the detail opens before the listing has arrived', async () => {
    const { effects } = await expectSaga(historySaga)
      .withReducer(rootReducer, base)
      .provide([[fetchHistory, firstAnalysisOnly()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .dispatch(listingFetched({ listing: listing(), etag: null }))
      .silentRun(20);
    expect((effects.call ?? []).filter((e) => e.payload.fn === historyApi.fetchListingHistory)).toHaveLength(1);
  });

  it('stops following the listing once the detail closes', async () => {
    const { effects } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchHistory, firstAnalysisOnly()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .dispatch(detailClosed())
      .dispatch(listingFetched({ listing: listing({ analyzedAt: '2026-01-11T08:00:00.000Z', seoScore: 83 }), etag: null }))
      .silentRun(20);
    expect((effects.call ?? []).filter((e) => e.payload.fn === historyApi.fetchListingHistory)).toHaveLength(1);
  });
});

describe('the report download', () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const fileName = 'Sunny loft by the canal with rooftop terrace - Listing report.pdf';

  it('asks for the report with the texts the host approved and saves it under the name the server gave', async () => {
    const { storeState } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide([
        [matchers.call.fn(historyApi.fetchListingReport), { data: pdf, fileName }],
        [matchers.call.fn(saveDownload), undefined],
      ])
      .dispatch(reportRequested({ listingId: 'l-1' }))
      .call(historyApi.fetchListingReport, 'l-1', approved)
      .call(saveDownload, pdf, fileName)
      .silentRun(20);
    expect((storeState as RootState).history.byListing['l-1']!.reportStatus).toBe('succeeded');
  });

  it("shows 'Report Failed' with the server's words when the report cannot be made", async () => {
    const refusal = new HttpError('409: Conflict', {
      status: 409,
      code: 'conflict',
      serverMessage: 'This listing has no score yet. Wait for its analysis to finish, then download the report.',
    });
    const { storeState } = await expectSaga(historySaga)
      .withReducer(rootReducer, withListing())
      .provide([
        [matchers.call.fn(historyApi.fetchListingReport), throwError(refusal)],
        [matchers.call.fn(randomUuid), 't-1'],
      ])
      .dispatch(reportRequested({ listingId: 'l-1' }))
      .not.call.fn(saveDownload)
      .silentRun(20);
    const state = storeState as RootState;
    expect(state.history.byListing['l-1']!.reportStatus).toBe('failed');
    expect(state.toasts.items).toEqual([
      expect.objectContaining({
        title: 'Report Failed',
        description: 'This listing has no score yet. Wait for its analysis to finish, then download the report.',
        variant: 'error',
      }),
    ]);
  });
});
