import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApprovedTexts, Listing } from '../../../contract/wire';
import ChatScreen from '../../../src/screens/chat/ChatScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import type { AuthStatus } from '../../../src/domain/screens';
import {
  chatClosed,
  chatDraftChanged,
  chatMessageSubmitted,
  chatOpened,
  chatReloadRequested,
  chatScrollKept,
  chatSendErrorDismissed,
  suggestionCopyRequested,
  type ChatThread,
  type SendState,
} from '../../../src/store/chat.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { listing } from '../../support/browser/listing-fixtures';
import { chatMessage } from '../../support/browser/chat-fixtures';
import { renderRecording } from '../../support/browser/screen-harness';

const colours = { red: 'rgb(198, 40, 40)', yellow: 'rgb(161, 98, 7)', green: 'rgb(21, 128, 61)' } as const;
const REPLY = [
  'Your title is **44 characters**.',
  '',
  'Suggested Title: Alfama loft with rooftop terrace',
  '',
  'Suggested The space: Bright rooms on the top floor.',
  '',
  'Read [the guide](https://www.airbnb.com/help).',
].join('\n');

const msg = chatMessage;

interface Options {
  auth?: AuthStatus;
  listingId?: string | null;
  listings?: Listing[];
  thread?: Partial<ChatThread> | null;
  send?: Partial<SendState>;
  approved?: ApprovedTexts;
  copiedId?: string | null;
  draft?: string;
}

function state({
  auth = 'authenticated',
  listingId = 'l-1',
  listings = [listing()],
  thread = {},
  send,
  approved,
  copiedId = null,
  draft,
}: Options = {}): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  const key = listingId ?? 'general';
  return {
    auth: {
      status: auth,
      user: auth === 'authenticated' ? { id: 'u-1', email: 'alex.morgan@example.com' } : null,
      expiresAt: null,
      lastEvent: null,
    },
    screen: { ...base.screen, current: 'chat', listingId },
    listings: {
      ...base.listings,
      byId: Object.fromEntries(listings.map((l) => [l.id, l])),
      ids: listings.map((l) => l.id),
      listStatus: 'succeeded',
    },
    chat: {
      ...base.chat,
      threads: thread ? { [key]: { status: 'succeeded', error: null, messages: [], ...thread } } : {},
      send: { ...base.chat.send, ...send },
      approved: approved ? { [key]: approved } : {},
      copiedId,
      drafts: draft !== undefined ? { [key]: draft } : {},
    },
  };
}

const render = (options?: Options) => renderRecording(<ChatScreen />, state(options));
const conversation = () => screen.getByRole('log', { name: 'Conversation' });

