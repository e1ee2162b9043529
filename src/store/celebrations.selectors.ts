import type { RootState } from './root-reducer';

export const selectCelebratedFor = (state: RootState) => state.celebrations.userId;
export const selectCelebratedIds = (state: RootState) => state.celebrations.listingIds;
export const selectCelebrationOpen = (state: RootState, listingId: string | null) =>
  listingId != null && state.celebrations.open === listingId;
/** True once the list is loaded and this listing has not had its celebration yet. */
export const selectMayCelebrate = (state: RootState, listingId: string | null) =>
  listingId != null &&
  state.celebrations.userId != null &&
  state.celebrations.userId === state.auth.user?.id &&
  !state.celebrations.listingIds.includes(listingId);
