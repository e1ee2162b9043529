import { charCount } from '../limits';
import { amenityTermsIn } from '../grounding';
import { isLegal, sellingPointsIn } from '../text-checks';
import { sentencesOf } from '../text-units';

// A host's text as the pieces an editor moves, keeps or cuts: its sentences, each list line whole (with its bullet),
// and headings ('Things you need to know:'), with the break before each, so that the text goes back together with
// its paragraphs and lists as the host wrote them.

export interface Piece {
  text: string;
  /** What stands before it when it follows another piece. */
  sep: ' ' | '\n' | '\n\n';
  /** Where the words come from: the host's text, the opening the editor put in front, a fact told, or the page. */
  origin: 'host' | 'hook' | 'told' | 'page';
  /** For a told fact: the fact's sentence. */
  fact?: string;
  /** A list line (kept whole). */
  item?: boolean;
  /** A line that introduces the list below it. */
  heading?: boolean;
}

const BULLET = /^\s*((?:[-*•·▪◦]|\d{1,2}[.)])\s+)/;
// A line without a sentence end and short enough to be a list item ('Sleeps up to 4', '1 king bedroom').
const LIST_LINE_MAX = 100;

/** The pieces of a text, in order. */
export function piecesOf(text: string, language: string | null): Piece[] {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  const out: Piece[] = [];
  let blank = false;
  const single = lines.length === 1;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      blank = true;
      continue;
    }
    const sep: Piece['sep'] = out.length === 0 ? ' ' : blank ? '\n\n' : '\n';
    blank = false;
    const inList = Boolean(out.at(-1)?.heading || out.at(-1)?.item) && sep === '\n';
    const listLike =
      BULLET.test(line) || (!/[.!?]["”’)]?$/.test(line) && charCount(line) <= LIST_LINE_MAX) || (inList && charCount(line) <= 400);
    if (!single && listLike) {
      out.push({ text: line, sep, origin: 'host', item: !/:$/.test(line), heading: /:$/.test(line) && !BULLET.test(line) });
      continue;
    }
    sentencesOf(line, language).forEach((sentence, i) => out.push({ text: sentence, sep: i === 0 ? sep : ' ', origin: 'host' }));
  }
  return out;
}

/** The pieces as one text. */
export function joinPieces(pieces: readonly Piece[]): string {
  let out = '';
  for (const p of pieces) out = out ? `${out}${p.sep}${p.text}` : p.text;
  return out.trim();
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’•·*()–—-]+/g, ' ')
    .trim();

/** The pieces without a repeat: a sentence said twice is said once, where it first stood. */
export function uniquePieces(pieces: readonly Piece[]): Piece[] {
  const seen = new Set<string>();
  return pieces.filter((p) => {
    const key = normalise(bare(p.text));
    if (key.length < 8) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The bullet a list line starts with ('• '), or '' for a plain line. */
export function bulletOf(piece: Piece): string {
  return BULLET.exec(piece.text)?.[1] ?? '';
}

/** The words of a piece without its bullet. */
export function bare(piece: Piece | string): string {
  return (typeof piece === 'string' ? piece : piece.text).replace(BULLET, '').trim();
}

// ---- What a piece says ---------------------------------------------------------------------------------------

const GREETING = /^(?:welcome|hello|hi|hey|greetings|dear\s+guests?)\b/i;
const DISCLOSURE =
  /\b(?:stairs?|staircase|steps|flights?|no\s+(?:lift|elevator)|steep|noise|noisy|loud|festivals?|construction|building\s+work|shared|mobility|accessib\w*|wheelchair|pets?\s+live|cameras?|not\s+suitable)\b/i;
const FILLER =
  /\b(?:nice|lovely|beautiful|cosy|cozy|comfortable|perfect|great|amazing|wonderful|charming|stunning|ideal|cute|quiet|bright|clean|spacious|modern|central|everything|home|place|stay|getaway|city|centre|center|town|our|your|the|a|an|in|to|of|and|with|for|is|it|this|you|we|close|near)\b/gi;

export interface PieceFacts {
  legal: boolean;
  /** It tells guests something they must know before booking: stairs, no lift, noise, shared spaces. */
  disclosure: boolean;
  greeting: boolean;
  /** Selling points it names ('rooftop', 'river', 'view'). */
  selling: string[];
  /** Amenity-like things it names. */
  terms: string[];
  numbers: number;
  /** Names of places (capitalised words inside it). */
  names: number;
  /** Nothing in it beyond words any listing could say ('Nice apartment in the city'). */
  generic: boolean;
  /** How many things of a stay it is about (the kitchen, the beds, the location...). */
  topics: number;
  /** A bare list of things ('TV, Balcony, cooking hob, oven, ...'). */
  listy: boolean;
}

export function factsIn(text: string, typeWords: readonly string[] = []): PieceFacts {
  const words = bare(text);
  const selling = sellingPointsIn(words);
  const terms = amenityTermsIn(words).map((t) => t.label);
  const numbers = (words.match(/\d+(?:[.,]\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\b/gi) ?? []).length;
  const wordCount = (words.match(/[\p{L}\d]+/gu) ?? []).length;
  const capitals = (words.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]{2,}/gu) ?? []).length;
  // Names of places and landmarks; a line in title case ('Towels, Private parking, Bed Linen') names nothing.
  const names = capitals > wordCount * 0.4 ? 0 : Math.min(capitals, 3);
  const listy = (words.match(/,/g) ?? []).length >= 4 && wordCount / ((words.match(/,/g) ?? []).length + 1) < 4;
  let rest = words.replace(FILLER, ' ');
  for (const w of typeWords) rest = rest.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'gi'), ' ');
  const generic = !selling.length && !terms.length && !numbers && !names && rest.replace(/[^\p{L}]+/gu, '').length <= 12;
  return {
    legal: isLegal(words),
    disclosure: DISCLOSURE.test(words),
    greeting: GREETING.test(words),
    selling,
    terms,
    numbers,
    names,
    generic,
    topics: topicsOf(words).length,
    listy,
  };
}