describe('chat: states', () => {
  it("says 'Authenticating...' while the session is checked, and loads nothing yet", () => {
    const { dispatched } = render({ auth: 'loading' });
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    expect(dispatched(chatOpened.type)).toHaveLength(0);
  });

  it("says 'Authentication Required' with 'Go Back' when signed out", async () => {
    const { user, dispatched } = render({ auth: 'unauthenticated' });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('opens the thread of its listing on arrival and closes it on leaving', () => {
    const { dispatched, unmount } = render({ thread: null });
    expect(dispatched(chatOpened.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
    expect(screen.getByText('Loading the conversation...')).toBeInTheDocument();
    unmount();
    expect(dispatched(chatClosed.type)).toHaveLength(1);
  });

  it("shows 'Failed to Load Data' with the message, Retry and Go Back", async () => {
    const { user, dispatched } = render({ thread: { status: 'failed', error: 'Internal server error' } });
    expect(screen.getByRole('heading', { name: 'Failed to Load Data' })).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched(chatReloadRequested.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it("says 'An error occurred while loading data' when the failure has no message", () => {
    render({ thread: { status: 'failed', error: null } });
    expect(screen.getByText('An error occurred while loading data')).toBeInTheDocument();
  });

  it("says 'Listing not found' when the listing is gone", async () => {
    const { user, dispatched } = render({ listings: [], thread: { status: 'not-found' } });
    expect(screen.getByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('has the header with Dashboard and Chat (current) and the profile menu', async () => {
    const { user } = render();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Profile', 'Logout']);
  });
});

describe('chat: picking a listing', () => {
  const three = [
    listing({ id: 'a', title: 'Green house', seoScore: 80, location: 'Porto, Portugal' }),
    listing({ id: 'b', title: 'Yellow house', seoScore: 60, rating: null, reviewCount: 0 }),
    listing({ id: 'c', title: 'Red house', seoScore: 59 }),
  ];

  it("shows 'Select a Listing to Chat About' without a listing id, with cards coloured by score", () => {
    const { dispatched } = render({ listingId: null, listings: three, thread: null });
    expect(screen.getByRole('heading', { name: 'Select a Listing to Chat About' })).toBeInTheDocument();
    expect(dispatched(chatOpened.type)).toHaveLength(0);
    const card = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
    expect(within(card('Green house')).getByText('Porto, Portugal')).toBeInTheDocument();
    expect(within(card('Green house')).getByText('4.87')).toBeInTheDocument();
    expect(within(card('Yellow house')).getByText('No reviews yet')).toBeInTheDocument();
    const score = (title: string) => within(card(title)).getByTestId('chat-score');
    expect(score('Green house')).toHaveTextContent('80/100');
    expect(score('Green house')).toHaveStyle({ color: colours.green });
    expect(score('Yellow house')).toHaveStyle({ color: colours.yellow });
    expect(score('Red house')).toHaveTextContent('59/100');
    expect(score('Red house')).toHaveStyle({ color: colours.red });
  });

  it('opens the conversation of the card clicked', async () => {
    const { user, dispatched } = render({ listingId: null, listings: three, thread: null });
    await user.click(screen.getByRole('button', { name: /Yellow house/ }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'chat', listingId: 'b' }]);
  });

  it('opens the general thread when there are no listings', () => {
    const { dispatched } = render({ listingId: null, listings: [], thread: {} });
    expect(dispatched(chatOpened.type).map((a) => a.payload)).toEqual([{ listingId: null }]);
    expect(screen.getByRole('heading', { name: 'Chat with the Listing Optimization AI' })).toBeInTheDocument();
    expect(within(conversation()).getByText(/Add a listing on the dashboard/)).toBeInTheDocument();
  });
});

describe('chat: a listing conversation', () => {
  it('shows the header card: title, score, rating and review count, image', () => {
    render();
    const card = screen.getByRole('region', { name: 'Sunny loft by the canal with rooftop terrace' });
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Sunny loft by the canal with rooftop terrace');
    expect(within(card).getByTestId('chat-score')).toHaveTextContent('78/100');
    expect(within(card).getByTestId('chat-score')).toHaveStyle({ color: colours.yellow });
    expect(within(card).getByText('4.87')).toBeInTheDocument();
    expect(within(card).getByText('(132 reviews)')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/e2e-photos/0.svg');
  });

  it('shows the stock image when the listing has none or it fails to load', () => {
    const { unmount } = render({ listings: [listing({ imageUrl: null })] });
    expect(screen.getByRole('region', { name: /Sunny loft/ }).querySelector('img')).toHaveAttribute('src', '/listing-fallback.svg');
    unmount();
    render();
    const img = screen.getByRole('region', { name: /Sunny loft/ }).querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/listing-fallback.svg');
  });

  it("goes 'Back to Listing'", async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Back to Listing' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'listing-detail', listingId: 'l-1' }]);
  });

  it('greets with a local welcome message when there are no messages', () => {
    render();
    expect(within(conversation()).getByText(/I'm your Listing Optimization AI/)).toBeInTheDocument();
    expect(within(conversation()).getByText('Sunny loft by the canal with rooftop terrace')).toBeInTheDocument();
  });

  it('shows the messages in order, replies formatted and their suggestions as cards', () => {
    render({ thread: { messages: [msg('m1', 'user', 'Improve my title'), msg('m2', 'assistant', REPLY)] } });
    const log = conversation();
    expect(within(log).queryByText(/I'm your Listing Optimization AI/)).toBeNull();
    expect(within(log).getByText('Improve my title')).toBeInTheDocument();
    expect(within(log).getByText('44 characters').tagName).toBe('STRONG');
    expect(within(log).getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://www.airbnb.com/help');
    expect(within(log).getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const cards = within(log).getAllByRole('figure');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Suggested Title', 'Suggested The space']);
    expect(within(cards[0]!).getByText('Alfama loft with rooftop terrace')).toBeInTheDocument();
    expect(within(log).queryByText(/Suggested Title:/)).toBeNull();
  });

  it('copies a suggestion through the saga', async () => {
    const { user, dispatched } = render({ thread: { messages: [msg('m2', 'assistant', REPLY)] } });
    await user.click(screen.getByRole('button', { name: 'Copy the suggested Title' }));
    expect(dispatched(suggestionCopyRequested.type).map((a) => a.payload)).toEqual([
      { listingId: 'l-1', section: 'Title', text: 'Alfama loft with rooftop terrace', copyId: 'm2:1' },
    ]);
  });

  it("marks the approved suggestion 'Approved', and the one just copied 'Copied!'", () => {
    render({
      thread: { messages: [msg('m2', 'assistant', REPLY)] },
      approved: {
        title: { text: 'Alfama loft with rooftop terrace', section: 'Title' },
        theSpace: { text: 'Something else', section: 'The space' },
      },
      copiedId: 'm2:1',
    });
    const [title, space] = screen.getAllByRole('figure');
    expect(within(title!).getByText('Approved')).toBeInTheDocument();
    expect(within(title!).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(within(space!).queryByText('Approved')).toBeNull();
    expect(within(space!).getByRole('button', { name: 'Copy the suggested The space' })).toHaveTextContent('Copy');
  });

  it('shows the message being sent at once, with the typing indicator', () => {
    render({
      thread: { messages: [] },
      send: {
        status: 'pending',
        threadKey: 'l-1',
        outgoing: { clientMessageId: 'x', content: 'How are my photos?', section: null, createdAt: '' },
      },
    });
    expect(within(conversation()).getByText('How are my photos?')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'The Listing Optimization AI is writing a reply' })).toBeInTheDocument();
    expect(within(conversation()).queryByText(/I'm your Listing Optimization AI/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows a failed send as 'Failed to send message: ...' with Dismiss", async () => {
    const failed = { clientMessageId: 'x', content: 'Hi', section: null, createdAt: '' };
    const { user, dispatched } = render({
      send: { status: 'failed', threadKey: 'l-1', failed: { ...failed, message: 'The assistant is busy' } },
    });
    expect(screen.getByText('Failed to send message: The assistant is busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dispatched(chatSendErrorDismissed.type)).toHaveLength(1);
  });

  it("says 'Unknown error' for a failure without a message, and only in its own thread", () => {
    const failed = { clientMessageId: 'x', content: 'Hi', section: null, createdAt: '', message: null };
    const { unmount } = render({ send: { status: 'failed', threadKey: 'l-1', failed } });
    expect(screen.getByText('Failed to send message: Unknown error')).toBeInTheDocument();
    unmount();
    render({ send: { status: 'failed', threadKey: 'other', failed } });
    expect(screen.queryByText(/Failed to send message/)).toBeNull();
  });
});

describe('chat: the message box', () => {
  it('cannot send a blank message', async () => {
    const { user } = render({ draft: '' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends what was typed with Send, and with Enter', async () => {
    const { user, dispatched, store } = render();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Rewrite The space');
    expect(store.getState().chat.drafts['l-1']).toBe('Rewrite The space');
    expect(dispatched(chatDraftChanged.type).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(dispatched(chatMessageSubmitted.type).map((a) => a.payload)).toEqual([
      { listingId: 'l-1', content: 'Rewrite The space', section: null },
      { listingId: 'l-1', content: 'Rewrite The space', section: null },
    ]);
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { user, dispatched, store } = render({ draft: 'Line one' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Shift>}{Enter}{/Shift}two');
    expect(store.getState().chat.drafts['l-1']).toBe('Line one\ntwo');
    expect(dispatched(chatMessageSubmitted.type)).toHaveLength(0);
  });

  it('cannot send while a send is pending', async () => {
    const { user, dispatched } = render({
      draft: 'Another question',
      send: { status: 'pending', threadKey: 'l-1', outgoing: { clientMessageId: 'x', content: 'First', section: null, createdAt: '' } },
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(dispatched(chatMessageSubmitted.type)).toHaveLength(0);
  });
});

describe("chat: 'Back to Top'", () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo;
    scrollTo.mockReset();
  });
  const scrollPage = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  it('appears once the page has scrolled more than 200px and scrolls back up', async () => {
    const { user } = render();
    expect(screen.queryByRole('button', { name: 'Back to Top' })).toBeNull();
    scrollPage(200);
    expect(screen.queryByRole('button', { name: 'Back to Top' })).toBeNull();
    scrollPage(201);
    await user.click(await screen.findByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollPage(0);
  });
});

describe('chat: where a thread opens (issue 40)', () => {
  const PAGE = 5000;
  const scrollTo = jest.fn((options: ScrollToOptions) => placeAt(options.top ?? 0));
  // As a browser does: the page moves, and says so with a scroll event (here within the render that moved it).
  function placeAt(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }
  // The page as laid out: the thread starts at 1500 px, the host's last question ('Thanks') at 3900 px.
  function layout(this: HTMLElement) {
    const at = this.getAttribute('role') === 'log' ? 1500 : this.textContent === 'Thanks' ? 3900 : 0;
    return { top: at - window.scrollY } as DOMRect;
  }
  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollTo.mockClear();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: PAGE, configurable: true });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(layout);
    placeAt(0);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
    placeAt(0);
  });
  const thread = { messages: [msg('m1', 'user', 'Rewrite my title'), msg('m2', 'assistant', REPLY), msg('m3', 'user', 'Thanks')] };
  /** The newest exchange: the host's last question at the top, below the sticky header. */
  const newest = 3900 - 80;

  it('opens at the newest exchange, and keeps the place the host leaves it at for the next visit', async () => {
    const first = render({ thread });
    await screen.findByText('Thanks');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: newest, behavior: 'auto' });
    // The host scrolls up to an earlier answer, then leaves.
    fireEvent.wheel(window);
    act(() => placeAt(2100));
    first.unmount();
    expect(first.dispatched(chatScrollKept.type).map((a) => a.payload)).toEqual([{ key: 'l-1', top: 2100, atEnd: false }]);

    scrollTo.mockClear();
    placeAt(0);
    const base = state({ thread });
    const again = renderRecording(<ChatScreen />, { ...base, chat: { ...base.chat!, scroll: { 'l-1': { top: 2100, atEnd: false } } } });
    await screen.findByText('Thanks');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2100, behavior: 'auto' });
    again.unmount();
  });

  it("opens at the newest exchange again when the host left from above the thread ('Back to Listing' is up there)", async () => {
    const shown = render({ thread });
    await screen.findByText('Thanks');
    fireEvent.wheel(window);
    act(() => placeAt(0));
    shown.unmount();
    expect(shown.dispatched(chatScrollKept.type).map((a) => a.payload)).toEqual([{ key: 'l-1', top: 0, atEnd: true }]);
  });

  it('opens at the newest exchange again when the host had left it at the end', async () => {
    const base = state({ thread });
    const shown = renderRecording(<ChatScreen />, { ...base, chat: { ...base.chat!, scroll: { 'l-1': { top: 300, atEnd: true } } } });
    await screen.findByText('Thanks');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: newest, behavior: 'auto' });
    fireEvent.wheel(window);
    act(() => placeAt(PAGE - window.innerHeight));
    shown.unmount();
    expect(shown.dispatched(chatScrollKept.type).map((a) => a.payload)).toEqual([
      { key: 'l-1', top: PAGE - window.innerHeight, atEnd: true },
    ]);
  });
});

describe('chat: replies are never trusted as HTML', () => {
  afterEach(() => {
    delete (window as unknown as { __xss?: number }).__xss;
  });

  it('shows script tags and event handlers as text and drops javascript: links', () => {
    const hostile = [
      'Hello <script>window.__xss = 1</script>',
      '',
      '<img src="x" onerror="window.__xss = 2">',
      '',
      '[click me](javascript:window.__xss=3) and [data](data:text/html,hi) and [safe](mailto:host@example.com)',
      '',
      '<a href="javascript:alert(1)" onclick="window.__xss = 4">raw link</a>',
      '',
      '![tracker](https://evil.example/pixel.png)',
      '',
      'Suggested Title: <b onmouseover="window.__xss = 5">Bold?</b>',
    ].join('\n');
    render({ thread: { messages: [msg('m1', 'assistant', hostile)] } });
    const log = conversation();
    expect(document.querySelector('script')).toBeNull();
    expect(log.querySelector('[onerror], [onclick], [onmouseover]')).toBeNull();
    expect(log.querySelector('img')).toBeNull();
    expect(log.textContent).toContain('<script>window.__xss = 1</script>');
    expect(log.textContent).toContain('<img src="x" onerror="window.__xss = 2">');
    expect(within(log).queryByRole('link', { name: 'click me' })).toBeNull();
    expect(within(log).getByText('click me').closest('a')).toBeNull();
    expect(within(log).queryByRole('link', { name: 'data' })).toBeNull();
    expect(within(log).getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'mailto:host@example.com');
    for (const link of Array.from(log.querySelectorAll('a'))) expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    expect(
      within(screen.getByRole('figure', { name: 'Suggested Title' })).getByText('<b onmouseover="window.__xss = 5">Bold?</b>'),
    ).toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
