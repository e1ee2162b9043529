import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingChanges, ListingHistoryEntry, ListingHistoryResponse } from '../../contract/wire';
import { signedOut } from './auth.slice';
import { listingDeleted } from './listings.slice';
import type { RequestStatus } from './request-status';

// Each listing's score history and what changed since the analysis before (issue 19), and the report download.

export interface ListingHistory {
  status: RequestStatus;
  history: ListingHistoryEntry[];
  changes: ListingChanges | null;
  /** Readable reason the last fetch failed. */
  error: string | null;
  reportStatus: RequestStatus;
}

export interface HistoryState {
  byListing: Record<string, ListingHistory>;
}

export const emptyListingHistory: ListingHistory = { status: 'idle', history: [], changes: null, error: null, reportStatus: 'idle' };

const initialState: HistoryState = { byListing: {} };

function entry(state: HistoryState, listingId: string): ListingHistory {
  state.byListing[listingId] ??= { ...emptyListingHistory };
  return state.byListing[listingId];
}

const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    historyRequested(state, action: PayloadAction<{ listingId: string }>) {
      const history = entry(state, action.payload.listingId);
      // A refetch keeps what is shown; only the first load shows a placeholder.
      if (history.status !== 'succeeded') history.status = 'pending';
      history.error = null;
    },
    historyFetched(state, action: PayloadAction<{ listingId: string; response: ListingHistoryResponse }>) {
      const history = entry(state, action.payload.listingId);
      history.status = 'succeeded';
      history.history = action.payload.response.history;
      history.changes = action.payload.response.changes;
      history.error = null;
    },
    historyFetchFailed(state, action: PayloadAction<{ listingId: string; message: string }>) {
      const history = entry(state, action.payload.listingId);
      if (history.status !== 'succeeded') history.status = 'failed';
      history.error = action.payload.message;
    },
    /** The screen's 'Try Again' after a failed load. */
    historyRetryRequested(_state, _action: PayloadAction<{ listingId: string }>) {},
    reportRequested(state, action: PayloadAction<{ listingId: string }>) {
      entry(state, action.payload.listingId).reportStatus = 'pending';
    },
    reportDownloaded(state, action: PayloadAction<{ listingId: string }>) {
      entry(state, action.payload.listingId).reportStatus = 'succeeded';
    },
    reportFailed(state, action: PayloadAction<{ listingId: string }>) {
      entry(state, action.payload.listingId).reportStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(listingDeleted, (state, action) => {
      delete state.byListing[action.payload.id];
    });
  },
});

export const {
  historyRequested,
  historyFetched,
  historyFetchFailed,
  historyRetryRequested,
  reportRequested,
  reportDownloaded,
  reportFailed,
} = historySlice.actions;

export const selectListingHistory = (state: { history: HistoryState }, listingId: string | null): ListingHistory =>
  (listingId ? state.history.byListing[listingId] : undefined) ?? emptyListingHistory;

export default historySlice.reducer;
