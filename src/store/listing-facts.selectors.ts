import type { ListingFacts } from './listing-facts.slice';
import type { RootState } from './root-reducer';

const NOT_LOADED: ListingFacts = { status: 'idle', error: null, pageFacts: [], hostFacts: [] };

export const selectListingFacts = (state: RootState, listingId: string): ListingFacts =>
  state.listingFacts.byListing[listingId] ?? NOT_LOADED;
export const selectFactEditing = (state: RootState) => state.listingFacts.editing;
export const selectFactChange = (state: RootState) => state.listingFacts.change;
export const selectRemovedFact = (state: RootState, listingId: string) =>
  state.listingFacts.removed?.listingId === listingId ? state.listingFacts.removed : null;
export const selectLastRemovedFact = (state: RootState) => state.listingFacts.removed;
