import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import * as session from '../api/session';
import { setAccessToken } from '../api/request/token-cache';
import { AUTH_LOADING_TIMEOUT_MS } from '../domain/constants';
import { requestMessages } from '../domain/messages/request';
import {
  authEventReceived,
  authLoadingTimedOut,
  sessionExpired,
  signedOut,
  signOutRequested,
  type AuthEventName,
} from '../store/auth.slice';
import { profileRequested } from '../store/profile.slice';
import { toastShown } from '../store/toasts.slice';
import { delay } from './effects';

// The session: the stored session at start-up, supabase auth events through an eventChannel, the 3-second
// limit on auth loading, and sign-out.

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
  if (info?.user) yield put(profileRequested());
  // Signed out elsewhere (another tab, a refused refresh): the user's data leaves the store as on our own sign-out.
  else if (event === 'SIGNED_OUT') yield put(signedOut());
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

export function* signOut(action: { type: string }) {
  try {
    yield call(session.signOut);
  } catch {
    // The local session is gone either way; a server that cannot be reached must not keep the user signed in.
  }
  yield call(setAccessToken, null);
  yield put(signedOut());
  if (action.type === sessionExpired.type) {
    yield put(toastShown({ title: requestMessages.sessionExpired, variant: 'error' }));
  }
}

export function* sessionSaga() {
  yield fork(endLoadingAfterTimeout);
  yield takeLatest([signOutRequested.type, sessionExpired.type], signOut);
  yield call(restoreToken);
  const channel: EventChannel<session.AuthEvent> = yield call(createAuthChannel);
  yield fork(watchAuthEvents, channel);
}
