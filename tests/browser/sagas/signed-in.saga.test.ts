import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { take } from 'redux-saga/effects';
import * as address from '../../../src/api/platform/address';
import { rootReducer } from '../../../src/app/store';
import type { Concern } from '../../../src/sagas/guarded';
import { navigationSaga } from '../../../src/sagas/navigation.saga';
import { rootSaga } from '../../../src/sagas/root.saga';
import { loadSignedInConcerns } from '../../../src/sagas/signed-in';
import { authEventReceived, signedOut } from '../../../src/store/auth.slice';
import { navigationRequested, screenShown } from '../../../src/store/screen.slice';
import { expectConsole } from '../../support/browser/console-guard';

// The signed-in screens' sagas load with the first signed-in screen: a signed-out visit never loads them, and
// a signed-in screen shows only once they listen, so the intent it sends as it opens is never lost.

const user = { id: 'u1', email: 'host@example.com' };
const session = (signedIn: boolean) => authEventReceived({ event: 'INITIAL_SESSION', user: signedIn ? user : null, expiresAt: null });

function harness() {
  const loads: number[] = [];
  const seen: string[] = [];
  // Resolves a tick later, as a chunk from the network would; the concern records every screen it sees shown.
  const load = (): Promise<Concern[]> => {
    loads.push(loads.length + 1);
    function* recorder(): Generator {
      for (;;) {
        const action = (yield take(screenShown.type)) as ReturnType<typeof screenShown>;
        seen.push(action.payload.screen);
      }
    }
    return new Promise((resolve) => setTimeout(() => resolve([['recorder', recorder]]), 5));
  };
  const saga = expectSaga(rootSaga, [['navigation', navigationSaga]], load)
    .withReducer(rootReducer)
    .provide([
      [matchers.call.fn(address.readAddress), { pathname: '/', search: '', hash: '' }],
      [matchers.call.fn(address.replaceAddress), undefined],
    ]);
  return { saga, loads, seen };
}

describe('signed-in screens and their sagas', () => {
  it('loads none of them for a signed-out visitor on welcome', async () => {
    const { saga, loads } = harness();
    const { storeState } = await saga.dispatch(session(false)).silentRun(50);
    expect(storeState.screen.current).toBe('welcome');
    expect(loads).toEqual([]);
  });

  it('starts them before the dashboard shows, once for all later signed-in screens', async () => {
    const { saga, loads, seen } = harness();
    const { storeState } = await saga
      .dispatch(session(true))
      .delay(20)
      .dispatch(navigationRequested({ screen: 'profile' }))
      .dispatch(navigationRequested({ screen: 'dashboard' }))
      .silentRun(80);
    expect(storeState.screen.current).toBe('dashboard');
    expect(seen).toEqual(['dashboard', 'profile', 'dashboard']);
    expect(loads).toEqual([1]);
  });

  it('shows welcome, not the dashboard, when the host signs out while the code loads', async () => {
    const { saga } = harness();
    const { storeState } = await saga.dispatch(session(true)).dispatch(signedOut()).silentRun(50);
    expect(storeState.screen.current).toBe('welcome');
  });

  it('still shows the screen when the code cannot be loaded, records why, and tries again next time', async () => {
    expectConsole('error', /^Loading the signed-in screens failed:/);
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error('chunk offline'));
    };
    const { storeState } = await expectSaga(rootSaga, [['navigation', navigationSaga]], failing)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(address.readAddress), { pathname: '/', search: '', hash: '' }]])
      .dispatch(session(true))
      .dispatch(navigationRequested({ screen: 'profile' }))
      .silentRun(50);
    expect(storeState.screen.current).toBe('profile');
    expect(storeState.system.crashedSagas).toContainEqual({ name: 'signedInScreens', message: 'chunk offline' });
    expect(attempts).toBe(2);
  });

  it('names every signed-in concern in the chunk it loads', async () => {
    const names = (await loadSignedInConcerns()).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['listings', 'progress', 'pageImport', 'listingDetail', 'photos', 'history', 'chat', 'listingFacts']),
    );
  });
});
