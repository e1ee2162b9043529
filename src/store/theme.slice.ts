import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export interface ThemeState {
  mode: ThemeMode;
}

const initialState: ThemeState = { mode: 'light' };

const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeLoaded(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    themeToggled(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
  },
});

export const { themeLoaded, themeToggled } = themeSlice.actions;
export const selectThemeMode = (state: { theme: ThemeState }) => state.theme.mode;
export default themeSlice.reducer;
