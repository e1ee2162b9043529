import type { Action } from '@reduxjs/toolkit';
import { all, call, takeEvery } from 'redux-saga/effects';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from './test-store';

// A real store running one concern's saga, recording every action it sees, for tests that drive sagas with
// fake timers (jest.useFakeTimers) and mocked api modules.

export function sagaStore(saga: () => Generator, preloadedState?: Partial<RootState>) {
  const actions: Action[] = [];
  function* root() {
    yield all([
      takeEvery('*', (action: Action) => {
        actions.push(action);
      }),
      call(saga),
    ]);
  }
  const store = makeTestStore({ preloadedState, saga: root });
  const ofType = (type: string) => actions.filter((a) => a.type === type) as (Action & { payload?: unknown })[];
  return { store, actions, ofType };
}

/** Lets pending promises and the saga steps after them run, without moving the clock. */
export async function settle() {
  await jest.advanceTimersByTimeAsync(0);
}

export const signedIn: Partial<RootState> = {
  auth: { status: 'authenticated', user: { id: 'u-1', email: 'alex.morgan@example.com' }, expiresAt: null, lastEvent: 'SIGNED_IN' },
};
