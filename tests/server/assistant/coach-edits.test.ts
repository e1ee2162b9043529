import type { ListingContent } from '../../../contract/wire';
import { SUGGESTION_SECTIONS, type SuggestionSection, suggestionsIn } from '../../../contract/suggestions';
import { score } from '../../../server/analysis/score';
import type { KnownFact } from '../../../server/assistant/facts/fact-details';
import { readMessage } from '../../../server/assistant/facts/read-facts';
import { factsOf } from '../../../server/assistant/listing-facts';
import { coachReply } from '../../../server/assistant/providers/built-in-coach';
import type { ChatTurn, ListingSnapshot } from '../../../server/assistant/types';
import { copywriterFaults, passingHook, sentences } from '../../support/server/copywriter';
import { listingOf, samplePage } from '../../support/server/sample-pages';

// The built-in coach edits like a careful copywriter (issue 38): on every sample listing, with and without facts the
// host told it, for every section and every way of asking, its suggestions keep the registration number, legal text,
// the selling points and a hook that works, keep passing sentences as written and in order, never repeat a sentence,
// frame a fact, sell a basic, read like a form or contradict a number.

function sample(slug: string): ListingSnapshot & { content: ListingContent } {
  const content = listingOf(samplePage(slug));
  const { seoScore, recommendations } = score(content);
  return { id: `sample-${slug}`, title: content.title ?? '', content, recommendations, seoScore };
}

function told(...messages: string[]): KnownFact[] {
  const facts = new Map<string, KnownFact>();
  for (const m of messages)
    for (const f of readMessage(m).facts) facts.set(f.key, { key: f.key, kind: f.kind, text: f.text, verbatim: f.verbatim });
  return [...facts.values()];
}

function ask(listing: ListingSnapshot, question: string, hostFacts: KnownFact[] = [], history: ChatTurn[] = []): string {
  return coachReply({ listing, question, topic: null, approvedTexts: {}, history, hostFacts });
}

// What the issue's host told the coach.
const ISSUE_FACTS = [
  'A few things you should know: there is a rooftop terrace, the tram 28 stops 2 minutes away, a washer-dryer.',
  'Free street parking and the metro is a 4-minute walk',
  'Near Ribeira market, with a balcony over the Douro',
];
const FACT_SETS: Record<string, string[]> = {
  'alfama-loft': ['The tram 28 stops 2 minutes away, a washer-dryer.', 'There is paid parking nearby'],
  'basic-flat': ISSUE_FACTS,
  'lakeside-cabin': ['Guests check in with a lockbox, the lake beach is a 5-minute walk, and no smoking inside'],
  'kreuzberg-garden-studio': ['The U-Bahn is a 4-minute walk, there is free street parking, and it suits solo travellers and couples'],
  'villa-serena': ['I meet guests in person, Florence is 20 minutes by car, and no parties or events'],
};

const ASKS: [string, (section: SuggestionSection) => string, { shorter?: boolean; corrected?: boolean }][] = [
  ['rewrite', (s) => `rewrite ${s}`, {}],
  ['make it better', (s) => `can you make my ${s} better?`, {}],
  ['shorter', (s) => `make ${s} shorter please`, { shorter: true }],
  ['longer', (s) => `make ${s} longer`, {}],
  ['another version', (s) => `another version of ${s}`, {}],
  ['use what I told', (s) => `use what I told you in ${s}`, { corrected: true }],
];

describe.each(Object.keys(FACT_SETS))('suggestions for "%s"', (slug) => {
  const listing = sample(slug);
  const current = factsOf(listing.content, listing.title).current;
  describe.each([
    ['without host facts', [] as KnownFact[]],
    ['with what the host told', told(...FACT_SETS[slug]!)],
  ])('%s', (_label, facts) => {
    it.each(ASKS)('edit like a careful copywriter when asked to "%s"', (_name, words, allow) => {
      const faults: string[] = [];
      let cards = 0;
      for (const section of SUGGESTION_SECTIONS) {
        for (const s of suggestionsIn(ask(listing, words(section), facts))) {
          cards += 1;
          const found = copywriterFaults(
            { section: s.section, text: current[s.section], content: listing.content, facts: facts.map((f) => f.text) },
            s.text,
            allow,
          );
          faults.push(...found.map((f) => `${s.section}: ${f}`));
        }
      }
      expect(faults).toEqual([]);
      expect(cards).toBeGreaterThan(0);
    });
  });
});

