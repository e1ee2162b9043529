import { randomUUID } from 'node:crypto';
import type { ChatHistoryResponse, ChatMessage, ChatResponse } from '../../../contract/wire';
import { suggestionsIn } from '../../../contract/suggestions';
import { createBuiltInCoach } from '../../../server/assistant/providers/built-in-coach';
import { createModelAssistant } from '../../../server/assistant/providers/openai-compatible';
import type { Assistant, ListingLookup, ListingSnapshot } from '../../../server/assistant/types';
import { strongListing, weakListing } from '../../support/server/assistant-fixtures';
import { persistListings } from '../../support/server/chat-listings';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// GET/POST /api/chat through the real app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const alice = { id: randomUUID(), email: 'alice@example.com' };
const bob = { id: randomUUID(), email: 'bob@example.com' };

// Listings as the listings repository would answer: each belongs to one user.
const owned = new Map<string, { owner: string; listing: ListingSnapshot }>([
  [strongListing.id, { owner: alice.id, listing: strongListing }],
  [weakListing.id, { owner: bob.id, listing: weakListing }],
]);
const lookup: ListingLookup = async (userId, listingId) => {
  const entry = owned.get(listingId);
  return entry && entry.owner === userId ? entry.listing : null;
};

// The built-in coach, with a switch to make it fail the way a broken provider would.
let failNext = false;
const coach = createBuiltInCoach();
const assistant: Assistant = {
  provider: 'coach',
  async reply(request) {
    if (failNext) {
      failNext = false;
      throw new Error('assistant crashed');
    }
    return coach.reply(request);
  },
};

let t: TestApp;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  t = await buildTestApp({ deps: { listingLookup: lookup, assistant } });
  await persistListings(
    t.database,
    [...owned].map(([id, { owner }]) => ({ id, userId: owner })),
  );
  aliceToken = await t.tokenFor(alice);
  bobToken = await t.tokenFor(bob);
});
afterAll(() => t.close());

