import { channel, END, type EventChannel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import * as importApi from '../../../src/api/listing-import';
import * as listingsApi from '../../../src/api/listings';
import { rootReducer, type RootState } from '../../../src/app/store';
import { MAX_IMPORT_PAGE_BYTES } from '../../../contract/wire';
import type { PickedPage } from '../../../src/domain/page-import';
import { pageImportProblemText } from '../../../src/domain/messages/page-import';
import { importPage, pageImportSaga, uploadChannel, type UploadEvent } from '../../../src/sagas/page-import.saga';
import { allowanceFetched, listingFetched } from '../../../src/store/listings.slice';
import {
  pageImported,
  pageImportOpened,
  pageImportRefused,
  pagePicked,
  pageUploadProgressed,
  pageUploadStarted,
} from '../../../src/store/page-import.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { analysingListing } from '../../support/browser/listing-fixtures';
import { makeTestStore } from '../../support/browser/test-store';

jest.mock('../../../src/api/listing-import');
const api = jest.mocked(importApi);

// 'Import the page instead' (issue 16): the checks before sending, the upload's progress, the listing it makes
// analysed on the progress screen, and the server's refusals in its own words.

const signedIn = (): RootState => {
  const state = makeTestStore({ saga: null }).getState();
  return { ...state, auth: { status: 'authenticated', user: { id: 'u-1', email: 'a@b.c' }, expiresAt: null, lastEvent: 'SIGNED_IN' } };
};

const savedFile = (overrides: Partial<PickedPage> = {}): PickedPage => ({
  kind: 'file',
  name: 'Sunlit loft - Airbnb.html',
  type: 'text/html',
  size: 180_000,
  fileUrl: 'blob:http://localhost/page-1',
  ...overrides,
});

/** An upload that reports what it is given, then ends, as the real channel does. */
function upload(...events: UploadEvent[]): EventChannel<UploadEvent> {
  const chan = channel<UploadEvent>();
  for (const event of events) chan.put(event);
  chan.put(END);
  return chan as unknown as EventChannel<UploadEvent>;
}

const release: StaticProvider = [matchers.call.fn(importApi.releasePage), undefined];
const usedUp = { purchased: false, freeListings: 1, used: 1, remaining: 0 };
/** The free account's allowance, read again once the page is in. */
const allowance: StaticProvider = [matchers.call.fn(listingsApi.fetchAllowance), usedUp];

describe('importing a page', () => {
  it('sends the page with the typed address, shows its progress, then analyses the listing on the progress screen', async () => {
    const fresh = analysingListing({ id: 'l-imp', url: 'https://www.airbnb.com/rooms/42' });
    const { storeState } = await expectSaga(importPage, pagePicked({ page: savedFile(), url: ' https://www.airbnb.com/rooms/42 ' }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(uploadChannel),
          upload({ kind: 'progress', percent: 40 }, { kind: 'progress', percent: 100 }, { kind: 'done', listing: fresh }),
        ],
        release,
        allowance,
      ])
      .put(pageUploadStarted({ fileName: 'Sunlit loft - Airbnb.html' }))
      .call(
        uploadChannel,
        { kind: 'file', fileUrl: 'blob:http://localhost/page-1', name: 'Sunlit loft - Airbnb.html', type: 'text/html' },
        'https://www.airbnb.com/rooms/42',
      )
      .put(pageUploadProgressed({ percent: 40 }))
      .put(pageUploadProgressed({ percent: 100 }))
      .put(pageImported())
      .put(listingFetched({ listing: fresh, etag: null }))
      .put(allowanceFetched(usedUp))
      .put.like({ action: { type: toastShown.type, payload: { title: 'Page Imported', variant: 'success' } } })
      .put(navigationRequested({ screen: 'loading', listingId: 'l-imp' }))
      .call(importApi.releasePage, 'blob:http://localhost/page-1')
      .run();
    const state = storeState as RootState;
    expect(state.pageImport).toMatchObject({ status: 'idle', problem: null, open: false });
    expect(state.listings.details['l-imp']).toEqual(fresh);
  });

  it('sends no address when the field is blank (the page names its own)', async () => {
    await expectSaga(importPage, pagePicked({ page: savedFile(), url: '   ' }))
      .withReducer(rootReducer, signedIn())
      .provide([[matchers.call.fn(uploadChannel), upload({ kind: 'done', listing: analysingListing() })], release, allowance])
      .call(
        uploadChannel,
        { kind: 'file', fileUrl: 'blob:http://localhost/page-1', name: 'Sunlit loft - Airbnb.html', type: 'text/html' },
        null,
      )
      .run();
  });

  it.each<[string, PickedPage, string]>([
    ['an empty file', savedFile({ size: 0 }), 'That file is empty.'],
    ['a picture', savedFile({ name: 'listing.png', type: 'image/png' }), '"listing.png" is not a saved web page.'],
    ['a file over 15 MB', savedFile({ size: MAX_IMPORT_PAGE_BYTES + 1 }), 'That page is 15.1 MB; the largest page we take is 15 MB.'],
    ['an empty paste', { kind: 'paste', name: null, type: 'text/html', size: 0, fileUrl: '' }, 'Nothing to import yet'],
    [
      'a pasted address',
      { kind: 'paste', name: null, type: 'text/html', size: 30, fileUrl: 'blob:x', markup: false, address: true },
      "That is the listing's address, not its page source.",
    ],
    [
      'pasted text without HTML',
      { kind: 'paste', name: null, type: 'text/html', size: 30, fileUrl: 'blob:x', markup: false, address: false },
      'That text is not a page source',
    ],
  ])('refuses %s before sending anything, and says what to do', async (_case, page, words) => {
    const { storeState } = await expectSaga(importPage, pagePicked({ page, url: '' }))
      .withReducer(rootReducer, signedIn())
      .provide([release])
      .not.call.fn(uploadChannel)
      .not.put.actionType(pageUploadStarted.type)
      .call(importApi.releasePage, page.fileUrl)
      .run();
    const { problem, status } = (storeState as RootState).pageImport;
    expect(status).toBe('failed');
    expect(pageImportProblemText(problem!)).toContain(words);
  });

  it('accepts an .mhtml whatever type the browser gave it', async () => {
    await expectSaga(importPage, pagePicked({ page: savedFile({ name: 'listing.mhtml', type: '' }), url: '' }))
      .withReducer(rootReducer, signedIn())
      .provide([[matchers.call.fn(uploadChannel), upload({ kind: 'done', listing: analysingListing() })], release, allowance])
      .put(pageImported())
      .run();
  });

  it("keeps the server's refusal in its words and stays on the URL input", async () => {
    const message =
      "We could not tell which listing this page is: it names no listing address. Add the listing's address (from your browser's address bar) with the page.";
    const { storeState } = await expectSaga(importPage, pagePicked({ page: savedFile(), url: '' }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(uploadChannel),
          upload(
            { kind: 'progress', percent: 100 },
            { kind: 'failed', failure: { source: 'server', message, status: 400, code: 'validation_failed' } },
          ),
        ],
        release,
      ])
      .put(pageImportRefused({ code: 'request', message, status: 400, failureCode: 'validation_failed' }))
      .not.put.actionType(navigationRequested.type)
      .call(importApi.releasePage, 'blob:http://localhost/page-1')
      .run();
    const { problem, status } = (storeState as RootState).pageImport;
    expect(status).toBe('failed');
    expect(pageImportProblemText(problem!)).toBe(message);
  });

  it('words a lost connection and a timeout for the host', async () => {
    const { storeState } = await expectSaga(importPage, pagePicked({ page: savedFile(), url: '' }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(uploadChannel),
          upload({ kind: 'failed', failure: { source: 'network', message: 'Network Error', status: null, code: 'network' } }),
        ],
        release,
      ])
      .run();
    expect(pageImportProblemText((storeState as RootState).pageImport.problem!)).toBe(
      'The page could not be sent: we could not reach the server. Check your connection and try again.',
    );
    expect(pageImportProblemText({ code: 'request', message: 'timeout', status: null, failureCode: 'timeout' })).toBe(
      'Request timed out. Please check your connection and try again.',
    );
  });

  it('asks a signed-out host to log in', async () => {
    const state = makeTestStore({ saga: null }).getState();
    const { storeState } = await expectSaga(importPage, pagePicked({ page: savedFile(), url: '' }))
      .withReducer(rootReducer, state)
      .provide([release])
      .not.call.fn(uploadChannel)
      .run();
    expect(pageImportProblemText((storeState as RootState).pageImport.problem!)).toBe('Please log in to import a listing page.');
  });

  it('lets a second page go while one is on its way, releasing its file', async () => {
    const state = signedIn();
    const busy: RootState = { ...state, pageImport: { ...state.pageImport, status: 'uploading', percent: 30, fileName: 'a.html' } };
    await expectSaga(importPage, pagePicked({ page: savedFile({ fileUrl: 'blob:second' }), url: '' }))
      .withReducer(rootReducer, busy)
      .provide([release])
      .not.call.fn(uploadChannel)
      .not.put.actionType(pageImportRefused.type)
      .call(importApi.releasePage, 'blob:second')
      .run();
  });
});

