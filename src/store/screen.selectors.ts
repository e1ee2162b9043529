import type { RootState } from './root-reducer';

export const selectScreen = (state: RootState) => state.screen.current;
export const selectScreenListingId = (state: RootState) => state.screen.listingId;
export const selectEntry = (state: RootState) => state.screen.entry;
export const selectChatPrefill = (state: RootState) => state.screen.chatPrefill;
export const selectChatFromListing = (state: RootState) => state.screen.chatFromListing;
export const selectScreenStarting = (state: RootState) => state.screen.starting === true;
export const selectAfterSignIn = (state: RootState) => state.screen.afterSignIn ?? null;
/** What the address is written from: the screen, its listing, and how (src/sagas/address.saga.ts). */
export const selectAddressSource = (state: RootState) => state.screen;