/** How much a piece tells a guest; the weakest go first when a text must be cut. */
export function weightOf(facts: PieceFacts): number {
  if (facts.legal) return Infinity;
  return (
    facts.selling.length * 3 +
    facts.terms.length +
    facts.topics +
    (facts.numbers + facts.names) * 2 +
    (facts.disclosure ? 8 : 0) -
    (facts.greeting ? 2 : 0)
  );
}

// ---- Where a fact belongs ------------------------------------------------------------------------------------

export type Topic = 'location' | 'outdoor' | 'view' | 'kitchen' | 'sleep' | 'bath' | 'work' | 'laundry' | 'arrival' | 'parking' | 'rules';

const TOPICS: [Topic, RegExp][] = [
  [
    'location',
    /\b(?:walk(?:ing)?|minutes?|mins?|metro|subway|tram|bus|train|station|stop|airport|ferry|near|close\s+to|steps\s+from|neighbou?rhood|quarter|district|area|downtown|old\s+town|market|beach|restaurants?|caf[eé]s?|shops?|bars?|miradouro|castle|museum|cathedral)\b/i,
  ],
  ['parking', /\b(?:park(?:ing)?|garage|driveway|car)\b/i],
  ['outdoor', /\b(?:terrace|rooftop|balcon(?:y|ies)|garden|patio|deck|yard|courtyard|porch|outdoor|bbq|grill|pool|hot\s+tub)\b/i],
  ['view', /\b(?:views?|overlook\w*|sunset|sunrise|river|sea|ocean|lake|mountains?)\b/i],
  ['kitchen', /\b(?:kitchen\w*|cook\w*|oven|hob|stove|dishwasher|fridge|refrigerator|coffee|nespresso|dining|microwave)\b/i],
  ['sleep', /\b(?:beds?|bedrooms?|sleeps?|mattress\w*|pillows?|linens?|wardrobe|blackout)\b/i],
  ['bath', /\b(?:bath\w*|shower|tub|toilet)\b/i],
  ['work', /\b(?:wi-?fi|internet|desk|workspace|work|mbps|office|video\s+calls?)\b/i],
  ['laundry', /\b(?:washer|dryer|washer-dryer|laundry|washing\s+machine)\b/i],
  [
    'arrival',
    /\b(?:check[\s-]?in|arrive|arrival|keys?|lock\w*|keypad|door|entrance|stairs?|staircase|lift|elevator|floor|luggage|flights?)\b/i,
  ],
  ['rules', /\b(?:rules?|quiet|noise|smok\w*|pets?|part(?:y|ies)|festivals?)\b/i],
];

export function topicsOf(text: string): Topic[] {
  return TOPICS.filter(([, re]) => re.test(text)).map(([t]) => t);
}
