import type { Action, Reducer, Store, StoreEnhancer } from '@reduxjs/toolkit';
import { all, delay, setContext, spawn, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../../../src/app/store';
import { addressSaga } from '../../../src/sagas/address.saga';
import { navigationSaga } from '../../../src/sagas/navigation.saga';
import { SIGNED_IN_STARTER } from '../../../src/sagas/signed-in';
import { authEventReceived, signedOut } from '../../../src/store/auth.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { browser } from '../../support/browser/fake-browser-history';
import { makeTestStore } from '../../support/browser/test-store';

jest.mock('../../../src/api/platform/address', () => jest.requireActual('../../support/browser/fake-browser-history').addressModule);

// The address follows the screen the store holds (issue 40): every screen has its own, Back and Forward move
// between screens, a reload or a link opens the screen it names (after sign-in when it needs one), and replaying
// states as Redux DevTools does moves the address without a single action.

const user = { id: 'u1', email: 'host@example.com' };
const session = (signedIn: boolean) => authEventReceived({ event: 'INITIAL_SESSION', user: signedIn ? user : null, expiresAt: null });
const signIn = authEventReceived({ event: 'SIGNED_IN', user, expiresAt: 1 });

/** What Redux DevTools does on a jump: the state replaced beneath the middleware, so no saga hears an action. */
const JUMP = '@@test/JUMP_TO_STATE';
type TimeTravel = { jumpTo(state: RootState): void };
type Creator = (reducer: Reducer, preloaded?: unknown) => Store & Partial<TimeTravel>;
const timeTravel = ((next: Creator) => (reducer: Reducer, preloaded?: unknown) => {
  const replaying: Reducer = (state, action) =>
    action.type === JUMP ? (action as Action & { state: RootState }).state : reducer(state, action);
  const inner = next(replaying, preloaded);
  return { ...inner, jumpTo: (state: RootState) => inner.dispatch({ type: JUMP, state } as Action) };
}) as unknown as StoreEnhancer;

function start(url: string) {
  browser.open(url);
  const seen: Action[] = [];
  let jump: ((state: RootState) => void) | null = null;
  const recorder = ((next: Creator) => (reducer: Reducer, preloaded?: unknown) => {
    const inner = next(reducer, preloaded);
    jump = inner.jumpTo ?? null;
    return inner;
  }) as unknown as StoreEnhancer;
  /** The signed-in screens' code, loading a moment the first time one opens (as its chunk does). */
  let loaded = false;
  function* startSignedIn() {
    if (loaded) return;
    yield delay(5);
    loaded = true;
  }
  function* root() {
    yield setContext({ [SIGNED_IN_STARTER]: startSignedIn });
    yield all([
      takeEvery('*', (action: Action) => {
        seen.push(action);
      }),
      spawn(navigationSaga),
      spawn(addressSaga),
    ]);
  }
  const store = makeTestStore({ saga: root, enhancers: [recorder, timeTravel] });
  const screen = () => {
    const { current, listingId } = store.getState().screen;
    return { current, listingId };
  };
  return { store, seen, screen, jumpTo: (state: RootState) => jump!(state) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the address follows the screen', () => {
  it('gives each screen its own address, and Back and Forward move between the screens', async () => {
    const { store, screen } = start('/');
    store.dispatch(session(true));
    await flush();
    // Welcome was the first screen; signed in, the dashboard takes its place (no entry to go Back to).
    expect(browser.urls).toEqual(['/dashboard']);

    store.dispatch(navigationRequested({ screen: 'listing-detail', listingId: 'l1' }));
    store.dispatch(navigationRequested({ screen: 'chat', listingId: 'l1', chatFromListing: true }));
    store.dispatch(navigationRequested({ screen: 'profile' }));
    store.dispatch(navigationRequested({ screen: 'url-input' }));
    await flush();
    expect(browser.urls).toEqual(['/dashboard', '/listings/l1', '/listings/l1/chat', '/profile', '/listings/new']);

    browser.back();
    browser.back();
    await flush();
    expect(screen()).toEqual({ current: 'chat', listingId: 'l1' });
    browser.back();
    await flush();
    expect(screen()).toEqual({ current: 'listing-detail', listingId: 'l1' });
    browser.forward();
    await flush();
    // The chat entry remembers it was opened from its listing: the app's own Back still leads there.
    expect(store.getState().screen).toMatchObject({ current: 'chat', listingId: 'l1', chatFromListing: true });
    // Moving through the history rewrites none of it.
    expect(browser.urls).toEqual(['/dashboard', '/listings/l1', '/listings/l1/chat', '/profile', '/listings/new']);
    expect(browser.index).toBe(2);

    store.dispatch(backRequested());
    await flush();
    expect(screen()).toEqual({ current: 'listing-detail', listingId: 'l1' });
    expect(browser.url).toBe('/listings/l1');
  });

  it('opens the screen a reloaded or shared address names, once auth says who is there', async () => {
    const { store, screen } = start('/listings/l9/chat');
    await flush();
    // Nothing shows and the address stays while auth loads.
    expect(store.getState().screen.starting).toBe(true);
    expect(browser.urls).toEqual(['/listings/l9/chat']);
    store.dispatch(session(true));
    await flush();
    expect(screen()).toEqual({ current: 'chat', listingId: 'l9' });
    expect(browser.urls).toEqual(['/listings/l9/chat']);
  });

  it('opens the link on the session alone, however the visitor signed in', async () => {
    const { store, screen } = start('/listings/l9/chat');
    store.dispatch(session(false));
    await flush();
    store.dispatch(navigationRequested({ screen: 'login' }));
    store.dispatch(signIn);
    await flush();
    expect(screen()).toEqual({ current: 'chat', listingId: 'l9' });
  });

  it('sends a signed-out visitor of a deep link to welcome, and opens the link once they have signed in', async () => {
    const { store, screen } = start('/listings/l9');
    store.dispatch(session(false));
    await flush();
    expect(screen().current).toBe('welcome');
    expect(browser.urls).toEqual(['/']);

    store.dispatch(navigationRequested({ screen: 'login' }));
    await flush();
    expect(browser.urls).toEqual(['/', '/login']);
    // As the sign-in saga does: the session arrives, then the sign-in form asks for the landing screen.
    store.dispatch(signIn);
    store.dispatch(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }));
    await flush();
    expect(screen()).toEqual({ current: 'listing-detail', listingId: 'l9' });
    expect(browser.urls).toEqual(['/', '/listings/l9']);

    // Once used, the link is forgotten: the next sign-in opens the dashboard.
    store.dispatch(signedOut());
    await flush();
    expect(browser.url).toBe('/');
    store.dispatch(signIn);
    await flush();
    expect(browser.url).toBe('/dashboard');
  });

  it('keeps a signed-in host out of the sign-in screens on Back, in place of their history entry', async () => {
    const { store, screen } = start('/');
    store.dispatch(session(false));
    await flush();
    store.dispatch(navigationRequested({ screen: 'login' }));
    await flush();
    store.dispatch(signIn);
    await flush();
    // The sign-in screen's entry becomes the dashboard's.
    expect(browser.urls).toEqual(['/', '/dashboard']);
    store.dispatch(navigationRequested({ screen: 'profile' }));
    await flush();
    browser.back();
    browser.back();
    await flush();
    expect(screen().current).toBe('dashboard');
    expect(browser.urls).toEqual(['/dashboard', '/dashboard', '/profile']);
    expect(browser.index).toBe(0);
  });

  it("opens welcome at '/' for an address the app does not have, and keeps a reset link's token while its screen is open", async () => {
    const unknown = start('/no/such/page');
    unknown.store.dispatch(session(false));
    await flush();
    expect(unknown.screen().current).toBe('welcome');
    expect(browser.urls).toEqual(['/']);

    const reset = start('/auth/reset-password?token=abc');
    reset.store.dispatch(session(false));
    await flush();
    expect(reset.screen().current).toBe('reset-password');
    expect(browser.urls).toEqual(['/auth/reset-password?token=abc']);
    reset.store.dispatch(navigationRequested({ screen: 'welcome' }));
    await flush();
    expect(browser.urls).toEqual(['/auth/reset-password?token=abc', '/']);
  });
});

