import type { CategoryKey } from '../../../contract/wire';
import { type ChatTopic, type SuggestionSection } from '../../../contract/suggestions';

// What the host asks for, read from the message (English keywords) and the card it was sent from.

export type LengthWish = 'shorter' | 'longer';

export interface RewriteIntent {
  kind: 'rewrite';
  section: SuggestionSection;
  variant: boolean;
  /** The host wants it shorter or longer. */
  length?: LengthWish;
  /** The host asked to use what they told ('use that', 'use the tram fact'). */
  use?: boolean;
  /** No section was named, picked or talked about: the coach chooses the one with the most to gain. */
  guessed?: boolean;
}

/** What the conversation says beyond the message: the section talked about last, one a named fact belongs to. */
export interface IntentContext {
  lastSection?: SuggestionSection | null;
  factSection?: SuggestionSection | null;
}

export type Intent =
  | { kind: 'help' }
  | { kind: 'fix_first' }
  | { kind: 'score' }
  | { kind: 'limits' }
  | RewriteIntent
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
      /\blisting\s+description\b|\bsummary\b|\babout\s+this\s+(?:space|place)\b|\bintro(?:duction)?\b|\bopening(?:\s+(?:text|paragraph|lines?|sentence))?\b|\bhook\b|\bfirst\s+(?:paragraph|lines?)\b/i,
  },
  { topic: 'The space', pattern: /\bthe\s+space\b|\byour\s+property\b|\bspace\s+section\b|\bmy\s+space\b/i },
  {
    topic: 'Guest access',
    pattern: /\bguests?'?\s+access\b|\baccess\s+(?:section|part|text)\b|^\W*(?:rewrite|improve|write|fix)\s+(?:my\s+|the\s+)?access\b/i,
  },
  {
    topic: 'Other things to note',
    pattern: /\bother\s+(?:things|details)\b|\bthings\s+to\s+(?:note|know)\b|\bnotes?\s+(?:section|part|text)\b|\bthe\s+notes?\b/i,
  },
  { topic: 'House Rules', pattern: /\bhouse\s+rules?\b|\brules?\b/i },
  { topic: 'Title', pattern: /\btitle\b|\bheadline\b|\blisting\s+name\b/i },
  { topic: 'Photos', pattern: /\bphotos?\b|\bpictures?\b|\bimages?\b|\bpics?\b|\bcover\s+(?:photo|image)\b/i },
  { topic: 'Amenities', pattern: /\bamenit(?:y|ies)\b|\bfacilities\b/i },
  { topic: 'Guest Safety', pattern: /\bsafety\b|\bsmoke\s+alarm\b|\bcarbon\s+monoxide\b|\bco\s+alarm\b/i },
  { topic: 'Description', pattern: /\bdescriptions?\b/i },
];

const REWRITE =
  /\b(?:rewrite|re-?write|rephrase|reword|improve|better|suggest|write|draft|fix|shorten|tighten|optimi[sz]e|polish|redo|re-?do|update|change|make|help\s+(?:me\s+)?with|work\s+on|new|edit|punch(?:y|ier)|catch(?:y|ier)|appealing|concise|version|again|use|using|include|add|weave|incorporate)\b/i;
const SHORTER =
  /\b(?:shorter|shorten|tighten|trim|cut\s+(?:it\s+)?(?:down|back)|more\s+concise|concise|too\s+long|less\s+text|fewer\s+words|condense|briefer|snappier)\b/i;
const LONGER = /\b(?:longer|lengthen|expand|more\s+detail(?:s|ed)?|add\s+more|flesh\s+(?:it\s+)?out|too\s+short|elaborate|say\s+more)\b/i;
const USE =
  /\b(?:work|weave|fit|put|slot)\s+(?:it|that|them|this|those|these)\s+in\b|\b(?:use|using|include|including|weave|incorporate|put\s+(?:it|that|them|this|the\s+\w+)\s+in|mention|add)\b[^?]*?\b(?:that|this|those|these|it|them|facts?|what\s+i\s+(?:told|said|wrote|gave)|the\s+[\p{L}\d-]+)\b/iu;
