import type { ListingContent } from '../../../contract/wire';
import type { SuggestionPart, SuggestionSection } from '../../../contract/suggestions';
import { groundingFor } from '../grounding';
import { factsOf } from '../listing-facts';
import {
  amenitiesAnswer,
  beyondAnswer,
  categoryAnswer,
  type CoachContext,
  descriptionOverviewAnswer,
  fixFirstAnswer,
  helpAnswer,
  limitsAnswer,
  needsListingAnswer,
  noContentAnswer,
  photosAnswer,
  safetyAnswer,
  scoreAnswer,
} from '../coach/answers';
import { factsAnswer } from '../coach/facts-answer';
import { marketAnswer } from '../coach/market-answer';
import { placeName } from '../../market/market-place';
import { detectIntent, type Intent, type IntentContext, sectionTopicIn } from '../coach/intents';
import { planSection } from '../coach/plan';
import { mostToGain, questionsBlock, rewriteAnswer } from '../coach/rewrites';
import { type Workbench, workbench } from '../coach/workbench';
import { factDetails, type KnownFact } from '../facts/fact-details';
import { readMessage } from '../facts/read-facts';
import { enforceReply } from '../protocol';
import { numericConflicts } from '../text-checks';
import { charCount, lengthBounds } from '../limits';
import type { Assistant, AssistantRequest, ChatTurn, ListingSnapshot } from '../types';
import { approvedTextFor, questionsIn, SUGGESTION_SECTIONS, suggestionsIn } from '../../../contract/suggestions';

// The assistant when no model is configured: deterministic answers from the rubric's findings, the listing's own
// facts and what the host told it. Same question, same listing, same facts, same approved texts: same reply.

const REWRITABLE = new Set<string>(SUGGESTION_SECTIONS);
const SECTION_NAMES = SUGGESTION_SECTIONS.map((s) => s.replace(/ /g, '\\s+')).join('|');
const STATUS = new RegExp(`\\*\\*(${SECTION_NAMES})\\*\\*`, 'g');

/** The rewritable section the conversation was last about: the last suggestion or section named, newest first. */
export function lastSectionOf(history: readonly ChatTurn[]): SuggestionSection | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!;
    if (turn.role === 'assistant') {
      const suggested = suggestionsIn(turn.content).at(-1)?.section;
      if (suggested) return suggested;
      const named = [...turn.content.matchAll(STATUS)].at(0)?.[1];
      if (named) return SUGGESTION_SECTIONS.find((s) => s.toLowerCase() === named.replace(/\s+/g, ' ').toLowerCase()) ?? null;
    } else {
      const topic = sectionTopicIn(turn.content);
      if (topic && REWRITABLE.has(topic)) return topic as SuggestionSection;
    }
  }
  return null;
}

const STOP_WORDS = new Set(
  'use using the fact facts that this those these what told you your about with for and into rewrite write make put add include mention please can could would now then also work weave section text description part there have has was were from just info bit one'.split(
    ' ',
  ),
);

