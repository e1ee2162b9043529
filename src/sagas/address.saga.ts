import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import * as address from '../api/platform/address';
import { addressShows, pathOf, type Address, type Place } from '../domain/screens';
import { addressVisited, screenShown, type ScreenState } from '../store/screen.slice';
import { selectAddressSource } from '../store/screen.selectors';

// The address follows the screen state (issue 40). The store is the one source of truth: this saga reads the
// screen the store holds after every change, whatever made it (an action, or Redux DevTools jumping to another
// state, which no saga hears as an action), and writes its address; Back and Forward come back as an intent
// (addressVisited) that the navigation saga gates like any other. It never dispatches anything because of a
// state it read, so replaying a session in DevTools moves the address and nothing else.

/** The context key under which the store hands its subscribe function to this saga (src/app/store.ts). */
export const STORE_SUBSCRIBE = 'subscribeToStore';
export type StoreSubscribe = (listener: () => void) => () => void;

/** One event per burst of state changes (only the latest state matters). */
export function stateChanges(subscribe: StoreSubscribe): EventChannel<true> {
  return eventChannel<true>((emit) => subscribe(() => emit(true)), buffers.sliding(1));
}

export function browserMoves(): EventChannel<address.AddressChange> {
  return eventChannel<address.AddressChange>((emit) => address.watchAddress(emit), buffers.sliding(1));
}

/** Writes the address of the screen the store holds, unless the address bar already shows it. */
export function* writeAddressFromState(screen: ScreenState) {
  // The address named a screen that waits for sign-in: it stays as it is until that screen (or welcome) shows.
  if (screen.starting) return;
  const place: Place = { screen: screen.current, listingId: screen.listingId };
  const where: Address = yield call(address.readAddress);
  if (addressShows(where, place)) return;
  yield call(address.writeAddress, pathOf(place.screen, place.listingId), screen.addressWrite ?? 'push', {
    chatFromListing: place.screen === 'chat' && screen.chatFromListing,
  });
}

/**
 * A change of the screen state writes, and so does every screen shown (a gate may show the screen already held
 * after Back moved the address). Nothing else does: Back or Forward has already moved the address bar when its
 * addressVisited is dispatched, and writing the screen still shown then would undo the move before it is gated.
 */
export function* followState() {
  const subscribe: StoreSubscribe | undefined = yield getContext(STORE_SUBSCRIBE);
  if (!subscribe) throw new Error('The store did not hand its subscribe function to the address saga');
  let written: ScreenState = yield select(selectAddressSource);
  yield call(writeAddressFromState, written);
  const changes: EventChannel<true> = yield call(stateChanges, subscribe);
  try {
    for (;;) {
      const { shown } = yield race({ changed: take(changes), shown: take(screenShown.type) });
      const screen: ScreenState = yield select(selectAddressSource);
      if (screen === written && !shown) continue;
      written = screen;
      yield call(writeAddressFromState, screen);
    }
  } finally {
    if ((yield cancelled()) as boolean) changes.close();
  }
}

export function* followBrowser() {
  const moves: EventChannel<address.AddressChange> = yield call(browserMoves);
  try {
    for (;;) {
      const change: address.AddressChange = yield take(moves);
      yield put(addressVisited(change));
    }
  } finally {
    if ((yield cancelled()) as boolean) moves.close();
  }
}

export function* addressSaga() {
  yield fork(followState);
  yield fork(followBrowser);
}
