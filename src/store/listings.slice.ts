import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing, ListingAllowance, ListingCard } from '../../contract/wire';
import { cardOf, type FailureInfo } from '../domain/listing-rules';
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
  /** Listing cards by id (the list's answer, kept up to date by every whole listing read too). */
  byId: Record<string, ListingCard>;
  /** Dashboard order. */
  ids: string[];
  /** Whole listings read by id (the detail screen's content and checks), as last fetched. */
  details: Record<string, Listing>;
  /** Entity tags of the answers held: the list's and each whole listing's, sent back when polling (304: unchanged). */
  tags: { list: string | null; listings: Record<string, string> };
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
  details: {},
  tags: { list: null, listings: {} },
  listStatus: 'idle',
  listError: null,
  analyzeStatus: 'idle',
  operations: {},
  progress: initialProgress,
  detail: { listingId: null, status: 'idle', error: null },
  allowance: null,
};

/** A whole listing read or answered: its card on the dashboard, and its content for the detail screen. */
function upsert(state: ListingsState, listing: Listing, etag: string | null) {
  if (!state.byId[listing.id]) state.ids.unshift(listing.id);
  state.byId[listing.id] = cardOf(listing);
  state.details[listing.id] = listing;
  if (etag) state.tags.listings[listing.id] = etag;
  else delete state.tags.listings[listing.id];
}

function remove(state: ListingsState, id: string) {
  delete state.byId[id];
  delete state.details[id];
  delete state.tags.listings[id];
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
    /** Intent: a screen that shows the free account's line (the URL input) wants it as it is now. */
    allowanceRequested() {},
    allowanceFetched(state, action: PayloadAction<ListingAllowance>) {
      state.allowance = action.payload;
    },
    listingsFetched(state, action: PayloadAction<{ listings: ListingCard[]; etag: string | null }>) {
      const { listings, etag } = action.payload;
      state.listStatus = 'succeeded';
      state.listError = null;
      state.ids = listings.map((l) => l.id);
      state.byId = Object.fromEntries(listings.map((l) => [l.id, l]));
      state.tags.list = etag;
      // Whole listings no longer on the list are gone.
      for (const id of Object.keys(state.details)) if (!state.byId[id]) remove(state, id);
    },
    listingsFetchFailed(state, action: PayloadAction<FailureInfo>) {
      state.listStatus = 'failed';
      state.listError = action.payload;
    },
    listingFetched(state, action: PayloadAction<{ listing: Listing; etag: string | null }>) {
      const { listing, etag } = action.payload;
      upsert(state, listing, etag);
      if (state.detail.listingId === listing.id) state.detail = { listingId: listing.id, status: 'succeeded', error: null };
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
      upsert(state, action.payload, null);
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
    /** Re-analysis keeps the listing's id: it is the same listing, analysing again. */
    listingReanalysisStarted(state, action: PayloadAction<{ listing: Listing }>) {
      delete state.operations[action.payload.listing.id];
      upsert(state, action.payload.listing, null);
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
      // The detail screen shows the page's content and the checks: only a whole listing will do.
      const known = Boolean(state.details[action.payload.listingId]);
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
  allowanceRequested,
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
