import { randomUUID } from 'node:crypto';
import { chatService, REPEAT_WINDOW_MS } from '../../../server/chat/chat.service';
import type { Assistant, AssistantRequest } from '../../../server/assistant/types';
import { chatMessagesRepository } from '../../../server/chat/chat-messages.repository';
import { strongListing } from '../../support/server/assistant-fixtures';
import { persistListings } from '../../support/server/chat-listings';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// The chat service on a real database, with the clock and the assistant under the test's control.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await persistListings(database, [{ id: strongListing.id, userId: randomUUID() }]);
});
afterAll(() => database.drop());

/** Records what it is asked; hold() makes the next reply wait until releaseAll(). */
function countingAssistant(answer = (r: AssistantRequest) => `answer to ${r.question}`) {
  const requests: AssistantRequest[] = [];
  let gate: Promise<void> | null = null;
  let open: (() => void) | null = null;
  return {
    provider: 'coach' as const,
    requests,
    async reply(request: AssistantRequest) {
      requests.push(request);
      const wait = gate;
      gate = null;
      if (wait) await wait;
      return { content: answer(request), provider: 'coach' as const };
    },
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    releaseAll() {
      open?.();
    },
  } satisfies Assistant & Record<string, unknown>;
}

function serviceWith(assistant: Assistant, now: () => Date = () => new Date()) {
  return chatService({
    repository: chatMessagesRepository(database),
    listingLookup: async (_userId, listingId) => (listingId === strongListing.id ? strongListing : null),
    assistant,
    now,
  });
}

const input = (content: string, extra: Partial<Parameters<ReturnType<typeof serviceWith>['send']>[1]> = {}) => ({
  listingId: strongListing.id,
  content,
  topic: null,
  approvedTexts: {},
  clientMessageId: null,
  ...extra,
});

it('treats the same content as a new message once the repeat window has passed', async () => {
  const userId = randomUUID();
  const assistant = countingAssistant();
  let clock = Date.now();
  const service = serviceWith(assistant, () => new Date(clock));
  const first = await service.send(userId, input('rewrite The space'));
  const retry = await service.send(userId, input('rewrite The space'));
  expect(retry.userMessage.id).toBe(first.userMessage.id);
  clock += REPEAT_WINDOW_MS + 5_000;
  const later = await service.send(userId, input('rewrite The space'));
  expect(later.userMessage.id).not.toBe(first.userMessage.id);
  expect(assistant.requests).toHaveLength(2);
  expect((await service.history(userId, strongListing.id)).messages).toHaveLength(4);
});

it('does not treat a different section or an older message as a retry', async () => {
  const userId = randomUUID();
  const service = serviceWith(countingAssistant());
  const a = await service.send(userId, input('help me', { topic: 'Title' }));
  const b = await service.send(userId, input('help me', { topic: 'The space' }));
  expect(b.userMessage.id).not.toBe(a.userMessage.id);
  await service.send(userId, input('something else'));
  const c = await service.send(userId, input('help me', { topic: 'The space' }));
  expect(c.userMessage.id).not.toBe(b.userMessage.id);
});

it('answers a question once even when two sends of it arrive together', async () => {
  const userId = randomUUID();
  const assistant = countingAssistant();
  const service = serviceWith(assistant);
  const clientMessageId = randomUUID();
  assistant.hold();
  const first = service.send(userId, input('what should I fix first', { clientMessageId }));
  await new Promise((resolve) => setImmediate(resolve));
  const second = service.send(userId, input('what should I fix first', { clientMessageId }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assistant.releaseAll();
  const [a, b] = await Promise.all([first, second]);
  expect(b.userMessage.id).toBe(a.userMessage.id);
  expect(b.assistantMessage.id).toBe(a.assistantMessage.id);
  expect((await service.history(userId, strongListing.id)).messages).toHaveLength(2);
});

it('gives the assistant the thread so far and the approved texts', async () => {
  const userId = randomUUID();
  const assistant = countingAssistant();
  const service = serviceWith(assistant);
  await service.send(userId, input('first question'));
  const approvedTexts = { title: { text: 'Apartment in Lisbon with Balcony', section: 'Title' } };
  await service.send(userId, input('second question', { approvedTexts, topic: 'Title' }));
  expect(assistant.requests[1]).toMatchObject({
    listing: { id: strongListing.id },
    question: 'second question',
    topic: 'Title',
    approvedTexts,
    history: [
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'answer to first question' },
    ],
  });
});

it('keeps threads apart: per listing, general, and per user', async () => {
  const userId = randomUUID();
  const service = serviceWith(countingAssistant());
  await service.send(userId, input('about the listing'));
  await service.send(userId, input('general', { listingId: null }));
  await service.send(randomUUID(), input('someone else'));
  expect((await service.history(userId, strongListing.id)).messages.map((m) => m.content)).toEqual([
    'about the listing',
    'answer to about the listing',
  ]);
  expect((await service.history(userId, null)).messages.map((m) => m.content)).toEqual(['general', 'answer to general']);
});
