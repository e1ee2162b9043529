import { createSelector } from '@reduxjs/toolkit';
import type { Listing, ListingCard } from '../../contract/wire';
import type { RootState } from './root-reducer';

export const selectListingsState = (state: RootState) => state.listings;
export const selectListStatus = (state: RootState) => state.listings.listStatus;
export const selectListError = (state: RootState) => state.listings.listError;
export const selectAnalyzeStatus = (state: RootState) => state.listings.analyzeStatus;
export const selectProgress = (state: RootState) => state.listings.progress;
export const selectDetail = (state: RootState) => state.listings.detail;

/** The dashboard's cards, in its order. */
export const selectListings = createSelector(
  [(state: RootState) => state.listings.ids, (state: RootState) => state.listings.byId],
  (ids, byId): ListingCard[] => ids.map((id) => byId[id]).filter((l): l is ListingCard => Boolean(l)),
);

/** A listing's card: what the dashboard and chat show, and whether it is analysing. */
export const selectListingById = (state: RootState, id: string | null): ListingCard | null =>
  id ? (state.listings.byId[id] ?? null) : null;

/** The whole listing (content and checks) for the detail screen, once read by id. */
export const selectListingDetail = (state: RootState, id: string | null): Listing | null =>
  id ? (state.listings.details[id] ?? null) : null;

export const selectListTag = (state: RootState) => state.listings.tags.list;

/** The tag of the whole listing held, when one is held. */
export const selectListingTag = (state: RootState, id: string): string | null =>
  state.listings.details[id] ? (state.listings.tags.listings[id] ?? null) : null;

export const selectOperation = (state: RootState, id: string) => state.listings.operations[id] ?? null;

/** A free account's allowance (null for a purchased one, or while unknown): the dashboard's line and purchase link. */
export const selectFreeAllowance = (state: RootState) => {
  const allowance = state.listings.allowance;
  return allowance && !allowance.purchased ? allowance : null;
};
