import type { ListingContent } from '../../../contract/wire';
import { questionsIn, SUGGESTION_SECTIONS, type SuggestionSection, suggestionsIn } from '../../../contract/suggestions';
import { score } from '../../../server/analysis/score';
import type { KnownFact } from '../../../server/assistant/facts/fact-details';
import { readMessage } from '../../../server/assistant/facts/read-facts';
import { groundingFor } from '../../../server/assistant/grounding';
import { charCount, checkSuggestion } from '../../../server/assistant/limits';
import { factsOf } from '../../../server/assistant/listing-facts';
import { coachReply } from '../../../server/assistant/providers/built-in-coach';
import { rubricFor } from '../../../server/assistant/suggestion-score';
import type { ListingSnapshot } from '../../../server/assistant/types';
import { listingOf, samplePage } from '../../support/server/sample-pages';

// The built-in coach on the sample listings the product ships (server/samples), with and without facts the host
// told it, held to the product's own rubric.

function sample(slug: string): ListingSnapshot & { content: ListingContent } {
  const content = listingOf(samplePage(slug));
  const { seoScore, recommendations } = score(content);
  return { id: `sample-${slug}`, title: content.title ?? '', content, recommendations, seoScore };
}

const told = (message: string): KnownFact[] =>
  readMessage(message).facts.map((f) => ({ key: f.key, kind: f.kind, text: f.text, verbatim: f.verbatim }));

const ask = (listing: ListingSnapshot, question: string, hostFacts: KnownFact[] = []) =>
  coachReply({ listing, question, topic: null, approvedTexts: {}, history: [], hostFacts });

const ASK: Record<SuggestionSection, string> = {
  Title: 'improve my title',
  'Listing Description': 'rewrite the listing description',
  'The space': 'rewrite The space',
  'Guest access': 'rewrite guest access',
  'Other things to note': 'rewrite other things to note',
  'House Rules': 'rewrite house rules',
};

// Three facts per sample, as a host would answer the coach's questions.
const THREE_FACTS: Record<string, string> = {
  'alfama-loft': 'Bedroom 1 has a queen bed, there is paid parking nearby, and the 28 tram stop is a 3-minute walk',
  'basic-flat': 'It has a balcony with a river view, the metro is a 5-minute walk, and the wifi is 300 Mbps',
  'lakeside-cabin': 'Guests check in with a lockbox, the lake beach is a 5-minute walk, and no smoking inside',
  'kreuzberg-garden-studio': 'The U-Bahn is a 4-minute walk, there is free street parking, and it suits solo travellers and couples',
  'villa-serena': 'I meet guests in person, Florence is 20 minutes by car, and no parties or events',
};

const weak = sample('basic-flat');
const DONE_FACTS = 'It has a balcony with a river view, the metro is a 5-minute walk, and the wifi is 300 Mbps';

describe('the weak sample, after the host tells three facts in one message', () => {
  const facts = told(DONE_FACTS);
  const current = weak.content.descriptionSections['Listing Description']!;
  const [description] = suggestionsIn(ask(weak, 'rewrite the listing description', facts));

  it('suggests a Listing Description that mentions the balcony, the river view and the metro', () => {
    expect(description!.section).toBe('Listing Description');
    expect(description!.text).toMatch(/balcony/i);
    expect(description!.text).toMatch(/river view/i);
    expect(description!.text).toMatch(/metro/i);
  });

  it('keeps it within its limits', () => {
    expect(charCount(description!.text)).toBeLessThanOrEqual(500);
    expect(checkSuggestion('Listing Description', description!.text, groundingFor(weak.content, weak.title, facts))).toEqual([]);
  });

  it('scores it higher than the current one, and shows that score', () => {
    const before = rubricFor(weak.content, 'Listing Description', current).value;
    const after = rubricFor(weak.content, 'Listing Description', description!.text).value;
    expect(after).toBeGreaterThan(before);
    expect(description!.score).toEqual({ value: after, change: after - before });
  });

  it('names the balcony and the river view in a title too', () => {
    const titles = suggestionsIn(ask(weak, 'improve my title', facts)).map((t) => t.text);
    expect(titles[0]).toMatch(/Balcony/);
    expect(titles[0]).toMatch(/River View/);
  });

  it('asks first for the fact that would raise the score most, and that fact does raise it', () => {
    // Two more facts take the description close to the 350 characters the rubric asks for; one more answer does it.
    const more = [...facts, ...told('Ribeira market is a 10-minute walk. The flat gets lots of morning sun through two tall windows.')];
    const [before] = suggestionsIn(ask(weak, 'rewrite the listing description', more));
    const [first] = questionsIn(ask(weak, 'rewrite the listing description', more));
    expect(first).toBeDefined();
    const answer = first!.answers[0] ?? 'It suits couples and families who want to explore Porto on foot';
    const [better] = suggestionsIn(ask(weak, 'rewrite the listing description', [...more, ...told(answer)]));
    expect(better!.score!.value).toBeGreaterThan(before!.score!.value);
  });
});

