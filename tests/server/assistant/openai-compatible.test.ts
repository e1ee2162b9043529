import { createServer } from 'node:net';
import type { ApprovedTexts } from '../../../contract/wire';
import { suggestionsIn } from '../../../contract/suggestions';
import { createAssistant } from '../../../server/assistant/assistant';
import { rubricFor } from '../../../server/assistant/suggestion-score';
import { coachReply, createBuiltInCoach } from '../../../server/assistant/providers/built-in-coach';
import { createImageDescriber, createModelAssistant, ImageDescriptionError } from '../../../server/assistant/providers/openai-compatible';
import type { AssistantLogger, AssistantRequest, ListingSnapshot } from '../../../server/assistant/types';
import { sparseListing, strongListing, weakListing } from '../../support/server/assistant-fixtures';
import { score } from '../../../server/analysis/score';
import { listingOf, samplePage } from '../../support/server/sample-pages';
import { type OpenAiCompatibleServer, startOpenAiCompatibleServer } from '../../support/server/openai-compatible-server';

// The model path with the real `openai` SDK against a local OpenAI-compatible server on loopback.

const API_KEY = 'sk-test-secret-key-0123456789';
let server: OpenAiCompatibleServer;
let logs: { level: string; obj: object; msg?: string }[];
const logger: AssistantLogger = {
  warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => logs.push({ level: 'error', obj, msg }),
};

beforeAll(async () => {
  server = await startOpenAiCompatibleServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  logs = [];
});

const settings = () => ({ baseUrl: server.baseUrl, apiKey: API_KEY, model: 'test-model', logger });
const requestFor = (listing: ListingSnapshot, question: string, extra: Partial<AssistantRequest> = {}): AssistantRequest => ({
  listing,
  question,
  topic: null,
  approvedTexts: {},
  history: [
    { role: 'user', content: 'What is my score?' },
    { role: 'assistant', content: 'Your score is 86/100.' },
  ],
  ...extra,
});
const request = (question: string, approvedTexts: ApprovedTexts = {}) => requestFor(strongListing, question, { approvedTexts });
const lastUserMessage = (call: { body: any }) => call.body.messages.filter((m: any) => m.role === 'user').at(-1).content as string;
const model = () => createModelAssistant({ ...settings(), fallback: createBuiltInCoach() });
const weakTitle = 'Cabin in Asheville with Hot Tub and Mountain View';