const send = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/chat', headers: { authorization: `Bearer ${token}` }, payload });
const history = (token: string, listingId?: string) =>
  t.app.inject({
    method: 'GET',
    url: listingId === undefined ? '/api/chat' : `/api/chat?listingId=${listingId}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/chat', () => {
  it("stores the question and the built-in coach's answer for a listing and answers with both", async () => {
    const res = await send(aliceToken, {
      listingId: strongListing.id,
      content: '  another title please  ',
      section: null,
      approvedTexts: {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChatResponse;
    expect(body.userMessage).toMatchObject({
      userId: alice.id,
      listingId: strongListing.id,
      role: 'user',
      content: 'another title please',
    });
    expect(body.assistantMessage).toMatchObject({ userId: alice.id, listingId: strongListing.id, role: 'assistant' });
    expect(Object.keys(body.assistantMessage).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'listingId',
      'role',
      'suggestionChanges',
      'userId',
    ]);
    expect(suggestionsIn(body.assistantMessage.content).map((s) => s.section)).toEqual(['Title', 'Title']);
    expect(Date.parse(body.assistantMessage.createdAt)).toBeGreaterThanOrEqual(Date.parse(body.userMessage.createdAt));
  });

  it("answers each suggestion with what it changes in the listing's current text, as a word diff, in the history too", async () => {
    const res = await send(aliceToken, { listingId: strongListing.id, content: 'another title please', section: null, approvedTexts: {} });
    const { assistantMessage } = res.json() as ChatResponse;
    const suggested = suggestionsIn(assistantMessage.content);
    expect(assistantMessage.suggestionChanges!.map((c) => [c.index, c.section, c.status])).toEqual(
      suggested.map((s, i) => [i, s.section, 'changed']),
    );
    for (const [i, change] of assistantMessage.suggestionChanges!.entries()) {
      // The whole of both texts: what stays and what is added is the suggestion; what stays and goes, the current title.
      const text = (kinds: string[]) =>
        change.parts
          .filter((p) => kinds.includes(p.change))
          .map((p) => p.text)
          .join('');
      expect(text(['same', 'added'])).toBe(suggested[i]!.text);
      expect(text(['same', 'removed'])).toBe(strongListing.title);
    }
    const { messages } = (await history(aliceToken, strongListing.id)).json() as ChatHistoryResponse;
    expect(messages.find((m) => m.id === assistantMessage.id)!.suggestionChanges).toEqual(assistantMessage.suggestionChanges);
    // The host's own messages carry none.
    expect(messages.filter((m) => m.role === 'user').every((m) => !m.suggestionChanges)).toBe(true);
  });

  it('takes the approved texts into account', async () => {
    const res = await send(aliceToken, {
      listingId: strongListing.id,
      content: 'improve my title',
      section: 'Title',
      approvedTexts: { title: { text: '2-Bedroom Apartment in Lisbon with Balcony', section: 'Title' } },
    });
    expect(res.json().assistantMessage.content).toContain('You have already approved a Title');
  });

  it('answers in the general thread without a listing', async () => {
    const res = await send(aliceToken, { listingId: null, content: 'hello', section: null, approvedTexts: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userMessage: { listingId: null }, assistantMessage: { listingId: null } });
    expect(res.json().assistantMessage.content).toContain("I'm the built-in listing coach");
  });

  it("answers 404 for another user's listing and stores nothing", async () => {
    const res = await send(aliceToken, { listingId: weakListing.id, content: 'improve my title', section: null, approvedTexts: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'listing_not_found', message: 'Listing not found' });
    expect((await history(bobToken, weakListing.id)).json().messages).toEqual([]);
    expect((await send(aliceToken, { listingId: randomUUID(), content: 'hi', section: null, approvedTexts: {} })).statusCode).toBe(404);
  });

  it('answers even when the assistant fails', async () => {
    failNext = true;
    const res = await send(bobToken, { listingId: weakListing.id, content: 'what should I fix first', section: null, approvedTexts: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage.content).toBe(
      "Sorry, I couldn't put an answer together just now. Please send your message again in a moment.",
    );
  });

  it("accepts the listing detail's card names as the section", async () => {
    const res = await send(bobToken, {
      listingId: weakListing.id,
      content: 'Help me improve this section',
      section: 'The space (Your Property)',
      approvedTexts: {},
    });
    expect(res.statusCode).toBe(200);
    expect(suggestionsIn(res.json().assistantMessage.content).map((s) => s.section)).toEqual(['The space']);
  });

  describe('validation', () => {
    const valid = { listingId: strongListing.id, content: 'hi', section: null, approvedTexts: {} };
    it.each([
      ['an empty message', { ...valid, content: '' }, 'content: Message cannot be empty'],
      ['a whitespace-only message', { ...valid, content: ' \n\t ' }, 'content: Message cannot be empty'],
      ['a message over 4000 characters', { ...valid, content: 'a'.repeat(4001) }, 'content: Message can have at most 4000 characters'],
      ['a message that is not text', { ...valid, content: 42 }, 'content: content must be text'],
      ['an unknown section', { ...valid, section: 'Neighbourhood' }, 'section: section is not a known listing section'],
      ['a malformed listing id', { ...valid, listingId: 'abc' }, 'listingId: listingId must be a listing id'],
      [
        'too many approved texts',
        { ...valid, approvedTexts: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, { text: 't', section: 'Title' }])) },
        'approvedTexts: At most 20 approved texts can be sent',
      ],
      [
        'an over-long approved text',
        { ...valid, approvedTexts: { title: { text: 'x'.repeat(5001), section: 'Title' } } },
        'approvedTexts.title.text: An approved text can have at most 5000 characters',
      ],
      ['a malformed client message id', { ...valid, clientMessageId: 'retry-1' }, 'clientMessageId: clientMessageId must be a UUID'],
    ])('rejects %s', async (_name, payload, message) => {
      const res = await send(aliceToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'validation_failed', message });
    });

    it('accepts a message of exactly 4000 characters', async () => {
      const res = await send(aliceToken, { ...valid, content: `${'word '.repeat(799)}word` });
      expect(res.statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: valid });
      expect(res.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/chat' })).statusCode).toBe(401);
    });
  });
});

describe('retried sends', () => {
  it('stores a send retried with the same clientMessageId once and answers the same pair', async () => {
    const clientMessageId = randomUUID();
    const payload = { listingId: null, content: 'what are the limits?', section: null, approvedTexts: {}, clientMessageId };
    const before = (await history(bobToken)).json().messages.length;
    const first = (await send(bobToken, payload)).json() as ChatResponse;
    const again = (await send(bobToken, payload)).json() as ChatResponse;
    expect(again).toEqual(first);
    expect((await history(bobToken)).json().messages).toHaveLength(before + 2);
  });

  it('refuses a clientMessageId reused for a different message', async () => {
    const clientMessageId = randomUUID();
    await send(bobToken, { listingId: null, content: 'first', section: null, approvedTexts: {}, clientMessageId });
    const res = await send(bobToken, { listingId: null, content: 'second', section: null, approvedTexts: {}, clientMessageId });
    expect(res.statusCode).toBe(409);
  });

  it('treats the same content sent again at once (no id) as a retry of the last send', async () => {
    const payload = { listingId: weakListing.id, content: 'how are my photos', section: null, approvedTexts: {} };
    const first = (await send(bobToken, payload)).json() as ChatResponse;
    const again = (await send(bobToken, payload)).json() as ChatResponse;
    expect(again.userMessage.id).toBe(first.userMessage.id);
    expect(again.assistantMessage.id).toBe(first.assistantMessage.id);
    const messages = (await history(bobToken, weakListing.id)).json().messages as ChatMessage[];
    expect(messages.filter((m) => m.content === 'how are my photos')).toHaveLength(1);
  });
});

describe('GET /api/chat', () => {
  it("returns the listing's thread oldest first, question then answer", async () => {
    const user = { id: randomUUID(), email: 'carol@example.com' };
    owned.set('55555555-5555-4555-8555-555555555555', {
      owner: user.id,
      listing: { ...strongListing, id: '55555555-5555-4555-8555-555555555555' },
    });
    const token = await t.tokenFor(user);
    const listingId = '55555555-5555-4555-8555-555555555555';
    await persistListings(t.database, [{ id: listingId, userId: user.id }]);
    for (const content of ['hi', 'improve my title', 'how are my photos'])
      await send(token, { listingId, content, section: null, approvedTexts: {} });
    await send(token, { listingId: null, content: 'general question', section: null, approvedTexts: {} });
    const res = await history(token, listingId);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as ChatHistoryResponse;
    expect(messages.map((m) => [m.role, m.role === 'user' ? m.content : '…'])).toEqual([
      ['user', 'hi'],
      ['assistant', '…'],
      ['user', 'improve my title'],
      ['assistant', '…'],
      ['user', 'how are my photos'],
      ['assistant', '…'],
    ]);
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(messages.every((m) => m.userId === user.id && m.listingId === listingId)).toBe(true);
  });

  it("returns the general thread when no listing is given, and only the user's own messages", async () => {
    const alices = (await history(aliceToken)).json() as ChatHistoryResponse;
    expect(alices.messages.length).toBeGreaterThan(0);
    expect(alices.messages.every((m) => m.listingId === null && m.userId === alice.id)).toBe(true);
    expect((await history(aliceToken, '')).json()).toEqual(alices);
    const stranger = await t.tokenFor({ id: randomUUID() });
    expect((await history(stranger)).json()).toEqual({ messages: [] });
  });

  it("answers 404 for another user's listing", async () => {
    const res = await history(aliceToken, weakListing.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('listing_not_found');
  });

  it('rejects a malformed listing id', async () => {
    const res = await history(aliceToken, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
  });
});

describe('with an unreachable model', () => {
  it('still answers 200 with a reply that says so', async () => {
    const app = await buildTestApp({
      deps: {
        listingLookup: lookup,
        // Port 9 (discard) on loopback: nothing listens there.
        assistant: createModelAssistant({
          baseUrl: 'http://127.0.0.1:9/v1',
          apiKey: 'sk-unused',
          model: 'm',
          deadlineMs: 2000,
          fallback: createBuiltInCoach(),
        }),
      },
    });
    try {
      await persistListings(app.database, [{ id: strongListing.id, userId: alice.id }]);
      const token = await app.tokenFor(alice);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { authorization: `Bearer ${token}` },
        payload: { listingId: strongListing.id, content: 'rewrite guest access', section: null, approvedTexts: {} },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().assistantMessage.content).toContain('**The AI model could not answer just now**: it could not be reached.');
      expect(suggestionsIn(res.json().assistantMessage.content).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
