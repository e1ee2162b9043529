import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './auth.slice';
import { celebrationShown } from './listings.slice';
import type { RootState } from './root-reducer';

// Which listings have had their celebration (title and description at 100/100): it plays once per listing,
// remembered in the browser per user like approved texts. `userId` says whose list is loaded.

export interface CelebrationsState {
  userId: string | null;
  listingIds: string[];
}

const initialState: CelebrationsState = { userId: null, listingIds: [] };

const celebrationsSlice = createSlice({
  name: 'celebrations',
  initialState,
  reducers: {
    celebrationsRestored(_state, action: PayloadAction<{ userId: string; listingIds: string[] }>) {
      return { userId: action.payload.userId, listingIds: action.payload.listingIds };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(celebrationShown, (state, action) => {
      if (!state.listingIds.includes(action.payload.listingId)) state.listingIds.push(action.payload.listingId);
    });
    builder.addCase(signedOut, () => initialState);
  },
});

export const { celebrationsRestored } = celebrationsSlice.actions;
export default celebrationsSlice.reducer;

export const selectCelebratedFor = (state: RootState) => state.celebrations.userId;
export const selectCelebratedIds = (state: RootState) => state.celebrations.listingIds;
/** True once the list is loaded and this listing has not had its celebration yet. */
export const selectMayCelebrate = (state: RootState, listingId: string | null) =>
  listingId != null &&
  state.celebrations.userId != null &&
  state.celebrations.userId === state.auth.user?.id &&
  !state.celebrations.listingIds.includes(listingId);
