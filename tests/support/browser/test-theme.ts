import { createTheme, type Theme } from '@mui/material/styles';
import { appTheme } from '../../../src/theme/theme';
import type { ThemeMode } from '../../../src/store/theme.slice';

// The app's theme with MUI's ripple off. The ripple animates on after a click or a focus has been handled,
// outside any act(), and React reports each such update as a warning. Tests assert what a click does, not the
// shimmer of the button.

const noRipple = { components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } };
const themes: Record<ThemeMode, Theme> = {
  light: createTheme(appTheme('light'), noRipple),
  dark: createTheme(appTheme('dark'), noRipple),
};

export function testTheme(mode: ThemeMode): Theme {
  return themes[mode];
}
