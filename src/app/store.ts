import { configureStore, type StoreEnhancer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { STORE_SUBSCRIBE } from '../sagas/address.saga';
import { rootSaga } from '../sagas/root.saga';
import { rootReducer, type RootState } from '../store/root-reducer';

export { rootReducer, type RootState };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** The saga to run; tests pass null to drive the store by hand. */
  saga?: Saga | null;
  /**
   * How long Redux Toolkit's development checks (no mutation, plain data only) may take before they warn. They
   * run only in development builds; tests on a busy machine allow them more than the default 32 ms.
   */
  devCheckWarnAfterMs?: number;
  /** Enhancers inside the saga middleware, as Redux DevTools' is (tests replay states as DevTools does). */
  enhancers?: StoreEnhancer[];
}

export function makeStore({ preloadedState, saga = rootSaga, devCheckWarnAfterMs, enhancers = [] }: StoreOptions = {}) {
  const checks = devCheckWarnAfterMs === undefined ? {} : { warnAfter: devCheckWarnAfterMs };
  const sagaMiddleware = createSagaMiddleware({
    onError(error, info) {
      console.error('Unhandled saga error:', error, info?.sagaStack);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: checks, serializableCheck: checks }).concat(sagaMiddleware),
    devTools: Boolean(import.meta.env?.DEV),
    enhancers: (getDefault) => getDefault().concat(enhancers),
  });
  // The address saga follows the state itself, so it also follows DevTools' time travel (no action reaches sagas then).
  sagaMiddleware.setContext({ [STORE_SUBSCRIBE]: (listener: () => void) => store.subscribe(listener) });
  if (saga) sagaMiddleware.run(saga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
