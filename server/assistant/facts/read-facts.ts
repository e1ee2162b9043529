import { createHash } from 'node:crypto';
import type { HostFactKind } from '../../../contract/wire';
import { amenityTermsIn } from '../grounding';
import { tidyText } from '../limits';

// Reads what a host tells the assistant ("It has a balcony with a river view, the metro is a 5-minute walk, and
// the wifi is 300 Mbps") into facts, one per clause. A clause with a verb is kept in the host's own words (only
// capitalised and ended with a full stop); a bare phrase, as a quick answer sends it ("Free street parking"), gets
// the few words that make it a sentence ("There is free street parking."). A declarative sentence the reader
// cannot place is kept as written, as a note. Questions and requests ("rewrite the title") are not facts.

export interface ReadFact {
  kind: HostFactKind;
  /** A later fact with the same key replaces this one (the host corrected or updated it). */
  key: string;
  /** The fact as suggestions use it: one sentence. */
  text: string;
  /** The words the host wrote. */
  hostWords: string;
  verbatim: boolean;
}

export interface ReadMessage {
  facts: ReadFact[];
  /** The sentences that are not facts (requests, questions, greetings): what the host asks for. */
  request: string;
}

/** A longer sentence the reader cannot place is conversation, not a fact to quote back into a listing. */
export const MAX_NOTE_CHARS = 400;

// ---- Words -------------------------------------------------------------------------------------------------------

const VERB =
  /\b(?:is|are|was|were|has|have|had|can|could|will|would|should|must|may|runs?|takes?|offers?|includes?|comes?|sleeps?|fits?|overlooks?|faces?|looks?|gets?|needs?|sits?|opens?|leads?|stops?|goes|walks?|meets?|greets?|welcomes?|provides?|allows?|allowed|permitted|lets?|shares?|enjoys?|reaches?|gives?|keeps?|stays?|lives?|works?|leaves?|parks?|suits?|lies)\b|\b\w+'(?:s|re)\b/i;
const REQUEST =
  /^(?:please\s+|can you\s+|could you\s+|would you\s+|will you\s+|pls\s+)?(?:rewrite|re-write|improve|write|draft|suggest|make|give|create|fix|update|change|help|show|tell|shorten|tighten|polish|redo|edit|add|remove|use|mention|include|try|explain|check(?![\s-]?(?:in|out))|analy[sz]e|review|list|compare|translate|generate|optimi[sz]e|let'?s|i\s+(?:want|need|would like|'d like))\b/i;
const QUESTION_START =
  /^(?:what|how|why|which|where|when|who|whose|can|could|would|will|should|do|does|did|is|are|am|was|were|shall|may|might)\b/i;
// Conversation, not facts: a sentence made only of such words, or one that opens with thanks or doubt.
const SMALL_TALK_ONLY =
  /^(?:(?:thanks?|thank you|ta|cheers|ok(?:ay)?|great|cool|perfect|nice|sure|yes|yeah|yep|no|nope|hi|hello|hey|good|fine|awesome|brilliant|got it|alright|all right|wow|lol|hmm+|please)[\s!.,]*)+$/i;
