import * as storage from '../../../src/api/platform/browser-storage';
import * as chatApi from '../../../src/api/chat';
import * as clipboard from '../../../src/api/platform/clipboard';
import * as clock from '../../../src/api/platform/clock';
import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import * as log from '../../../src/api/platform/log';
import * as random from '../../../src/api/platform/random';
import type { ChatMessage, ChatRequest } from '../../../contract/wire';
import { chatSaga } from '../../../src/sagas/chat.saga';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { authEventReceived, signedOut } from '../../../src/store/auth.slice';
import {
  chatClosed,
  chatDraftChanged,
  chatMessageSubmitted,
  chatOpened,
  chatReloadRequested,
  chatSendErrorDismissed,
  suggestionCopyRequested,
} from '../../../src/store/chat.slice';
import { chatPrefillSent } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { listingDeleted } from '../../../src/store/listings.slice';
import { listing } from '../../support/browser/listing-fixtures';
import { sagaStore, settle, signedIn } from '../../support/browser/saga-store';

jest.mock('../../../src/api/chat');
jest.mock('../../../src/api/listings');
jest.mock('../../../src/api/platform/clipboard');
jest.mock('../../../src/api/platform/clock');
jest.mock('../../../src/api/platform/random');
jest.mock('../../../src/api/platform/browser-storage');
jest.mock('../../../src/api/platform/log');
const api = jest.mocked(chatApi);
const listings = jest.mocked(listingsApi);
const copy = jest.mocked(clipboard.copyText);
const stored = jest.mocked(storage);

const NOW = Date.parse('2026-01-10T10:00:00.000Z');
const L1 = 'l-1';

function msg(id: string, role: ChatMessage['role'], content: string, listingId: string | null = L1): ChatMessage {
  return { id, userId: 'u-1', listingId, role, content, createdAt: '2026-01-10T09:00:00.000Z' };
}

const serverError = (status: number, message: string) =>
  new HttpError(`${status}: ${message}`, { status, serverMessage: message, code: 'x' });
const networkError = () => new HttpError('Network Error', { code: 'network' });

function withListing(extra: Partial<RootState> = {}): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  const item = listing({ id: L1 });
  return {
    ...signedIn,
    listings: { ...base.listings, byId: { [L1]: item }, ids: [L1], listStatus: 'succeeded' },
    ...extra,
  };
}

const toasts = (ofType: ReturnType<typeof sagaStore>['ofType']) =>
  ofType(toastShown.type).map((a) => {
    const { title, description, variant } = a.payload as { title: string; description?: string; variant: string };
    return { title, description, variant };
  });

let uuids = 0;
beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  uuids = 0;
  jest.mocked(random.randomUuid).mockImplementation(() => `00000000-0000-4000-8000-00000000000${++uuids}`);
  jest.mocked(clock.now).mockReturnValue(NOW);
});
afterEach(() => jest.useRealTimers());