describe('a model answer', () => {
  it("passes a good reply on with the rubric's score written into each suggestion, and sends the facts, findings, limits and history", async () => {
    const reply = 'Your title is fine. Another option:\n\nSuggested Title: Lisbon Apartment with Balcony and City View';
    server.script({ content: reply });
    const facts = [{ key: 'transport:metro', kind: 'transport' as const, text: 'The metro is a 5-minute walk.', verbatim: false }];
    const result = await createModelAssistant(settings()).reply(requestFor(strongListing, 'improve my title', { hostFacts: facts }));
    expect(result).toEqual({
      provider: 'model',
      content: 'Your title is fine. Another option:\n\nSuggested Title (100/100, +0): Lisbon Apartment with Balcony and City View',
    });
    expect(server.calls).toHaveLength(1);
    const call = server.calls[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call.body.model).toBe('test-model');
    const [system, ...rest] = call.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Suggested <Section>: <text>');
    expect(system.content).toContain('Title: at most 50 characters');
    expect(system.content).toContain('Amenities (the complete list): Kitchen; Refrigerator; Dishwasher');
    expect(system.content).toContain(
      'HOST FACTS (what the host told you about the listing; as true as the listing facts):\n- Getting around: The metro is a 5-minute walk.',
    );
    expect(system.content).toContain('RUBRIC FINDINGS (scores 0-100)');
    // The stored findings, as the host sees them on the listing: section scores and gains in Optimization Score points.
    expect(system.content).toContain('- Guest access: 80/100.');
    expect(system.content).toMatch(/\(\+\d+ overall\): Write 350-750 characters in Guest access/);
    expect(system.content).toContain('APPROVED TEXTS: none yet.');
    expect(rest.map((m: any) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest.at(-1).content).toBe('improve my title');
  });

  it('tells the model about approved texts', async () => {
    server.script({ content: 'Your title is approved already.' });
    await createModelAssistant(settings()).reply(
      request('improve my title', { title: { text: 'Apartment in Lisbon with Balcony', section: 'Title' } }),
    );
    expect(server.calls[0]!.body.messages[0].content).toContain('APPROVED TEXTS:\n- Title: Apartment in Lisbon with Balcony');
  });

  it('asks once more, naming the problem, when a title is too long, and shows the corrected one with its score', async () => {
    const long = 'Spacious Two-Bedroom Apartment in Lisbon with Balcony and City View';
    server.script(
      { content: `Try this:\nSuggested Title: ${long}` },
      { content: 'Try this:\nSuggested Title: 2-Bedroom Lisbon Apartment, Balcony, City View' },
    );
    const result = await model().reply(request('improve my title'));
    expect(suggestionsIn(result.content)).toEqual([
      { section: 'Title', text: '2-Bedroom Lisbon Apartment, Balcony, City View', score: { value: 100, change: 0 } },
    ]);
    expect(server.calls).toHaveLength(2);
    const retry = server.calls[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: `Try this:\nSuggested Title: ${long}` });
    expect(lastUserMessage(server.calls[1]!)).toContain(`Suggested Title is ${[...long].length} characters; the limit for Title is 50`);
  });

  it('names an invented amenity in the correction', async () => {
    server.script(
      { content: 'Suggested Title: Apartment in Lisbon with Pool' },
      { content: 'The listing has no pool, so:\n\nSuggested Title: Apartment in Lisbon with Balcony and City View' },
    );
    const result = await model().reply(request('improve my title'));
    expect(lastUserMessage(server.calls[1]!)).toContain("mentions pool, which the listing's amenity list does not include");
    expect(suggestionsIn(result.content)).toEqual([
      { section: 'Title', text: 'Apartment in Lisbon with Balcony and City View', score: { value: 100, change: 0 } },
    ]);
  });

  it('lets the model name what the host told the assistant, which the amenity list lacks', async () => {
    server.script({ content: 'Suggested Title: Private Room in Porto with a Balcony' });
    const facts = [{ key: 'outdoor:balcony', kind: 'outdoor' as const, text: 'It has a balcony.', verbatim: false }];
    const result = await model().reply(requestFor(sparseListing, 'improve my title', { hostFacts: facts }));
    expect(server.calls).toHaveLength(1);
    expect(suggestionsIn(result.content)).toEqual([
      { section: 'Title', text: 'Private Room in Porto with a Balcony', score: { value: 100, change: expect.any(Number) } },
    ]);
  });

  it("replaces a title that is still too long after the correction with the built-in coach's", async () => {
    const long = 'Cabin in Asheville with Hot Tub, Mountain View and a Fire Pit';
    server.script({ content: `Suggested Title: ${long}` }, { content: `Here:\nSuggested Title: ${long}` });
    const result = await model().reply(requestFor(weakListing, 'improve my title'));
    expect(server.calls).toHaveLength(2);
    expect(suggestionsIn(result.content)).toEqual([{ section: 'Title', text: weakTitle, score: { value: 100, change: 40 } }]);
    expect(result.content).toContain(
      `The AI model's suggestion for Title did not pass the checks (it is ${[...long].length} characters; the limit for Title is 50), so here is the built-in coach's instead:`,
    );
    expect(result.content).not.toContain(long);
  });

  it("never shows contact details: a text that keeps them is replaced by the built-in coach's", async () => {
    const withPhone = `Guests have the whole cabin. Call 828-555-0199 for the door code. ${'The cabin has a kitchen, a washer and a dryer. '.repeat(4)}`;
    server.script({ content: `Suggested Guest access: ${withPhone}` }, { content: `Suggested Guest access: ${withPhone}` });
    const result = await model().reply(requestFor(weakListing, 'rewrite guest access'));
    expect(lastUserMessage(server.calls[1]!)).toContain('contains contact details');
    expect(result.content).not.toMatch(/828|555-0199/);
    const [access] = suggestionsIn(result.content);
    expect(access!.section).toBe('Guest access');
    expect(access!.text).toMatch(/^Guests have the whole cabin to themselves\./);
    expect(access!.score!.value).toBeGreaterThan(0);
    expect(result.content).toContain("The AI model's suggestion for Guest access did not pass the checks (it contains contact details");
  });

  it('holds the model to the rubric: a text that scores below the current one is corrected, else replaced', async () => {
    const current = rubricFor(
      strongListing.content!,
      'Listing Description',
      strongListing.content!.descriptionSections['Listing Description']!,
    ).value;
    const weaker = 'Lovely and quiet. ' + 'Everything you need is here and we hope you enjoy every minute of your stay with us. '.repeat(3);
    server.script({ content: `Suggested Listing Description: ${weaker}` }, { content: `Suggested Listing Description: ${weaker}` });
    const result = await model().reply(request('rewrite the listing description'));
    expect(lastUserMessage(server.calls[1]!)).toMatch(
      new RegExp(`Suggested Listing Description scores \\d+/100 by the listing rubric, lower than the current text's ${current}/100`),
    );
    expect(result.content).not.toContain('Lovely and quiet');
    for (const s of suggestionsIn(result.content)) expect(s.score!.value).toBeGreaterThanOrEqual(current);
    expect(result.content).toContain("The AI model's suggestion for Listing Description did not pass the checks (it scores");
  });

  describe("held to the copywriter's rules, as the built-in coach is", () => {
    const content = listingOf(samplePage('alfama-loft'));
    const loft: ListingSnapshot = { id: 'sample-loft', title: content.title ?? '', content, ...score(content) };
    const notes = content.descriptionSections['Other things to note']!;
    const withoutNumber = notes.replace(' Registration number 123456/AL.', '');
    const longer = `${withoutNumber} Check-in is after 3:00 PM and checkout is before 11:00 AM. The loft has a smoke alarm and a carbon monoxide alarm.`;

    it('puts back the registration number a model suggestion drops', async () => {
      server.script({ content: `Suggested Other things to note: ${longer}` }, { content: `Suggested Other things to note: ${longer}` });
      const result = await model().reply(requestFor(loft, 'rewrite other things to note'));
      expect(lastUserMessage(server.calls[1]!)).toContain('drops legal text the current one has ("123456/AL")');
      const [other] = suggestionsIn(result.content);
      expect(other!.text).toContain('Registration number 123456/AL.');
      expect(other!.text).toContain('Check-in is after 3:00 PM and checkout is before 11:00 AM.');
      expect(other!.score!.value).toBe(100);
    });

    it('takes out a sentence the model says twice, and its framing words', async () => {
      const twice = `Please note that ${longer.charAt(0).toLowerCase()}${longer.slice(1)} The loft has a smoke alarm and a carbon monoxide alarm. Registration number 123456/AL.`;
      server.script({ content: `Suggested Other things to note: ${twice}` }, { content: `Suggested Other things to note: ${twice}` });
      const result = await model().reply(requestFor(loft, 'rewrite other things to note'));
      expect(lastUserMessage(server.calls[1]!)).toMatch(/says the same sentence twice/);
      const [other] = suggestionsIn(result.content);
      expect(other!.text.match(/The loft has a smoke alarm and a carbon monoxide alarm\./g)).toHaveLength(1);
      expect(other!.text).not.toMatch(/please note/i);
      expect(other!.text).toMatch(/^Alfama is a living neighbourhood/);
      expect(other!.text).toContain('Registration number 123456/AL.');
    });

    it("replaces a suggestion that contradicts a number with the built-in coach's", async () => {
      const current = content.descriptionSections['Listing Description']!;
      const contradicting = current.replace('three minutes on foot', 'ten minutes on foot');
      server.script(
        { content: `Suggested Listing Description: ${contradicting}` },
        { content: `Suggested Listing Description: ${contradicting}` },
      );
      const facts = [{ key: 'transport:tram 28', kind: 'transport' as const, text: 'The tram 28 stops 3 minutes away.', verbatim: false }];
      const result = await model().reply(requestFor(loft, 'rewrite the listing description', { hostFacts: facts }));
      expect(lastUserMessage(server.calls[1]!)).toContain('contradicts a number the listing or the host gave');
      for (const shown of suggestionsIn(result.content)) expect(shown.text).not.toContain('ten minutes on foot');
      expect(result.content).toContain(
        "The AI model's suggestion for Listing Description did not pass the checks (it contradicts a number",
      );
    });
  });

  it("answers with the built-in coach when the model's reply cannot be read, even after the correction", async () => {
    const json = '{"section": "Title", "text": "Cabin with Hot Tub"}';
    server.script({ content: json }, { content: json });
    const result = await model().reply(requestFor(weakListing, 'improve my title'));
    expect(lastUserMessage(server.calls[1]!)).toContain('is not written as a "Suggested <Section>: <text>" line');
    expect(result.content).toMatch(/^\*\*The AI model's answer could not be read\*\*, so here is the built-in coach's instead\./);
    expect(suggestionsIn(result.content)[0]).toEqual({ section: 'Title', text: weakTitle, score: { value: 100, change: 40 } });
    expect(result.content).not.toContain('"section"');
  });

  it("shows the built-in coach's text for the section asked about when the model writes it in a form that cannot be shown", async () => {
    const bad = 'Here is my idea.\nSuggestion for the title: Cabin with a Hot Tub in Asheville';
    server.script({ content: bad }, { content: bad });
    const result = await model().reply(requestFor(weakListing, 'improve my title'));
    expect(result.content).toContain('Here is my idea.');
    expect(result.content).not.toContain('Suggestion for the title');
    expect(result.content).toContain("The AI model did not write its Title in a form I can show, so here is the built-in coach's:");
    expect(suggestionsIn(result.content)).toEqual([{ section: 'Title', text: weakTitle, score: { value: 100, change: 40 } }]);
  });

  it('keeps line breaks the model writes in a quote block, and shows them as one suggestion', async () => {
    const block = [
      'Suggested The space:',
      '> The cabin sleeps up to 6 guests, with 3 bedrooms, 4 beds and 2 baths.',
      '>',
      '> - Kitchen: microwave, oven, stove, refrigerator and a coffee maker.',
      '> - Outside: a hot tub, a fire pit and a backyard with a BBQ grill.',
      '> - Living room: a TV, board games and an indoor fireplace for cold evenings.',
    ].join('\n');
    server.script({ content: block });
    const result = await model().reply(requestFor(weakListing, 'rewrite The space'));
    const [space] = suggestionsIn(result.content);
    expect(space!.text.split('\n')).toHaveLength(5);
    expect(space!.text).toContain('\n\n- Kitchen: microwave');
    expect(space!.score!.change).toBeGreaterThan(0);
  });

  it('never passes on a text the host already approved', async () => {
    const approved = {
      theSpace: { text: 'x', section: 'The space' },
      title: { text: '2-Bedroom Apartment in Lisbon with Balcony', section: 'Title' },
    };
    const again = 'Suggested Title: 2-Bedroom Apartment in Lisbon with Balcony';
    server.script({ content: again }, { content: again });
    const result = await model().reply(request('improve my title', approved));
    expect(lastUserMessage(server.calls[1]!)).toContain('repeats the Title the host already approved');
    expect(suggestionsIn(result.content).map((s) => s.text)).not.toContain('2-Bedroom Apartment in Lisbon with Balcony');
  });
});

