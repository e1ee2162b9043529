import { CssBaseline, ThemeProvider } from '@mui/material';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { NotifierProvider } from '../../../src/components/Notifier';
import { type AppStore, type RootState } from '../../../src/app/store';
import { makeTestStore } from './test-store';
import { testTheme } from './test-theme';

// Renders UI with a real store (no sagas unless given), the theme and the toast notifier, like App does.

export function renderWithProviders(
  ui: ReactElement,
  options: { store?: AppStore; preloadedState?: Partial<RootState>; fakeTimers?: boolean } & Omit<RenderOptions, 'queries'> = {},
) {
  const store = options.store ?? makeTestStore({ preloadedState: options.preloadedState, saga: null });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={testTheme(store.getState().theme.mode)}>
        <CssBaseline />
        <NotifierProvider>{ui}</NotifierProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, user, ...result };
}