describe('the strong sample, as the issue found it', () => {
  const strong = sample('alfama-loft');
  const facts = told('The tram 28 stops 2 minutes away, a washer-dryer.');
  const current = factsOf(strong.content, strong.title).current;
  const reply = (q: string, history: ChatTurn[] = []) => ask(strong, q, facts, history);

  it('keeps the hook "Wake up to river light…" first', () => {
    const hook = passingHook({ section: 'Listing Description', text: current['Listing Description'], content: strong.content, facts: [] });
    expect(hook).toMatch(/^Wake up to river light/);
    for (const q of [
      'rewrite the listing description',
      'now rewrite the description using that',
      'another version of the listing description',
    ]) {
      for (const s of suggestionsIn(reply(q)).filter((x) => x.section === 'Listing Description'))
        expect(s.text).toMatch(/^Wake up to river light/);
    }
  });

  it('never pastes the fact as typed, never says both 3 and 2 minutes, and corrects the number when asked to use the fact', () => {
    const all = SUGGESTION_SECTIONS.flatMap((s) => suggestionsIn(reply(`rewrite ${s}`)));
    for (const s of all) {
      expect(s.text).not.toContain('2 minutes away, a washer-dryer');
      expect(/three minutes/.test(s.text) && /\b(?:2|two) minutes/.test(s.text)).toBe(false);
    }
    const [used] = suggestionsIn(reply('use the tram fact'));
    expect(used!.section).toBe('Listing Description');
    expect(used!.text).toMatch(
      /^Wake up to river light in a restored 19th-century loft at the top of Alfama, two minutes on foot from the 28 tram/,
    );
    expect(used!.text).not.toMatch(/three minutes/);
  });

  it('says once, in one sentence, why it leaves a number the host gave differently', () => {
    const answer = reply('rewrite the listing description');
    expect(answer.match(/Your text says "three minutes on foot" where you told me "2 minutes away"/g)).toHaveLength(1);
  });

  it('names the section that gives a number differently, and says nothing once the host approved the corrected text', () => {
    const notes = reply('now rewrite other things to note');
    expect(notes).toContain('Your Listing Description says "three minutes on foot" where you told me "2 minutes away"');
    expect(notes).not.toContain('Your text says');
    const [corrected] = suggestionsIn(reply('use the tram fact'));
    const approved = { description: { text: corrected!.text, section: 'Listing Description' as const } };
    const after = coachReply({
      listing: strong,
      question: 'now rewrite other things to note',
      topic: null,
      approvedTexts: approved,
      history: [],
      hostFacts: facts,
    });
    expect(after).not.toMatch(/three minutes on foot/);
    expect(suggestionsIn(after).map((s) => s.section)).toEqual(['Other things to note']);
    // The approved description gives the tram: Other things to note does not say it again.
    expect(suggestionsIn(after)[0]!.text).not.toMatch(/tram/i);
  });

  it('never sells the hair dryer, shampoo or body soap', () => {
    for (const section of SUGGESTION_SECTIONS) {
      for (const s of suggestionsIn(reply(`rewrite ${section}`))) expect(s.text).not.toMatch(/hair dryer|shampoo|body soap|hot water/i);
    }
  });

  it('names the rooftop terrace in Guest access no more often than the host did', () => {
    const terrace = (t: string) => sentences(t).filter((s) => /rooftop terrace|terrace/i.test(s)).length;
    for (const s of suggestionsIn(reply('rewrite guest access')).filter((x) => x.section === 'Guest access')) {
      expect(terrace(s.text)).toBeLessThanOrEqual(terrace(current['Guest access']));
    }
  });

  it('keeps "Registration number 123456/AL" in Other things to note', () => {
    const [other] = suggestionsIn(reply('rewrite other things to note'));
    expect(other!.section).toBe('Other things to note');
    expect(other!.text).toContain('Registration number 123456/AL.');
    expect(other!.text).toContain('Local tourist tax of 2 euros per adult per night is included in the price.');
  });

  it('answers "now rewrite the description using that" with a card, never by teaching a phrase', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'The tram 28 stops 2 minutes away, a washer-dryer.' },
      { role: 'assistant', content: "Thanks, I've noted this about the listing." },
    ];
    const answer = reply('Now rewrite the description using that', history);
    expect(suggestionsIn(answer).map((s) => s.section)).toEqual(['Listing Description']);
    expect(answer).not.toMatch(/ask me (?:for|to) "/);
    const lines = answer.split('\n').filter((l) => l.trim());
    expect(new Set(lines).size).toBe(lines.length);
  });
});

