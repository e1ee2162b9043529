import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApprovedTexts, ChatMessage } from '../../contract/wire';
import { signedOut } from './auth.slice';
import { listingDeleted } from './listings.slice';

// The chat (spec sections 2, 3 and 4): one thread per listing (or the general one), one send at a time with the
// host's message shown at once, the draft of each thread, the approved texts per listing and the 'Copied!' mark.

export type ThreadStatus = 'idle' | 'pending' | 'succeeded' | 'failed' | 'not-found';

export interface ChatThread {
  status: ThreadStatus;
  /** The load failure's message ('Failed to Load Data'), or null. */
  error: string | null;
  messages: ChatMessage[];
}

export interface OutgoingMessage {
  clientMessageId: string;
  content: string;
  section: string | null;
  createdAt: string;
}

export interface SendState {
  status: 'idle' | 'pending' | 'failed';
  threadKey: string | null;
  /** The message on its way, shown in the conversation until the answer arrives. */
  outgoing: OutgoingMessage | null;
  /** What failed, so the same message sent again reuses its id and is stored once. */
  failed: (OutgoingMessage & { message: string | null }) | null;
}

export interface ChatState {
  threads: Record<string, ChatThread>;
  send: SendState;
  drafts: Record<string, string>;
  /** Approved suggestions per thread key (listing id), kept in the browser for `approvedFor`. */
  approved: Record<string, ApprovedTexts>;
  approvedFor: string | null;
  /** The suggestion that shows 'Copied!' (message id and part index). */
  copiedId: string | null;
  /** Where the host left each thread (by thread key), so it reopens there while the app is open (issue 40). */
  scroll?: Record<string, ChatScroll>;
}

/** A thread's place on the page: its scroll offset, or (atEnd) no earlier message in particular: then it opens at its newest. */
export interface ChatScroll {
  top: number;
  atEnd: boolean;
}

const emptyThread: ChatThread = { status: 'idle', error: null, messages: [] };
const idleSend: SendState = { status: 'idle', threadKey: null, outgoing: null, failed: null };
const initialState: ChatState = { threads: {}, send: idleSend, drafts: {}, approved: {}, approvedFor: null, copiedId: null };

function thread(state: ChatState, key: string): ChatThread {
  state.threads[key] ??= { ...emptyThread, messages: [] };
  return state.threads[key];
}

