import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as marketApi from '../../../src/api/market';
import { HttpError } from '../../../src/api/request/request-layer';
import { rootReducer, type RootState } from '../../../src/app/store';
import { marketSaga } from '../../../src/sagas/market.saga';
import { detailClosed, detailOpened, listingFetched } from '../../../src/store/listings.slice';
import { marketRetryRequested } from '../../../src/store/market.slice';
import { analysingListing, listing } from '../../support/browser/listing-fixtures';
import { marketInsight } from '../../support/browser/market-fixtures';
import { makeTestStore } from '../../support/browser/test-store';

const base = makeTestStore({ saga: null }).getState();

function withListing(): RootState {
  const item = listing();
  return { ...base, listings: { ...base.listings, byId: { [item.id]: item }, ids: [item.id] } };
}

const fetchMarket = matchers.call.fn(marketApi.fetchListingMarket);
const marketOf = (state: unknown) => (state as RootState).market.byListing['l-1']!;
const calls = (effects: { call?: { payload: { fn: unknown } }[] }) =>
  (effects.call ?? []).filter((e) => e.payload.fn === marketApi.fetchListingMarket).length;

describe('the "Your market" card', () => {
  it('loads the market when the listing detail opens', async () => {
    const { storeState } = await expectSaga(marketSaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchMarket, marketInsight()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .call(marketApi.fetchListingMarket, 'l-1')
      .silentRun(20);
    expect(marketOf(storeState)).toMatchObject({ status: 'succeeded', noMarket: false, insight: { percentile: 64 } });
  });

  it('takes 404 no_market as the answer that no market is loaded for the place, not as a failure', async () => {
    const noMarket = new HttpError('404: No market data for Lisbon yet.', {
      status: 404,
      code: 'no_market',
      serverMessage: 'No market data for Lisbon yet.',
    });
    const { storeState } = await expectSaga(marketSaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchMarket, throwError(noMarket)]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .silentRun(20);
    expect(marketOf(storeState)).toEqual({ status: 'succeeded', insight: null, noMarket: true, error: null });
  });

  it("keeps the server's reason when the market cannot be loaded, and 'Try Again' loads it", async () => {
    let attempts = 0;
    const { storeState } = await expectSaga(marketSaga)
      .withReducer(rootReducer, withListing())
      .provide({
        call(effect, next) {
          if (effect.fn !== marketApi.fetchListingMarket) return next();
          attempts += 1;
          if (attempts === 1) {
            throw new HttpError('503: busy', {
              status: 503,
              code: 'market_updating',
              serverMessage: 'The Munich market is being scored by the new scoring rules. Try again in a minute.',
            });
          }
          return marketInsight();
        },
      })
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .put.like({
        action: {
          type: 'market/marketFetchFailed',
          payload: { listingId: 'l-1', message: 'The Munich market is being scored by the new scoring rules. Try again in a minute.' },
        },
      })
      .dispatch(marketRetryRequested({ listingId: 'l-1' }))
      .silentRun(20);
    expect(attempts).toBe(2);
    expect(marketOf(storeState)).toMatchObject({ status: 'succeeded', error: null, insight: { market: { name: 'Munich' } } });
  });

  it('loads it again when a new analysis of the listing finishes while the detail is open, not for the same result', async () => {
    const { effects } = await expectSaga(marketSaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchMarket, marketInsight()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .dispatch(listingFetched({ listing: listing(), etag: null }))
      .dispatch(listingFetched({ listing: analysingListing({ id: 'l-1' }), etag: null }))
      .dispatch(listingFetched({ listing: listing({ id: 'l-2', analyzedAt: '2026-01-11T08:00:00.000Z' }), etag: null }))
      .dispatch(listingFetched({ listing: listing({ analyzedAt: '2026-01-11T08:00:00.000Z' }), etag: null }))
      .silentRun(20);
    expect(calls(effects)).toBe(2);
  });

  it('stops following the listing once the detail closes', async () => {
    const { effects } = await expectSaga(marketSaga)
      .withReducer(rootReducer, withListing())
      .provide([[fetchMarket, marketInsight()]])
      .dispatch(detailOpened({ listingId: 'l-1' }))
      .dispatch(detailClosed())
      .dispatch(listingFetched({ listing: listing({ analyzedAt: '2026-01-11T08:00:00.000Z' }), etag: null }))
      .silentRun(20);
    expect(calls(effects)).toBe(1);
  });
});
