import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../../contract/wire';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './request-status';

export interface ProfileState {
  status: RequestStatus;
  data: Profile | null;
  error: string | null;
}

const initialState: ProfileState = { status: 'idle', data: null, error: null };

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    profileFetched(state, action: PayloadAction<Profile>) {
      state.status = 'succeeded';
      state.data = action.payload;
    },
    profileFetchFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { profileRequested, profileFetched, profileFetchFailed } = profileSlice.actions;
export const selectProfile = (state: { profile: ProfileState }) => state.profile.data;
export const selectProfileStatus = (state: { profile: ProfileState }) => state.profile.status;
export default profileSlice.reducer;
