import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostFact, ListingFactsResponse, PageFact } from '../../contract/wire';
import { signedOut } from './auth.slice';
import { chatOpened } from './chat.slice';
import { listingDeleted } from './listings.slice';
import type { RequestStatus } from './request-status';

// "What I know about this listing" (docs/assistant.md): per listing, the facts read from its page and the facts
// the host told the assistant, the one host fact open for editing, a change on its way, and the fact just
// removed (kept so 'Undo' can tell it again).

export interface ListingFacts {
  status: RequestStatus;
  /** The load failure's words, or null. */
  error: string | null;
  pageFacts: PageFact[];
  hostFacts: HostFact[];
}

export interface FactChange {
  listingId: string;
  factId: string;
  action: 'edit' | 'remove';
  status: 'pending' | 'failed';
  error: string | null;
}

export interface RemovedFact {
  listingId: string;
  fact: HostFact;
  status: 'idle' | 'pending' | 'failed';
  error: string | null;
}

export interface ListingFactsState {
  byListing: Record<string, ListingFacts>;
  /** The host fact open in the editor. */
  editing: { listingId: string; factId: string } | null;
  change: FactChange | null;
  removed: RemovedFact | null;
}

const initialState: ListingFactsState = { byListing: {}, editing: null, change: null, removed: null };

function entry(state: ListingFactsState, listingId: string): ListingFacts {
  state.byListing[listingId] ??= { status: 'idle', error: null, pageFacts: [], hostFacts: [] };
  return state.byListing[listingId];
}

const factsSlice = createSlice({
  name: 'listingFacts',
  initialState,
  reducers: {
    /** Intent: 'Retry' after a failed load. */
    factsReloadRequested(_state, _action: PayloadAction<{ listingId: string }>) {},
    factsLoadStarted(state, action: PayloadAction<{ listingId: string }>) {
      const facts = entry(state, action.payload.listingId);
      // Facts already on screen refresh quietly.
      if (facts.status !== 'succeeded') facts.status = 'pending';
      facts.error = null;
    },
    factsFetched(state, action: PayloadAction<ListingFactsResponse>) {
      const facts = entry(state, action.payload.listingId);
      facts.status = 'succeeded';
      facts.error = null;
      facts.pageFacts = action.payload.pageFacts;
      facts.hostFacts = action.payload.hostFacts;
      const { editing } = state;
      if (editing && editing.listingId === action.payload.listingId && !facts.hostFacts.some((f) => f.id === editing.factId)) {
        state.editing = null;
      }
    },
    factsLoadFailed(state, action: PayloadAction<{ listingId: string; message: string | null }>) {
      const facts = entry(state, action.payload.listingId);
      // A quiet refresh that fails keeps what the host already sees.
      if (facts.status === 'succeeded') return;
      facts.status = 'failed';
      facts.error = action.payload.message;
    },
    factEditOpened(state, action: PayloadAction<{ listingId: string; factId: string }>) {
      state.editing = action.payload;
      if (state.change?.status === 'failed') state.change = null;
    },
    factEditCancelled(state) {
      state.editing = null;
      if (state.change?.action === 'edit' && state.change.status === 'failed') state.change = null;
    },
    /** Intent: Save in the editor. */
    factEditSubmitted(_state, _action: PayloadAction<{ listingId: string; factId: string; text: string }>) {},
    /** Intent: Remove, once the host confirmed. */
    factRemoveConfirmed(_state, _action: PayloadAction<{ listingId: string; factId: string }>) {},
    factChangeStarted(state, action: PayloadAction<Omit<FactChange, 'status' | 'error'>>) {
      state.change = { ...action.payload, status: 'pending', error: null };
    },
    factChangeFailed(state, action: PayloadAction<{ factId: string; message: string | null }>) {
      if (state.change?.factId === action.payload.factId) {
        state.change = { ...state.change, status: 'failed', error: action.payload.message };
      }
    },
    factChangeDismissed(state) {
      if (state.change?.status === 'failed') state.change = null;
    },
    factSaved(state, action: PayloadAction<{ fact: HostFact }>) {
      const { fact } = action.payload;
      const facts = entry(state, fact.listingId);
      facts.hostFacts = facts.hostFacts.map((f) => (f.id === fact.id ? fact : f));
      if (state.editing?.factId === fact.id) state.editing = null;
      state.change = null;
    },
    factRemoved(state, action: PayloadAction<{ listingId: string; fact: HostFact }>) {
      const { listingId, fact } = action.payload;
      const facts = entry(state, listingId);
      facts.hostFacts = facts.hostFacts.filter((f) => f.id !== fact.id);
      if (state.editing?.factId === fact.id) state.editing = null;
      state.change = null;
      state.removed = { listingId, fact, status: 'idle', error: null };
    },
    /** Intent: 'Undo' after a removal: the fact is told again, in the host's words. */
    factRestoreRequested() {},
    factRestoreStarted(state) {
      if (state.removed) state.removed = { ...state.removed, status: 'pending', error: null };
    },
    factRestored(state, action: PayloadAction<{ fact: HostFact }>) {
      const { fact } = action.payload;
      const facts = entry(state, fact.listingId);
      if (!facts.hostFacts.some((f) => f.id === fact.id)) facts.hostFacts.push(fact);
      state.removed = null;
    },
    factRestoreFailed(state, action: PayloadAction<{ message: string | null }>) {
      if (state.removed) state.removed = { ...state.removed, status: 'failed', error: action.payload.message };
    },
    removedNoticeDismissed(state) {
      state.removed = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    // Another conversation: what was open or just removed belongs to the one left.
    builder.addCase(chatOpened, (state) => {
      state.editing = null;
      state.change = null;
      state.removed = null;
    });
    builder.addCase(listingDeleted, (state, action) => {
      delete state.byListing[action.payload.id];
      if (state.removed?.listingId === action.payload.id) state.removed = null;
      if (state.editing?.listingId === action.payload.id) state.editing = null;
    });
  },
});

export const {
  factsReloadRequested,
  factsLoadStarted,
  factsFetched,
  factsLoadFailed,
  factEditOpened,
  factEditCancelled,
  factEditSubmitted,
  factRemoveConfirmed,
  factChangeStarted,
  factChangeFailed,
  factChangeDismissed,
  factSaved,
  factRemoved,
  factRestoreRequested,
  factRestoreStarted,
  factRestored,
  factRestoreFailed,
  removedNoticeDismissed,
} = factsSlice.actions;
export default factsSlice.reducer;
