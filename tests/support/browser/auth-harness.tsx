import { ThemeProvider } from '@mui/material';
import type { Action } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { Saga } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import type { SessionInfo } from '../../../src/api/session';
import { NotifierProvider } from '../../../src/components/Notifier';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from './test-store';
import { testTheme } from './test-theme';

// A real store for screen tests: the given sagas run (with the api modules mocked by the test), and every
// action that reaches the store is recorded so a test can assert the intents a screen dispatched.

export interface HarnessOptions {
  preloadedState?: Partial<RootState>;
  sagas?: Saga[];
}

export function renderWithStore(ui: ReactElement, { preloadedState, sagas = [] }: HarnessOptions = {}) {
  const actions: Action[] = [];
  function* recorder() {
    yield takeEvery('*', (action: Action) => {
      actions.push(action);
    });
  }
  function* saga() {
    yield all([call(recorder), ...sagas.map((s) => call(s))]);
  }
  const store = makeTestStore({ preloadedState, saga });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={testTheme('light')}>
        <NotifierProvider>{ui}</NotifierProvider>
      </ThemeProvider>
    </Provider>,
  );
  const dispatched = (type: string) => actions.filter((a) => a.type === type);
  return { store, user, actions, dispatched, ...view };
}

export function sessionFor(email = 'host@example.com', id = 'user-1'): SessionInfo {
  return { user: { id, email }, accessToken: `token-for-${id}`, expiresAt: 1_900_000_000 };
}
