import { call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import * as address from '../api/platform/address';
import {
  backTarget,
  callbackTarget,
  entryFromAddress,
  entryScreen,
  gateScreen,
  isProtectedScreen,
  type Address,
  type Entry,
  type Screen,
} from '../domain/screens';
import { authEventReceived, authLoadingTimedOut, sessionRestored, signedOut } from '../store/auth.slice';
import { selectAuthStatus } from '../store/auth.selectors';
import { backRequested, entryResolved, navigationRequested, screenShown, type NavigationRequest } from '../store/screen.slice';
import { selectChatFromListing, selectScreen } from '../store/screen.selectors';
import type { AuthStatus } from '../domain/screens';
import { sagaCrashed } from '../store/system.slice';
import { SIGNED_IN_STARTER } from './signed-in';

// Applies the screen machine: the entry rules at start-up, auth gating whenever auth or the screen changes,
// and Back. Screens only dispatch navigationRequested / backRequested.

const authSettled = [authEventReceived.type, authLoadingTimedOut.type, sessionRestored.type, signedOut.type];

function* waitForAuth() {
  let status: AuthStatus = yield select(selectAuthStatus);
  while (status === 'loading') {
    yield take(authSettled);
    status = yield select(selectAuthStatus);
  }
  return status;
}

/**
 * Shows a screen; a signed-in screen only once its concerns run (the root saga's starter loads them with the
 * first such screen), so the intent it sends as it opens is never missed. When their code cannot be loaded the
 * screen still shows (its own chunk fails the same way and says so), and the next signed-in screen tries again.
 */
function* present(request: NavigationRequest) {
  const start: (() => Generator) | undefined = yield getContext(SIGNED_IN_STARTER);
  if (start && isProtectedScreen(request.screen)) {
    try {
      yield call(start);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.error('Loading the signed-in screens failed:', err);
      yield put(sagaCrashed({ name: 'signedInScreens', message }));
    }
    // Auth may have changed while the code loaded (signed out meanwhile): the gate decides again.
    const auth: AuthStatus = yield select(selectAuthStatus);
    const screen = gateScreen(request.screen, auth);
    if (screen !== request.screen) {
      yield put(screenShown({ screen }));
      return;
    }
  }
  yield put(screenShown(request));
}

function* show(request: NavigationRequest) {
  const auth: AuthStatus = yield select(selectAuthStatus);
  const screen = gateScreen(request.screen, auth);
  yield call(present, screen === request.screen ? request : { screen });
}

function* applyGate() {
  const auth: AuthStatus = yield select(selectAuthStatus);
  const current: Screen = yield select(selectScreen);
  const gated = gateScreen(current, auth);
  if (gated !== current) yield call(present, { screen: gated });
}

function* handleBack() {
  const current: Screen = yield select(selectScreen);
  const chatFromListing: boolean = yield select(selectChatFromListing);
  yield call(show, { screen: backTarget(current, { chatFromListing }) });
}

export function* resolveEntry() {
  const where: Address = yield call(address.readAddress);
  const entry: Entry = entryFromAddress(where);
  yield put(entryResolved(entry));
  if (entry.kind === 'callback') {
    const auth: AuthStatus = yield call(waitForAuth);
    yield call(address.replaceAddress, '/');
    yield call(present, { screen: callbackTarget(auth) });
    return;
  }
  if (entry.kind === 'reset-without-token') {
    yield call(present, { screen: 'reset-password' });
    const auth: AuthStatus = yield call(waitForAuth);
    if (auth === 'authenticated') {
      yield call(address.replaceAddress, '/');
      yield call(present, { screen: 'dashboard' });
    }
    return;
  }
  yield call(present, { screen: entryScreen(entry) });
}

export function* navigationSaga() {
  yield takeEvery(navigationRequested.type, function* (action: ReturnType<typeof navigationRequested>) {
    yield call(show, action.payload);
  });
  yield takeEvery(backRequested.type, handleBack);
  yield takeEvery(authSettled, applyGate);
  yield call(resolveEntry);
}
