import type { ListingContent } from '../../../contract/wire';
import { type ChatTopic, type SuggestionSection, suggestionsIn } from '../../../contract/suggestions';
import { score } from '../../../server/analysis/score';
import type { KnownFact } from '../../../server/assistant/facts/fact-details';
import { readMessage } from '../../../server/assistant/facts/read-facts';
import { coachReply } from '../../../server/assistant/providers/built-in-coach';
import type { ChatTurn, ListingSnapshot } from '../../../server/assistant/types';
import { listingOf, samplePage } from '../../support/server/sample-pages';

// Hosts should not have to learn phrases (issue 38): any plain way of asking for a rewrite, an improvement, a shorter
// or longer text, another version, or "use what I told you" gets a suggestion card for the section the host means:
// the one named, the one a named fact belongs to, the one picked in chat, or the one the conversation was about.

function sample(slug: string): ListingSnapshot & { content: ListingContent } {
  const content = listingOf(samplePage(slug));
  const { seoScore, recommendations } = score(content);
  return { id: `sample-${slug}`, title: content.title ?? '', content, recommendations, seoScore };
}

function told(...messages: string[]): KnownFact[] {
  return messages.flatMap((m) => readMessage(m).facts.map((f) => ({ key: f.key, kind: f.kind, text: f.text, verbatim: f.verbatim })));
}

const weak = sample('basic-flat');
const weakFacts = told(
  'A few things you should know: there is a rooftop terrace, the tram 28 stops 2 minutes away, a washer-dryer.',
  'Free street parking and the metro is a 4-minute walk',
  'Near Ribeira market, with a balcony over the Douro',
);
const strong = sample('alfama-loft');
const strongFacts = told('The tram 28 stops 2 minutes away, a washer-dryer.');

/** A conversation that was about `section`: the host asked for it, the coach answered with its status. */
const about = (section: SuggestionSection): ChatTurn[] => [
  { role: 'user', content: `Tell me about ${section}` },
  { role: 'assistant', content: `**${section}** now has some characters and scores 50/100.` },
];
const toldTram: ChatTurn[] = [
  { role: 'user', content: 'The tram 28 stops 2 minutes away, a washer-dryer.' },
  { role: 'assistant', content: "Thanks, I've noted this about the listing:\n- The tram 28 stops 2 minutes away." },
];

type Row = [string, 'weak' | 'strong', ChatTopic | null, ChatTurn[], SuggestionSection];

const ROWS: Row[] = [
  ['make it better', 'weak', 'Listing Description', [], 'Listing Description'],
  ['now rewrite it using that', 'weak', null, about('The space'), 'The space'],
  ['can you improve my description?', 'weak', null, [], 'Listing Description'],
  ['write The space for me', 'weak', null, [], 'The space'],
  ['improve my title', 'weak', null, [], 'Title'],
  ['rewrite the title', 'weak', null, [], 'Title'],
  ['give me a better headline', 'weak', null, [], 'Title'],
  ['make the listing description more appealing', 'weak', null, [], 'Listing Description'],
  ['fix the opening lines', 'weak', null, [], 'Listing Description'],
  ['rewrite', 'weak', 'The space', [], 'The space'],
  ['improve it', 'weak', 'Title', [], 'Title'],
  ['try again', 'weak', null, about('Listing Description'), 'Listing Description'],
  ['another version please', 'weak', 'The space', [], 'The space'],
  ['could you redo the space section?', 'weak', null, [], 'The space'],
  ['please write something for the space', 'weak', null, [], 'The space'],
  ['help me with my description', 'weak', null, [], 'Listing Description'],
  ['polish my summary', 'weak', null, [], 'Listing Description'],
  ['make it longer', 'weak', 'Listing Description', [], 'Listing Description'],
  ['expand the space', 'weak', null, [], 'The space'],
  ['add more detail to my description', 'weak', null, [], 'Listing Description'],
  ['use what I told you', 'weak', 'The space', [], 'The space'],
  ['work that in', 'weak', null, about('Listing Description'), 'Listing Description'],
  ['put the balcony in the description', 'weak', null, [], 'Listing Description'],
  ['mention the metro in my summary', 'weak', null, [], 'Listing Description'],
  ['yes please', 'weak', null, about('The space'), 'The space'],
  ['go ahead', 'weak', null, about('Listing Description'), 'Listing Description'],
  ['edit my title', 'weak', null, [], 'Title'],
  ['make it punchier', 'weak', 'Title', [], 'Title'],
  ['rephrase the description', 'weak', null, [], 'Listing Description'],
  ['can you rewrite the space with what I told you?', 'weak', null, [], 'The space'],
  ['do the title again', 'weak', null, [], 'Title'],
  ['use the tram fact', 'strong', null, [], 'Listing Description'],
  ['shorter please', 'strong', 'The space', [], 'The space'],
  ['make guest access longer', 'strong', null, [], 'Guest access'],
  ['rewrite other things to note', 'strong', null, [], 'Other things to note'],
  ['Now rewrite the description using that', 'strong', null, toldTram, 'Listing Description'],
  ['tighten the space', 'strong', null, [], 'The space'],
  ['make it shorter', 'strong', null, about('The space'), 'The space'],
  ['could you improve guest access for me?', 'strong', null, [], 'Guest access'],
];

it('covers at least 30 ways of asking', () => {
  expect(new Set(ROWS.map(([q]) => q)).size).toBeGreaterThanOrEqual(30);
});

it.each(ROWS)('"%s" (%s listing, picked: %s) gets a suggestion card for the section meant', (question, which, topic, history, section) => {
  const listing = which === 'weak' ? weak : strong;
  const hostFacts = which === 'weak' ? weakFacts : strongFacts;
  const reply = coachReply({ listing, question, topic, approvedTexts: {}, history, hostFacts });
  const [first] = suggestionsIn(reply);
  expect({ question, section: first?.section }).toEqual({ question, section });
  // No phrase to learn, and nothing said twice.
  expect(reply).not.toMatch(/ask me (?:for|to) "/);
  const lines = reply.split('\n').filter((l) => l.trim() && !l.startsWith('>'));
  expect(new Set(lines).size).toBe(lines.length);
});