describe('when the model cannot answer', () => {
  it("turns a timeout into a clear reply with the built-in coach's answer", async () => {
    server.script({ hang: true });
    const result = await createModelAssistant({ ...settings(), deadlineMs: 300, fallback: createBuiltInCoach() }).reply(
      request('improve my title'),
    );
    expect(result.provider).toBe('model');
    expect(result.content).toMatch(
      /^\*\*The AI model could not answer just now\*\*: it did not answer within 300 ms\. Here is the built-in coach's answer instead\./,
    );
    expect(result.content).toContain(coachReply(request('improve my title')));
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ failure: 'timeout' }) })]);
  });

  it("replaces a failing suggestion with the built-in coach's when the corrected attempt times out", async () => {
    server.script({ content: 'Suggested Title: Cabin in Asheville with Hot Tub, Mountain View and a Fire Pit' }, { hang: true });
    const result = await createModelAssistant({ ...settings(), deadlineMs: 1500 }).reply(requestFor(weakListing, 'improve my title'));
    expect(suggestionsIn(result.content)).toEqual([{ section: 'Title', text: weakTitle, score: { value: 100, change: 40 } }]);
    expect(server.calls).toHaveLength(2);
  });

  it('turns a 500 into a clear reply and never logs the key', async () => {
    server.script({ status: 500, message: `upstream exploded for key ${API_KEY}` });
    const result = await createModelAssistant(settings()).reply(request('what should I fix first'));
    expect(result.content).toBe(
      '**The AI model could not answer just now**: it answered with an error (500). Please try again in a moment.',
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]!.obj).toMatchObject({ failure: 'provider_error', status: 500 });
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
    expect(JSON.stringify(logs)).not.toContain('sk-test');
  });

  it('says the provider refused, without the key, on a 401', async () => {
    server.script({ status: 401, message: `Incorrect API key provided: ${API_KEY}` });
    const result = await createModelAssistant({ ...settings(), fallback: createBuiltInCoach() }).reply(request('hi'));
    expect(result.content).toContain('it refused the request; the server operator needs to check the model settings');
    expect(result.content).toContain('built-in listing coach');
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
  });

  it('says when the provider cannot be reached or sends nothing', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
    });
    const unreachable = await createModelAssistant({ ...settings(), baseUrl: `http://127.0.0.1:${closedPort}/v1` }).reply(request('hi'));
    expect(unreachable.content).toContain('it could not be reached');
    server.script({ content: '   ' });
    const empty = await createModelAssistant(settings()).reply(request('hi'));
    expect(empty.content).toContain('it sent an empty answer');
  });
});

