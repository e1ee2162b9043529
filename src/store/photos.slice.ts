import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PhotoAnalysis, PhotoRecommendation } from '../../contract/wire';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './request-status';

export interface ListingPhotos {
  analyses: PhotoAnalysis[];
  recommendation: PhotoRecommendation | null;
  /** 'succeeded' with a null recommendation means the server has none yet (it answered 404). */
  recommendationStatus: RequestStatus;
  analyzeStatus: RequestStatus;
  error: string | null;
}

export interface PhotosState {
  byListing: Record<string, ListingPhotos>;
}

const initialState: PhotosState = { byListing: {} };

export const emptyListingPhotos: ListingPhotos = {
  analyses: [],
  recommendation: null,
  recommendationStatus: 'idle',
  analyzeStatus: 'idle',
  error: null,
};

function entry(state: PhotosState, listingId: string): ListingPhotos {
  state.byListing[listingId] ??= { ...emptyListingPhotos };
  return state.byListing[listingId];
}

const photosSlice = createSlice({
  name: 'photos',
  initialState,
  reducers: {
    photoAnalysesFetched(state, action: PayloadAction<{ listingId: string; analyses: PhotoAnalysis[] }>) {
      entry(state, action.payload.listingId).analyses = action.payload.analyses;
    },
    photoRecommendationFetched(state, action: PayloadAction<{ listingId: string; recommendation: PhotoRecommendation | null }>) {
      const photos = entry(state, action.payload.listingId);
      photos.recommendation = action.payload.recommendation;
      photos.recommendationStatus = 'succeeded';
    },
    photoRecommendationFetchFailed(state, action: PayloadAction<{ listingId: string }>) {
      entry(state, action.payload.listingId).recommendationStatus = 'failed';
    },
    photoAnalysisRequested(state, action: PayloadAction<{ listingId: string }>) {
      const photos = entry(state, action.payload.listingId);
      photos.analyzeStatus = 'pending';
      photos.error = null;
    },
    photoAnalysisSucceeded(state, action: PayloadAction<{ listingId: string; recommendation: PhotoRecommendation }>) {
      const photos = entry(state, action.payload.listingId);
      photos.analyzeStatus = 'succeeded';
      photos.recommendation = action.payload.recommendation;
      photos.recommendationStatus = 'succeeded';
    },
    photoAnalysisFailed(state, action: PayloadAction<{ listingId: string; message: string | null }>) {
      const photos = entry(state, action.payload.listingId);
      photos.analyzeStatus = 'failed';
      photos.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  photoAnalysesFetched,
  photoRecommendationFetched,
  photoRecommendationFetchFailed,
  photoAnalysisRequested,
  photoAnalysisSucceeded,
  photoAnalysisFailed,
} = photosSlice.actions;

export const selectListingPhotos = (state: { photos: PhotosState }, listingId: string | null): ListingPhotos =>
  (listingId ? state.photos.byListing[listingId] : undefined) ?? emptyListingPhotos;

export default photosSlice.reducer;
