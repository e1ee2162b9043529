import { createSlice } from '@reduxjs/toolkit';
import type { Listing } from '../api/wire';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './requestStatus';

export interface ListingsState {
  /** Listings by id, as last fetched. */
  byId: Record<string, Listing>;
  /** Dashboard order. */
  ids: string[];
  listStatus: RequestStatus;
  listError: string | null;
}

const initialState: ListingsState = { byId: {}, ids: [], listStatus: 'idle', listError: null };

const listingsSlice = createSlice({
  name: 'listings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export default listingsSlice.reducer;
