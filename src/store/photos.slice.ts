import { createSlice } from '@reduxjs/toolkit';
import type { PhotoAnalysis, PhotoRecommendation } from '../api/wire';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './requestStatus';

export interface ListingPhotos {
  analyses: PhotoAnalysis[];
  recommendation: PhotoRecommendation | null;
  analyzeStatus: RequestStatus;
  error: string | null;
}

export interface PhotosState {
  byListing: Record<string, ListingPhotos>;
}

const initialState: PhotosState = { byListing: {} };

const photosSlice = createSlice({
  name: 'photos',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export default photosSlice.reducer;
