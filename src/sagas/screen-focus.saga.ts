import type { Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, take } from 'redux-saga/effects';
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
  if (previous === null || previous === screen) return;
  yield put(announcementsCleared());
  const stop = new AbortController();
  try {
    // Chat places the page itself (its newest message, or where the host left it): the focus must not scroll it.
    yield call(documentApi.focusScreenHeading, screen, { signal: stop.signal, ...(screen === 'chat' ? { preventScroll: true } : {}) });
  } finally {
    // A newer screen took over: stop watching the page for this one's heading.
    if ((yield cancelled()) as boolean) stop.abort();
  }
}

export function* screenFocusSaga() {
  let previous: Screen | null = null;
  let pending: Task | null = null;
  for (;;) {
    const action: ReturnType<typeof screenShown> = yield take(screenShown.type);
    const screen = action.payload.screen;
    // The same screen shown again (another listing, a gate re-applied) keeps waiting for its heading; a
    // different screen replaces a heading still being waited for.
    if (screen === previous) {
      yield call(documentApi.setDocumentTitle, screenTitle(screen));
      continue;
    }
    if (pending) yield cancel(pending);
    pending = yield fork(followScreen, screen, previous);
    previous = screen;
  }
}
