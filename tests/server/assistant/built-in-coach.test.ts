import type { ApprovedTexts } from '../../../contract/wire';
import {
  approvedTextKey,
  CHAT_TOPICS,
  type ChatTopic,
  parseReply,
  SUGGESTION_SECTIONS,
  suggestionsIn,
} from '../../../contract/suggestions';
import { adviceOf } from '../../../server/analysis/score/advice';
import { groundingFor } from '../../../server/assistant/grounding';
import { charCount, checkSuggestion, sentencesOf } from '../../../server/assistant/limits';
import { factsOf } from '../../../server/assistant/listing-facts';
import { rubricFor } from '../../../server/assistant/suggestion-score';
import { detectIntent } from '../../../server/assistant/coach/intents';
import { coachReply, createBuiltInCoach } from '../../../server/assistant/providers/built-in-coach';
import type { ListingSnapshot } from '../../../server/assistant/types';
import { allListings, italianListing, sparseListing, strongListing, weakListing } from '../../support/server/assistant-fixtures';

const ask = (listing: ListingSnapshot | null, question: string, approvedTexts: ApprovedTexts = {}, topic: ChatTopic | null = null) =>
  coachReply({ listing, question, topic, approvedTexts, history: [] });

const QUESTIONS = [
  'improve my title',
  'another title please',
  'rewrite the listing description',
  'give me another listing description',
  'rewrite The space',
  'a different version of the space',
  'rewrite guest access',
  'rewrite other things to note',
  'rewrite house rules',
  'rewrite my description',
  'what should I fix first?',
  'how are my photos',
  'hi',
  'explain my score',
  'how are my amenities',
  'guest safety',
  'what about pricing?',
  'what are the limits?',
];

function everyReply(listing: ListingSnapshot, approved: ApprovedTexts = {}): { question: string; reply: string }[] {
  const plain = QUESTIONS.map((question) => ({ question, reply: ask(listing, question, approved) }));
  const fromCards = CHAT_TOPICS.map((topic) => ({
    question: `Help me improve this (${topic})`,
    reply: ask(listing, 'Help me improve this', approved, topic),
  }));
  return [...plain, ...fromCards];
}

// Words for features a host could claim, each with what on the amenity list backs it; checked independently
// of the coach's own lexicon.
const AMENITY_WORDS: [RegExp, RegExp][] = [
  [/\bpools?\b/i, /pool/i],
  [/hot tub|jacuzzi/i, /hot tub/i],
  [/sauna/i, /sauna/i],
  [/\bgym\b/i, /gym/i],
  [/fireplace/i, /fireplace/i],
  [/fire pit/i, /fire pit/i],
  [/balcon/i, /balcony/i],
  [/patio/i, /patio/i],
  [/terrace/i, /terrace/i],
  [/garden/i, /garden/i],
  [/backyard/i, /backyard/i],
  [/\brooftop\b/i, /rooftop/i],
  [/parking|garage/i, /parking|garage/i],
  [/ev charger/i, /ev charger/i],
  [/\bbbq\b|\bgrill\b/i, /bbq|grill/i],
  [/(?<!dish)washer/i, /(?<!dish)washer/i],
  [/(?<!hair )dryer/i, /(?<!hair )dryer/i],
  [/dishwasher/i, /dishwasher/i],
  [/wi-?fi/i, /wi-?fi/i],
  [/workspace|\bdesk\b/i, /workspace|desk/i],
  [/air conditioning/i, /air conditioning/i],
  [/heating/i, /heating/i],
  [/elevator/i, /elevator/i],
  [/\bcrib\b/i, /crib/i],
  [/pets? (?:allowed|welcome|friendly)|pet-friendly/i, /pets allowed/i],
  [/lockbox/i, /lockbox/i],
  [/self check-in/i, /self check-in/i],
  [/beach/i, /beach/i],
  [/\bviews?\b/i, /view/i],
  [/bathtub/i, /bathtub/i],
  [/\bbikes?\b/i, /bike/i],
  [/kayak/i, /kayak/i],
  [/piano/i, /piano/i],
  [/breakfast/i, /breakfast/i],
  [/\bTV\b/, /\bTV\b/],
  [/coffee maker/i, /coffee maker/i],
  [/microwave/i, /microwave/i],
  [/\boven\b/i, /oven/i],
];

function unbackedAmenityWords(text: string, amenityList: string): string[] {
  return AMENITY_WORDS.filter(([word, backing]) => word.test(text) && !backing.test(amenityList)).map(([word]) => word.source);
}