describe('the weak sample, as the issue found it', () => {
  const weak = sample('basic-flat');
  const facts = told(...ISSUE_FACTS);
  const replies = SUGGESTION_SECTIONS.map((s) => ask(weak, `rewrite ${s}`, facts));
  const texts = replies.flatMap((r) => suggestionsIn(r).map((s) => s.text));

  it('puts the facts in as facts, without "A few things you should know"', () => {
    expect(texts.length).toBeGreaterThan(2);
    for (const t of texts) expect(t).not.toMatch(/few things you should know|please note|\balso\b/i);
    expect(texts.join(' ')).toMatch(/There is a rooftop terrace\./);
  });

  it('writes prose, never "In the kitchen: refrigerator. For entertainment: TV."', () => {
    for (const t of texts) expect(t).not.toMatch(/In the kitchen:|For entertainment:|In the bathroom:|For working:/);
    const [space] = suggestionsIn(replies[SUGGESTION_SECTIONS.indexOf('The space')]!);
    expect(space!.text).toMatch(/^The apartment sleeps up to 3 guests, with 1 bedroom, 2 beds and 1 bath\./);
    expect(space!.text).toContain('The kitchen has a refrigerator.');
  });

  it('opens the Listing Description with a hook in place of "Nice apartment in the city", and keeps "Close to everything"', () => {
    const [description] = suggestionsIn(replies[SUGGESTION_SECTIONS.indexOf('Listing Description')]!);
    expect(description!.text).toMatch(/^(?:A|This) 1-bedroom apartment in Porto (?:with|has) /);
    expect(description!.text).not.toContain('Nice apartment in the city.');
    expect(description!.text).toContain('Close to everything.');
    // The location facts follow the host's own sentence about the location.
    expect(description!.text.indexOf('Close to everything.')).toBeLessThan(description!.text.indexOf('The tram 28 stops 2 minutes away.'));
  });
});

describe('what the page says in the host text is not said again, and amenity names read as prose', () => {
  const only = (slug: string, section: SuggestionSection) => {
    const [s] = suggestionsIn(ask(sample(slug), `rewrite ${section}`)).filter((x) => x.section === section);
    return s!.text;
  };

  it('adds no "3 baths" to a description that says "three bathrooms", and keeps what it adds that is new', () => {
    const text = only('villa-serena', 'Listing Description');
    expect(text).toContain('Four bedrooms, three bathrooms');
    expect(text).not.toMatch(/\b3 baths?\b|\b4 bedrooms\b/);
    expect(text).toContain('It sleeps up to 8 guests');
  });

  it('calls a private room "the room", never "the private room has… 1 bedroom", and does not count the double bed twice', () => {
    const space = only('kreuzberg-garden-studio', 'The space');
    expect(space).toContain('The studio has a double bed');
    expect(space).toContain('The room sleeps up to 2 guests.');
    expect(space).not.toMatch(/private room sleeps|1 bedroom|1 bed\b/);
    const description = only('kreuzberg-garden-studio', 'Listing Description');
    // The host calls it 'a bright studio room': no 'Guests stay in a private room' after that.
    expect(description).not.toMatch(/stay in a private room/);
    expect(only('kreuzberg-garden-studio', 'Other things to note')).toMatch(/^Check-in is after 2:00 PM[^.]*\. The room has a smoke alarm/);
  });

  it('writes "Indoor fireplace: wood-burning" as "a wood-burning indoor fireplace"', () => {
    const space = only('lakeside-cabin-trimmed', 'The space');
    expect(space).toContain('a wood-burning indoor fireplace');
    expect(space).not.toMatch(/fireplace:/i);
  });
});
