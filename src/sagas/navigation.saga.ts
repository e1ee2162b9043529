import { call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import * as address from '../api/platform/address';
import {
  backTarget,
  callbackTarget,
  entryFromAddress,
  entryScreen,
  gateScreen,
  isProtectedScreen,
  placeFromPath,
  type Address,
  type Entry,
  type Place,
  type Screen,
} from '../domain/screens';
import { authEventReceived, authLoadingTimedOut, sessionRestored, signedOut } from '../store/auth.slice';
import { selectAuthStatus } from '../store/auth.selectors';
import {
  addressVisited,
  afterSignInKept,
  backRequested,
  entryResolved,
  navigationRequested,
  screenShown,
  type NavigationRequest,
} from '../store/screen.slice';
import { selectAfterSignIn, selectChatFromListing, selectScreen, selectScreenStarting } from '../store/screen.selectors';
import type { AuthStatus } from '../domain/screens';
import { sagaCrashed } from '../store/system.slice';
import { SIGNED_IN_STARTER } from './signed-in';

// Applies the screen machine: the entry rules and the screen the address names at start-up, auth gating whenever
// auth or the screen changes, Back, and the browser's Back and Forward. Screens only dispatch navigationRequested /
// backRequested; the address follows the screen the store holds (./address.saga.ts).

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
      yield put(screenShown({ screen, addressWrite: 'replace' }));
      return;
    }
  }
  yield put(screenShown(request));
}

/** A gate's redirect takes the place of the address that asked (Back into the sign-in screens after signing in). */
function* show(asked: NavigationRequest) {
  const auth: AuthStatus = yield select(selectAuthStatus);
  if (asked.landing) {
    // The gate has already taken the visitor from the sign-in screens (to a link they had asked for, maybe).
    const current: Screen = yield select(selectScreen);
    if (isProtectedScreen(current)) return;
  }
  const request: NavigationRequest = asked.landing && auth === 'authenticated' ? yield call(landingPlace, asked) : asked;
  const screen = gateScreen(request.screen, auth);
  yield call(present, screen === request.screen ? request : { screen, addressWrite: 'replace' });
}

/**
 * Where a visitor lands on signing in: the screen a link asked for before sign-in, else `landing`. The link is
 * forgotten once a signed-in screen shows (screen slice), not here: the session's gate and the sign-in form both
 * ask, while the signed-in screens' code may still be loading, and both must land on it.
 */
function* landingPlace(landing: NavigationRequest) {
  const after: Place | null = yield select(selectAfterSignIn);
  if (!after) return landing;
  return { screen: after.screen, listingId: after.listingId, addressWrite: 'replace' } as NavigationRequest;
}

function* applyGate() {
  // A link to a signed-in screen waits for auth before anything shows (resolveEntry); nothing to move yet.
  const starting: boolean = yield select(selectScreenStarting);
  if (starting) return;
  const auth: AuthStatus = yield select(selectAuthStatus);
  const current: Screen = yield select(selectScreen);
  const gated = gateScreen(current, auth);
  if (gated === current) return;
  const redirect: NavigationRequest = { screen: gated, addressWrite: 'replace' };
  // Signed in on a sign-in screen: the landing place (a link asked for before sign-in) rather than the dashboard.
  const request: NavigationRequest = auth === 'authenticated' && gated === 'dashboard' ? yield call(landingPlace, redirect) : redirect;
  yield call(present, request);
}

function* handleBack() {
  const current: Screen = yield select(selectScreen);
  const chatFromListing: boolean = yield select(selectChatFromListing);
  yield call(show, { screen: backTarget(current, { chatFromListing }) });
}

/**
 * Opens the screen an address names (at start-up, or on Back and Forward). A signed-out visitor asking for a
 * signed-in screen sees welcome (spec section 2, auth gating), and that screen opens once they have signed in.
 */
function* visit(place: Place, options: { chatFromListing?: boolean } = {}) {
  const auth: AuthStatus = yield select(selectAuthStatus);
  if (isProtectedScreen(place.screen) && auth === 'unauthenticated') yield put(afterSignInKept(place));
  yield call(show, {
    screen: place.screen,
    listingId: place.listingId,
    ...(place.screen === 'chat' ? { chatFromListing: options.chatFromListing ?? false } : {}),
    addressWrite: 'replace',
  });
}

function* handleAddressVisited(action: ReturnType<typeof addressVisited>) {
  const place = placeFromPath(action.payload.pathname) ?? { screen: 'welcome', listingId: null };
  yield call(visit, place, { chatFromListing: action.payload.chatFromListing });
}

export function* resolveEntry() {
  const where: Address = yield call(address.readAddress);
  const entry: Entry = entryFromAddress(where);
  yield put(entryResolved(entry));
  if (entry.kind === 'callback') {
    const auth: AuthStatus = yield call(waitForAuth);
    yield call(address.replaceAddress, '/');
    yield call(present, { screen: callbackTarget(auth), addressWrite: 'replace' });
    return;
  }
  if (entry.kind === 'reset-without-token') {
    yield call(present, { screen: 'reset-password', addressWrite: 'replace' });
    const auth: AuthStatus = yield call(waitForAuth);
    if (auth === 'authenticated') {
      yield call(address.replaceAddress, '/');
      yield call(present, { screen: 'dashboard', addressWrite: 'replace' });
    }
    return;
  }
  if (entry.kind !== 'none') {
    yield call(present, { screen: entryScreen(entry), addressWrite: 'replace' });
    return;
  }
  // Any other address names a screen (issue 40); one the app does not know opens welcome.
  const place: Place = placeFromPath(where.pathname) ?? { screen: 'welcome', listingId: null };
  // A signed-in screen opens only once auth says who is there: until then the page shows that it is loading.
  if (isProtectedScreen(place.screen)) yield call(waitForAuth);
  yield call(visit, place);
}

export function* navigationSaga() {
  yield takeEvery(navigationRequested.type, function* (action: ReturnType<typeof navigationRequested>) {
    yield call(show, action.payload);
  });
  yield takeEvery(backRequested.type, handleBack);
  yield takeEvery(addressVisited.type, handleAddressVisited);
  yield takeEvery(authSettled, applyGate);
  yield call(resolveEntry);
}
