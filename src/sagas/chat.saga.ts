import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { readItem, writeItem } from '../api/platform/browser-storage';
import * as chatApi from '../api/chat';
import * as clipboard from '../api/platform/clipboard';
import { now } from '../api/platform/clock';
import { describeFailure } from '../api/request/failures';
import { toHttpError } from '../api/request/request-layer';
import * as listingsApi from '../api/listings';
import { logWarning } from '../api/platform/log';
import { randomUuid } from '../api/platform/random';
import type { ApprovedTexts, ChatMessage, ChatResponse, Listing } from '../../contract/wire';
import { approvedTextsStorageKey, COPIED_INDICATOR_MS, parseStoredApprovedTexts, threadKey } from '../domain/chat';
import { chatToasts } from '../domain/messages/chat';
import { requestErrorText } from '../domain/request-errors';
import type { AuthStatus } from '../domain/screens';
import { approvedTextKey, suggestionSectionOf } from '../../contract/suggestions';
import { authEventReceived, authLoadingTimedOut, sessionRestored, signedOut, type SessionUser } from '../store/auth.slice';
import { selectAuthStatus, selectSessionUser } from '../store/auth.selectors';
import { selectAllApprovedTexts, selectApprovedFor, selectApprovedTexts, selectChatSend } from '../store/chat.selectors';
import {
  approvedTextsRestored,
  chatClosed,
  chatHistoryFetched,
  chatListingMissing,
  chatLoadFailed,
  chatLoadStarted,
  chatMessageSubmitted,
  chatOpened,
  chatReloadRequested,
  chatSendFailed,
  chatSendStarted,
  chatSendSucceeded,
  copiedMarkExpired,
  suggestionApproved,
  suggestionCopied,
  suggestionCopyRequested,
  type SendState,
} from '../store/chat.slice';
import { listingDeleted, listingFetched } from '../store/listings.slice';
import { selectListingById } from '../store/listings.selectors';
import { chatPrefillSent, type ChatPrefill } from '../store/screen.slice';
import { selectChatPrefill } from '../store/screen.selectors';
import { showToast } from './toasts.saga';
import { delay } from './effects';
import { CHAT_QUERY_RETRY, CHAT_SEND_RETRY, callWithRetries } from './retry';

// The chat screen's effects (spec sections 2, 4 and 7): loading a thread (history retried twice at 1 s), the
// prefilled message sent once, sending (retried once at 1 s with the same message id, then the thread
// refreshed), copying a suggestion (clipboard, approval kept per listing in the browser, 'Copied!' for 2 s).

const authSettled = [authEventReceived.type, authLoadingTimedOut.type, sessionRestored.type, signedOut.type];

function* signedIn() {
  let status: AuthStatus = yield select(selectAuthStatus);
  while (status === 'loading') {
    yield take(authSettled);
    status = yield select(selectAuthStatus);
  }
  return status === 'authenticated';
}

function* recordLoadFailure(key: string, err: unknown) {
  const error = toHttpError(err);
  if (error.status === 404) yield put(chatListingMissing({ key }));
  else yield put(chatLoadFailed({ key, message: requestErrorText(describeFailure(error)) || null }));
}

/** Loads the listing (when the store lacks it) and the thread; false when either failed. */
export function* loadThread(listingId: string | null) {
  const key = threadKey(listingId);
  yield put(chatLoadStarted({ key }));
  if (listingId) {
    const known: Listing | null = yield select(selectListingById, listingId);
    if (!known) {
      try {
        const listing: Listing = yield call(listingsApi.fetchListing, listingId);
        yield put(listingFetched(listing));
      } catch (err) {
        yield call(recordLoadFailure, key, err);
        return false;
      }
    }
  }
  try {
    const messages: ChatMessage[] = yield call(callWithRetries, CHAT_QUERY_RETRY, chatApi.fetchChatHistory, listingId);
    yield put(chatHistoryFetched({ key, messages }));
    return true;
  } catch (err) {
    yield call(recordLoadFailure, key, err);
    return false;
  }
}

/** After a send: the thread as the server has it. A failure keeps the conversation on screen. */
export function* refreshThread(listingId: string | null) {
  try {
    const messages: ChatMessage[] = yield call(callWithRetries, CHAT_QUERY_RETRY, chatApi.fetchChatHistory, listingId);
    yield put(chatHistoryFetched({ key: threadKey(listingId), messages }));
  } catch (err) {
    yield call(logWarning, 'Refreshing the chat failed', toHttpError(err).message);
  }
}

