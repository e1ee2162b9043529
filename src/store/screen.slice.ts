import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isProtectedScreen, type Entry, type Place, type Screen } from '../domain/screens';

export interface ChatPrefill {
  message: string;
  section: string | null;
}

/** How the address follows a screen change: a new entry in the browser's history, or in place of the current one. */
export type AddressWrite = 'push' | 'replace';

export interface ScreenState {
  current: Screen;
  /** The listing the loading, listing-detail and chat screens are about. */
  listingId: string | null;
  /** What the address asked for at start-up (onboarding token, reset token, callback). */
  entry: Entry;
  /** Chat was opened from a listing, so it can go back there. */
  chatFromListing: boolean;
  chatPrefill: ChatPrefill | null;
  /**
   * How the address follows the screen shown last (src/sagas/address.saga.ts): a screen the host chose is a new
   * history entry; a redirect (auth gating, the first screen, Back and Forward themselves) takes the entry's place.
   */
  addressWrite?: AddressWrite;
  /** The address named a screen that waits for sign-in (a deep link): nothing is shown until auth has settled. */
  starting?: boolean;
  /** A signed-in screen the address asked for while signed out: opened after sign-in instead of the dashboard. */
  afterSignIn?: Place | null;
}

export interface NavigationRequest {
  screen: Screen;
  listingId?: string | null;
  chatFromListing?: boolean;
  prefill?: ChatPrefill | null;
  /** Defaults to 'push'. */
  addressWrite?: AddressWrite;
  /** Where a visitor lands on signing in: the screen a link asked for before sign-in (afterSignIn) instead, if any. */
  landing?: boolean;
}

/** Back or Forward in the browser (or a link opened in the app) named this address. */
export interface AddressVisit {
  pathname: string;
  search: string;
  hash: string;
  /** What the app kept with that history entry (chat opened from its listing). */
  chatFromListing: boolean;
}

const initialState: ScreenState = {
  current: 'welcome',
  listingId: null,
  entry: { kind: 'none' },
  chatFromListing: false,
  chatPrefill: null,
  addressWrite: 'replace',
  starting: true,
  afterSignIn: null,
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
    /** The browser's Back or Forward moved to an address of the app. */
    addressVisited(_state, _action: PayloadAction<AddressVisit>) {},
    screenShown(state, action: PayloadAction<NavigationRequest>) {
      const { screen, listingId, chatFromListing, prefill, addressWrite } = action.payload;
      state.current = screen;
      state.starting = false;
      state.addressWrite = addressWrite ?? 'push';
      // Signed in and on a signed-in screen: a link kept from before sign-in has had its turn.
      if (isProtectedScreen(screen)) state.afterSignIn = null;
      if (listingId !== undefined) state.listingId = listingId;
      if (screen === 'chat') {
        state.chatFromListing = chatFromListing ?? false;
        state.chatPrefill = prefill ?? null;
      }
    },
    /** Remembers (or forgets, with null) the signed-in screen to open once the visitor has signed in. */
    afterSignInKept(state, action: PayloadAction<Place | null>) {
      state.afterSignIn = action.payload;
    },
    chatPrefillSent(state) {
      state.chatPrefill = null;
    },
    entryConsumed(state) {
      state.entry = { kind: 'none' };
    },
  },
});

export const {
  entryResolved,
  navigationRequested,
  backRequested,
  addressVisited,
  screenShown,
  afterSignInKept,
  chatPrefillSent,
  entryConsumed,
} = screenSlice.actions;
export default screenSlice.reducer;