describe('opening the import from a listing that could not be read', () => {
  it('opens the URL input with the import ready for that listing', async () => {
    const { storeState } = await expectSaga(pageImportSaga)
      .withReducer(rootReducer, signedIn())
      .dispatch(pageImportOpened({ forUrl: 'https://www.airbnb.com/rooms/106' }))
      .put(navigationRequested({ screen: 'url-input' }))
      .silentRun(50);
    expect((storeState as RootState).pageImport).toMatchObject({ open: true, forUrl: 'https://www.airbnb.com/rooms/106' });
  });
});

describe('the upload channel', () => {
  it('reports progress once per percent, then the listing, then ends', async () => {
    const fresh = analysingListing();
    api.importListingPage.mockImplementation((_page, _url, options) => {
      options?.onProgress?.(0.105);
      options?.onProgress?.(0.109);
      options?.onProgress?.(1);
      return Promise.resolve(fresh);
    });
    const chan = uploadChannel({ kind: 'paste', fileUrl: 'blob:p', name: null, type: 'text/html' }, null);
    const events: unknown[] = [];
    await new Promise<void>((resolve) => {
      const next = () =>
        chan.take((event) => {
          if (event === END) return resolve();
          events.push(event);
          next();
        });
      next();
    });
    expect(events).toEqual([
      { kind: 'progress', percent: 10 },
      { kind: 'progress', percent: 100 },
      { kind: 'done', listing: fresh },
    ]);
  });

  it('reports a refusal as plain data and cancels the upload when closed early', async () => {
    let aborted: AbortSignal | undefined;
    api.importListingPage.mockImplementation((_page, _url, options) => {
      aborted = options?.signal;
      return Promise.reject(new Error('boom'));
    });
    const chan = uploadChannel({ kind: 'file', fileUrl: 'blob:f', name: 'a.html', type: 'text/html' }, null);
    const event = await new Promise((resolve) => chan.take(resolve));
    expect(event).toEqual({ kind: 'failed', failure: { source: 'exception', message: 'boom', status: null, code: null } });
    chan.close();
    expect(aborted?.aborted).toBe(true);
  });
});
