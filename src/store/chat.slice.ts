import { createSlice } from '@reduxjs/toolkit';
import type { ApprovedTexts, ChatMessage } from '../api/wire';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './requestStatus';

export interface ChatThread {
  status: RequestStatus;
  error: string | null;
  messages: ChatMessage[];
}

export interface ChatState {
  /** Keyed by listing id, or 'general' for the thread without a listing. */
  threads: Record<string, ChatThread>;
  sendStatus: RequestStatus;
  sendError: string | null;
  /** Approved suggestions per listing id (kept in the browser). */
  approved: Record<string, ApprovedTexts>;
}

const initialState: ChatState = { threads: {}, sendStatus: 'idle', sendError: null, approved: {} };

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export default chatSlice.reducer;
