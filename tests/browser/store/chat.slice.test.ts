import { chatMessage as message } from '../../support/browser/chat-fixtures';
import reducer, { chatHistoryFetched, chatSendStarted, chatSendSucceeded, type ChatState } from '../../../src/store/chat.slice';

// The conversation shows each of the host's questions once, also when the thread is read again while a question is
// being answered (the server already holds the question, not yet its answer).

const run = (...actions: Parameters<typeof reducer>[1][]) =>
  actions.reduce<ChatState>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));

const asked = message('m-1', 'user', 'How are my photos?');
const answered = message('m-2', 'assistant', 'Your photos are bright.');
const sending = chatSendStarted({
  key: 'l-1',
  outgoing: { clientMessageId: 'c-1', content: 'Rewrite the house rules', section: null, createdAt: '2026-11-28T10:01:00.000Z' },
});
const question = message('m-3', 'user', 'Rewrite the house rules');
const answer = message('m-4', 'assistant', 'Here are your house rules.');

it('keeps a question being answered out of a history read meanwhile, so it shows once', () => {
  const state = run(sending, chatHistoryFetched({ key: 'l-1', messages: [asked, answered, question] }));
  expect(state.threads['l-1']!.messages.map((m) => m.id)).toEqual(['m-1', 'm-2']);
  expect(state.send.outgoing?.content).toBe('Rewrite the house rules');
  const done = reducer(state, chatSendSucceeded({ key: 'l-1', userMessage: question, assistantMessage: answer }));
  expect(done.threads['l-1']!.messages.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4']);
});

it('keeps every message of a history read when nothing is being sent, or the last is not the question', () => {
  expect(run(chatHistoryFetched({ key: 'l-1', messages: [asked, answered, question] })).threads['l-1']!.messages).toHaveLength(3);
  const other = run(sending, chatHistoryFetched({ key: 'l-1', messages: [asked, answered] }));
  expect(other.threads['l-1']!.messages).toHaveLength(2);
  const elsewhere = run(sending, chatHistoryFetched({ key: 'general', messages: [question] }));
  expect(elsewhere.threads.general!.messages).toHaveLength(1);
});
