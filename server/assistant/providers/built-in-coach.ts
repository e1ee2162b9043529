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
import { detectIntent, type Intent } from '../coach/intents';
import { planSection } from '../coach/plan';
import { questionsBlock, rewriteAnswer } from '../coach/rewrites';
import { workbench } from '../coach/workbench';
import { enforceReply } from '../protocol';
import type { Assistant, AssistantRequest, ListingSnapshot } from '../types';
import { approvedTextFor } from '../../../contract/suggestions';

// The assistant when no model is configured: deterministic answers from the rubric's findings, the listing's own
// facts and what the host told it. Same question, same listing, same facts, same approved texts: same reply.

const REWRITABLE = new Set(['Title', 'Listing Description', 'The space', 'Guest access', 'Other things to note', 'House Rules']);

/** What the message asks for: its request words, or, for a message that only told facts, the card it came from. */
export function intentOf(request: AssistantRequest): Intent | null {
  const told = request.toldNow?.length ?? 0;
  const words = told ? (request.request ?? '') : request.question;
  if (told && !words.trim()) {
    return request.topic && REWRITABLE.has(request.topic)
      ? { kind: 'rewrite', section: request.topic as SuggestionSection, variant: false }
      : null;
  }
  return detectIntent(words, request.topic);
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
      return rewriteAnswer(
        workbench(listing as ListingSnapshot & { content: ListingContent }, told, request.approvedTexts),
        intent.section,
        intent.variant,
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