describe('opening a thread', () => {
  it('loads the history of the listing', async () => {
    api.fetchChatHistory.mockResolvedValue([msg('m1', 'user', 'Hi'), msg('m2', 'assistant', 'Hello')]);
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    expect(store.getState().chat.threads[L1]!.status).toBe('pending');
    await settle();
    expect(api.fetchChatHistory).toHaveBeenCalledWith(L1);
    expect(store.getState().chat.threads[L1]).toMatchObject({ status: 'succeeded', messages: [{ id: 'm1' }, { id: 'm2' }] });
    expect(listings.fetchListing).not.toHaveBeenCalled();
  });

  it('fetches the listing first when the store does not have it', async () => {
    listings.fetchListing.mockResolvedValue(listing({ id: 'l-9', title: 'Fetched' }));
    api.fetchChatHistory.mockResolvedValue([]);
    const { store } = sagaStore(chatSaga, signedIn);
    store.dispatch(chatOpened({ listingId: 'l-9' }));
    await settle();
    expect(store.getState().listings.byId['l-9']!.title).toBe('Fetched');
    expect(store.getState().chat.threads['l-9']!.status).toBe('succeeded');
  });

  it("marks the listing missing when it is not found ('Listing not found')", async () => {
    listings.fetchListing.mockRejectedValue(serverError(404, 'Listing not found'));
    const { store } = sagaStore(chatSaga, signedIn);
    store.dispatch(chatOpened({ listingId: 'gone' }));
    await settle();
    expect(store.getState().chat.threads.gone!.status).toBe('not-found');
    expect(api.fetchChatHistory).not.toHaveBeenCalled();
  });

  it('loads the general thread without a listing', async () => {
    api.fetchChatHistory.mockResolvedValue([msg('g1', 'assistant', 'Hello', null)]);
    const { store } = sagaStore(chatSaga, signedIn);
    store.dispatch(chatOpened({ listingId: null }));
    await settle();
    expect(api.fetchChatHistory).toHaveBeenCalledWith(null);
    expect(store.getState().chat.threads.general!.messages).toHaveLength(1);
  });

  it('retries the history twice, 1 s apart, then records the failure with its message', async () => {
    api.fetchChatHistory.mockRejectedValue(serverError(500, 'Internal server error'));
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(2);
    expect(store.getState().chat.threads[L1]!.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(3);
    expect(store.getState().chat.threads[L1]).toMatchObject({ status: 'failed', error: 'Internal server error' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retry does', async () => {
    api.fetchChatHistory.mockRejectedValueOnce(networkError()).mockResolvedValue([msg('m1', 'user', 'Hi')]);
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().chat.threads[L1]!.status).toBe('succeeded');
  });

  it('does not retry a 404 from the history: the listing is gone', async () => {
    api.fetchChatHistory.mockRejectedValue(serverError(404, 'Listing not found'));
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(1);
    expect(store.getState().chat.threads[L1]!.status).toBe('not-found');
  });

  it('Retry loads again after a failure', async () => {
    api.fetchChatHistory.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError());
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.getState().chat.threads[L1]).toMatchObject({ status: 'failed', error: 'Network Error' });
    api.fetchChatHistory.mockResolvedValue([]);
    store.dispatch(chatReloadRequested({ listingId: L1 }));
    expect(store.getState().chat.threads[L1]!.status).toBe('pending');
    await settle();
    expect(store.getState().chat.threads[L1]!.status).toBe('succeeded');
  });

  it('stops loading when the screen is left', async () => {
    api.fetchChatHistory.mockRejectedValue(networkError());
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    store.dispatch(chatClosed());
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(1);
  });

  it('waits for auth to settle and loads nothing for a signed-out visitor', async () => {
    const { store } = sagaStore(chatSaga);
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    expect(api.fetchChatHistory).not.toHaveBeenCalled();
    store.dispatch(signedOut());
    await settle();
    expect(api.fetchChatHistory).not.toHaveBeenCalled();
  });

  it('loads once the session arrives', async () => {
    api.fetchChatHistory.mockResolvedValue([]);
    listings.fetchListing.mockResolvedValue(listing({ id: L1 }));
    const { store } = sagaStore(chatSaga);
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    store.dispatch(authEventReceived({ event: 'SIGNED_IN', user: { id: 'u-1', email: 'a@example.com' }, expiresAt: null }));
    await settle();
    expect(api.fetchChatHistory).toHaveBeenCalledWith(L1);
  });
});

describe('the prefilled message', () => {
  const prefilled = (prefill: { message: string; section: string | null } | null) =>
    withListing({ screen: { current: 'chat', listingId: L1, entry: { kind: 'none' }, chatFromListing: true, chatPrefill: prefill } });

  it('is sent once, with its section, after the history loads, and then cleared', async () => {
    api.fetchChatHistory.mockResolvedValue([]);
    api.sendChatMessage.mockResolvedValue({
      userMessage: msg('u1', 'user', 'Improve my title'),
      assistantMessage: msg('a1', 'assistant', 'Suggested Title: Better'),
    });
    const { store, ofType } = sagaStore(chatSaga, prefilled({ message: 'Improve my title', section: 'Title' }));
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    expect(ofType(chatPrefillSent.type)).toHaveLength(1);
    expect(store.getState().screen.chatPrefill).toBeNull();
    expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
    expect(api.sendChatMessage.mock.calls[0]![0]).toMatchObject({ listingId: L1, content: 'Improve my title', section: 'Title' });

    // Coming back to the chat does not send it again.
    store.dispatch(chatClosed());
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
  });

  it('is sent without a section when it has none', async () => {
    api.fetchChatHistory.mockResolvedValue([]);
    api.sendChatMessage.mockResolvedValue({ userMessage: msg('u1', 'user', 'Pricing?'), assistantMessage: msg('a1', 'assistant', 'Sure') });
    const { store } = sagaStore(chatSaga, prefilled({ message: 'Pricing?', section: null }));
    store.dispatch(chatOpened({ listingId: L1 }));
    await settle();
    expect(api.sendChatMessage.mock.calls[0]![0]).toMatchObject({ content: 'Pricing?', section: null });
  });

  it('waits while the history cannot be loaded', async () => {
    api.fetchChatHistory.mockRejectedValue(networkError());
    const { store } = sagaStore(chatSaga, prefilled({ message: 'Improve my title', section: 'Title' }));
    store.dispatch(chatOpened({ listingId: L1 }));
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.sendChatMessage).not.toHaveBeenCalled();
    expect(store.getState().screen.chatPrefill).not.toBeNull();
  });
});

