import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../store/theme.slice';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../domain/constants';

// One theme per mode, built once. Palette: a deep teal brand with a warm accent; greys from MUI.

const brand = { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' };
// On the dark background the deep teal is too faint for text and outlines; a lighter teal with dark text reads.
const brandOnDark = { main: '#2dd4bf', light: '#5eead4', dark: '#14b8a6', contrastText: '#042f2e' };
const accent = { main: '#f59e0b', light: '#fbbf24', dark: '#b45309', contrastText: '#1f2937' };

function build(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? brandOnDark : brand,
      secondary: accent,
      background: dark ? { default: '#0b1220', paper: '#111a2b' } : { default: '#f6f7f9', paper: '#ffffff' },
      success: { main: '#16a34a' },
      warning: { main: '#d97706' },
      error: { main: '#dc2626' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.15 },
      h2: { fontWeight: 700, fontSize: '1.75rem' },
      h3: { fontWeight: 700, fontSize: '1.4rem' },
      h4: { fontWeight: 600, fontSize: '1.2rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

const themes: Record<ThemeMode, Theme> = { light: build('light'), dark: build('dark') };

export function appTheme(mode: ThemeMode): Theme {
  return themes[mode];
}
