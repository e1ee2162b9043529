import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { rootSaga } from '../sagas/root.saga';
import auth from './auth.slice';
import authForms from './authForms.slice';
import chat from './chat.slice';
import listings from './listings.slice';
import photos from './photos.slice';
import profile from './profile.slice';
import profileEdit from './profileEdit.slice';
import screen from './screen.slice';
import system from './system.slice';
import theme from './theme.slice';
import toasts from './toasts.slice';

export const rootReducer = combineReducers({ auth, authForms, screen, listings, chat, photos, toasts, theme, profile, profileEdit, system });

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** The saga to run; tests pass null to drive the store by hand. */
  saga?: Saga | null;
}

export function makeStore({ preloadedState, saga = rootSaga }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError(error, info) {
      console.error('Unhandled saga error:', error, info?.sagaStack);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: Boolean(import.meta.env?.DEV),
  });
  if (saga) sagaMiddleware.run(saga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
