import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../store/theme.slice';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../domain/constants';
import { a11yText } from '../domain/messages/a11y';

// One theme per mode, built once. Palette: a deep teal brand with a warm accent; greys from MUI.
// Every colour that can carry text reaches 4.5:1 (WCAG 2.2 AA) against the paper and the page background of
// its mode, and so does the text MUI puts on it (contrastThreshold 4.5): in light mode the 700 shades with white
// text, in dark mode the 400 shades with dark text. The score colours keep their meaning (spec section 9: green
// 80+, yellow 60+, red below).

const brand = { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' };
// On the dark background the deep teal is too faint for text and outlines; a lighter teal with dark text reads.
const brandOnDark = { main: '#2dd4bf', light: '#5eead4', dark: '#14b8a6', contrastText: '#042f2e' };
const accent = { main: '#f59e0b', light: '#fbbf24', dark: '#b45309', contrastText: '#1f2937' };

const statusLight = {
  success: { main: '#15803d', light: '#22c55e', dark: '#166534' },
  warning: { main: '#a16207', light: '#eab308', dark: '#854d0e' },
  error: { main: '#c62828', light: '#ef4444', dark: '#991b1b' },
  info: { main: '#0369a1', light: '#0ea5e9', dark: '#075985' },
};
// Dark mode fills a filled alert with the `dark` shade and writes on it in the text colour chosen for `main`
// (dark text), so the `dark` shades stay light enough for that text too.
const statusDark = {
  success: { main: '#4ade80', light: '#86efac', dark: '#22c55e' },
  warning: { main: '#facc15', light: '#fde047', dark: '#eab308' },
  error: { main: '#f87171', light: '#fca5a5', dark: '#ef4444' },
  info: { main: '#38bdf8', light: '#7dd3fc', dark: '#0ea5e9' },
};

/** Room kept clear above and below whatever takes focus: the sticky header, and the sticky chat button. */
export const STICKY_HEADER_SPACE_PX = 80;
export const STICKY_FOOTER_SPACE_PX = 96;
/** The notifier sets this to the height of the visible toasts (0 when none), so focus is never under a toast. */
export const TOAST_SPACE_VAR = '--toast-space';

function build(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const primary = dark ? brandOnDark : brand;
  const ring = { outline: `2px solid ${primary.main}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary,
      secondary: accent,
      background: dark ? { default: '#0b1220', paper: '#111a2b' } : { default: '#f6f7f9', paper: '#ffffff' },
      ...(dark ? statusDark : statusLight),
    },
    // A 2 px outline on every focused control that MUI draws (buttons, links, chips, menu items, accordions...).
    focusVisible: { outlineWidth: 2, outlineOffset: 2, outlineColor: primary.main },
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
      MuiCssBaseline: {
        styleOverrides: {
          html: {
            // Focus moved by Tab scrolls clear of the sticky header, the sticky chat button and any toast.
            scrollPaddingTop: STICKY_HEADER_SPACE_PX,
            scrollPaddingBottom: `calc(${STICKY_FOOTER_SPACE_PX}px + var(${TOAST_SPACE_VAR}, 0px))`,
          },
          // ...and the end of the page can scroll out from under a toast.
          body: { paddingBottom: `var(${TOAST_SPACE_VAR}, 0px)` },
          // The same ring for what MUI does not draw: plain links, scrolling boxes, anything with a tabindex.
          ':focus-visible': ring,
          // A screen's heading takes focus when the screen opens (for screen readers); it is not a control.
          '[tabindex="-1"]:focus': { outline: 'none' },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // A spinner is a progress bar to assistive technology, which needs a name; one that says more names itself.
      // For a host who asked for less motion a spinner ticks slowly round (an eighth of a turn every 0.75 s) with a
      // steady arc, as Spectrum and Bootstrap slow theirs: it still says "working", without the pulsing stroke.
      MuiCircularProgress: {
        defaultProps: { 'aria-label': a11yText.busy },
        styleOverrides: {
          root: { '@media (prefers-reduced-motion: reduce)': { animationDuration: '6s', animationTimingFunction: 'steps(8)' } },
          circle: {
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', strokeDasharray: '80px, 200px', strokeDashoffset: 0 },
          },
        },
      },
      // Placeholders hold still for a host who asked for less motion (the ripple and chat do the same).
      MuiSkeleton: {
        styleOverrides: {
          root: { '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&::after': { animation: 'none' } } },
        },
      },
      MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

const themes: Record<ThemeMode, Theme> = { light: build('light'), dark: build('dark') };

export function appTheme(mode: ThemeMode): Theme {
  return themes[mode];
}
