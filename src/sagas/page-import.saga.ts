import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import * as importApi from '../api/listing-import';
import { describeFailure } from '../api/request/failures';
import type { Listing } from '../../contract/wire';
import type { Failure } from '../domain/auth-errors';
import { pageImportProblem, type PageImportProblem } from '../domain/page-import';
import { pageImportToasts } from '../domain/messages/page-import';
import type { SessionUser } from '../store/auth.slice';
import { selectSessionUser } from '../store/auth.selectors';
import { listingFetched } from '../store/listings.slice';
import {
  pageImported,
  pageImportOpened,
  pageImportRefused,
  pagePicked,
  pageUploadProgressed,
  pageUploadStarted,
  selectPageImport,
  type PageImportState,
} from '../store/page-import.slice';
import { navigationRequested } from '../store/screen.slice';
import { loadAllowance } from './listings.saga';
import { showToast } from './toasts.saga';

// 'Import the page instead' (issue 16): the page is checked, sent with its progress, and the listing it makes
// is analysed like any other (the same progress screen). From a listing that could not be read, the URL input
// opens with the import ready for that listing.

export type UploadEvent = { kind: 'progress'; percent: number } | { kind: 'done'; listing: Listing } | { kind: 'failed'; failure: Failure };

/** The upload as a stream of events: its progress, then the listing or the failure. Closing it cancels the upload. */
export function uploadChannel(page: importApi.PageToImport, url: string | null): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    let last = -1;
    importApi
      .importListingPage(page, url, {
        signal: controller.signal,
        onProgress: (fraction) => {
          const percent = Math.min(100, Math.floor(fraction * 100));
          if (percent > last) {
            last = percent;
            emit({ kind: 'progress', percent });
          }
        },
      })
      .then(
        (listing) => emit({ kind: 'done', listing }),
        (err: unknown) => emit({ kind: 'failed', failure: describeFailure(err) }),
      )
      .finally(() => emit(END));
    return () => controller.abort();
  }, buffers.expanding<UploadEvent>(16));
}

function refusal(failure: Failure): PageImportProblem {
  return { code: 'request', message: failure.message, status: failure.status, failureCode: failure.code };
}

export function* importPage(action: ReturnType<typeof pagePicked>) {
  const { page, url } = action.payload;
  let channel: EventChannel<UploadEvent> | null = null;
  try {
    const current: PageImportState = yield select(selectPageImport);
    if (current.status === 'uploading') return;
    const problem = pageImportProblem(page);
    if (problem) {
      yield put(pageImportRefused(problem));
      return;
    }
    const user: SessionUser | null = yield select(selectSessionUser);
    if (!user?.id) {
      yield put(pageImportRefused({ code: 'signed-out' }));
      return;
    }
    yield put(pageUploadStarted({ fileName: page.name }));
    channel = yield call(uploadChannel, { kind: page.kind, fileUrl: page.fileUrl, name: page.name, type: page.type }, url.trim() || null);
    for (;;) {
      const event: UploadEvent = yield take(channel!);
      if (event.kind === 'progress') {
        yield put(pageUploadProgressed({ percent: event.percent }));
      } else if (event.kind === 'failed') {
        yield put(pageImportRefused(refusal(event.failure)));
        return;
      } else {
        yield put(pageImported());
        yield put(listingFetched({ listing: event.listing, etag: null }));
        // An imported page is an analysis admitted like any other: the free account's line counts it at once.
        yield fork(loadAllowance);
        yield call(showToast, { ...pageImportToasts.imported, variant: 'success' });
        yield put(navigationRequested({ screen: 'loading', listingId: event.listing.id }));
        return;
      }
    }
  } finally {
    channel?.close();
    yield call(importApi.releasePage, page.fileUrl);
  }
}

/** From a listing that could not be read: the URL input, with the import open for that listing. */
export function* openImport() {
  yield put(navigationRequested({ screen: 'url-input' }));
}

export function* pageImportSaga() {
  // Every pick is looked at (a second one while a page is on its way is let go, its file released).
  yield takeEvery(pagePicked.type, importPage);
  yield takeEvery(pageImportOpened.type, openImport);
}
