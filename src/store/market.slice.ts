import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MarketInsight } from '../../contract/market';
import { signedOut } from './auth.slice';
import { listingDeleted } from './listings.slice';
import type { RequestStatus } from './request-status';

// Each listing's "Your market" card (issue 37): where it stands among comparable listings of its loaded market.
// A listing in no loaded market is an answer too (noMarket), not a failure.

export interface ListingMarket {
  status: RequestStatus;
  insight: MarketInsight | null;
  /** The server said no loaded market covers the listing's place. */
  noMarket: boolean;
  /** Readable reason the last fetch failed. */
  error: string | null;
}

export interface MarketState {
  byListing: Record<string, ListingMarket>;
}

export const emptyListingMarket: ListingMarket = { status: 'idle', insight: null, noMarket: false, error: null };

const initialState: MarketState = { byListing: {} };

function entry(state: MarketState, listingId: string): ListingMarket {
  state.byListing[listingId] ??= { ...emptyListingMarket };
  return state.byListing[listingId];
}

const marketSlice = createSlice({
  name: 'market',
  initialState,
  reducers: {
    marketRequested(state, action: PayloadAction<{ listingId: string }>) {
      const market = entry(state, action.payload.listingId);
      // A refetch keeps what is shown; only the first load, or one after a failure, shows the loading state.
      if (market.status !== 'succeeded') market.status = 'pending';
      market.error = null;
    },
    marketFetched(state, action: PayloadAction<{ listingId: string; insight: MarketInsight }>) {
      Object.assign(entry(state, action.payload.listingId), {
        status: 'succeeded',
        insight: action.payload.insight,
        noMarket: false,
        error: null,
      });
    },
    marketMissing(state, action: PayloadAction<{ listingId: string }>) {
      Object.assign(entry(state, action.payload.listingId), { status: 'succeeded', insight: null, noMarket: true, error: null });
    },
    marketFetchFailed(state, action: PayloadAction<{ listingId: string; message: string }>) {
      const market = entry(state, action.payload.listingId);
      market.status = 'failed';
      market.error = action.payload.message;
    },
    /** The card's 'Try Again' after a failed load. */
    marketRetryRequested(_state, _action: PayloadAction<{ listingId: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(listingDeleted, (state, action) => {
      delete state.byListing[action.payload.id];
    });
  },
});

export const { marketRequested, marketFetched, marketMissing, marketFetchFailed, marketRetryRequested } = marketSlice.actions;

export const selectListingMarket = (state: { market: MarketState }, listingId: string | null): ListingMarket =>
  (listingId ? state.market.byListing[listingId] : undefined) ?? emptyListingMarket;

export default marketSlice.reducer;
