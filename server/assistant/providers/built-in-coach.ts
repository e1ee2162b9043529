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
  rewriteAnswer,
  safetyAnswer,
  scoreAnswer,
} from '../coach/answers';
import { detectIntent } from '../coach/intents';
import { enforceReply } from '../protocol';
import type { Assistant, AssistantRequest } from '../types';

// The assistant when no model is configured: deterministic answers from the rubric's findings and the
// listing's own facts. Same question, same listing, same approved texts: same reply.

export function coachReply(request: AssistantRequest): string {
  const intent = detectIntent(request.question, request.topic);
  const { listing } = request;
  if (intent.kind === 'help') return helpAnswer(listing?.title ?? null);
  if (intent.kind === 'limits') return limitsAnswer();
  if (!listing) return intent.kind === 'beyond' ? beyondAnswer(request.question, false) : needsListingAnswer();
  const needsContent =
    intent.kind === 'rewrite' ||
    intent.kind === 'amenities' ||
    intent.kind === 'safety' ||
    intent.kind === 'photos' ||
    intent.kind === 'description_overview';
  if (needsContent && !listing.content) return noContentAnswer();
  const ctx: CoachContext = {
    listing,
    facts: factsOf(listing.content, listing.title),
    grounding: groundingFor(listing.content, listing.title),
    approved: request.approvedTexts,
  };
  let reply: string;
  switch (intent.kind) {
    case 'rewrite':
      reply = rewriteAnswer(ctx, intent.section, intent.variant);
      break;
    case 'fix_first':
      reply = fixFirstAnswer(ctx);
      break;
    case 'score':
      reply = scoreAnswer(ctx);
      break;
    case 'category':
      reply = categoryAnswer(ctx, intent.category);
      break;
    case 'description_overview':
      reply = descriptionOverviewAnswer(ctx);
      break;
    case 'photos':
      reply = photosAnswer(ctx);
      break;
    case 'amenities':
      reply = amenitiesAnswer(ctx);
      break;
    case 'safety':
      reply = safetyAnswer(ctx);
      break;
    case 'beyond':
      reply = beyondAnswer(request.question, true);
      break;
  }
  // The same guard the model's replies go through: a suggestion that breaks a rule never leaves the server.
  return enforceReply(reply, { listing, approvedTexts: request.approvedTexts }).content;
}

export function createBuiltInCoach(): Assistant {
  return {
    provider: 'coach',
    async reply(request) {
      return { content: coachReply(request), provider: 'coach' };
    },
  };
}