describe('Redux DevTools time travel', () => {
  it('moves the address to each state it jumps to, without a single action, and the app carries on from there', async () => {
    const { store, seen, screen, jumpTo } = start('/');
    store.dispatch(session(true));
    await flush();
    const onDashboard = store.getState();
    store.dispatch(navigationRequested({ screen: 'listing-detail', listingId: 'l1' }));
    await flush();
    const onListing = store.getState();
    store.dispatch(navigationRequested({ screen: 'chat', listingId: 'l1', chatFromListing: true }));
    await flush();
    expect(browser.url).toBe('/listings/l1/chat');

    const before = seen.length;
    jumpTo(onDashboard);
    await flush();
    expect(screen().current).toBe('dashboard');
    expect(browser.url).toBe('/dashboard');
    jumpTo(onListing);
    await flush();
    expect(screen()).toEqual({ current: 'listing-detail', listingId: 'l1' });
    expect(browser.url).toBe('/listings/l1');
    // The sagas saw no action: the replayed session is exactly the one recorded.
    expect(seen.slice(before)).toEqual([]);

    store.dispatch(navigationRequested({ screen: 'profile' }));
    await flush();
    expect(browser.url).toBe('/profile');
    browser.back();
    await flush();
    expect(screen()).toEqual({ current: 'listing-detail', listingId: 'l1' });
  });
});