/** The prefill goes out once: it is cleared before it is handed to the send. */
export function* sendPrefill(listingId: string | null) {
  const prefill: ChatPrefill | null = yield select(selectChatPrefill);
  if (!prefill || !prefill.message.trim()) return;
  yield put(chatPrefillSent());
  yield put(chatMessageSubmitted({ listingId, content: prefill.message, section: prefill.section }));
}

export function* openThread(listingId: string | null) {
  const allowed: boolean = yield call(signedIn);
  if (!allowed) return;
  const loaded: boolean = yield call(loadThread, listingId);
  if (loaded) yield call(sendPrefill, listingId);
}

export function* whileChatOpen(action: ReturnType<typeof chatOpened> | ReturnType<typeof chatReloadRequested>) {
  yield race({ open: call(openThread, action.payload.listingId), closed: take(chatClosed.type) });
}

export function* sendMessage(action: ReturnType<typeof chatMessageSubmitted>) {
  const { listingId } = action.payload;
  const content = action.payload.content.trim();
  const section = action.payload.section?.trim() || null;
  if (!content) return;
  const current: SendState = yield select(selectChatSend);
  if (current.status === 'pending') return;
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;

  const key = threadKey(listingId);
  const failed = current.failed;
  // Sending the message that just failed again: same id, so a send the server did store is not stored twice.
  const sameAsFailed = failed && current.threadKey === key && failed.content === content && failed.section === section;
  const clientMessageId: string = sameAsFailed ? failed.clientMessageId : yield call(randomUuid);
  const at: number = yield call(now);
  yield put(chatSendStarted({ key, outgoing: { clientMessageId, content, section, createdAt: new Date(at).toISOString() } }));

  const approvedTexts: ApprovedTexts = yield select(selectApprovedTexts, listingId);
  let response: ChatResponse;
  try {
    response = yield call(callWithRetries, CHAT_SEND_RETRY, chatApi.sendChatMessage, {
      listingId,
      content,
      section,
      approvedTexts,
      clientMessageId,
    });
  } catch (err) {
    yield put(chatSendFailed({ key, message: requestErrorText(describeFailure(err)) || null }));
    return;
  }
  yield put(chatSendSucceeded({ key, userMessage: response.userMessage, assistantMessage: response.assistantMessage }));
  yield call(refreshThread, listingId);
}

function* persistApproved() {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const all: Record<string, ApprovedTexts> = yield select(selectAllApprovedTexts);
  yield call(writeItem, approvedTextsStorageKey(user.id), JSON.stringify(all));
}

export function* copySuggestion(action: ReturnType<typeof suggestionCopyRequested>) {
  const { listingId, section, text, copyId } = action.payload;
  try {
    yield call(clipboard.copyText, text);
  } catch (err) {
    yield call(logWarning, 'Copying a suggestion failed', err instanceof Error ? err.message : String(err));
    yield call(showToast, { ...chatToasts.copyFailed, variant: 'error' });
    return;
  }
  const known = suggestionSectionOf(section);
  yield put(
    suggestionApproved({ key: threadKey(listingId), approvedKey: known ? approvedTextKey(known) : section, entry: { text, section } }),
  );
  yield call(persistApproved);
  yield put(suggestionCopied({ copyId }));
  yield delay(COPIED_INDICATOR_MS);
  yield put(copiedMarkExpired({ copyId }));
}

/** The signed-in user's approved texts, read back from the browser once per user. */
export function* restoreApproved() {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const loadedFor: string | null = yield select(selectApprovedFor);
  if (loadedFor === user.id) return;
  const raw: string | null = yield call(readItem, approvedTextsStorageKey(user.id));
  yield put(approvedTextsRestored({ userId: user.id, approved: parseStoredApprovedTexts(raw) }));
}

/** A deleted listing's approved texts leave the browser too (read from storage: they may not be loaded yet). */
export function* forgetDeletedListing(action: ReturnType<typeof listingDeleted>) {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const key = approvedTextsStorageKey(user.id);
  const raw: string | null = yield call(readItem, key);
  const stored = parseStoredApprovedTexts(raw);
  if (!(action.payload.id in stored)) return;
  delete stored[action.payload.id];
  yield call(writeItem, key, JSON.stringify(stored));
}

export function* chatSaga() {
  yield takeLatest([chatOpened.type, chatReloadRequested.type], whileChatOpen);
  yield takeEvery(chatMessageSubmitted.type, sendMessage);
  yield takeEvery(suggestionCopyRequested.type, copySuggestion);
  yield takeEvery(listingDeleted.type, forgetDeletedListing);
  yield takeLatest([authEventReceived.type, sessionRestored.type], restoreApproved);
  yield call(restoreApproved);
}
