import type { RootState } from './root-reducer';

export const selectScreen = (state: RootState) => state.screen.current;
export const selectScreenListingId = (state: RootState) => state.screen.listingId;
export const selectEntry = (state: RootState) => state.screen.entry;
export const selectChatPrefill = (state: RootState) => state.screen.chatPrefill;
export const selectChatFromListing = (state: RootState) => state.screen.chatFromListing;