describe('sending', () => {
  const reply = { userMessage: msg('u1', 'user', 'How are my photos?'), assistantMessage: msg('a1', 'assistant', 'They are bright.') };

  it('shows the message at once, sends it with the approved texts and a fresh id, then refreshes the thread', async () => {
    api.fetchChatHistory.mockResolvedValue([reply.userMessage, reply.assistantMessage]);
    let answer!: (value: typeof reply) => void;
    api.sendChatMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const approved = { title: { text: 'Alfama loft', section: 'Title' } };
    const { store } = sagaStore(
      chatSaga,
      withListing({
        chat: {
          ...makeTestStore({ saga: null }).getState().chat,
          approved: { [L1]: approved },
          approvedFor: 'u-1',
          drafts: { [L1]: '  How are my photos?  ' },
        },
      }),
    );
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: '  How are my photos?  ', section: null }));
    await settle();

    const send = store.getState().chat.send;
    expect(send).toMatchObject({
      status: 'pending',
      threadKey: L1,
      outgoing: { content: 'How are my photos?', createdAt: '2026-01-10T10:00:00.000Z' },
    });
    expect(store.getState().chat.drafts[L1]).toBe('');
    const request: ChatRequest = api.sendChatMessage.mock.calls[0]![0];
    expect(request).toEqual({
      listingId: L1,
      content: 'How are my photos?',
      section: null,
      approvedTexts: approved,
      clientMessageId: '00000000-0000-4000-8000-000000000001',
    });

    answer(reply);
    await settle();
    expect(store.getState().chat.send.status).toBe('idle');
    expect(store.getState().chat.threads[L1]!.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    expect(api.fetchChatHistory).toHaveBeenCalledWith(L1);
  });

  it.each([
    ['a whitespace-only message', '   \n\t '],
    ['an empty message', ''],
  ])('does not send %s', async (_name, content) => {
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatMessageSubmitted({ listingId: L1, content, section: null }));
    await settle();
    expect(api.sendChatMessage).not.toHaveBeenCalled();
    expect(store.getState().chat.send.status).toBe('idle');
  });

  it('does not send while another send is pending', async () => {
    api.sendChatMessage.mockReturnValue(new Promise(() => undefined));
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'First', section: null }));
    await settle();
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Second', section: null }));
    await settle();
    expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
    expect(store.getState().chat.send.outgoing!.content).toBe('First');
  });

  it('does not send without a signed-in user', async () => {
    const { store } = sagaStore(chatSaga);
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Hello', section: null }));
    await settle();
    expect(api.sendChatMessage).not.toHaveBeenCalled();
  });

  it('retries a failed send once after 1 s with the same message id', async () => {
    api.sendChatMessage.mockRejectedValueOnce(networkError()).mockResolvedValue(reply);
    api.fetchChatHistory.mockResolvedValue([]);
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'How are my photos?', section: null }));
    await settle();
    expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.sendChatMessage).toHaveBeenCalledTimes(2);
    const ids = api.sendChatMessage.mock.calls.map((call) => call[0].clientMessageId);
    expect(ids[0]).toBe(ids[1]);
    await settle();
    expect(store.getState().chat.send.status).toBe('idle');
  });

  it('fails after the one retry: the error, and the text back in the box', async () => {
    api.sendChatMessage.mockRejectedValue(serverError(503, 'The assistant is busy'));
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatDraftChanged({ key: L1, text: 'How are my photos?' }));
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'How are my photos?', section: 'Photos' }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.sendChatMessage).toHaveBeenCalledTimes(2);
    expect(store.getState().chat.send).toMatchObject({
      status: 'failed',
      threadKey: L1,
      failed: { message: 'The assistant is busy', content: 'How are my photos?' },
    });
    expect(store.getState().chat.drafts[L1]).toBe('How are my photos?');
    expect(api.fetchChatHistory).not.toHaveBeenCalled();

    store.dispatch(chatSendErrorDismissed());
    expect(store.getState().chat.send.status).toBe('idle');
  });

  it('sends the same message again under the same id after a failure, a new one under a new id', async () => {
    api.sendChatMessage.mockRejectedValue(networkError());
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Same words', section: null }));
    await jest.advanceTimersByTimeAsync(2000);
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Same words', section: null }));
    await jest.advanceTimersByTimeAsync(2000);
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Other words', section: null }));
    await jest.advanceTimersByTimeAsync(2000);
    const ids = api.sendChatMessage.mock.calls.map((call) => call[0].clientMessageId);
    expect(ids).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });

  it('keeps the conversation when the refresh after a send fails', async () => {
    api.sendChatMessage.mockResolvedValue(reply);
    api.fetchChatHistory.mockRejectedValue(networkError());
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'How are my photos?', section: null }));
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.fetchChatHistory).toHaveBeenCalledTimes(3);
    expect(store.getState().chat.threads[L1]).toMatchObject({ status: 'idle', messages: [{ id: 'u1' }, { id: 'a1' }] });
    expect(log.logWarning).toHaveBeenCalledWith('Refreshing the chat failed', 'Network Error');
  });
});

