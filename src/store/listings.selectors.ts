import { createSelector } from '@reduxjs/toolkit';
import type { Listing } from '../../contract/wire';
import type { RootState } from './root-reducer';

export const selectListingsState = (state: RootState) => state.listings;
export const selectListStatus = (state: RootState) => state.listings.listStatus;
export const selectListError = (state: RootState) => state.listings.listError;
export const selectAnalyzeStatus = (state: RootState) => state.listings.analyzeStatus;
export const selectProgress = (state: RootState) => state.listings.progress;
export const selectDetail = (state: RootState) => state.listings.detail;

export const selectListings = createSelector(
  [(state: RootState) => state.listings.ids, (state: RootState) => state.listings.byId],
  (ids, byId): Listing[] => ids.map((id) => byId[id]).filter((l): l is Listing => Boolean(l)),
);

export const selectListingById = (state: RootState, id: string | null): Listing | null => (id ? (state.listings.byId[id] ?? null) : null);

export const selectOperation = (state: RootState, id: string) => state.listings.operations[id] ?? null;

/** A free account's allowance (null for a purchased one, or while unknown): the dashboard's line and purchase link. */
export const selectFreeAllowance = (state: RootState) => {
  const allowance = state.listings.allowance;
  return allowance && !allowance.purchased ? allowance : null;
};
