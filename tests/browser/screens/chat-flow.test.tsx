import { act, screen, within } from '@testing-library/react';
import * as chatApi from '../../../src/api/chat';
import * as clipboard from '../../../src/api/platform/clipboard';
import * as clock from '../../../src/api/platform/clock';
import * as random from '../../../src/api/platform/random';
import type { ChatMessage, ChatResponse } from '../../../contract/wire';
import { chatSaga } from '../../../src/sagas/chat.saga';
import ChatScreen from '../../../src/screens/chat/ChatScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { listing } from '../../support/browser/listing-fixtures';
import { renderWithStore } from '../../support/browser/auth-harness';

// The chat screen with its saga and a real store; only the api modules are replaced.

jest.mock('../../../src/api/chat');
jest.mock('../../../src/api/platform/clipboard');
jest.mock('../../../src/api/platform/clock');
jest.mock('../../../src/api/platform/random');
jest.mock('../../../src/api/platform/browser-storage');
const api = jest.mocked(chatApi);

function msg(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return { id, userId: 'u-1', listingId: 'l-1', role, content, createdAt: '2026-01-10T10:00:00.000Z' };
}

function preloaded(prefill: RootState['screen']['chatPrefill'] = null): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    auth: { status: 'authenticated', user: { id: 'u-1', email: 'alex.morgan@example.com' }, expiresAt: null, lastEvent: 'SIGNED_IN' },
    screen: { ...base.screen, current: 'chat', listingId: 'l-1', chatFromListing: true, chatPrefill: prefill },
    listings: { ...base.listings, byId: { 'l-1': listing() }, ids: ['l-1'], listStatus: 'succeeded' },
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(clock.now).mockReturnValue(Date.parse('2026-01-10T10:00:00.000Z'));
  jest.mocked(random.randomUuid).mockReturnValue('00000000-0000-4000-8000-000000000001');
});

it('a host asks, sees the question at once and the typing indicator, then the answer; the box clears; Copy approves', async () => {
  api.fetchChatHistory.mockResolvedValue([]);
  let answer!: (response: ChatResponse) => void;
  api.sendChatMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  jest.mocked(clipboard.copyText).mockResolvedValue();
  const { user } = renderWithStore(<ChatScreen />, { preloadedState: preloaded(), sagas: [chatSaga] });

  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(box, 'Improve my title{Enter}');
  const log = screen.getByRole('log', { name: 'Conversation' });
  expect(within(log).getByText('Improve my title')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'The Listing Optimization AI is writing a reply' })).toBeInTheDocument();
  expect(box).toHaveValue('');

  const question = msg('q1', 'user', 'Improve my title');
  const reply = msg('a1', 'assistant', 'Here is a stronger one.\n\nSuggested Title: Alfama loft with rooftop terrace');
  api.fetchChatHistory.mockResolvedValue([question, reply]);
  await act(async () => answer({ userMessage: question, assistantMessage: reply }));
  const card = await screen.findByRole('figure', { name: 'Suggested Title' });
  expect(screen.queryByRole('status', { name: 'The Listing Optimization AI is writing a reply' })).toBeNull();
  expect(within(log).getAllByText('Improve my title')).toHaveLength(1);

  await user.click(within(card).getByRole('button', { name: 'Copy the suggested Title' }));
  expect(await within(card).findByText('Approved')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  expect(clipboard.copyText).toHaveBeenCalledWith('Alfama loft with rooftop terrace');
});

it('sends the prefilled message once on arrival, with its section', async () => {
  const question = msg('q1', 'user', 'Rewrite The space');
  const reply = msg('a1', 'assistant', 'Suggested The space: Bright rooms.');
  api.fetchChatHistory.mockResolvedValueOnce([]).mockResolvedValue([question, reply]);
  api.sendChatMessage.mockResolvedValue({ userMessage: question, assistantMessage: reply });
  const { store } = renderWithStore(<ChatScreen />, {
    preloadedState: preloaded({ message: 'Rewrite The space', section: 'The space' }),
    sagas: [chatSaga],
  });
  expect(await screen.findByRole('figure', { name: 'Suggested The space' })).toBeInTheDocument();
  expect(api.sendChatMessage).toHaveBeenCalledTimes(1);
  expect(api.sendChatMessage.mock.calls[0]![0]).toMatchObject({ content: 'Rewrite The space', section: 'The space', listingId: 'l-1' });
  expect(store.getState().screen.chatPrefill).toBeNull();
});