describe.each(allListings.map((l) => [l.title, l] as const))('the built-in coach on "%s"', (_title, listing) => {
  const replies = everyReply(listing);
  const grounding = groundingFor(listing.content, listing.title);
  const amenityList = listing.content!.amenities.join('\n');

  it('answers every question with at least one paragraph', () => {
    for (const { reply } of replies) expect(reply.trim().length).toBeGreaterThan(20);
  });

  it('keeps every suggestion within the platform limits and content rules', () => {
    const suggestions = replies.flatMap(({ reply }) => suggestionsIn(reply));
    for (const { section, text } of suggestions) {
      const length = charCount(text);
      if (section === 'Title') {
        expect(length).toBeLessThanOrEqual(50);
        expect(text).not.toMatch(/\n/);
      } else if (section === 'Listing Description') {
        expect(length).toBeLessThanOrEqual(500);
        expect(length).toBeGreaterThanOrEqual(150);
        expect(text.search(/[.!?](\s|$)/)).toBeLessThan(300);
      } else if (section === 'House Rules') {
        expect(length).toBeLessThanOrEqual(750);
      } else {
        // 350-750 is the suggested length; a shorter text is offered only above the rubric's 'Too brief' line.
        expect(length).toBeGreaterThanOrEqual(150);
        expect(length).toBeLessThanOrEqual(750);
      }
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(text).not.toMatch(/\b(?!HDTV\b)[A-Z]{4,}\b/);
      expect(text).not.toMatch(/[!?]{2}|,,|\.{4}/);
      expect(text).not.toMatch(/@|https?:|www\.|\d{7,}/);
      expect(checkSuggestion(section, text, grounding)).toEqual([]);
    }
  });

  it("shows every suggestion with the rubric's score, never below the current text's", () => {
    const current = factsOf(listing.content, listing.title).current;
    for (const { section, text, score } of replies.flatMap(({ reply }) => suggestionsIn(reply))) {
      const rubric = rubricFor(listing.content!, section, text).value;
      const before = rubricFor(listing.content!, section, current[section]).value;
      expect(score).toEqual({ value: rubric, change: rubric - before });
      expect(rubric).toBeGreaterThanOrEqual(before);
    }
  });

  it("mentions only amenities on the listing's amenity list or in the host's own words, never one the list says it lacks", () => {
    const own = [listing.title, ...Object.values(listing.content!.descriptionSections)].join('\n');
    const lacking = listing.content!.amenityDetails.filter((a) => !a.available).map((a) => a.title);
    for (const { reply } of replies) {
      for (const { text } of suggestionsIn(reply)) {
        if (listing.content!.language !== 'en') continue;
        expect(unbackedAmenityWords(text, `${amenityList}\n${own}`)).toEqual([]);
        // What the list marks as not included is never said, whoever claims it.
        const lacks = AMENITY_WORDS.filter(([, backing]) => lacking.some((l) => backing.test(l)) && !backing.test(amenityList));
        for (const [word] of lacks) expect({ text, says: word.test(text) }).toEqual({ text, says: false });
      }
    }
  });

  it('writes suggestions the browser parser reads as cards, one per Suggested line', () => {
    for (const { reply } of replies) {
      const lines = reply.split('\n').filter((l) => /^Suggested /.test(l));
      expect(suggestionsIn(reply)).toHaveLength(lines.length);
      const markdown = parseReply(reply).flatMap((p) => (p.kind === 'markdown' ? p.text.split('\n') : []));
      expect(markdown.filter((l) => /^Suggested /.test(l))).toEqual([]);
    }
  });

  it('needs no help from the reply guard (nothing it writes is dropped)', () => {
    for (const { reply } of replies) expect(reply).not.toContain('I left out');
  });

  it('gives the same reply to the same question', () => {
    expect(everyReply(listing)).toEqual(replies);
  });
});

