import { randomUUID } from 'node:crypto';
import type { HostFact, ListingContent, ListingFactsResponse } from '../../../contract/wire';
import { questionsIn, suggestionsIn } from '../../../contract/suggestions';
import { score } from '../../../server/analysis/score';
import { createBuiltInCoach } from '../../../server/assistant/providers/built-in-coach';
import { createModelAssistant } from '../../../server/assistant/providers/openai-compatible';
import { rubricFor } from '../../../server/assistant/suggestion-score';
import type { ListingLookup, ListingSnapshot } from '../../../server/assistant/types';
import { persistListings } from '../../support/server/chat-listings';
import { type OpenAiCompatibleServer, startOpenAiCompatibleServer } from '../../support/server/openai-compatible-server';
import { listingOf, samplePage } from '../../support/server/sample-pages';
import { buildTestApp } from '../../support/server/test-app';

// What the host tells the assistant, through the real app on a fresh database: kept per listing and user, listed
// apart from the page's facts, edited and removed, and used by every later suggestion.

const alice = { id: randomUUID(), email: 'alice@example.com' };
const bob = { id: randomUUID(), email: 'bob@example.com' };

function sample(slug: string): ListingSnapshot & { content: ListingContent } {
  const content = listingOf(samplePage(slug));
  const { seoScore, recommendations } = score(content);
  return { id: randomUUID(), title: content.title ?? '', content, recommendations, seoScore };
}

const flat = sample('basic-flat');
const loft = sample('alfama-loft');
const bobs = sample('lakeside-cabin');
const owners = new Map([
  [flat.id, { owner: alice.id, listing: flat }],
  [loft.id, { owner: alice.id, listing: loft }],
  [bobs.id, { owner: bob.id, listing: bobs }],
]);
const lookup: ListingLookup = async (userId, listingId) => {
  const entry = owners.get(listingId);
  return entry && entry.owner === userId ? entry.listing : null;
};

const THREE_FACTS = 'It has a balcony with a river view, the metro is a 5-minute walk, and the wifi is 300 Mbps';