function appendOnce(messages: ChatMessage[], added: ChatMessage[]) {
  for (const message of added) if (!messages.some((m) => m.id === message.id)) messages.push(message);
}

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** The chat screen shows the conversation of this listing (null: the general thread). */
    chatOpened(_state, _action: PayloadAction<{ listingId: string | null }>) {},
    chatClosed() {},
    /** Intent: 'Retry' after a failed load. */
    chatReloadRequested(_state, _action: PayloadAction<{ listingId: string | null }>) {},
    chatLoadStarted(state, action: PayloadAction<{ key: string }>) {
      const t = thread(state, action.payload.key);
      // A thread already on screen refreshes quietly.
      if (t.status !== 'succeeded') t.status = 'pending';
      t.error = null;
    },
    chatHistoryFetched(state, action: PayloadAction<{ key: string; messages: ChatMessage[] }>) {
      const { key } = action.payload;
      const t = thread(state, key);
      t.status = 'succeeded';
      t.error = null;
      // A history read while a question is being answered may already hold the question: it is shown once, as it
      // goes (with the typing indicator), until its answer comes with it (chatSendSucceeded).
      const sending = state.send.status === 'pending' && state.send.threadKey === key ? state.send.outgoing : null;
      const last = action.payload.messages.at(-1);
      t.messages =
        sending && last?.role === 'user' && last.content === sending.content
          ? action.payload.messages.slice(0, -1)
          : action.payload.messages;
    },
    chatLoadFailed(state, action: PayloadAction<{ key: string; message: string | null }>) {
      const t = thread(state, action.payload.key);
      t.status = 'failed';
      t.error = action.payload.message;
    },
    chatListingMissing(state, action: PayloadAction<{ key: string }>) {
      const t = thread(state, action.payload.key);
      t.status = 'not-found';
      t.error = null;
    },
    chatDraftChanged(state, action: PayloadAction<{ key: string; text: string }>) {
      state.drafts[action.payload.key] = action.payload.text;
    },
    /** Intent: send a message (typed, or the prefill). The saga checks it may be sent. */
    chatMessageSubmitted(_state, _action: PayloadAction<{ listingId: string | null; content: string; section: string | null }>) {},
    chatSendStarted(state, action: PayloadAction<{ key: string; outgoing: OutgoingMessage }>) {
      const { key, outgoing } = action.payload;
      state.send = { status: 'pending', threadKey: key, outgoing, failed: null };
      if ((state.drafts[key] ?? '').trim() === outgoing.content) state.drafts[key] = '';
    },
    chatSendSucceeded(state, action: PayloadAction<{ key: string; userMessage: ChatMessage; assistantMessage: ChatMessage }>) {
      const { key, userMessage, assistantMessage } = action.payload;
      appendOnce(thread(state, key).messages, [userMessage, assistantMessage]);
      state.send = idleSend;
    },
    chatSendFailed(state, action: PayloadAction<{ key: string; message: string | null }>) {
      const { key, message } = action.payload;
      const outgoing = state.send.outgoing;
      state.send = { status: 'failed', threadKey: key, outgoing: null, failed: outgoing ? { ...outgoing, message } : null };
      // The text goes back into the box to be sent again, unless the host has started another one.
      if (outgoing && !(state.drafts[key] ?? '').trim()) state.drafts[key] = outgoing.content;
    },
    chatSendErrorDismissed(state) {
      if (state.send.status === 'failed') state.send = idleSend;
    },
    approvedTextsRestored(state, action: PayloadAction<{ userId: string; approved: Record<string, ApprovedTexts> }>) {
      state.approved = action.payload.approved;
      state.approvedFor = action.payload.userId;
    },
    /** Intent: the Copy button of a suggestion card. */
    suggestionCopyRequested(_state, _action: PayloadAction<{ listingId: string | null; section: string; text: string; copyId: string }>) {},
    suggestionApproved(state, action: PayloadAction<{ key: string; approvedKey: string; entry: { text: string; section: string } }>) {
      const { key, approvedKey, entry } = action.payload;
      state.approved[key] = { ...state.approved[key], [approvedKey]: entry };
    },
    suggestionCopied(state, action: PayloadAction<{ copyId: string }>) {
      state.copiedId = action.payload.copyId;
    },
    copiedMarkExpired(state, action: PayloadAction<{ copyId: string }>) {
      if (state.copiedId === action.payload.copyId) state.copiedId = null;
    },
    /** The host left a thread at this place (its screen closed, or another listing's thread took its place). */
    chatScrollKept(state, action: PayloadAction<{ key: string } & ChatScroll>) {
      const { key, top, atEnd } = action.payload;
      state.scroll = { ...state.scroll, [key]: { top, atEnd } };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    // A deleted listing's conversation, draft and approved texts go with it.
    builder.addCase(listingDeleted, (state, action) => {
      const key = action.payload.id;
      delete state.threads[key];
      delete state.drafts[key];
      delete state.approved[key];
      if (state.scroll) delete state.scroll[key];
    });
  },
});

export const {
  chatOpened,
  chatClosed,
  chatReloadRequested,
  chatLoadStarted,
  chatHistoryFetched,
  chatLoadFailed,
  chatListingMissing,
  chatDraftChanged,
  chatMessageSubmitted,
  chatSendStarted,
  chatSendSucceeded,
  chatSendFailed,
  chatSendErrorDismissed,
  approvedTextsRestored,
  suggestionCopyRequested,
  suggestionApproved,
  suggestionCopied,
  copiedMarkExpired,
  chatScrollKept,
} = chatSlice.actions;
export default chatSlice.reducer;
