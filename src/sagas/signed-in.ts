import { call, spawn } from 'redux-saga/effects';
import { guarded, type Concern } from './guarded';

/** The signed-in screens' concerns, as their own chunk. */
export const loadSignedInConcerns = (): Promise<Concern[]> => import('./signed-in.concerns').then((m) => m.signedInConcerns);

/** The context key under which the root saga hands the starter to the navigation saga. */
export const SIGNED_IN_STARTER = 'startSignedInSagas';

/**
 * Starts the signed-in screens' concerns once per store, the first time one of those screens is about to show:
 * the navigation saga waits for it before it shows the screen, so the screen's first intent (dashboardOpened,
 * detailOpened...) always finds its saga listening.
 */
export function createSignedInStarter(load: () => Promise<Concern[]> = loadSignedInConcerns) {
  let started = false;
  return function* startSignedInSagas() {
    if (started) return;
    const concerns: Concern[] = yield call(load);
    // Two screens asked while the chunk loaded: the first to get here starts them.
    if (started) return;
    started = true;
    for (const [name, saga] of concerns) yield spawn(guarded(name, saga));
  };
}