async function appWith(assistant = createBuiltInCoach()) {
  const t = await buildTestApp({ deps: { listingLookup: lookup, assistant } });
  await persistListings(
    t.database,
    [...owners].map(([id, { owner }]) => ({ id, userId: owner })),
  );
  const tokens = { alice: await t.tokenFor(alice), bob: await t.tokenFor(bob) };
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const chat = async (token: string, listingId: string, content: string, extra: object = {}) => {
    // Each message has its own id, as the browser sends them (without one, the same words within 30 s are a retry).
    const res = await call(token, 'POST', '/api/chat', {
      listingId,
      content,
      section: null,
      approvedTexts: {},
      clientMessageId: randomUUID(),
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return res.json().assistantMessage.content as string;
  };
  const facts = async (token: string, listingId: string) =>
    (await call(token, 'GET', `/api/listing/${listingId}/facts`)).json() as ListingFactsResponse;
  return { t, tokens, call, chat, facts };
}

describe('facts the host tells the built-in coach', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(() => app.t.close());

  const description = async (token = app.tokens.alice) => {
    const [suggestion] = suggestionsIn(await app.chat(token, flat.id, 'rewrite the listing description'));
    return suggestion!;
  };
  const hostFact = async (kind: HostFact['kind']) => (await app.facts(app.tokens.alice, flat.id)).hostFacts.find((f) => f.kind === kind)!;

  it('notes three facts told in one message and says what they can raise', async () => {
    const reply = await app.chat(app.tokens.alice, flat.id, THREE_FACTS, { clientMessageId: '0f6a52b4-2f2c-4a55-9d2a-5f0f9f6b7a11' });
    expect(reply).toContain(
      "Thanks, I've noted this about the listing:\n- It has a balcony with a river view.\n- The metro is a 5-minute walk.\n- The wifi is 300 Mbps.",
    );
    expect(reply).toContain('"What I know about this listing"');
    expect(reply).toMatch(/- Listing Description: 50\/100 → \d+\/100\n/);
  });

  it('lists them apart from the facts read from the page', async () => {
    const body = await app.facts(app.tokens.alice, flat.id);
    expect(body.listingId).toBe(flat.id);
    expect(body.pageFacts).toEqual(
      expect.arrayContaining([
        { label: 'Title', value: 'Apartment' },
        { label: 'Guests', value: '3' },
        { label: 'House rules', value: '3 guests maximum' },
      ]),
    );
    expect(body.hostFacts.map((f) => [f.kind, f.label, f.text, f.hostWords, f.verbatim])).toEqual([
      // Filed under every kind it belongs to: the balcony is outdoor space, and over a river it is a view too.
      ['outdoor', 'Outdoor space · View', 'It has a balcony with a river view.', 'It has a balcony with a river view', false],
      ['transport', 'Getting around', 'The metro is a 5-minute walk.', 'the metro is a 5-minute walk', false],
      ['internet', 'Internet', 'The wifi is 300 Mbps.', 'the wifi is 300 Mbps', false],
    ]);
    for (const fact of body.hostFacts) {
      expect(fact.listingId).toBe(flat.id);
      expect(Date.parse(fact.updatedAt)).toBeGreaterThanOrEqual(Date.parse(fact.createdAt));
    }
  });

  it('stores a retried message once', async () => {
    await app.chat(app.tokens.alice, flat.id, THREE_FACTS, { clientMessageId: '0f6a52b4-2f2c-4a55-9d2a-5f0f9f6b7a11' });
    expect((await app.facts(app.tokens.alice, flat.id)).hostFacts).toHaveLength(3);
  });

  it('uses them in the next suggestion: a Listing Description with the balcony, the river view and the metro, scoring higher', async () => {
    const suggestion = await description();
    expect(suggestion.text).toMatch(/balcony/);
    expect(suggestion.text).toMatch(/river view/);
    expect(suggestion.text).toMatch(/metro/);
    expect([...suggestion.text].length).toBeLessThanOrEqual(500);
    const before = rubricFor(flat.content, 'Listing Description', flat.content.descriptionSections['Listing Description']!).value;
    expect(suggestion.score!.value).toBeGreaterThan(before);
    expect(suggestion.score!.change).toBe(suggestion.score!.value - before);
  });

  it('follows an edited fact in the next suggestion', async () => {
    const metro = await hostFact('transport');
    const res = await app.call(app.tokens.alice, 'PATCH', `/api/listing/${flat.id}/facts/${metro.id}`, {
      text: 'The metro is a 10-minute walk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fact).toMatchObject({ id: metro.id, kind: 'transport', text: 'The metro is a 10-minute walk.', verbatim: false });
    const suggestion = await description();
    expect(suggestion.text).toContain('The metro is a 10-minute walk.');
    expect(suggestion.text).not.toContain('5-minute');
  });

  it('leaves out a removed fact from the next suggestion', async () => {
    const balcony = await hostFact('outdoor');
    const res = await app.call(app.tokens.alice, 'DELETE', `/api/listing/${flat.id}/facts/${balcony.id}`);
    expect(res.json()).toEqual({ success: true, id: balcony.id });
    expect((await app.facts(app.tokens.alice, flat.id)).hostFacts.map((f) => f.kind)).toEqual(['transport', 'internet']);
    expect((await description()).text).not.toMatch(/balcony|river view/);
  });

  it('replaces a fact the host tells again, and says what it replaced', async () => {
    const reply = await app.chat(app.tokens.alice, flat.id, 'The wifi is 500 Mbps');
    expect(reply).toContain('- The wifi is 500 Mbps. (instead of "The wifi is 300 Mbps.")');
    expect((await app.facts(app.tokens.alice, flat.id)).hostFacts.filter((f) => f.kind === 'internet').map((f) => f.text)).toEqual([
      'The wifi is 500 Mbps.',
    ]);
  });

  it('keeps what it cannot read as the host wrote it, added in the panel or answered in chat', async () => {
    const res = await app.call(app.tokens.alice, 'POST', `/api/listing/${flat.id}/facts`, { text: 'Lovely neighbours' });
    expect(res.statusCode).toBe(201);
    expect(res.json().fact).toMatchObject({ kind: 'note', label: 'In your words', text: 'Lovely neighbours.', verbatim: true });
    // A reply with questions makes the next message an answer: a plain sentence is kept as it is.
    const asked = await app.chat(app.tokens.alice, flat.id, 'rewrite other things to note');
    expect(questionsIn(asked).length).toBeGreaterThan(0);
    const reply = await app.chat(app.tokens.alice, flat.id, 'Honestly the best pastries in town are next to us');
    expect(reply).toContain('kept this in your own words');
    expect((await app.facts(app.tokens.alice, flat.id)).hostFacts.at(-1)).toMatchObject({
      verbatim: true,
      text: 'Honestly the best pastries in town are next to us.',
    });
  });

  it('keeps a listing whose title scores 100/100 as it is', async () => {
    const reply = await app.chat(app.tokens.alice, loft.id, 'improve my title');
    expect(suggestionsIn(reply).filter((s) => s.section === 'Title')).toEqual([]);
    expect(reply).toContain(`It scores 100/100: every check the rubric runs on it passes, so I'd leave it as it is.\n\n> ${loft.title}`);
  });

  it("answers 404 for another user's listing or fact, and for facts that do not exist", async () => {
    const { call, tokens } = app;
    const fact = (await app.facts(tokens.alice, flat.id)).hostFacts[0]!;
    expect((await call(tokens.bob, 'GET', `/api/listing/${flat.id}/facts`)).json()).toEqual({
      code: 'listing_not_found',
      message: 'Listing not found',
    });
    expect((await call(tokens.bob, 'PATCH', `/api/listing/${flat.id}/facts/${fact.id}`, { text: 'x y z' })).statusCode).toBe(404);
    expect((await call(tokens.bob, 'DELETE', `/api/listing/${flat.id}/facts/${fact.id}`)).statusCode).toBe(404);
    // Bob's own listing id with Alice's fact id: the fact is not his.
    expect((await call(tokens.bob, 'PATCH', `/api/listing/${bobs.id}/facts/${fact.id}`, { text: 'x y z' })).json()).toEqual({
      code: 'not_found',
      message: 'Fact not found',
    });
    expect((await call(tokens.alice, 'DELETE', `/api/listing/${flat.id}/facts/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(tokens.alice, 'DELETE', `/api/listing/${flat.id}/facts/not-an-id`)).statusCode).toBe(404);
    expect((await call(tokens.alice, 'GET', '/api/listing/not-an-id/facts')).statusCode).toBe(404);
    expect((await app.facts(tokens.alice, flat.id)).hostFacts.map((f) => f.id)).toContain(fact.id);
  });

  it('validates the text and needs a signed-in user', async () => {
    const { call, tokens } = app;
    expect((await call(tokens.alice, 'POST', `/api/listing/${flat.id}/facts`, { text: '   ' })).json()).toEqual({
      code: 'validation_failed',
      message: 'text: A fact cannot be empty',
    });
    expect((await call(tokens.alice, 'POST', `/api/listing/${flat.id}/facts`, { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call(tokens.alice, 'POST', `/api/listing/${flat.id}/facts`, {})).statusCode).toBe(400);
    expect((await app.t.app.inject({ method: 'GET', url: `/api/listing/${flat.id}/facts` })).statusCode).toBe(401);
  });

  it('goes with the listing when it is deleted', async () => {
    await app.t.database.executeSql('delete from listings where id = $1', [loft.id]);
    await app.call(app.tokens.alice, 'POST', '/api/chat', { listingId: flat.id, content: 'ok', section: null, approvedTexts: {} });
    const rows = await app.t.database.executeSql('select count(*)::int as n from listing_facts where listing_id = $1', [loft.id]);
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe('facts the host tells, with a model configured', () => {
  let server: OpenAiCompatibleServer;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer();
    app = await appWith(
      createModelAssistant({ baseUrl: server.baseUrl, apiKey: 'sk-test-key-000000', model: 'test-model', fallback: createBuiltInCoach() }),
    );
  });
  afterAll(async () => {
    await app.t.close();
    await server.close();
  });

  it('gives the model the facts, and shows its suggestion with the score when it passes the checks', async () => {
    server.script({ content: 'Noted: the balcony, the metro and the wifi.' });
    expect(await app.chat(app.tokens.alice, flat.id, THREE_FACTS)).toBe('Noted: the balcony, the metro and the wifi.');
    const text =
      'A 1-bedroom apartment in Porto with a balcony and a river view, for up to 3 guests. The metro is a 5-minute walk and the wifi is 300 Mbps, so getting around and working are easy. Guests have the whole apartment, with a kitchen, a TV and 2 beds. It is close to everything in the city, and the balcony is the place for a coffee by the river.';
    server.script({ content: `Here is a new one:\n\nSuggested Listing Description: ${text}` });
    const reply = await app.chat(app.tokens.alice, flat.id, 'rewrite the listing description');
    const system = server.calls.at(-1)!.body.messages[0].content as string;
    expect(system).toContain('- Outdoor space · View: It has a balcony with a river view.');
    expect(system).toContain('- Getting around: The metro is a 5-minute walk.');
    const [suggestion] = suggestionsIn(reply);
    expect(suggestion!.text).toBe(text);
    expect(suggestion!.score!.value).toBeGreaterThan(67);
  });

  it("shows the built-in coach's text instead of one that invents an amenity twice", async () => {
    const invented = 'Apartment in Porto with Pool and River View';
    server.script({ content: `Suggested Title: ${invented}` }, { content: `Suggested Title: ${invented}` });
    const reply = await app.chat(app.tokens.alice, flat.id, 'improve my title');
    expect(reply).not.toContain('Pool');
    const [title] = suggestionsIn(reply);
    expect(title!.text).toMatch(/Balcony|River View/);
    expect(title!.score!.value).toBe(100);
  });
});
