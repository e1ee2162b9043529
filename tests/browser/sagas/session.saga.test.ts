import { channel, runSaga } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as storage from '../../../src/api/platform/browser-storage';
import * as clock from '../../../src/api/platform/clock';
import * as session from '../../../src/api/session';
import { setAccessToken } from '../../../src/api/request/token-cache';
import type { Listing } from '../../../contract/wire';
import {
  createAuthChannel,
  endLoadingAfterTimeout,
  handleAuthEvent,
  recogniseVisitor,
  restoreToken,
  sessionSaga,
  signOut,
  watchAuthEvents,
} from '../../../src/sagas/session.saga';
import { authEventReceived, authLoadingTimedOut, sessionRefreshFailed, signedOut, signOutRequested } from '../../../src/store/auth.slice';
import { rootReducer, type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { loadedProfile, profile } from '../../support/browser/profile-fixtures';
import { profileRequested } from '../../../src/store/profile.slice';
import { toastShown } from '../../../src/store/toasts.slice';

jest.mock('../../../src/api/session', () => ({
  ...jest.requireActual('../../../src/api/session'),
  getStoredSession: jest.fn(),
  subscribeToAuthEvents: jest.fn(),
  signOut: jest.fn(),
}));

const info: session.SessionInfo = { user: { id: 'u1', email: 'host@example.com' }, accessToken: 'access-1', expiresAt: 1_900_000_000 };

function signedInState(): RootState {
  const state = rootReducer(undefined, authEventReceived({ event: 'SIGNED_IN', user: info.user, expiresAt: info.expiresAt }));
  const listing = { id: 'l1', title: 'Loft' } as Listing;
  return {
    ...state,
    listings: { ...state.listings, byId: { l1: listing }, ids: ['l1'] },
    profile: loadedProfile(profile({ id: 'u1', email: 'host@example.com', fullName: 'Ada' })),
  };
}

describe('start-up', () => {
  it('caches the stored access token, subscribes to auth events and hands them to the store', async () => {
    const events = channel<session.AuthEvent>();
    events.put({ event: 'INITIAL_SESSION', session: info });
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(session.getStoredSession), info],
        [matchers.call.fn(createAuthChannel), events],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(setAccessToken, 'access-1')
      .put(authEventReceived({ event: 'INITIAL_SESSION', user: info.user, expiresAt: info.expiresAt }))
      .put(profileRequested())
      .not.put(authLoadingTimedOut())
      .silentRun(50);
    expect((storeState as RootState).auth).toMatchObject({ status: 'authenticated', user: info.user });
  });

  it('clears the cached token when there is no stored session', async () => {
    await expectSaga(restoreToken)
      .provide([
        [matchers.call.fn(session.getStoredSession), null],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(setAccessToken, null)
      .run();
  });

  it('clears the cached token when reading the stored session fails', async () => {
    await expectSaga(restoreToken)
      .provide([
        [matchers.call.fn(session.getStoredSession), throwError(new Error('storage unavailable'))],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(setAccessToken, null)
      .run();
  });

  it('passes supabase auth events into the channel and unsubscribes when the channel closes', () => {
    const unsubscribe = jest.fn();
    let listener: (event: session.AuthEvent) => void = () => undefined;
    jest.mocked(session.subscribeToAuthEvents).mockImplementation((l) => {
      listener = l;
      return unsubscribe;
    });
    const chan = createAuthChannel();
    const received: session.AuthEvent[] = [];
    chan.take((e) => received.push(e as session.AuthEvent));
    listener({ event: 'SIGNED_IN', session: info });
    expect(received).toEqual([{ event: 'SIGNED_IN', session: info }]);
    chan.close();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('the 3-second auth loading limit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends loading as signed out when no event came within 3000 ms', async () => {
    const store = makeTestStore({ saga: endLoadingAfterTimeout });
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().auth.status).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().auth.status).toBe('unauthenticated');
  });

  it('leaves the status to the event when one arrives in time', async () => {
    const seen: string[] = [];
    const store = makeTestStore({
      saga: function* () {
        yield all([takeEvery('*', (a: { type: string }) => void seen.push(a.type)), call(endLoadingAfterTimeout)]);
      },
    });
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(authEventReceived({ event: 'SIGNED_IN', user: info.user, expiresAt: info.expiresAt }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(store.getState().auth.status).toBe('authenticated');
    expect(seen).not.toContain(authLoadingTimedOut.type);
  });
});

describe('auth events', () => {
  it.each(['SIGNED_IN', 'TOKEN_REFRESHED', 'PASSWORD_RECOVERY', 'USER_UPDATED', 'INITIAL_SESSION'] as const)(
    '%s caches the token, sets the user and fetches the profile',
    async (event) => {
      const refreshed = { ...info, accessToken: `token-after-${event}` };
      const { storeState } = await expectSaga(handleAuthEvent, { event, session: refreshed })
        .withReducer(rootReducer)
        .provide([[matchers.call.fn(setAccessToken), undefined]])
        .call(setAccessToken, `token-after-${event}`)
        .put(authEventReceived({ event, user: info.user, expiresAt: info.expiresAt }))
        .put(profileRequested())
        .run();
      expect((storeState as RootState).auth).toMatchObject({ status: 'authenticated', lastEvent: event, user: info.user });
    },
  );

  it('SIGNED_OUT clears the token and the user data', async () => {
    const { storeState } = await expectSaga(handleAuthEvent, { event: 'SIGNED_OUT', session: null })
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(setAccessToken), undefined]])
      .call(setAccessToken, null)
      .put(signedOut())
      .not.put(profileRequested())
      .run();
    const state = storeState as RootState;
    expect(state.auth).toMatchObject({ status: 'unauthenticated', user: null });
    expect(state.listings.ids).toEqual([]);
    expect(state.profile.data).toBeNull();
  });

  it('ignores events it does not handle', async () => {
    await expectSaga(handleAuthEvent, { event: 'MFA_CHALLENGE_VERIFIED', session: info })
      .withReducer(rootReducer)
      .not.call.fn(setAccessToken)
      .not.put.actionType(authEventReceived.type)
      .run();
  });

  it('closes the channel when the watcher is cancelled', async () => {
    const chan = channel<session.AuthEvent>();
    const close = jest.spyOn(chan, 'close');
    const store = makeTestStore({ saga: null });
    const task = runSaga({ dispatch: store.dispatch, getState: store.getState }, watchAuthEvents, chan);
    chan.put({ event: 'SIGNED_IN', session: info });
    await Promise.resolve();
    expect(store.getState().auth.user).toEqual(info.user);
    task.cancel();
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('sign-out', () => {
  it('signs out of the service, clears the cached token and every slice of user data', async () => {
    const { storeState } = await expectSaga(signOut, signOutRequested())
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(session.signOut), undefined],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(session.signOut)
      .call(setAccessToken, null)
      .put(signedOut())
      .not.put.actionType(toastShown.type)
      .run();
    const state = storeState as RootState;
    expect(state.auth).toMatchObject({ status: 'unauthenticated', user: null, expiresAt: null });
    expect(state.listings).toMatchObject({ ids: [], byId: {} });
    expect(state.profile).toMatchObject({ status: 'idle', data: null });
  });

  it('still signs out locally when the service cannot be reached', async () => {
    await expectSaga(signOut, signOutRequested())
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(session.signOut), throwError(new Error('offline'))],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(setAccessToken, null)
      .put(signedOut())
      .run();
  });

  it('says the session expired when it could not be refreshed', async () => {
    await expectSaga(signOut, sessionRefreshFailed())
      .provide([
        [matchers.call.fn(session.signOut), undefined],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .put(signedOut())
      .put.like({
        action: { type: toastShown.type, payload: { title: 'Authentication session expired. Please sign in again.', variant: 'error' } },
      })
      .run();
  });

  it('is started by the sign-out intent from any menu', async () => {
    const events = channel<session.AuthEvent>();
    await expectSaga(sessionSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(session.getStoredSession), info],
        [matchers.call.fn(createAuthChannel), events],
        [matchers.call.fn(session.signOut), undefined],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .dispatch(signOutRequested())
      .call(session.signOut)
      .put(signedOut())
      .silentRun(50);
  });
});

describe('who is welcomed back (issue 40)', () => {
  const store = () => new Map<string, string>();
  function provided(items: Map<string, string>, nowIso = '2026-03-01T12:00:00Z') {
    return [
      [matchers.call.fn(storage.readItem), dynamic(({ args: [key] }) => items.get(key as string) ?? null)],
      [matchers.call.fn(storage.writeItem), dynamic(({ args: [key, value] }) => void items.set(key as string, value as string))],
      [matchers.call.fn(clock.now), Date.parse(nowIso)],
      [matchers.call.fn(setAccessToken), undefined],
    ] as StaticProvider[];
  }
  const newHost = { ...info, user: { ...info.user, createdAt: '2026-03-01T11:30:00Z' } };

  it('welcomes a host who has just joined, and keeps saying so for the rest of the visit', async () => {
    const items = store();
    const { storeState } = await expectSaga(function* () {
      yield call(recogniseVisitor);
      yield call(handleAuthEvent, { event: 'SIGNED_IN', session: newHost });
      yield call(handleAuthEvent, { event: 'TOKEN_REFRESHED', session: newHost });
    })
      .withReducer(rootReducer)
      .provide(provided(items))
      .run();
    expect((storeState as RootState).auth).toMatchObject({ hostReturning: { userId: 'u1', returning: false } });
    // The next visit on this browser is a return, and the sign-in screen says 'Welcome back' to whoever comes.
    expect(items.get('listing-optimiser.hosts')).toBe(JSON.stringify(['u1']));
    const next = await expectSaga(function* () {
      yield call(recogniseVisitor);
      yield call(handleAuthEvent, { event: 'INITIAL_SESSION', session: newHost });
    })
      .withReducer(rootReducer)
      .provide(provided(items))
      .run();
    expect((next.storeState as RootState).auth).toMatchObject({ visitorReturning: true, hostReturning: { userId: 'u1', returning: true } });
  });

  it("says 'Welcome' on the sign-in screen of a browser no one has signed in on", async () => {
    const { storeState } = await expectSaga(recogniseVisitor).withReducer(rootReducer).provide(provided(store())).run();
    expect((storeState as RootState).auth.visitorReturning).toBe(false);
  });
});
