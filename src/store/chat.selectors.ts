import { createSelector } from '@reduxjs/toolkit';
import type { ApprovedTexts } from '../../contract/wire';
import { threadKey } from '../domain/chat';
import type { ChatThread } from './chat.slice';
import type { RootState } from './root-reducer';
import { selectListings } from './listings.selectors';

const EMPTY_THREAD: ChatThread = { status: 'idle', error: null, messages: [] };
const NO_APPROVED: ApprovedTexts = {};

export const selectChatThread = (state: RootState, listingId: string | null): ChatThread =>
  state.chat.threads[threadKey(listingId)] ?? EMPTY_THREAD;
export const selectChatSend = (state: RootState) => state.chat.send;
export const selectChatDraft = (state: RootState, listingId: string | null) => state.chat.drafts[threadKey(listingId)] ?? '';
export const selectApprovedTexts = (state: RootState, listingId: string | null): ApprovedTexts =>
  state.chat.approved[threadKey(listingId)] ?? NO_APPROVED;
export const selectAllApprovedTexts = (state: RootState) => state.chat.approved;
export const selectApprovedFor = (state: RootState) => state.chat.approvedFor;
export const selectCopiedId = (state: RootState) => state.chat.copiedId;
export const selectChatScroll = (state: RootState, listingId: string | null) => state.chat.scroll?.[threadKey(listingId)] ?? null;

export type ChatTarget = { kind: 'picker' } | { kind: 'thread'; listingId: string | null };

/**
 * What the chat screen is about: the listing it was opened with; without one, the picker when there are
 * listings to choose from, else the general thread.
 */
export const selectChatTarget = createSelector(
  [(state: RootState) => state.screen.listingId, selectListings],
  (listingId, listings): ChatTarget => {
    if (listingId) return { kind: 'thread', listingId };
    return listings.length > 0 ? { kind: 'picker' } : { kind: 'thread', listingId: null };
  },
);
