import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Entry, Screen } from '../domain/screens';

export interface ChatPrefill {
  message: string;
  section: string | null;
}

export interface ScreenState {
  current: Screen;
  /** The listing the loading, listing-detail and chat screens are about. */
  listingId: string | null;
  /** What the address asked for at start-up (onboarding token, reset token, callback). */
  entry: Entry;
  /** Chat was opened from a listing, so it can go back there. */
  chatFromListing: boolean;
  chatPrefill: ChatPrefill | null;
}

export interface NavigationRequest {
  screen: Screen;
  listingId?: string | null;
  chatFromListing?: boolean;
  prefill?: ChatPrefill | null;
}

const initialState: ScreenState = {
  current: 'welcome',
  listingId: null,
  entry: { kind: 'none' },
  chatFromListing: false,
  chatPrefill: null,
};

const screenSlice = createSlice({
  name: 'screen',
  initialState,
  reducers: {
    entryResolved(state, action: PayloadAction<Entry>) {
      state.entry = action.payload;
    },
    /** Intent: a screen asks to go somewhere. The navigation saga applies auth gating. */
    navigationRequested(_state, _action: PayloadAction<NavigationRequest>) {},
    /** Intent: the screen's Back control. */
    backRequested() {},
    screenShown(state, action: PayloadAction<NavigationRequest>) {
      const { screen, listingId, chatFromListing, prefill } = action.payload;
      state.current = screen;
      if (listingId !== undefined) state.listingId = listingId;
      if (screen === 'chat') {
        state.chatFromListing = chatFromListing ?? false;
        state.chatPrefill = prefill ?? null;
      }
    },
    chatPrefillSent(state) {
      state.chatPrefill = null;
    },
    entryConsumed(state) {
      state.entry = { kind: 'none' };
    },
  },
});

export const { entryResolved, navigationRequested, backRequested, screenShown, chatPrefillSent, entryConsumed } = screenSlice.actions;
export default screenSlice.reducer;