const SMALL_TALK =
  /^(?:thanks?|thank you|that'?s|this is|i (?:do not|don'?t|am not|'m not) (?:know|sure)|not sure|i think|maybe|sounds)\b/i;
// Sentences about the assistant's work, not about the place ("The title should mention the view").
const META =
  /\b(?:title|headline|description|section|suggestion|suggested|score|rewrite|the text|your text|this text|chatbot|assistant)\b/i;
const FACT_SUBJECT =
  /^(?:there|it|it's|its|the|our|we|we're|guests|from|each|every|both|all|in the|on the|at the|downstairs|upstairs|outside|inside|nearby|a|an|\d)\b/i;
// A part of a sentence that can stand alone although it has no verb ("checkout by 11 am", "free parking").
const STANDALONE = /^(?:no\s|check[\s-]?(?:in|out)|checkout|quiet|self[\s-]?check|free\s|paid\s|\d|a\s+\d+[\s-]?min|wi-?fi|fast\s)/i;

const TIME = String.raw`(?:(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|(?:[01]?\d|2[0-3])[:.h][0-5]\d|noon|midday|midnight)`;
const TIME_RE = new RegExp(TIME, 'i');
const NUMBER_WORDS = String.raw`(?:\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|a few|a couple of)`;
const TRAVEL = new RegExp(
  String.raw`(?:\b(?:a|an|about|around|just|only|under|less than)\s+)?\b${NUMBER_WORDS}[\s-]*(?:min(?:ute)?s?|hours?|hrs?)\b(?:'s?|s')?(?:\s+(?:walk|drive|ride|stroll|cycle|by\s+\w+|on\s+foot|away))*|\b\d+(?:[.,]\d+)?\s*(?:km|kilometres?|kilometers?|m|metres?|meters?|miles?|mi|blocks?)\b(?:\s+away)?|\b(?:around the corner|next door|downstairs|across the (?:street|road)|on the doorstep|within walking distance|walking distance)\b`,
  'i',
);
const TRANSPORT_PLACE =
  /\b(?:metro|subway|underground|tube|bus|buses|tram|trams|train|trains|station|stop|airport|ferry|railway|u-bahn|s-bahn|light rail)\b/i;
const VAGUE_PLACE = /^(?:everything|all|it all|anything|town|things|us|me|you|them|it|here|there|ours|the house|the flat|the apartment)$/i;

const INTERNET = /\b(?:wi-?fi|internet|broadband|fib(?:re|er)|connection)\b|\b\d+(?:[.,]\d+)?\s*(?:mbps|mb\/s|mbit|gbps|gb\/s|gbit)\b/i;
const SPEED =
  /\b\d+(?:[.,]\d+)?\s*(?:mbps|mb\/s|mbit\/?s?|megabits?|gbps|gb\/s|gbit\/?s?|gigabits?)\b|\b(?:fast|quick|reliable|strong|high[\s-]speed|fibre|fiber|slow|no)\b/i;
const CHECK_IN_METHOD =
  /\bself[\s-]?check[\s-]?in\b|\block\s?box\b|\bkey\s?(?:safe|box|lock)\b|\bkeypad\b|\bsmart\s?lock\b|\bdoor\s?code\b|\b(?:i|we)\s+(?:will\s+|always\s+|personally\s+)?(?:meet|greet|welcome)\b|\bmeet\s+(?:guests|you|every guest)\b|\bin\s+person\b|\bconcierge\b|\bdoorman\b|\breception\b/i;
const RULE =
  /\bno\s+(?:pets|dogs|cats|animals|smoking|smokers|vaping|parties|party|events|shoes|loud music|visitors|outside guests|under[\s-]?\d+s?)\b|\b(?:pets|dogs|cats|animals)\s+(?:are\s+)?(?:not\s+)?(?:allowed|welcome|permitted)\b|\bsmoking\s+(?:is\s+)?(?:not\s+)?(?:allowed|permitted)\b|\bquiet\s+(?:hours|time)\b|\bshoes\s+off\b|\b(?:parties|events)\s+(?:are\s+)?(?:not\s+)?(?:allowed|permitted)\b|\bnon[\s-]smoking\b|\bpet[\s-]friendly\b/i;
const PARKING = /\bparking\b|\bgarage\b|\bcar\s?park\b|\bdriveway\b|\b(?:can|to)\s+park\b|\bpark\s+(?:on|in|for)\b/i;
const BEDS =
  /\b(?:king|queen|double|single|twin|bunk|sofa|futon|day|murphy|trundle|super[\s-]?king|california king)[\s-]?(?:size[d]?\s+)?beds?\b|\bsofa[\s-]?beds?\b|\bcribs?\b|\bcots?\b|\bmattress(?:es)?\b|\bbunks\b/i;
const OUTDOOR =
  /\b(?:roof\s?terrace|rooftop(?:\s+terrace)?|balcon(?:y|ies)|terraces?|gardens?|patios?|decks?|back\s?yards?|front\s?yards?|yards?|courtyards?|porch(?:es)?|verandas?|lanais?|outdoor\s+(?:space|area|seating|dining))\b/i;
const VIEW =
  /\bviews?\b|\boverlook(?:s|ing)?\b|\blooks?\s+(?:out\s+)?(?:over|onto|on\s+to|across)\b|\bfaces?\s+the\b|\bpanoram|\b(?:balcon(?:y|ies)|terraces?|windows?|decks?|patios?|rooftop)\s+(?:over(?:looking)?|facing|onto)\s+(?:the\s+)?\p{Lu}/iu;
const VIEW_PHRASE = /\b[\p{L}-]+\s+(?:skyline\s+)?views?\b/giu;
const WORKSPACE =
  /\bdesks?\b|\bwork\s?space\b|\bhome\s+office\b|\boffice\s+(?:chair|space|room)\b|\bmonitors?\b|\bergonomic\b|\bwork(?:ing)?\s+from\s+home\b/i;
const SUITS =
  /\b(?:ideal|perfect|great|good|suitable|best|made|suited|fine|lovely|handy)\s+for\b|\bsuits?\b|\b(?:family|kid|child|baby)[\s-]friendly\b|\bgreat\s+with\s+kids\b/i;
const LAYOUT =
  /\b(?:\d+|one|two|three|four|five|six)\s+(?:bed)?rooms?\b|\bbedrooms?\b|\bliving\s+(?:room|area)\b|\blounge\b|\bkitchen(?:ette)?\b|\bbath(?:room)?s?\b|\bshower\b|\btoilets?\b|\bopen[\s-]plan\b|\bfloors?\b|\bstairs?\b|\bsteps\b|\belevator\b|\blift\b|\bsq(?:uare)?\.?\s*(?:m|metres|meters|ft|feet)\b|\bm2\b|\bm²\b|\bduplex\b|\bmezzanine\b|\bground\s+floor\b|\bdining\s+(?:room|area|table)\b|\bwardrobes?\b|\bclosets?\b|\bhallway\b|\bstorage\b|\blaundry\s+room\b/i;
const HAS_NP =
  /^(?:it|the\s+\w+(?:\s+\w+)?|our\s+\w+(?:\s+\w+)?|we|this\s+\w+|the place|guests)\s+(?:also\s+)?(?:has|have|offers?|includes?|comes\s+with|provides?|boasts?|features?|gets?)\s+(.+)$|^there(?:'s|\s+is|\s+are)\s+(?:also\s+)?(.+)$/i;

const UNCOUNTABLE = new Set([
  'wifi',
  'wi-fi',
  'internet',
  'parking',
  'air conditioning',
  'conditioning',
  'heating',
  'laundry',
  'storage',
  'light',
  'sunlight',
  'space',
  'access',
  'furniture',
  'equipment',
  'check-in',
  'coffee',
  'tea',
  'water',
  'electricity',
  'breakfast',
  'privacy',
  'netflix',
  'gel',
  'soap',
  'shampoo',
  'conditioner',
  'paper',
  'silverware',
  'cutlery',
  'linen',
  'bedding',
  'cookware',
  'tableware',
  'self check-in',
  'hot water',
]);
const DETERMINER =
  /^(?:a|an|the|some|any|no|two|three|four|five|six|several|many|lots|plenty|its|our|my|their|your|each|every|both|free|\d)\b/i;

// ---- Sentences and clauses -----------------------------------------------------------------------------------

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function sentences(message: string): string[] {
  const out: string[] = [];
  for (const line of message.replace(/\r\n?/g, '\n').split('\n')) {
    const plain = line.replace(/^\s*(?:[-*•·]|\d{1,2}[.)])\s+/, '').trim();
    if (!plain) continue;
    for (const { segment } of segmenter.segment(plain)) {
      const s = segment.replace(/\s+/g, ' ').trim();
      if (s) out.push(s);
    }
  }
  return out;
}

const AND_SUBJECT =
  /\s+(?:and|but|plus|while)\s+(?=(?:the|it|it's|there|there's|we|our|guests|you|i|they|its|check[\s-]?in|check[\s-]?out|checkout)\b)/gi;

/** Splits at 'and the...', 'but there...' only where both sides have a verb ('The kitchen and the bathroom are shared' stays one). */
function splitAtAnd(part: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of part.matchAll(AND_SUBJECT)) {
    const left = part.slice(start, m.index);
    const right = part.slice(m.index + m[0].length);
    if ((VERB.test(left) || STANDALONE.test(left.trim())) && VERB.test(right)) {
      out.push(left.trim());
      start = m.index + m[0].length;
    }
  }
  out.push(part.slice(start).trim());
  return out.filter(Boolean);
}

