import { CssBaseline, ThemeProvider } from '@mui/material';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { LiveRegions } from './components/LiveRegions';
import { NotifierProvider } from './components/Notifier';
import { SkipLink } from './components/SkipLink';
import { ScreenRouter } from './screens/ScreenRouter';
import type { AppStore } from './app/store';
import { useAppSelector } from './store/hooks';
import { selectThemeMode } from './store/theme.slice';
import { appTheme } from './theme/theme';

function Themed() {
  const mode = useAppSelector(selectThemeMode);
  // Toasts are drawn inside the polite live region, so screen readers hear each one as it appears.
  const [toastHost, setToastHost] = useState<HTMLDivElement | null>(null);
  return (
    <ThemeProvider theme={appTheme(mode)}>
      <CssBaseline enableColorScheme />
      <SkipLink />
      <LiveRegions toastHost={setToastHost} />
      <NotifierProvider domRoot={toastHost ?? undefined}>
        <ScreenRouter />
      </NotifierProvider>
    </ThemeProvider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <Themed />
    </Provider>
  );
}