it('a failed send shows its error, keeps the text in the box, and Dismiss clears the error', async () => {
  jest.useFakeTimers();
  try {
    api.fetchChatHistory.mockResolvedValue([]);
    api.sendChatMessage.mockRejectedValue(new Error('The assistant is busy'));
    const { user } = renderWithStore(<ChatScreen />, { preloadedState: preloaded(), sagas: [chatSaga] });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Failed to send message: The assistant is busy')).toBeInTheDocument();
    expect(api.sendChatMessage).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Failed to send message/)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it("shows each suggestion as a word diff against the listing's current text, reads as plain text on request, and Copy copies the new text", async () => {
  const question = msg('q1', 'user', 'Improve my title');
  const reply: ChatMessage = {
    ...msg('a1', 'assistant', 'Here is a stronger one.\n\nSuggested Title: Alfama loft with rooftop terrace'),
    suggestionChanges: [
      {
        index: 0,
        section: 'Title',
        status: 'changed',
        parts: [
          { text: 'Sunny', change: 'removed' },
          { text: 'Alfama', change: 'added' },
          { text: ' loft with ', change: 'same' },
          { text: 'a view', change: 'removed' },
          { text: 'rooftop terrace', change: 'added' },
        ],
      },
    ],
  };
  api.fetchChatHistory.mockResolvedValue([question, reply]);
  jest.mocked(clipboard.copyText).mockResolvedValue();
  const { user } = renderWithStore(<ChatScreen />, { preloadedState: preloaded(), sagas: [chatSaga] });

  const card = await screen.findByRole('figure', { name: 'Suggested Title' });
  expect(within(card).getByText('Changes to your current text')).toBeInTheDocument();
  // The legend shows the two marks by name, outside the text (no extra ins or del).
  expect(within(card).getByText('added').tagName).toBe('SPAN');
  expect(within(card).getByText('removed').tagName).toBe('SPAN');
  const removed = [...card.querySelectorAll('del')].map((d) => d.textContent);
  const added = [...card.querySelectorAll('ins')].map((d) => d.textContent);
  expect(removed).toEqual(['Sunny', 'a view']);
  expect(added).toEqual(['Alfama', 'rooftop terrace']);

  await user.click(within(card).getByRole('button', { name: 'Show the new text only' }));
  expect(card.querySelectorAll('del, ins')).toHaveLength(0);
  expect(within(card).getByText('Alfama loft with rooftop terrace')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Show the changes' }));
  expect(card.querySelectorAll('del')).toHaveLength(2);

  await user.click(within(card).getByRole('button', { name: 'Copy the suggested Title' }));
  expect(clipboard.copyText).toHaveBeenCalledWith('Alfama loft with rooftop terrace');
  expect(await within(card).findByText('Approved')).toBeInTheDocument();
});

it('says a suggestion is new text where the listing has none, and shows it plainly', async () => {
  const reply: ChatMessage = {
    ...msg('a1', 'assistant', 'Suggested The space: The loft sleeps up to 4 guests.'),
    suggestionChanges: [
      { index: 0, section: 'The space', status: 'new', parts: [{ text: 'The loft sleeps up to 4 guests.', change: 'added' }] },
    ],
  };
  api.fetchChatHistory.mockResolvedValue([msg('q1', 'user', 'Write The space'), reply]);
  renderWithStore(<ChatScreen />, { preloadedState: preloaded(), sagas: [chatSaga] });
  const card = await screen.findByRole('figure', { name: 'Suggested The space' });
  expect(within(card).getByText('New text: this section is empty on your listing')).toBeInTheDocument();
  expect(card.querySelectorAll('ins, del')).toHaveLength(0);
  expect(within(card).getByText('The loft sleeps up to 4 guests.')).toBeInTheDocument();
});