/** Clauses of one sentence: split at semicolons, commas and 'and'/'but' that start a new subject. */
function clauses(sentence: string): string[] {
  const body = sentence.replace(/[.!]+$/, '').trim();
  const parts = body
    .split(/\s*;\s*|,\s*(?:and|but|plus|while)\s+|,\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    // A bare list item after a comma belongs to the list before it ('It has a balcony, a garden and a BBQ'); after
    // a clause that is not a list ('The tram stops 2 minutes away, a washer-dryer') it is a fact of its own.
    const previous = out.at(-1);
    // 'a 4-minute walk away' says how far the thing before it is.
    const distanceOnly =
      TRAVEL.test(part) &&
      part
        .replace(TRAVEL, '')
        .replace(/\b(?:a|an|about|around|just|only)\b/gi, '')
        .trim() === '';
    if (previous !== undefined && (distanceOnly || (!VERB.test(part) && !STANDALONE.test(part) && continuesList(previous, part)))) {
      out[out.length - 1] = `${previous}, ${part}`;
    } else out.push(part);
  }
  return out.flatMap(splitAtAnd);
}

/** Whether a verb-less part goes on with the list of the clause before it rather than saying something new. */
function continuesList(previous: string, part: string): boolean {
  if (/^(?:near|close to|next to|steps from|opposite|with|in|on|at|by)\b/i.test(part.trim())) return false;
  if (!VERB.test(previous)) return !readClause(previous) || !readClause(part);
  return HAS_NP.test(stripFraming(previous)) || /\bwith\s+(?:a|an|the|some|\d)\b/i.test(previous) || !readClause(part);
}