// 'yes', 'go ahead', 'do it': the host accepts what was offered for the section talked about.
const GO_AHEAD =
  /^\W*(?:yes|yeah|yep|sure|ok(?:ay)?|please|go\s+ahead|do\s+it|do\s+that|sounds\s+good|let'?s\s+do\s+(?:it|that))(?:[\s,]+(?:please|do\s+it|go\s+ahead))*\W*$/i;
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
// Rewrite-sounding words in a message about something the coach does not write ('make my taxes', 'write a poem').
const QUESTION_ABOUT_OTHER =
  /\b(?:tax(?:es)?|poem|song|email|e-mail|letter|review|reply\s+to|message\s+to|contract|invoice|website|logo)\b/i;

export function sectionTopicIn(question: string): ChatTopic | null {
  for (const { topic, pattern } of SECTION_WORDS) if (pattern.test(question)) return topic;
  return null;
}

const REWRITABLE = new Set<ChatTopic>(['Title', 'Listing Description', 'The space', 'Guest access', 'Other things to note', 'House Rules']);

function rewrite(section: SuggestionSection, variant: boolean, q: string, extra: Partial<RewriteIntent> = {}): RewriteIntent {
  const length: LengthWish | null = SHORTER.test(q) ? 'shorter' : LONGER.test(q) ? 'longer' : null;
  return {
    kind: 'rewrite',
    section,
    variant,
    ...(length ? { length } : {}),
    ...(USE.test(q) ? { use: true } : {}),
    ...extra,
  };
}

export function detectIntent(question: string, topic: ChatTopic | null, context: IntentContext = {}): Intent {
  const q = question.trim();
  const named = sectionTopicIn(q);
  const variant = VARIANT.test(q);
  const asksRewrite = REWRITE.test(q) || SHORTER.test(q) || LONGER.test(q) || USE.test(q) || variant;
  if (GREETING.test(q) && !named) return { kind: 'help' };
  if (MARKET.test(q)) return { kind: 'market' };
  if (!named && FIX_FIRST.test(q)) return { kind: 'fix_first' };
  if (LIMITS.test(q) && !asksRewrite) return { kind: 'limits' };
  // A message that names no section is about the one the host picked, the one a fact they name belongs to, or the
  // one the conversation was about.
  const picked = topic && REWRITABLE.has(topic) ? topic : null;
  const fromContext = asksRewrite || GO_AHEAD.test(q) ? (context.factSection ?? context.lastSection ?? null) : null;
  const byFact = USE.test(q) ? (context.factSection ?? null) : null;
  const target = named ?? byFact ?? picked ?? fromContext ?? topic;
  if (target && REWRITABLE.has(target)) return rewrite(target as SuggestionSection, variant, q);
  // 'Rewrite my description' means the text under the title, which the editor calls the Listing Description;
  // a message from the Description card (all four parts) gets the overview, which names the part to start with.
  if (target === 'Description') {
    return named === 'Description' && asksRewrite ? rewrite('Listing Description', variant, q) : { kind: 'description_overview' };
  }
  if (target === 'Photos') return { kind: 'photos' };
  if (target === 'Amenities') return { kind: 'amenities' };
  if (target === 'Guest Safety') return { kind: 'safety' };
  if (PRICING.test(q)) return { kind: 'category', category: 'pricing' };
  if (LOCATION.test(q)) return { kind: 'category', category: 'localOptimization' };
  if (SCORE.test(q)) return { kind: 'score' };
  if (FIX_FIRST.test(q) || /\b(?:improve|better|optimi[sz]e)\b.*\blisting\b/i.test(q)) return { kind: 'fix_first' };
  // 'Make it better' with nothing to go on: the section with the most to gain.
  if (asksRewrite && !QUESTION_ABOUT_OTHER.test(q)) return rewrite('Listing Description', variant, q, { guessed: true });
  return { kind: 'beyond' };
}
