import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './auth.slice';
import { celebrationShown } from './listings.slice';

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