describe("rewrites built from the listing's facts", () => {
  it('keeps a title that scores 100/100, and offers alternatives that keep its type, place and selling points only when asked', () => {
    const reply = ask(strongListing, 'improve my title');
    // No other title: the closest useful thing is the part with the most to gain.
    expect(suggestionsIn(reply).filter((s) => s.section === 'Title')).toEqual([]);
    expect(reply).toContain("It scores 100/100: every check the rubric runs on it passes, so I'd leave it as it is.");
    expect(reply).toContain(`> ${strongListing.title}`);
    expect(reply).toContain('The part with the most to gain is');
    const alternatives = suggestionsIn(ask(strongListing, 'another title please'));
    expect(alternatives.length).toBeGreaterThanOrEqual(1);
    for (const t of alternatives) {
      expect(t.text).not.toBe(strongListing.title);
      for (const part of ['Apartment', 'Alfama', 'Balcony', 'City View']) expect(t.text).toContain(part);
      expect(t.score).toEqual({ value: 100, change: 0 });
    }
  });

  it("fixes a rule-breaking title with the listing's own differentiators", () => {
    const reply = ask(weakListing, 'improve my title');
    const titles = suggestionsIn(reply);
    expect(titles[0]).toEqual({
      section: 'Title',
      text: 'Cabin in Asheville with Hot Tub and Mountain View',
      score: { value: 100, change: 40 },
    });
    expect(titles.map((t) => t.text).join(' ')).not.toMatch(/COZY|!!|828/);
  });

  it('writes The space from amenities and capacity when the host left it empty', () => {
    const [space] = suggestionsIn(ask(weakListing, 'rewrite The space'));
    expect(space!.section).toBe('The space');
    expect(space!.text).toMatch(/^The cabin sleeps up to 6 guests, with 3 bedrooms, 4 beds and 2 baths\./);
    expect(space!.text).toContain('hot tub');
  });

  it('keeps an amenity the host claims but does not list, points it out, and takes out only the link and the shouting', () => {
    const reply = ask(weakListing, 'rewrite the listing description');
    expect(reply).toContain(
      'Your text mentions pool, which your amenity list does not include; if the place has it, add it to your amenities',
    );
    const [summary] = suggestionsIn(reply);
    expect(summary!.text).toMatch(/^Welcome to our cabin! Great for families\. We have a pool and a hot tub\. /);
    expect(summary!.text).not.toMatch(/www|!!/i);
    expect(summary!.text).toContain('It sleeps up to 6 guests, with 3 bedrooms, 4 beds and 2 baths.');
    expect(summary!.text).toContain('a mountain view, an indoor fireplace');
  });

  it('does not pad a section the facts cannot fill, and asks for the missing facts instead', () => {
    for (const question of ['rewrite The space', 'rewrite guest access', 'rewrite other things to note', 'rewrite house rules']) {
      const reply = ask(sparseListing, question);
      expect(suggestionsIn(reply)).toEqual([]);
      expect(reply).toMatch(/won't pad|won't make it up|can't write a better/);
      expect(
        reply.split('\n').filter((l) => l.startsWith('- ') && l.trim().endsWith('?')).length + (reply.match(/\?\s/g) ?? []).length,
      ).toBeGreaterThan(0);
    }
    expect(ask(sparseListing, 'rewrite guest access')).toContain('Which spaces do guests share with you or other guests');
  });

  it("keeps a non-English listing in its own words: only the host's sentences, fitted to the limits", () => {
    const content = italianListing.content!;
    const own = Object.values(content.descriptionSections).flatMap((t) => sentencesOf(t ?? '', 'it'));
    const space = suggestionsIn(ask(italianListing, 'rewrite The space'));
    expect(space).toHaveLength(1);
    expect([...space[0]!.text].length).toBeLessThanOrEqual(750);
    for (const sentence of sentencesOf(space[0]!.text, 'it')) expect(own).toContain(sentence);
    const [title] = suggestionsIn(ask(italianListing, 'improve my title'));
    expect(title!.text).toBe('Bilocale luminoso vicino al Duomo con balcone');
    expect(content.title!.startsWith(title!.text)).toBe(true);
    expect(ask(italianListing, 'rewrite the listing description')).toContain('already fits the limits');
  });
});

describe('approved texts', () => {
  const titles = suggestionsIn(ask(weakListing, 'improve my title')).map((s) => s.text);
  const approvedTitle: ApprovedTexts = { [approvedTextKey('Title')]: { text: titles[0]!, section: 'Title' } };

  it('says a section is already approved instead of suggesting again', () => {
    const reply = ask(weakListing, 'improve my title', approvedTitle);
    expect(suggestionsIn(reply)).toEqual([]);
    expect(reply).toContain('You have already approved a Title');
    expect(reply).toContain(titles[0]);
  });

  it('offers a different version only when asked, never the approved one', () => {
    const reply = ask(weakListing, 'another title please', approvedTitle);
    const offered = suggestionsIn(reply);
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) expect(s.text).not.toBe(titles[0]);
    expect(reply).toContain('your approved title stays');
  });

  it('never re-suggests any approved text in any answer', () => {
    for (const listing of allListings) {
      const approved: ApprovedTexts = {};
      for (const { reply } of everyReply(listing)) {
        for (const s of suggestionsIn(reply)) approved[approvedTextKey(s.section)] ??= { text: s.text, section: s.section };
      }
      const approvedSet = new Set(Object.values(approved).map((a) => a.text));
      for (const { reply } of everyReply(listing, approved)) {
        for (const s of suggestionsIn(reply)) expect(approvedSet.has(s.text)).toBe(false);
      }
    }
  });

  it('leaves approved sections out of the priorities and says what to do with them', () => {
    const reply = ask(weakListing, 'what should I fix first', approvedTitle);
    expect(reply).not.toContain('**Title**');
    expect(reply).toContain('You have already approved new text for Title');
  });
});