// The host's way of talking, not the fact: "A few things you should know:", "Please note that", "Also,", "Oh and".
const FRAMING_LEAD =
  /^(?:(?:a\s+)?(?:few\s+|couple\s+of\s+)?(?:things|details|facts)\s+(?:(?:you|guests)\s+(?:should|need\s+to|might\s+want\s+to)|to)\s+know(?:\s+about\s+(?:it|the\s+place))?|(?:just\s+)?so\s+you\s+know|good\s+to\s+know|for\s+your\s+information|fyi|(?:please\s+)?(?:do\s+)?(?:note|notice|be\s+aware|keep\s+in\s+mind|remember|bear\s+in\s+mind)(?:\s+that)?|(?:i\s+)?(?:forgot\s+to|should|want\s+to|wanted\s+to)\s+(?:say|mention|add|tell\s+you)(?:\s+that)?|by\s+the\s+way|btw|oh(?:,)?\s+and|and\s+also|also|plus|oh|then|so|and|but|as\s+well|on\s+top\s+of\s+that|in\s+addition|additionally|what's\s+more|importantly|don'?t\s+forget(?:\s+that)?)\b\s*[:,;–—-]?\s*/i;

/** The fact without the host's framing words around it ("Please note that", "also", "as well", "too"). */
export function stripFraming(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 4; i += 1) {
    const next = out.replace(FRAMING_LEAD, '').trim();
    if (next === out || !next) break;
    out = next;
  }
  return out
    .replace(/\b((?:it|there|we|the\s+\w+|our\s+\w+)\s+(?:'s|is|are|has|have|offers?|includes?))\s+also\b/gi, '$1')
    .replace(/\b(it|there|we|they)\s+also\s+/gi, '$1 ')
    .replace(/(?:,\s*|\s+)(?:as\s+well|too)(?=\s*[.!]?\s*$)/i, '')
    .trim();
}

function stripLead(clause: string): string {
  return stripFraming(clause.replace(/^(?:please\s+)?(?:add|mention|include|say|note)\s+that\s+/i, ''))
    .replace(/^(?:with|and\s+with)\s+(?=(?:a|an|the|some|its|our|\d)\b)/i, '')
    .trim();
}

function sentenceOf(text: string): string {
  const tidy = tidyText(text).replace(/\s+([,;:])/g, '$1');
  const capital = tidy.replace(/^\p{Ll}/u, (c) => c.toUpperCase()).replace(/\bi\b/g, 'I');
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const COMMON_FIRST_WORD =
  /^(?:A|An|The|Free|Paid|Fast|No|Some|One|Two|Three|Four|Private|Shared|Self|Great|Ideal|Perfect|Good|Lovely|Close|Near|Next|Steps|Walking|Suitable|Best|Handy|Fine|Made|Suited|Quiet|Bright|Large|Small|Big|Spacious|Cosy|Cozy|New|Fully|Plenty|Lots|Very|Really|Super|Just|Only|Right|Around)\b/;

function lowerFirst(text: string): string {
  // 'A balcony' → 'a balcony'; 'TV' and 'Ribeira market' keep their capitals.
  return COMMON_FIRST_WORD.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** 'hair dryer' → 'a hair dryer'; 'bed linens', 'hot water', 'wifi' stay as they are. */
export function withArticle(np: string): string {
  const phrase = lowerFirst(np.trim());
  if (DETERMINER.test(phrase)) return phrase;
  const last = phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
  if (UNCOUNTABLE.has(last) || UNCOUNTABLE.has(phrase.toLowerCase()) || (/s$/.test(last) && !/ss$/.test(last))) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function isPlural(np: string): boolean {
  const head = np.toLowerCase().replace(/\s+(?:with|in|on|by|for|and)\b.*$/, '');
  return /^(?:two|three|four|five|six|several|many|lots|plenty|\d+)\b/.test(head) || (/s$/.test(head) && !/ss$/.test(head));
}

export const normaliseKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/^(?:the|a|an|our|my|its)\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const hash = (text: string) => createHash('sha1').update(normaliseKey(text)).digest('hex').slice(0, 12);

// ---- One clause --------------------------------------------------------------------------------------------------

interface Classified {
  kind: HostFactKind;
  key: string;
  /** How a verb-less phrase becomes a sentence. */
  wrap: (np: string) => string;
}

const has = (np: string) => `It has ${withArticle(np)}.`;
const thereIs = (np: string) => `There ${isPlural(np) ? 'are' : 'is'} ${withArticle(np)}.`;
const asIs = (np: string) => sentenceOf(np);

function travelPlace(clause: string): { place: string; travel: string } | null {
  const travel = TRAVEL.exec(clause);
  if (!travel) return null;
  const before = clause.slice(0, travel.index).trim();
  const after = clause.slice(travel.index + travel[0].length).trim();
  // 'The metro is a 5-minute walk (away)'
  const subject =
    /^(.+?)\s+(?:is|are|'s|sits|stops?|runs?|lies|leaves|departs|is\s+located|is\s+situated)\s*(?:just|only|about|around|roughly|approximately)?$/i.exec(
      before,
    );
  if (subject && !/^(?:it|we|the (?:flat|apartment|place|house|home|loft|studio|cabin|villa|room|building))$/i.test(subject[1]!.trim())) {
    return { place: subject[1]!.trim(), travel: travel[0].trim() };
  }
  // '(It's) 5 minutes (on foot) from/to the beach'
  const target =
    /^(?:(?:on\s+foot|by\s+\w+|away|walk(?:ing)?|drive|ride)\s+)*(?:from|to|away from|walk to|walk from|drive to|drive from)\s+(.+)$/i.exec(
      after,
    );
  if (target) return { place: target[1]!.trim(), travel: travel[0].trim() };
  return null;
}

/** '5-minute walk' → 'a 5-minute walk away'; '200 m' → '200 m away'. */
function travelWords(travel: string): string {
  const article = /^\d+[\s-]*min(?:ute)?s?[\s-]+(?:walk|drive|ride|stroll|cycle)\b/i.test(travel) ? 'a ' : '';
  return `${article}${travel}${/\baway$|\b(?:corner|door|downstairs|street|road|doorstep|distance)$/i.test(travel) ? '' : ' away'}`;
}

function nearPlace(clause: string): string | null {
  const m = /\b(?:near|close to|next to|steps from|opposite|right by|around the corner from|walking distance (?:from|to|of))\s+(.+)$/i.exec(
    clause,
  );
  const place = m?.[1]?.trim();
  return place && !VAGUE_PLACE.test(place) ? place : null;
}

function subjectOf(clause: string): string {
  const m = /^(.+?)\s+(?:has|have|is|are|comes|includes|offers|sleeps|fits|gets)\b/i.exec(clause);
  return normaliseKey(m?.[1] ?? clause)
    .split(' ')
    .slice(-2)
    .join(' ');
}

function firstMatch(re: RegExp, text: string): string {
  return normaliseKey(re.exec(text)?.[0] ?? '');
}

function classify(clause: string): Classified | null {
  const c = clause;
  const withoutViews = c.replace(VIEW_PHRASE, 'view');
  if (/\bcheck[\s-]?in\b/i.test(c) && TIME_RE.test(c) && !/\bcheck[\s-]?out\b|\bcheckout\b/i.test(c))
    return { kind: 'house_rule', key: 'rule:check-in', wrap: asIs };
  if (/\bcheck[\s-]?out\b|\bcheckout\b/i.test(c) && TIME_RE.test(c)) return { kind: 'house_rule', key: 'rule:checkout', wrap: asIs };
  if (INTERNET.test(c) && (SPEED.test(c) || /\bno\s+(?:wi-?fi|internet)\b/i.test(c)))
    return { kind: 'internet', key: 'internet', wrap: has };
  if (CHECK_IN_METHOD.test(c)) return { kind: 'check_in', key: 'check-in', wrap: asIs };
  if (RULE.test(c)) {
    const topic = /pet|dog|cat|animal/i.test(c)
      ? 'pets'
      : /smok|vap/i.test(c)
        ? 'smoking'
        : /part(?:y|ies)|event/i.test(c)
          ? 'parties'
          : /quiet/i.test(c)
            ? 'quiet-hours'
            : `other:${hash(c)}`;
    return { kind: 'house_rule', key: `rule:${topic}`, wrap: asIs };
  }
  if (PARKING.test(c)) return { kind: 'parking', key: 'parking', wrap: thereIs };
  const trip = travelPlace(c);
  if (trip && !VAGUE_PLACE.test(trip.place)) {
    const kind = TRANSPORT_PLACE.test(trip.place) ? 'transport' : 'nearby';
    return {
      kind,
      key: `${kind}:${normaliseKey(trip.place)}`,
      wrap: () => sentenceOf(`${trip.place} is ${travelWords(trip.travel)}`),
    };
  }
  const near = nearPlace(c);
  if (near && !OUTDOOR.test(withoutViews)) {
    const kind = TRANSPORT_PLACE.test(near) ? 'transport' : 'nearby';
    return { kind, key: `${kind}:${normaliseKey(near)}`, wrap: (np) => sentenceOf(`It is ${lowerFirst(np)}`) };
  }
  if (BEDS.test(c)) return { kind: 'beds', key: `beds:${subjectOf(c) || firstMatch(BEDS, c)}`, wrap: thereIs };
  if (OUTDOOR.test(withoutViews)) {
    const negative = /\bno\b|\bnot\b|n't\b|\bwithout\b/i.test(c);
    return { kind: 'outdoor', key: negative ? 'outdoor' : `outdoor:${firstMatch(OUTDOOR, withoutViews)}`, wrap: negative ? asIs : has };
  }
  if (VIEW.test(c)) {
    const what =
      /\b([\p{L}-]+)\s+(?:skyline\s+)?views?\b/iu.exec(c)?.[1] ??
      /\b(?:views?\s+(?:of|over|across|onto|to)|overlook(?:s|ing)?|looks?\s+(?:out\s+)?(?:over|onto|across)|faces?)\s+(?:the\s+)?([\p{L}-]+)/iu.exec(
        c,
      )?.[1] ??
      '';
    const negative = /\bno\b|\bnot\b|n't\b|\bwithout\b/i.test(c);
    return { kind: 'view', key: negative ? 'view' : `view:${normaliseKey(what) || 'view'}`, wrap: negative ? asIs : has };
  }
  if (WORKSPACE.test(c)) return { kind: 'workspace', key: 'workspace', wrap: has };
  if (SUITS.test(c) && !/\bsuite\b/i.test(c)) {
    const who = /\bfor\s+(.+)$/i.exec(c)?.[1] ?? /\bsuits?\s+(.+)$/i.exec(c)?.[1] ?? c;
    return { kind: 'suits', key: `suits:${normaliseKey(who)}`, wrap: (np) => sentenceOf(`It is ${lowerFirst(np)}`) };
  }
  if (LAYOUT.test(c)) return { kind: 'layout', key: `layout:${subjectOf(c) || firstMatch(LAYOUT, c)}`, wrap: thereIs };
  const np = HAS_NP.exec(c);
  if (np && /\b(?:nearby|close by|around the corner|downstairs|next door|across the (?:street|road)|down the (?:street|road))\b/i.test(c)) {
    return { kind: 'nearby', key: `nearby:${normaliseKey(np[1] ?? np[2] ?? c)}`, wrap: thereIs };
  }
  const terms = amenityTermsIn(c);
  if (terms.length || np) {
    const label = terms[0]?.label ?? normaliseKey(np?.[1] ?? np?.[2] ?? c);
    return { kind: 'feature', key: `feature:${normaliseKey(label)}`, wrap: has };
  }
  return null;
}

/**
 * Every kind a fact's sentence belongs to besides its own: 'There is free parking by the metro, a 4-minute walk'
 * is parking and getting around; 'It has a balcony over the Douro' is outdoor space and a view.
 */
export function kindsOf(text: string, primary: HostFactKind): HostFactKind[] {
  if (primary === 'note' || primary === 'house_rule') return [primary];
  const c = text.replace(/[.!]+$/, '');
  const withoutViews = c.replace(VIEW_PHRASE, 'view');
  const found: HostFactKind[] = [primary];
  const add = (kind: HostFactKind, test: boolean) => {
    if (test && !found.includes(kind)) found.push(kind);
  };
  const trip = travelPlace(c);
  const near = nearPlace(c);
  const place = trip?.place ?? near ?? '';
  add('parking', PARKING.test(c));
  add(
    'transport',
    place
      ? TRANSPORT_PLACE.test(place)
      : TRANSPORT_PLACE.test(c) && (TRAVEL.test(c) || /\b(?:by|near|next\s+to|close\s+to|opposite|outside)\s/i.test(c)),
  );
  add('nearby', Boolean(place) && !TRANSPORT_PLACE.test(place) && !VAGUE_PLACE.test(place) && !OUTDOOR.test(place));
  add('outdoor', OUTDOOR.test(withoutViews));
  add('view', VIEW.test(c));
  add('workspace', WORKSPACE.test(c));
  add('internet', INTERNET.test(c) && SPEED.test(c));
  add('check_in', CHECK_IN_METHOD.test(c));
  return found;
}

/** One clause read into a fact, or null when it says nothing the reader can place. */
export function readClause(raw: string): ReadFact | null {
  const clause = stripLead(raw.replace(/[.!]+$/, '').trim());
  if (!clause || clause.split(/\s+/).length > 60) return null;
  const found = classify(clause);
  if (!found) return null;
  const text = VERB.test(clause) ? sentenceOf(clause) : found.wrap(clause);
  return { kind: found.kind, key: found.key, text, hostWords: raw.trim(), verbatim: false };
}

/** A note: the host's sentence kept as written. */
export function noteOf(sentence: string): ReadFact {
  const words = stripFraming(sentence) || sentence;
  return { kind: 'note', key: `note:${hash(words)}`, text: sentenceOf(words), hostWords: sentence.trim(), verbatim: true };
}

function isRequestOrQuestion(sentence: string): boolean {
  const s = sentence.trim();
  if (/\?\s*$/.test(s)) return true;
  if (REQUEST.test(s) && !/^(?:please\s+)?(?:add|mention|include|say|note)\s+that\s+/i.test(s)) return true;
  return QUESTION_START.test(s) && !/^(?:is|are)\s+(?:a|an|the)?\s*\d/i.test(s);
}

/**
 * 'Write The space for me: it has a rooftop terrace and a washer-dryer' is an ask and the facts it goes with: the
 * part after the colon is read as a sentence of its own when the reader can place a fact in it.
 */
function splitAsks(all: string[]): string[] {
  return all.flatMap((sentence) => {
    const m = /^([^:]{3,}?)\s*:\s+(.+)$/.exec(sentence);
    if (!m || !isRequestOrQuestion(m[1]!) || /\?\s*$/.test(m[2]!)) return [sentence];
    const told = `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}`;
    return clauses(told).some((c) => readClause(c)) ? [m[1]!, told] : [sentence];
  });
}

/**
 * Reads a chat message. `answering` says the host is replying to the assistant's questions, so a plain sentence
 * the reader cannot place is still kept (as a note) rather than taken for conversation.
 */
export function readMessage(message: string, options: { answering?: boolean } = {}): ReadMessage {
  const facts: ReadFact[] = [];
  const request: string[] = [];
  const unplaced: string[] = [];
  for (const sentence of splitAsks(sentences(message))) {
    if (isRequestOrQuestion(sentence) || SMALL_TALK_ONLY.test(sentence) || SMALL_TALK.test(sentence) || META.test(sentence)) {
      request.push(sentence);
      continue;
    }
    const read = clauses(sentence).map((clause) => ({ clause, fact: readClause(clause) }));
    const placed = read.filter((r) => r.fact);
    for (const { fact } of placed) facts.push(fact!);
    const rest = read.filter((r) => !r.fact && r.clause.split(/\s+/).length >= 3).map((r) => r.clause);
    if (placed.length === 0) unplaced.push(sentence);
    else unplaced.push(...rest);
  }
  const telling = facts.length > 0 || options.answering === true;
  for (const words of unplaced) {
    if (words.split(/\s+/).length < 3) {
      request.push(words);
      continue;
    }
    if ((telling || FACT_SUBJECT.test(words)) && words.length <= MAX_NOTE_CHARS) facts.push(noteOf(words));
    else request.push(words);
  }
  // The same thing said twice in one message is one fact: the later wording wins.
  const byKey = new Map<string, ReadFact>();
  for (const fact of facts) byKey.set(fact.key, fact);
  return { facts: [...byKey.values()], request: request.join(' ') };
}

/** A fact typed (or edited) in the facts panel: the whole text is one fact, kept as a note when it cannot be read. */
export function readFactText(text: string): ReadFact {
  const clean = text.replace(/\s+/g, ' ').trim();
  const read = readClause(stripFraming(clean) || clean);
  return read ? { ...read, hostWords: clean } : noteOf(clean);
}
