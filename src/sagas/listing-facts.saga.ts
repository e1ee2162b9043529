import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { HostFact, ListingFactsResponse } from '../../contract/wire';
import * as factsApi from '../api/listing-facts';
import { logWarning } from '../api/platform/log';
import { describeFailure } from '../api/request/failures';
import { toHttpError } from '../api/request/request-layer';
import { requestErrorText } from '../domain/request-errors';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import { chatOpened, chatSendSucceeded } from '../store/chat.slice';
import { selectLastRemovedFact, selectListingFacts } from '../store/listing-facts.selectors';
import {
  factChangeFailed,
  factChangeStarted,
  factEditSubmitted,
  factRemoveConfirmed,
  factRemoved,
  factRestoreFailed,
  factRestored,
  factRestoreRequested,
  factRestoreStarted,
  factSaved,
  factsFetched,
  factsLoadFailed,
  factsLoadStarted,
  factsReloadRequested,
  type ListingFacts,
  type RemovedFact,
} from '../store/listing-facts.slice';
import { CHAT_QUERY_RETRY, callWithRetries } from './retry';

// The "What I know about this listing" panel's effects: the facts load with the conversation (retried like the
// chat's queries), refresh quietly after every answered message (the assistant may have noted new facts), and a
// host fact is edited, removed or told again ('Undo') on the server, which every later suggestion reads.

const failureText = (err: unknown) => requestErrorText(describeFailure(err)) || null;

/** The facts of a listing; quiet: a failure keeps what is on screen and is only logged. */
export function* loadFacts(listingId: string, quiet = false) {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  yield put(factsLoadStarted({ listingId }));
  try {
    const response: ListingFactsResponse = quiet
      ? yield call(factsApi.fetchListingFacts, listingId)
      : yield call(callWithRetries, CHAT_QUERY_RETRY, factsApi.fetchListingFacts, listingId);
    yield put(factsFetched(response));
  } catch (err) {
    if (quiet) yield call(logWarning, 'Refreshing the listing facts failed', toHttpError(err).message);
    yield put(factsLoadFailed({ listingId, message: failureText(err) }));
  }
}

export function* factsForOpenedChat(action: ReturnType<typeof chatOpened>) {
  if (action.payload.listingId) yield call(loadFacts, action.payload.listingId);
}

export function* reloadFacts(action: ReturnType<typeof factsReloadRequested>) {
  yield call(loadFacts, action.payload.listingId);
}

/** A message about a listing may have told the assistant something: the panel shows it at once. */
export function* factsAfterAnswer(action: ReturnType<typeof chatSendSucceeded>) {
  const listingId = action.payload.userMessage.listingId;
  if (listingId) yield call(loadFacts, listingId, true);
}

export function* saveFact(action: ReturnType<typeof factEditSubmitted>) {
  const { listingId, factId } = action.payload;
  const text = action.payload.text.trim();
  if (!text) return;
  yield put(factChangeStarted({ listingId, factId, action: 'edit' }));
  try {
    const fact: HostFact = yield call(factsApi.editHostFact, listingId, factId, text);
    yield put(factSaved({ fact }));
  } catch (err) {
    yield put(factChangeFailed({ factId, message: failureText(err) }));
    if (toHttpError(err).status !== 404) return;
  }
  // New words about a subject another fact covers make that one give way; a fact gone meanwhile leaves the list.
  yield call(loadFacts, listingId, true);
}

export function* removeFact(action: ReturnType<typeof factRemoveConfirmed>) {
  const { listingId, factId } = action.payload;
  const known: ListingFacts = yield select(selectListingFacts, listingId);
  const fact = known.hostFacts.find((f) => f.id === factId);
  if (!fact) return;
  yield put(factChangeStarted({ listingId, factId, action: 'remove' }));
  try {
    yield call(factsApi.removeHostFact, listingId, factId);
  } catch (err) {
    yield put(factChangeFailed({ factId, message: failureText(err) }));
    if (toHttpError(err).status === 404) yield call(loadFacts, listingId, true);
    return;
  }
  yield put(factRemoved({ listingId, fact }));
}

export function* restoreFact() {
  const removed: RemovedFact | null = yield select(selectLastRemovedFact);
  if (!removed || removed.status === 'pending') return;
  yield put(factRestoreStarted());
  try {
    const fact: HostFact = yield call(factsApi.addHostFact, removed.listingId, removed.fact.hostWords.trim() || removed.fact.text);
    yield put(factRestored({ fact }));
  } catch (err) {
    yield put(factRestoreFailed({ message: failureText(err) }));
    return;
  }
  yield call(loadFacts, removed.listingId, true);
}

export function* listingFactsSaga() {
  yield takeLatest([chatOpened.type], factsForOpenedChat);
  yield takeLatest(factsReloadRequested.type, reloadFacts);
  yield takeLatest(chatSendSucceeded.type, factsAfterAnswer);
  yield takeEvery(factEditSubmitted.type, saveFact);
  yield takeEvery(factRemoveConfirmed.type, removeFact);
  yield takeLatest(factRestoreRequested.type, restoreFact);
}