describe('copying a suggestion', () => {
  const copyAction = suggestionCopyRequested({ listingId: L1, section: 'Title', text: 'Alfama loft with rooftop terrace', copyId: 'a1:1' });

  it("puts the text on the clipboard, approves it, keeps it in the browser and shows 'Copied!' for 2 s", async () => {
    copy.mockResolvedValue();
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(copyAction);
    await settle();
    expect(copy).toHaveBeenCalledWith('Alfama loft with rooftop terrace');
    expect(store.getState().chat.approved[L1]).toEqual({ title: { text: 'Alfama loft with rooftop terrace', section: 'Title' } });
    expect(stored.writeItem).toHaveBeenCalledWith(
      'approved-texts:u-1',
      JSON.stringify({ [L1]: { title: { text: 'Alfama loft with rooftop terrace', section: 'Title' } } }),
    );
    expect(store.getState().chat.copiedId).toBe('a1:1');
    await jest.advanceTimersByTimeAsync(1999);
    expect(store.getState().chat.copiedId).toBe('a1:1');
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().chat.copiedId).toBeNull();
  });

  it('replaces the approved text of the same section and keeps the others', async () => {
    copy.mockResolvedValue();
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(suggestionCopyRequested({ listingId: L1, section: 'The space', text: 'Bright rooms', copyId: 'a1:0' }));
    store.dispatch(suggestionCopyRequested({ listingId: L1, section: 'Title', text: 'First title', copyId: 'a1:1' }));
    store.dispatch(suggestionCopyRequested({ listingId: L1, section: 'Title', text: 'Second title', copyId: 'a2:1' }));
    await settle();
    expect(store.getState().chat.approved[L1]).toEqual({
      theSpace: { text: 'Bright rooms', section: 'The space' },
      title: { text: 'Second title', section: 'Title' },
    });
    expect(store.getState().chat.copiedId).toBe('a2:1');
  });

  it('a later copy keeps its own 2 s', async () => {
    copy.mockResolvedValue();
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(suggestionCopyRequested({ listingId: L1, section: 'Title', text: 'One', copyId: 'a1:0' }));
    await jest.advanceTimersByTimeAsync(1500);
    store.dispatch(suggestionCopyRequested({ listingId: L1, section: 'Title', text: 'Two', copyId: 'a2:0' }));
    await jest.advanceTimersByTimeAsync(600);
    expect(store.getState().chat.copiedId).toBe('a2:0');
    await jest.advanceTimersByTimeAsync(1400);
    expect(store.getState().chat.copiedId).toBeNull();
  });

  it('says so and approves nothing when the browser refuses the clipboard', async () => {
    copy.mockRejectedValue(new Error('denied'));
    const { store, ofType } = sagaStore(chatSaga, withListing());
    store.dispatch(copyAction);
    await settle();
    expect(store.getState().chat.approved[L1]).toBeUndefined();
    expect(store.getState().chat.copiedId).toBeNull();
    expect(toasts(ofType)).toEqual([
      { title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it by hand.', variant: 'error' },
    ]);
  });

  it('sends the approved texts with the next message', async () => {
    copy.mockResolvedValue();
    api.sendChatMessage.mockResolvedValue({ userMessage: msg('u1', 'user', 'Next'), assistantMessage: msg('a9', 'assistant', 'Ok') });
    api.fetchChatHistory.mockResolvedValue([]);
    const { store } = sagaStore(chatSaga, withListing());
    store.dispatch(copyAction);
    await settle();
    store.dispatch(chatMessageSubmitted({ listingId: L1, content: 'Now the description', section: null }));
    await settle();
    expect(api.sendChatMessage.mock.calls[0]![0].approvedTexts).toEqual({
      title: { text: 'Alfama loft with rooftop terrace', section: 'Title' },
    });
  });
});

