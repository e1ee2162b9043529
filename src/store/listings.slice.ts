import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing, ListingAllowance } from '../../contract/wire';
import type { FailureInfo } from '../domain/listing-rules';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './request-status';

/** What is in flight for one listing from its card or its detail screen. */
export type ListingOperation = 'deleting' | 'reanalyzing';

export type ProgressPhase = 'running' | 'completed' | 'failed';

export interface ProgressState {
  listingId: string | null;
  /** 0-100; simulated until the listing is done (spec section 4). */
  percent: number;
  phase: ProgressPhase;
  error: string | null;
}

export interface DetailState {
  listingId: string | null;
  status: RequestStatus;
  error: FailureInfo | null;
}

export interface ListingsState {
  /** Listings by id, as last fetched. */
  byId: Record<string, Listing>;
  /** Dashboard order. */
  ids: string[];
  listStatus: RequestStatus;
  listError: FailureInfo | null;
  /** Starting an analysis from the URL input. */
  analyzeStatus: RequestStatus;
  operations: Record<string, ListingOperation>;
  progress: ProgressState;
  detail: DetailState;
  /** What a free account may still add; null until known (or when it could not be read). */
  allowance: ListingAllowance | null;
}

const initialProgress: ProgressState = { listingId: null, percent: 0, phase: 'running', error: null };

const initialState: ListingsState = {
  byId: {},
  ids: [],
  listStatus: 'idle',
  listError: null,
  analyzeStatus: 'idle',
  operations: {},
  progress: initialProgress,
  detail: { listingId: null, status: 'idle', error: null },
  allowance: null,
};

function upsert(state: ListingsState, listing: Listing) {
  if (!state.byId[listing.id]) state.ids.unshift(listing.id);
  state.byId[listing.id] = listing;
}

function remove(state: ListingsState, id: string) {
  delete state.byId[id];
  delete state.operations[id];
  state.ids = state.ids.filter((x) => x !== id);
}

const listingsSlice = createSlice({
  name: 'listings',
  initialState,
  reducers: {
    dashboardOpened() {},
    dashboardClosed() {},
    listingsRequested(state) {
      state.listStatus = 'pending';
      state.listError = null;
    },
    allowanceFetched(state, action: PayloadAction<ListingAllowance>) {
      state.allowance = action.payload;
    },
    listingsFetched(state, action: PayloadAction<Listing[]>) {
      state.listStatus = 'succeeded';
      state.listError = null;
      state.ids = action.payload.map((l) => l.id);
      state.byId = Object.fromEntries(action.payload.map((l) => [l.id, l]));
    },
    listingsFetchFailed(state, action: PayloadAction<FailureInfo>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    listingFetched(state, action: PayloadAction<Listing>) {
      upsert(state, action.payload);
      if (state.detail.listingId === action.payload.id) state.detail = { listingId: action.payload.id, status: 'succeeded', error: null };
    },
    listingFetchFailed(state, action: PayloadAction<{ id: string; failure: FailureInfo }>) {
      if (state.detail.listingId === action.payload.id) {
        state.detail.status = 'failed';
        state.detail.error = action.payload.failure;
      }
      // The listing is gone (deleted elsewhere, or never the user's).
      if (action.payload.failure.status === 404) remove(state, action.payload.id);
    },
    analysisRequested(state, _action: PayloadAction<{ url: string }>) {
      state.analyzeStatus = 'pending';
    },
    analysisStarted(state, action: PayloadAction<Listing>) {
      state.analyzeStatus = 'succeeded';
      upsert(state, action.payload);
    },
    analysisFailed(state) {
      state.analyzeStatus = 'failed';
    },
    /** The URL input's checks stopped the request before it was sent. */
    analysisRefused(state) {
      state.analyzeStatus = 'idle';
    },
    listingDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      state.operations[action.payload.id] = 'deleting';
    },
    listingDeleted(state, action: PayloadAction<{ id: string }>) {
      remove(state, action.payload.id);
    },
    listingDeleteFailed(state, action: PayloadAction<{ id: string }>) {
      delete state.operations[action.payload.id];
    },
    listingReanalysisRequested(state, action: PayloadAction<{ id: string; via: 'dashboard' | 'detail' }>) {
      state.operations[action.payload.id] = 'reanalyzing';
    },
    /** Dashboard re-analysis replaces the old listing with a new one; detail re-analysis keeps the id. */
    listingReanalysisStarted(state, action: PayloadAction<{ previousId: string; listing: Listing }>) {
      const { previousId, listing } = action.payload;
      delete state.operations[previousId];
      if (previousId !== listing.id) remove(state, previousId);
      upsert(state, listing);
    },
    listingReanalysisFailed(state, action: PayloadAction<{ id: string }>) {
      delete state.operations[action.payload.id];
    },
    chatEntryRequested() {},
    progressOpened(state, action: PayloadAction<{ listingId: string }>) {
      // Coming back to a running analysis keeps its progress; anything else starts from 0.
      const { progress } = state;
      if (progress.listingId === action.payload.listingId && progress.phase === 'running') return;
      state.progress = { ...initialProgress, listingId: action.payload.listingId };
    },
    progressClosed() {},
    progressTicked(state, action: PayloadAction<{ percent: number }>) {
      if (state.progress.phase === 'running') state.progress.percent = action.payload.percent;
    },
    progressCompleted(state) {
      state.progress.phase = 'completed';
      state.progress.percent = 100;
    },
    progressFailed(state, action: PayloadAction<{ message: string | null }>) {
      state.progress.phase = 'failed';
      state.progress.error = action.payload.message;
    },
    detailOpened(state, action: PayloadAction<{ listingId: string }>) {
      const known = Boolean(state.byId[action.payload.listingId]);
      state.detail = { listingId: action.payload.listingId, status: known ? 'succeeded' : 'pending', error: null };
    },
    detailClosed() {},
    celebrationShown(_state, _action: PayloadAction<{ listingId: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  dashboardOpened,
  dashboardClosed,
  listingsRequested,
  listingsFetched,
  allowanceFetched,
  listingsFetchFailed,
  listingFetched,
  listingFetchFailed,
  analysisRequested,
  analysisStarted,
  analysisFailed,
  analysisRefused,
  listingDeleteRequested,
  listingDeleted,
  listingDeleteFailed,
  listingReanalysisRequested,
  listingReanalysisStarted,
  listingReanalysisFailed,
  chatEntryRequested,
  progressOpened,
  progressClosed,
  progressTicked,
  progressCompleted,
  progressFailed,
  detailOpened,
  detailClosed,
  celebrationShown,
} = listingsSlice.actions;
export default listingsSlice.reducer;