describe('the other questions', () => {
  it('ranks what to fix first by the Optimization Score points each fix adds, as the detail screen does', () => {
    const reply = ask(weakListing, 'What should I fix first?');
    const items = reply.split('\n').filter((l) => /^\d\. /.test(l));
    expect(items).toHaveLength(5);
    const gains = items.map((item) => Number(/\(\+(\d+(?:\.\d)?) overall\)/.exec(item)?.[1]));
    expect(gains.every((g) => g > 0)).toBe(true);
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
    // The first ones are the detail screen's top fixes, in its order.
    const advice = adviceOf(weakListing.recommendations!, weakListing.content);
    advice.topFixes.forEach((fix, i) => expect(items[i]).toContain(fix.fix.slice(0, 50)));
  });

  it('reviews photos from the listing and the analysis, each piece of advice once', () => {
    const reply = ask(weakListing, 'how are my photos');
    expect(reply).toContain('The listing shows 5 photos');
    expect(reply.match(/smaller than 1024 x 683/g)).toHaveLength(1);
    expect(reply).toContain('Analyze Photos with AI');
  });

  it('lists what it can do when greeted', () => {
    const reply = ask(strongListing, 'hello');
    for (const phrase of ['improve my title', 'rewrite The space', 'what should I fix first', 'how are my photos'])
      expect(reply).toContain(phrase);
  });

  it('says plainly when a question is beyond it', () => {
    expect(ask(strongListing, 'Can you file my taxes?')).toContain('That is beyond what I can answer as the built-in coach');
  });

  it('asks for a listing in the general thread', () => {
    expect(ask(null, 'improve my title')).toContain('I need a listing for that');
    expect(ask(null, 'hi')).toContain('Pick a listing to chat about');
  });

  it('says when the analysis or the content is not there yet', () => {
    const pending: ListingSnapshot = { ...weakListing, recommendations: null, seoScore: null };
    expect(ask(pending, 'what should I fix first')).toContain('has not finished');
    expect(suggestionsIn(ask(pending, 'improve my title')).length).toBeGreaterThan(0);
    expect(ask({ ...pending, content: null }, 'rewrite The space')).toContain("I don't have this listing's content yet");
  });

  it('answers through the Assistant interface as the coach', async () => {
    const reply = await createBuiltInCoach().reply({ listing: strongListing, question: 'hi', topic: null, approvedTexts: {}, history: [] });
    expect(reply.provider).toBe('coach');
    expect(reply.content).toContain('built-in listing coach');
  });
});

it('covers every rewritable section in the sample replies', () => {
  const sections = new Set(allListings.flatMap((l) => everyReply(l).flatMap(({ reply }) => suggestionsIn(reply).map((s) => s.section))));
  expect([...sections].sort()).toEqual([...SUGGESTION_SECTIONS].sort());
});

describe('reading the question', () => {
  it.each([
    ['improve my title', null, { kind: 'rewrite', section: 'Title', variant: false }],
    ['hi, can you improve my title?', null, { kind: 'rewrite', section: 'Title', variant: false }],
    ['Can you rewrite the guest access section?', null, { kind: 'rewrite', section: 'Guest access', variant: false }],
    ['another version of house rules', null, { kind: 'rewrite', section: 'House Rules', variant: true }],
    ['rewrite my description', null, { kind: 'rewrite', section: 'Listing Description', variant: false }],
    ['Help me improve this', 'The space', { kind: 'rewrite', section: 'The space', variant: false }],
    ['Help me improve this', 'Description', { kind: 'description_overview' }],
    ['Help me improve this', 'Photos', { kind: 'photos' }],
    ['what should I fix first', 'Title', { kind: 'fix_first' }],
    ['How do I raise my score?', null, { kind: 'fix_first' }],
    ['explain my score', null, { kind: 'score' }],
    ['How are my photos?', null, { kind: 'photos' }],
    ['What about my pricing?', null, { kind: 'category', category: 'pricing' }],
    ['what is the character limit for the title?', null, { kind: 'limits' }],
    ['hello', null, { kind: 'help' }],
    ['Can you file my taxes?', null, { kind: 'beyond' }],
  ] as const)('reads "%s" (card %s)', (question, topic, intent) => {
    expect(detectIntent(question, topic)).toEqual(intent);
  });
});