describe('approved texts kept in the browser', () => {
  it('are read back for the signed-in user at start', async () => {
    stored.readItem.mockReturnValue(JSON.stringify({ [L1]: { title: { text: 'Kept', section: 'Title' } }, broken: 'x' }));
    const { store } = sagaStore(chatSaga, withListing());
    await settle();
    expect(stored.readItem).toHaveBeenCalledWith('approved-texts:u-1');
    expect(store.getState().chat.approved).toEqual({ [L1]: { title: { text: 'Kept', section: 'Title' } } });
    expect(store.getState().chat.approvedFor).toBe('u-1');
  });

  it('are read for whoever signs in next, and leave the store on sign-out', async () => {
    stored.readItem.mockImplementation((key) =>
      key === 'approved-texts:u-2' ? JSON.stringify({ x: { title: { text: 'Theirs', section: 'Title' } } }) : null,
    );
    const { store } = sagaStore(chatSaga, withListing());
    await settle();
    store.dispatch(signedOut());
    expect(store.getState().chat.approved).toEqual({});
    store.dispatch(authEventReceived({ event: 'SIGNED_IN', user: { id: 'u-2', email: 'b@example.com' }, expiresAt: null }));
    await settle();
    expect(store.getState().chat.approved).toEqual({ x: { title: { text: 'Theirs', section: 'Title' } } });
    // A token refresh for the same user does not read again.
    store.dispatch(authEventReceived({ event: 'TOKEN_REFRESHED', user: { id: 'u-2', email: 'b@example.com' }, expiresAt: null }));
    await settle();
    expect(stored.readItem).toHaveBeenCalledTimes(2);
  });
  it("go with a deleted listing, from the store and the browser, and the other listings' stay", async () => {
    const kept = { title: { text: 'Other listing title', section: 'Title' } };
    stored.readItem.mockReturnValue(JSON.stringify({ [L1]: { title: { text: 'Kept', section: 'Title' } }, 'l-2': kept }));
    const { store } = sagaStore(chatSaga, withListing());
    await settle();
    store.dispatch(listingDeleted({ id: L1 }));
    await settle();
    expect(store.getState().chat.approved).toEqual({ 'l-2': kept });
    expect(stored.writeItem).toHaveBeenCalledWith('approved-texts:u-1', JSON.stringify({ 'l-2': kept }));
  });

  it('leave the browser untouched when the deleted listing had none', async () => {
    stored.readItem.mockReturnValue(JSON.stringify({ 'l-2': { title: { text: 'Other', section: 'Title' } } }));
    const { store } = sagaStore(chatSaga, withListing());
    await settle();
    store.dispatch(listingDeleted({ id: L1 }));
    await settle();
    expect(stored.writeItem).not.toHaveBeenCalled();
  });
});
