import type { CategoryKey } from '../../../contract/wire';
import { type ChatTopic, type SuggestionSection } from '../../../contract/suggestions';

// What the host asks for, read from the message (English keywords) and the card it was sent from.

export type Intent =
  | { kind: 'help' }
  | { kind: 'fix_first' }
  | { kind: 'score' }
  | { kind: 'limits' }
  | { kind: 'rewrite'; section: SuggestionSection; variant: boolean }
  | { kind: 'description_overview' }
  | { kind: 'photos' }
  | { kind: 'amenities' }
  | { kind: 'safety' }
  | { kind: 'category'; category: Extract<CategoryKey, 'pricing' | 'localOptimization'> }
  | { kind: 'market' }
  | { kind: 'beyond' };

const SECTION_WORDS: { topic: ChatTopic; pattern: RegExp }[] = [
  {
    topic: 'Listing Description',
    pattern:
      /\blisting\s+description\b|\bsummary\b|\babout\s+this\s+(?:space|place)\b|\bintro(?:duction)?\b|\bopening\s+(?:text|paragraph)\b/i,
  },
  { topic: 'The space', pattern: /\bthe\s+space\b|\byour\s+property\b|\bspace\s+section\b/i },
  {
    topic: 'Guest access',
    pattern: /\bguests?'?\s+access\b|\baccess\s+(?:section|part|text)\b|^\W*(?:rewrite|improve|write|fix)\s+(?:my\s+|the\s+)?access\b/i,
  },
  { topic: 'Other things to note', pattern: /\bother\s+(?:things|details)\b|\bthings\s+to\s+note\b|\bnotes?\b/i },
  { topic: 'House Rules', pattern: /\bhouse\s+rules?\b|\brules?\b/i },
  { topic: 'Title', pattern: /\btitle\b|\bheadline\b|\blisting\s+name\b/i },
  { topic: 'Photos', pattern: /\bphotos?\b|\bpictures?\b|\bimages?\b|\bpics?\b|\bcover\s+(?:photo|image)\b/i },
  { topic: 'Amenities', pattern: /\bamenit(?:y|ies)\b|\bfacilities\b/i },
  { topic: 'Guest Safety', pattern: /\bsafety\b|\bsmoke\s+alarm\b|\bcarbon\s+monoxide\b|\bco\s+alarm\b/i },
  { topic: 'Description', pattern: /\bdescriptions?\b/i },
];

const REWRITE =
  /\b(?:rewrite|re-write|improve|better|suggest|write|draft|fix|shorten|tighten|optimi[sz]e|polish|redo|update|change|make|help\s+(?:me\s+)?with|work\s+on|new|edit)\b/i;
const VARIANT = /\b(?:another|variant|alternative|different|new\s+version|other\s+(?:option|version)|once\s+more|try\s+again)\b/i;
const GREETING =
  /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|help|\?)\W*$|\bwhat\s+can\s+you\s+do\b|\bhow\s+(?:do|does)\s+(?:you|this)\s+work\b|\bwhat\s+do\s+you\s+do\b|\bwho\s+are\s+you\b/i;
const FIX_FIRST =
  /\bfix\s+first\b|\bfirst\b.*\b(?:fix|change|improve|do)\b|\bprioriti[sz]e|\bpriorit(?:y|ies)\b|\bmost\s+important\b|\bwhere\s+(?:do|should)\s+i\s+(?:start|begin)\b|\bquick\s+wins?\b|\bbiggest\b|\bwhat\s+should\s+i\s+(?:fix|change|improve|do)\b|\bhow\s+(?:can|do|should)\s+i\s+(?:improve|raise|increase|boost)\s+(?:my\s+|the\s+)?(?:listing|score|ranking)\b/i;
// Other listings of the place: "what do top listings near me have?", "how do I compare with the competition?".
const MARKET =
  /\b(?:top|best|busiest|popular|successful|other|similar|comparable|competing)\s+(?:listings?|hosts?|homes|rentals|airbnbs?)\b|\bbusiest\b|\bcompetit(?:ors?|ion)\b|\bcomparables?\b|\bmy\s+market\b|\b(?:listings?|homes|rentals|airbnbs?)\s+(?:like\s+mine|nearby|near\s+me|around\s+(?:me|here)|in\s+my\s+area)\b/i;
const SCORE = /\bscores?\b|\bpoints?\b|\bgrade\b|\brating\s+of\s+my\s+listing\b/i;
const LIMITS = /\blimits?\b|\bhow\s+(?:long|many\s+characters)\b|\bcharacters?\b|\bmax(?:imum)?\s+length\b/i;
const PRICING = /\bpric(?:e|es|ing)\b|\brates?\b|\bcleaning\s+fee\b|\bdiscounts?\b/i;
const LOCATION = /\blocation\b|\bneighbou?rhood\b|\blocal\b|\barea\b/i;

function sectionTopicIn(question: string): ChatTopic | null {
  for (const { topic, pattern } of SECTION_WORDS) if (pattern.test(question)) return topic;
  return null;
}

const REWRITABLE = new Set<ChatTopic>(['Title', 'Listing Description', 'The space', 'Guest access', 'Other things to note', 'House Rules']);

export function detectIntent(question: string, topic: ChatTopic | null): Intent {
  const q = question.trim();
  const named = sectionTopicIn(q);
  const target = named ?? topic;
  const variant = VARIANT.test(q);
  if (GREETING.test(q) && !named) return { kind: 'help' };
  if (MARKET.test(q)) return { kind: 'market' };
  if (!named && FIX_FIRST.test(q)) return { kind: 'fix_first' };
  if (LIMITS.test(q) && !REWRITE.test(q)) return { kind: 'limits' };
  if (target && REWRITABLE.has(target)) return { kind: 'rewrite', section: target as SuggestionSection, variant };
  // 'Rewrite my description' means the text under the title, which the editor calls the Listing Description;
  // a message from the Description card (all four parts) gets the overview, which names the part to start with.
  if (target === 'Description') {
    return named === 'Description' && REWRITE.test(q)
      ? { kind: 'rewrite', section: 'Listing Description', variant }
      : { kind: 'description_overview' };
  }
  if (target === 'Photos') return { kind: 'photos' };
  if (target === 'Amenities') return { kind: 'amenities' };
  if (target === 'Guest Safety') return { kind: 'safety' };
  if (PRICING.test(q)) return { kind: 'category', category: 'pricing' };
  if (LOCATION.test(q)) return { kind: 'category', category: 'localOptimization' };
  if (SCORE.test(q)) return { kind: 'score' };
  if (FIX_FIRST.test(q) || /\b(?:improve|better|optimi[sz]e)\b.*\blisting\b/i.test(q)) return { kind: 'fix_first' };
  return { kind: 'beyond' };
}
