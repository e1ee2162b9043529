import type { Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import * as documentApi from '../api/platform/document';
import { screenTitle } from '../domain/messages/a11y';
import type { Screen } from '../domain/screens';
import { announcementsCleared } from '../store/announcer.slice';
import { screenShown } from '../store/screen.slice';

// Follows the `screen` state (issue 23): every screen shown names the document after itself, and every change
// of screen moves focus to the new screen's heading, so keyboard and screen-reader users never drop to the top
// of the page. The first screen after start-up keeps the browser's own focus (the skip link comes first).

export function* followScreen(screen: Screen, previous: Screen | null) {
  yield call(documentApi.setDocumentTitle, screenTitle(screen));
  if (previous !== null && previous !== screen) {
    yield put(announcementsCleared());
    yield call(documentApi.focusScreenHeading, screen);
  }
}

export function* screenFocusSaga() {
  let previous: Screen | null = null;
  let pending: Task | null = null;
  for (;;) {
    const action: ReturnType<typeof screenShown> = yield take(screenShown.type);
    const screen = action.payload.screen;
    // A newer screen replaces a heading still being waited for.
    if (pending) yield cancel(pending);
    pending = yield fork(followScreen, screen, previous);
    previous = screen;
  }
}
