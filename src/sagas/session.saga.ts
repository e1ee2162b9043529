import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import * as session from '../api/session';
import { settleRefusedTokens, subscribeToRefusedTokens } from '../api/request/session-verdict';
import { setAccessToken } from '../api/request/token-cache';
import { readItem, writeItem } from '../api/platform/browser-storage';
import { now } from '../api/platform/clock';
import { isReturningHost, KNOWN_HOSTS_KEY, parseKnownHosts, rememberHost } from '../domain/returning-host';
import { AUTH_LOADING_TIMEOUT_MS } from '../domain/constants';
import { requestMessages } from '../domain/messages/request';
import {
  accessTokenRejected,
  authEventReceived,
  authLoadingTimedOut,
  sessionRefreshed,
  sessionRefreshFailed,
  signedOut,
  signOutRequested,
  hostRecognised,
  visitorRecognised,
  type AuthEventName,
  type SessionUser,
} from '../store/auth.slice';
import { selectHostRecognised } from '../store/auth.selectors';
import { profileRequested } from '../store/profile.slice';
import { delay } from './effects';
import { showToast } from './toasts.saga';

// The session: the stored session at start-up, supabase auth events through an eventChannel, the 3-second
// limit on auth loading, the refresh after the product API refused a token (spec section 7), and sign-out.
// The cached access token the request layer sends is written here and nowhere else.

export function createAuthChannel(): EventChannel<session.AuthEvent> {
  return eventChannel<session.AuthEvent>((emit) => session.subscribeToAuthEvents((event) => emit(event)));
}

const HANDLED_EVENTS: readonly string[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'PASSWORD_RECOVERY',
  'USER_UPDATED',
];

export function* handleAuthEvent({ event, session: info }: session.AuthEvent) {
  if (!HANDLED_EVENTS.includes(event)) return;
  yield call(setAccessToken, info?.accessToken ?? null);
  yield put(authEventReceived({ event: event as AuthEventName, user: info?.user ?? null, expiresAt: info?.expiresAt ?? null }));
  if (info?.user) yield call(recogniseHost, info.user);
  if (info?.user) yield put(profileRequested());
  // Signed out elsewhere (another tab, a refused refresh): the user's data leaves the store as on our own sign-out.
  else if (event === 'SIGNED_OUT') yield put(signedOut());
}

/** Whether anyone has signed in on this browser before: the sign-in screen welcomes them back, or just welcomes. */
export function* recogniseVisitor() {
  const raw: string | null = yield call(readItem, KNOWN_HOSTS_KEY);
  yield put(visitorRecognised({ returning: parseKnownHosts(raw).length > 0 }));
}

/**
 * Once per host per visit, before anything greets them: back (seen on this browser, or an account older than a
 * day) or new. This browser remembers them for next time.
 */
export function* recogniseHost(user: SessionUser) {
  const known: { userId: string } | null = yield select(selectHostRecognised);
  if (known?.userId === user.id) return;
  const raw: string | null = yield call(readItem, KNOWN_HOSTS_KEY);
  const hosts = parseKnownHosts(raw);
  const at: number = yield call(now);
  yield put(hostRecognised({ userId: user.id, returning: isReturningHost(user, hosts, at) }));
  yield call(writeItem, KNOWN_HOSTS_KEY, JSON.stringify(rememberHost(hosts, user.id)));
}

/** A sign-in the app made itself: the store learns of it at once instead of waiting for the event. */
export function* adoptSession(info: session.SessionInfo) {
  yield call(handleAuthEvent, { event: 'SIGNED_IN', session: info });
}

export function* watchAuthEvents(channel: EventChannel<session.AuthEvent>) {
  try {
    for (;;) {
      const event: session.AuthEvent | END = yield take(channel);
      yield call(handleAuthEvent, event as session.AuthEvent);
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

export function* endLoadingAfterTimeout() {
  const { timedOut } = yield race({ event: take(authEventReceived.type), timedOut: delay(AUTH_LOADING_TIMEOUT_MS) });
  if (timedOut) yield put(authLoadingTimedOut());
}

export function* restoreToken() {
  try {
    const stored: session.SessionInfo | null = yield call(session.getStoredSession);
    yield call(setAccessToken, stored?.accessToken ?? null);
  } catch {
    yield call(setAccessToken, null);
  }
}

/** One event per request whose token the product API refused (src/api/request/session-verdict.ts). */
export function createRefusedTokenChannel(): EventChannel<true> {
  // Buffered: a refusal that arrives while the watcher is busy putting the previous one must not be lost.
  return eventChannel<true>((emit) => subscribeToRefusedTokens(() => emit(true)), buffers.expanding<true>(4));
}

export function* watchRefusedTokens(channel: EventChannel<true>) {
  try {
    for (;;) {
      yield take(channel);
      yield put(accessTokenRejected());
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/**
 * One refresh for every request refused until it ends (takeLeading lets the refusals that arrive meanwhile
 * wait for this verdict): the new token is cached and they are all sent again, or the user is signed out.
 */
export function* refreshRefusedSession() {
  let info: session.SessionInfo | null;
  try {
    info = yield call(session.refreshSession);
  } catch {
    info = null;
  }
  if (info) {
    yield call(setAccessToken, info.accessToken);
    yield put(sessionRefreshed({ user: info.user, expiresAt: info.expiresAt }));
    yield call(settleRefusedTokens, 'refreshed');
    return;
  }
  yield put(sessionRefreshFailed());
  yield call(settleRefusedTokens, 'expired');
}

/** The product API's refusals: each one shows as accessTokenRejected; one refresh answers all that wait. */
export function* refusedTokensSaga() {
  const refused: EventChannel<true> = yield call(createRefusedTokenChannel);
  yield fork(watchRefusedTokens, refused);
  yield takeLeading(accessTokenRejected.type, refreshRefusedSession);
}

export function* signOut(action: { type: string }) {
  try {
    yield call(session.signOut);
  } catch {
    // The local session is gone either way; a server that cannot be reached must not keep the user signed in.
  }
  yield call(setAccessToken, null);
  yield put(signedOut());
  if (action.type === sessionRefreshFailed.type) {
    yield call(showToast, { title: requestMessages.sessionExpired, variant: 'error' });
  }
}

export function* sessionSaga() {
  yield call(recogniseVisitor);
  yield fork(endLoadingAfterTimeout);
  yield takeLatest([signOutRequested.type, sessionRefreshFailed.type], signOut);
  yield fork(refusedTokensSaga);
  yield call(restoreToken);
  const channel: EventChannel<session.AuthEvent> = yield call(createAuthChannel);
  yield fork(watchAuthEvents, channel);
}