/** The host facts a message names by their words ('use the tram fact' names the tram). */
export function factsNamed(message: string, facts: readonly KnownFact[]): KnownFact[] {
  const words = (message.toLowerCase().match(/[\p{L}\d-]{3,}|\d+/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
  if (!words.length) return [];
  return facts.filter((f) => {
    const text = f.text.toLowerCase();
    return words.some((w) => new RegExp(`(?<![\\p{L}\\d])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u').test(text));
  });
}

/** The facts told in the host's latest message that told any ('use that' means them). */
function lastTold(request: AssistantRequest): KnownFact[] {
  const known = request.hostFacts ?? [];
  if (request.toldNow?.length) return known.filter((k) => request.toldNow!.some((t) => t.text === k.text));
  for (let i = request.history.length - 1; i >= 0; i -= 1) {
    const turn = request.history[i]!;
    if (turn.role !== 'user') continue;
    const keys = readMessage(turn.content).facts.map((f) => f.key);
    const facts = known.filter((k) => keys.includes(k.key));
    if (facts.length) return facts;
  }
  return [];
}

function contextOf(request: AssistantRequest, words: string): IntentContext {
  const lastSection = lastSectionOf(request.history);
  const named = factsNamed(words, request.hostFacts ?? []);
  const sections = named.flatMap((f) => factDetails(f).sections);
  // A fact the listing's text gives differently is used where that text is, so the number can be put right.
  const content = request.listing?.content;
  const contradicted = content
    ? SUGGESTION_SECTIONS.find(
        (s) =>
          s !== 'Title' &&
          s !== 'House Rules' &&
          named.some((f) => numericConflicts(f.text, [content.descriptionSections[s] ?? '']).length),
      )
    : undefined;
  const prefer = [request.topic, lastSection].find((s): s is SuggestionSection => Boolean(s) && sections.includes(s as SuggestionSection));
  return { lastSection, factSection: contradicted ?? prefer ?? sections[0] ?? null };
}

/** What the message asks for: its request words, or, for a message that only told facts, the card it came from. */
export function intentOf(request: AssistantRequest): Intent | null {
  const told = request.toldNow?.length ?? 0;
  const words = told ? (request.request ?? '') : request.question;
  if (told && !words.trim()) {
    if (request.topic && REWRITABLE.has(request.topic))
      return { kind: 'rewrite', section: request.topic as SuggestionSection, variant: false };
    // Answers to the questions a rewrite ended with are meant for that section.
    const last = [...request.history].reverse().find((t) => t.role === 'assistant');
    const section = last && questionsIn(last.content).length ? lastSectionOf(request.history) : null;
    return section ? { kind: 'rewrite', section, variant: false } : null;
  }
  return detectIntent(words, request.topic, contextOf(request, words));
}

/** The facts a rewrite should use: those the message names, else (for 'use that') those told last. */
function factsToUse(request: AssistantRequest, intent: Extract<Intent, { kind: 'rewrite' }>, words: string): string[] {
  const named = factsNamed(words, request.hostFacts ?? []);
  if (named.length && (intent.use || /\bfact\b/i.test(words))) return named.map((f) => f.text);
  if (intent.use) return lastTold(request).map((f) => f.text);
  return [];
}

/** The section a request that names none is most likely about: the longest for 'shorter', else the most to gain. */
function guessSection(wb: Workbench, intent: Extract<Intent, { kind: 'rewrite' }>): SuggestionSection {
  if (intent.length === 'shorter') {
    const texts = SUGGESTION_SECTIONS.filter((s) => s !== 'Title' && s !== 'House Rules' && !approvedTextFor(wb.approved, s));
    const fullest = texts.sort(
      (a, b) => charCount(wb.facts.current[b]) / lengthBounds(b).max - charCount(wb.facts.current[a]) / lengthBounds(a).max,
    )[0];
    if (fullest) return fullest;
  }
  return mostToGain(wb, null)?.plan.section ?? intent.section;
}

/** Suggestions for the section made earlier in this conversation, oldest first. */
function earlierSuggestions(history: readonly ChatTurn[], section: SuggestionSection): string[] {
  return history.flatMap((t) =>
    t.role === 'assistant'
      ? suggestionsIn(t.content)
          .filter((s) => s.section === section)
          .map((s) => s.text)
      : [],
  );
}

function rewriteReply(request: AssistantRequest, wb: Workbench, intent: Extract<Intent, { kind: 'rewrite' }>): string {
  const words = request.toldNow?.length ? (request.request ?? '') : request.question;
  const section = intent.guessed ? guessSection(wb, intent) : intent.section;
  // 'Shorter please', 'use that' right after a suggestion for the section refine that suggestion.
  const lastReply = [...request.history].reverse().find((t) => t.role === 'assistant');
  const refining =
    (intent.length || intent.use) && lastReply
      ? suggestionsIn(lastReply.content)
          .filter((s) => s.section === section)
          .at(-1)
      : undefined;
  return rewriteAnswer(wb, section, {
    said: lastReply?.content ?? '',
    variant: intent.variant,
    length: intent.length ?? null,
    use: factsToUse(request, intent, words),
    guessed: !intent.guessed ? null : intent.length === 'shorter' ? 'the longest one' : 'the one with the most to gain',
    from: refining && !approvedTextFor(request.approvedTexts, section) ? refining.text : null,
    earlier: earlierSuggestions(request.history, section),
  });
}

const hasContent = (listing: ListingSnapshot | null): listing is ListingSnapshot & { content: ListingContent } => Boolean(listing?.content);

function answerIntent(request: AssistantRequest, intent: Intent): string {
  const { listing } = request;
  if (intent.kind === 'help') return helpAnswer(listing?.title ?? null);
  if (intent.kind === 'limits') return limitsAnswer();
  if (!listing) return intent.kind === 'beyond' ? beyondAnswer(request.question, false) : needsListingAnswer();
  if (intent.kind === 'market') return marketAnswer(request.question, request.market, placeName(listing.content?.location));
  const needsContent =
    intent.kind === 'rewrite' ||
    intent.kind === 'amenities' ||
    intent.kind === 'safety' ||
    intent.kind === 'photos' ||
    intent.kind === 'description_overview';
  if (needsContent && !listing.content) return noContentAnswer();
  const told = request.hostFacts ?? [];
  const ctx: CoachContext = {
    listing,
    facts: factsOf(listing.content, listing.title, told),
    grounding: groundingFor(listing.content, listing.title, told),
    approved: request.approvedTexts,
  };
  switch (intent.kind) {
    case 'rewrite':
      return rewriteReply(
        request,
        workbench(listing as ListingSnapshot & { content: ListingContent }, told, request.approvedTexts),
        intent,
      );
    case 'fix_first':
      return fixFirstAnswer(ctx);
    case 'score':
      return scoreAnswer(ctx);
    case 'category':
      return categoryAnswer(ctx, intent.category);
    case 'description_overview':
      return descriptionOverviewAnswer(ctx);
    case 'photos':
      return photosAnswer(ctx);
    case 'amenities':
      return amenitiesAnswer(ctx);
    case 'safety':
      return safetyAnswer(ctx);
    case 'beyond':
      return beyondAnswer(request.question, true);
  }
}

export function coachReply(request: AssistantRequest): string {
  const { listing } = request;
  const told = request.toldNow ?? [];
  const intent = intentOf(request);
  const parts: string[] = [];
  if (told.length && listing) {
    parts.push(factsAnswer(hasContent(listing) ? workbench(listing, request.hostFacts ?? [], request.approvedTexts) : null, told));
  }
  // A message that only told facts is answered by the acknowledgement; any request in it is answered after it.
  if (intent && !(told.length && intent.kind === 'beyond')) parts.push(answerIntent(request, intent));
  // The same guard the model's replies go through: a suggestion that breaks a rule never leaves the server.
  return enforceReply(parts.join('\n\n'), {
    listing,
    approvedTexts: request.approvedTexts,
    hostFacts: request.hostFacts ?? [],
  }).content;
}

/**
 * The built-in coach's best suggestion for one section, scored, or what it would ask for instead: what replaces
 * a model's suggestion that failed the checks twice.
 */
export function coachSuggestion(request: AssistantRequest, section: SuggestionSection): { part: SuggestionPart | null; missing: string } {
  const { listing } = request;
  if (!hasContent(listing)) return { part: null, missing: noContentAnswer() };
  const wb = workbench(listing, request.hostFacts ?? [], request.approvedTexts);
  const approved = approvedTextFor(request.approvedTexts, section);
  const plan = planSection(wb, section, {
    variant: Boolean(approved),
    avoid: approved ? [approved] : [],
    baselineText: approved ?? wb.facts.current[section],
  });
  const offer = plan.offers[0];
  if (offer) return { part: { kind: 'suggestion', section, text: offer.text, score: offer.score }, missing: '' };
  const ask = questionsBlock(plan.questions, `Tell me these facts and I can write a better ${section}:`).join('\n\n');
  const missing = plan.praise
    ? `Your ${section} already scores ${plan.baseline}/100, so I'd leave it as it is.`
    : `I can't write a ${section} that scores above yours (${plan.baseline}/100) from what I know yet.${ask ? `\n\n${ask}` : ''}`;
  return { part: null, missing };
}

export function createBuiltInCoach(): Assistant {
  return {
    provider: 'coach',
    async reply(request) {
      return { content: coachReply(request), provider: 'coach' };
    },
  };
}