describe('a message that tells facts', () => {
  const toldNow = (message: string) => readMessage(message).facts.map((f) => ({ text: f.text, verbatim: f.verbatim, replaced: null }));
  const reply = (message: string, topic: 'The space' | null = null) => {
    const read = readMessage(message);
    const hostFacts = told(message);
    return coachReply({
      listing: weak,
      question: message,
      topic,
      approvedTexts: {},
      history: [],
      hostFacts,
      toldNow: toldNow(message),
      request: read.request,
    });
  };

  it('is acknowledged with what was noted and what it can raise, and nothing else when it asks for nothing', () => {
    const answer = reply(DONE_FACTS);
    expect(answer).toMatch(/^Thanks, I've noted this about the listing:\n- It has a balcony with a river view\./);
    expect(answer).toMatch(/- Title: 94\/100 → 100\/100\n/);
    // One plain invitation, no phrase to learn.
    expect(answer.match(/Tell me which one to rewrite\./g)).toHaveLength(1);
    expect(answer).not.toMatch(/ask me (?:to|for) "/);
    expect(suggestionsIn(answer)).toEqual([]);
  });

  it('is also answered when it asks for something, or when it was sent from a section card', () => {
    const withRequest = reply('It has a balcony. Improve my title.');
    expect(withRequest).toContain("Thanks, I've noted this about the listing:\n- It has a balcony.");
    expect(suggestionsIn(withRequest)[0]!.text).toMatch(/Balcony/);
    const fromCard = reply('The bedroom has a queen bed', 'The space');
    expect(fromCard).toContain('- The bedroom has a queen bed.');
    expect(suggestionsIn(fromCard).map((s) => s.section)).toEqual(['The space']);
  });
});

describe('a section that already scores 100/100', () => {
  const strong = sample('alfama-loft');

  it('keeps the title: the reply praises it and suggests nothing else', () => {
    expect(rubricFor(strong.content, 'Title', strong.title).value).toBe(100);
    const reply = ask(strong, 'improve my title');
    expect(suggestionsIn(reply).filter((x) => x.section === 'Title')).toEqual([]);
    expect(reply).toContain('scores 100/100');
    expect(reply).toContain(`> ${strong.title}`);
  });

  it('gives alternatives only when asked, each keeping the place, the type and the selling points', () => {
    const alternatives = suggestionsIn(ask(strong, 'another title'));
    expect(alternatives.length).toBeGreaterThan(0);
    for (const t of alternatives) {
      for (const part of ['Alfama', 'Loft', 'Rooftop Terrace', 'River View']) expect(t.text).toContain(part);
      expect(t.score!.value).toBe(100);
    }
  });

  it("keeps the host's paragraphs and list in a shorter The space", () => {
    const [space] = suggestionsIn(ask(strong, 'make the space shorter please'));
    const lines = strong.content.descriptionSections['The space']!.split('\n').filter((l) => l.startsWith('• '));
    expect(lines.length).toBeGreaterThan(3);
    const kept = lines.filter((l) => space!.text.split('\n').includes(l));
    expect(kept.length).toBeGreaterThanOrEqual(lines.length - 1);
    expect(space!.text).toContain('\n\n');
    expect(charCount(space!.text)).toBeLessThan(charCount(strong.content.descriptionSections['The space']!));
  });
});

describe.each(Object.keys(THREE_FACTS))('every suggestion for "%s"', (slug) => {
  const listing = sample(slug);
  const current = factsOf(listing.content, listing.title).current;
  it.each([
    ['without host facts', [] as KnownFact[]],
    ['with three host facts', told(THREE_FACTS[slug]!)],
  ])('%s never scores lower than the current text, and keeps the limits', (_label, facts) => {
    const grounding = groundingFor(listing.content, listing.title, facts);
    for (const section of SUGGESTION_SECTIONS) {
      const before = rubricFor(listing.content, section, current[section]).value;
      for (const s of suggestionsIn(ask(listing, ASK[section], facts)).filter((x) => x.section === section)) {
        // A suggestion never scores lower; one that scores the same says something the current text does not.
        expect(s.score!.value).toBeGreaterThanOrEqual(before);
        if (s.score!.value === before) expect(charCount(s.text)).toBeGreaterThan(charCount(current[section]));
        const ownTitle = section === 'Title' ? { ...grounding, amenityText: `${grounding.amenityText}\n${listing.title}` } : grounding;
        expect(checkSuggestion(section, s.text, ownTitle)).toEqual([]);
      }
    }
  });
});

describe('Airbnb\'s "Patio or balcony" amenity, which says one or the other', () => {
  const cabin = sample('lakeside-cabin');
  const bare = (text: string) => text.replace(/patio or balcony/gi, '');

  it('is not claimed as a balcony when the host never says which it is', () => {
    expect(cabin.content.amenities).toContain('Patio or balcony');
    const texts = SUGGESTION_SECTIONS.flatMap((section) => suggestionsIn(ask(cabin, ASK[section])).map((s) => s.text));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(bare(text)).not.toMatch(/balcon/i);
    // A bare title and no fireplace: the coach builds titles from the features ('...with Balcony' before).
    const noFireplace = (a: { title: string } | string) => !/fireplace/i.test(typeof a === 'string' ? a : a.title);
    const content = {
      ...cabin.content,
      title: 'Cabin',
      amenities: cabin.content.amenities.filter(noFireplace),
      amenityDetails: cabin.content.amenityDetails.filter(noFireplace),
    };
    const titles = suggestionsIn(ask({ ...cabin, title: 'Cabin', content }, 'improve my title')).map((s) => s.text);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/balcon/i);
    expect(titles.join(' ')).toMatch(/Outdoor Space/);
  });

  it('is the balcony when the host writes about their balcony', () => {
    const content = {
      ...cabin.content,
      descriptionSections: {
        ...cabin.content.descriptionSections,
        'The space': `${cabin.content.descriptionSections['The space']} The balcony looks over the birches.`,
      },
    };
    expect(factsOf(content, cabin.title).features.map((f) => f.titleLabel)).toContain('Balcony');
  });
});