describe('choosing the assistant', () => {
  it('uses the model when LLM settings are configured, else the built-in coach', () => {
    expect(createAssistant({ llm: { baseUrl: server.baseUrl, apiKey: API_KEY, model: 'm' } }).provider).toBe('model');
    expect(createAssistant({ llm: undefined }).provider).toBe('coach');
  });
});

describe('describeImage', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

  it('sends the photo as a vision message and answers a description within 250 characters', async () => {
    const long = 'A bright living room with a grey sofa, a wooden dining table and two windows onto a balcony. '.repeat(4);
    server.script({ content: long });
    const describe = createImageDescriber(settings());
    const text = await describe(png);
    expect(text.length).toBeLessThanOrEqual(250);
    expect(text).toBe(long.trim().split('. ').slice(0, 2).join('. ') + '.');
    const content = server.calls[0]!.body.messages[0].content;
    expect(content[0]).toMatchObject({ type: 'text' });
    expect(content[1].image_url.url).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
  });

  it('passes a photo address through as it is', async () => {
    server.script({ content: 'A kitchen with a gas stove.' });
    await expect(createImageDescriber(settings())('https://images.example.test/p1.jpg')).resolves.toBe('A kitchen with a gas stove.');
    expect(server.calls[0]!.body.messages[0].content[1].image_url.url).toBe('https://images.example.test/p1.jpg');
  });

  it('rejects what is not an image without calling the model', async () => {
    await expect(createImageDescriber(settings())(Uint8Array.from([1, 2, 3, 4]))).rejects.toThrow(ImageDescriptionError);
    await expect(createImageDescriber(settings())('file:///etc/passwd')).rejects.toThrow('must be an http(s) or data: URL');
    expect(server.calls).toHaveLength(0);
  });

  it('rejects with a readable reason when the provider fails', async () => {
    server.script({ status: 500, message: `bad ${API_KEY}` });
    const error = await createImageDescriber(settings())(png).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDescriptionError);
    expect((error as Error).message).toBe('The AI model could not describe the photo: it answered with an error (500).');
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
  });
});
