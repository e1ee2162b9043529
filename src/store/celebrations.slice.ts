import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './auth.slice';
import { celebrationShown } from './listings.slice';
import type { RootState } from './root-reducer';

// Which listings have had their celebration (title and description at 100/100): it plays once per listing,
// remembered in the browser per user like approved texts. `userId` says whose list is loaded.

export interface CelebrationsState {
  userId: string | null;
  listingIds: string[];
  /** The listing whose celebration dialog is open, until the host closes it. */
  open: string | null;
}

const initialState: CelebrationsState = { userId: null, listingIds: [], open: null };

const celebrationsSlice = createSlice({
  name: 'celebrations',
  initialState,
  reducers: {
    celebrationsRestored(state, action: PayloadAction<{ userId: string; listingIds: string[] }>) {
      state.userId = action.payload.userId;
      state.listingIds = action.payload.listingIds;
    },
    celebrationClosed(state) {
      state.open = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(celebrationShown, (state, action) => {
      if (!state.listingIds.includes(action.payload.listingId)) state.listingIds.push(action.payload.listingId);
      state.open = action.payload.listingId;
    });
    builder.addCase(signedOut, () => initialState);
  },
});

export const { celebrationsRestored, celebrationClosed } = celebrationsSlice.actions;
export default celebrationsSlice.reducer;

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
