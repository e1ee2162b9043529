import { call, put, select, takeEvery } from 'redux-saga/effects';
import { readItem, writeItem } from '../api/platform/browser-storage';
import { selectThemeMode, THEME_STORAGE_KEY, themeLoaded, themeToggled, type ThemeMode } from '../store/theme.slice';

export function* loadTheme() {
  const stored: string | null = yield call(readItem, THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') yield put(themeLoaded(stored));
}

export function* persistTheme() {
  const mode: ThemeMode = yield select(selectThemeMode);
  yield call(writeItem, THEME_STORAGE_KEY, mode);
}

export function* themeSaga() {
  yield takeEvery(themeToggled.type, persistTheme);
  yield call(loadTheme);
}
