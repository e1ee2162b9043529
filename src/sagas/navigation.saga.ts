import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import * as address from '../api/platform/address';
import {
  backTarget,
  callbackTarget,
  entryFromAddress,
  entryScreen,
  gateScreen,
  type Address,
  type Entry,
  type Screen,
} from '../domain/screens';
import { authEventReceived, authLoadingTimedOut, sessionRestored, signedOut } from '../store/auth.slice';
import { selectAuthStatus } from '../store/auth.selectors';
import { backRequested, entryResolved, navigationRequested, screenShown, type NavigationRequest } from '../store/screen.slice';
import { selectChatFromListing, selectScreen } from '../store/screen.selectors';
import type { AuthStatus } from '../domain/screens';

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

function* show(request: NavigationRequest) {
  const auth: AuthStatus = yield select(selectAuthStatus);
  const screen = gateScreen(request.screen, auth);
  yield put(screenShown(screen === request.screen ? request : { screen }));
}

function* applyGate() {
  const auth: AuthStatus = yield select(selectAuthStatus);
  const current: Screen = yield select(selectScreen);
  const gated = gateScreen(current, auth);
  if (gated !== current) yield put(screenShown({ screen: gated }));
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
    yield put(screenShown({ screen: callbackTarget(auth) }));
    return;
  }
  if (entry.kind === 'reset-without-token') {
    yield put(screenShown({ screen: 'reset-password' }));
    const auth: AuthStatus = yield call(waitForAuth);
    if (auth === 'authenticated') {
      yield call(address.replaceAddress, '/');
      yield put(screenShown({ screen: 'dashboard' }));
    }
    return;
  }
  yield put(screenShown({ screen: entryScreen(entry) }));
}

export function* navigationSaga() {
  yield takeEvery(navigationRequested.type, function* (action: ReturnType<typeof navigationRequested>) {
    yield call(show, action.payload);
  });
  yield takeEvery(backRequested.type, handleBack);
  yield takeEvery(authSettled, applyGate);
  yield call(resolveEntry);
}
