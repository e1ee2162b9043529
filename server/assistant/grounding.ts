import type { ListingContent } from '../../contract/wire';
import { perContent } from './per-content';

// What a suggestion may claim. Two kinds of invention are caught mechanically: an amenity-like feature the
// listing's amenity list does not have (a hot tub, a sea view, parking...), and a number that appears nowhere
// on the listing (a distance, a size, a count of rooms). The lexicon is English; text in other languages is
// checked for numbers only.

export interface AmenityTerm {
  /** How the term is named in messages to the host and in composed titles. */
  label: string;
  patterns: RegExp[];
}

const t = (label: string, ...patterns: RegExp[]): AmenityTerm => ({ label, patterns });

export const AMENITY_TERMS: readonly AmenityTerm[] = [
  t('hot tub', /\bhot[\s-]?tubs?\b/i, /\bjacuzzis?\b/i, /\bwhirlpools?\b/i),
  t('pool', /\b(?:swimming|plunge|infinity|heated|private|shared|outdoor|indoor)\s+pools?\b/i, /\bpools?\b(?!\s+table)/i),
  t('pool table', /\bpool\s+table\b/i, /\bbilliards?\b/i),
  t('sauna', /\bsaunas?\b/i),
  t('gym', /\bgym\b/i, /\bfitness\s+(?:centre|center|room)\b/i, /\bexercise\s+equipment\b/i),
  t('fireplace', /\bfire\s?places?\b/i, /\bwood[\s-]?(?:burning\s+)?stoves?\b/i, /\bindoor\s+fire\b/i),
  t('fire pit', /\bfire\s?pits?\b/i),
  t('balcony', /\bbalcon(?:y|ies)\b/i),
  t('patio', /\bpatios?\b/i),
  t('terrace', /\bterraces?\b/i),
  t('garden', /\bgardens?\b/i),
  t('backyard', /\bback\s?yards?\b/i),
  t('rooftop', /\broof\s?top\s+(?:terrace|deck|garden|pool|bar|access)\b/i, /\bshared\s+roof\s?top\b/i, /\broof\s+terraces?\b/i),
  t('BBQ grill', /\bbbq\b/i, /\bbarbe(?:cue|que)s?\b/i, /\bgrills?\b/i),
  t('parking', /\bparking\b/i, /\bgarages?\b/i, /\bcarports?\b/i, /\bdriveways?\b/i),
  t('EV charger', /\bev\s+charg/i, /\belectric\s+(?:vehicle|car)\s+charg/i),
  t('wifi', /\bwi-?fi\b/i, /\bwireless\s+internet\b/i, /\bbroadband\b/i, /\bethernet\b/i),
  t('workspace', /\bwork\s?space\b/i, /(?<!front\s)(?<!reception\s)\bdesks?\b/i, /\bhome\s+office\b/i),
  t('air conditioning', /\bair[\s-]?condition/i, /\bA\/?C\b/, /\baircon\b/i),
  t('heating', /\bheating\b/i, /\bradiators?\b/i, /\bunderfloor\b/i, /\bheaters?\b/i),
  t('washer', /\bwasher\b/i, /\bwashing\s+machines?\b/i, /\blaundry\b/i),
  t('dryer', /(?<!hair\s)\bdryers?\b/i, /\btumble/i),
  t('dishwasher', /\bdish\s?washers?\b/i),
  t('kitchen', /\bkitchen(?:ette)?s?\b/i),
  t('coffee maker', /\bcoffee\s+(?:maker|machine)s?\b/i, /\bespresso\b/i, /\bnespresso\b/i),
  t('TV', /\bTVs?\b/, /\btelevisions?\b/i, /\bnetflix\b/i, /\bstreaming\s+services?\b/i),
  t('elevator', /\belevators?\b/i),
  t('crib', /\bcribs?\b/i, /\btravel\s+cots?\b/i),
  t('high chair', /\bhigh\s?chairs?\b/i),
  t('pets allowed', /\bpets?[\s-](?:allowed|welcome|friendly)\b/i, /\bdog[\s-]friendly\b/i, /\bdogs\s+(?:are\s+)?welcome\b/i),
  t('self check-in', /\bself[\s-]check[\s-]?in\b/i, /\block\s?box(?:es)?\b/i, /\bkeypads?\b/i, /\bsmart\s+locks?\b/i),
  t('private entrance', /\bprivate\s+entrances?\b/i),
  t('beach access', /\bbeach\s+access\b/i, /\bbeach\s?front\b/i, /\bon\s+the\s+beach\b/i),
  t('waterfront', /\bwater\s?front\b/i, /\blake\s?(?:front|side)\b/i, /\blake\s+access\b/i),
  t('bathtub', /\bbath\s?tubs?\b/i),
  t('bikes', /\bbikes?\b/i, /\bbicycles?\b/i),
  t('kayak', /\bkayaks?\b/i, /\bcanoes?\b/i, /\bpaddle\s?boards?\b/i),
  t('breakfast', /\bbreakfast\b/i),
  t('game console', /\bgame\s+consoles?\b/i, /\bplaystation\b/i, /\bxbox\b/i),
  t('piano', /\bpianos?\b/i),
  t('sea view', /\b(?:sea|ocean|bay|harbou?r)\s+views?\b/i),
  t('mountain view', /\bmountain\s+views?\b/i),
  t('lake view', /\blake\s+views?\b/i),
  t('city view', /\bcity\s+(?:skyline\s+)?views?\b/i, /\bskyline\b/i),
  t('river view', /\briver\s+views?\b/i),
  t('garden view', /\bgarden\s+views?\b/i),
  // Any other view: supported when the amenity list names some view.
  t('view', /\bviews?\b/i, /\boverlook(?:s|ing)?\b/i, /\bpanoram/i),
];

/** Whether the text mentions the term. */
export function mentions(term: AmenityTerm, text: string): boolean {
  return term.patterns.some((p) => p.test(text));
}

/** Lexicon terms the text mentions. */
export function amenityTermsIn(text: string): AmenityTerm[] {
  return AMENITY_TERMS.filter((term) => mentions(term, text));
}

export interface Grounding {
  /** The listing's amenity titles (available ones), its safety items and its highlights, one per line. */
  amenityText: string;
  /** Every number written anywhere on the listing. */
  numbers: Set<string>;
  /** The host's own words on the listing (title and description): what they claim, a suggestion may keep. */
  claimed?: string;
  /** Amenities the listing says the place does not have ('Not included'): nothing the host wrote backs them. */
  absent?: string;
  /** Registration, licence and permit codes the listing shows: legal text a suggestion must keep as written. */
  codes?: Set<string>;
}

// A code-like token: capitals and digits ('123456/AL', 'IT015146C24Q9YRYY3', 'HUTB-012345'), or a long number
// after a registration label ('Licence 2021/0034567').
const CODE_TOKEN = /\b(?=[A-Z0-9./-]*\d)[A-Z0-9][A-Z0-9./-]{3,}[A-Z0-9]\b/g;
export const LEGAL_LABEL =
  /\b(?:registration|registered|registo|registro|licen[cs]e[ds]?|licen[cs]ing|permit|CIN|CIR|CIU|NRU|HUT[A-Z]?|AL|RNAL|alojamento\s+local|tourist\s+(?:tax|licen[cs]e)|city\s+tax|tourism\s+tax|tassa\s+di\s+soggiorno|taxe\s+de\s+s[ée]jour|n[º°]|nr\.?|number)\b/i;

/** The registration-like codes in a text: code-shaped tokens, and numbers that stand right after a legal label. */
export function codesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CODE_TOKEN)) {
    const token = m[0];
    // Letters and digits, or digits around a slash ('123456/AL', '2021/0034'); digits with dashes or dots alone
    // read as a phone number unless a registration label stands before them.
    const codeShaped = /[A-Z]/.test(token) || /\//.test(token);
    const labelled = LEGAL_LABEL.test(text.slice(Math.max(0, m.index - 40), m.index));
    if ((codeShaped && /\d{3,}/.test(token)) || (labelled && /\d{4,}/.test(token))) out.push(token);
  }
  return [...new Set(out)];
}

function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).flatMap((n) => {
    const plain = n.replace(',', '.');
    // '1.5' and '1,5' are the same number; '10:00' gives 10 and 00, both fine.
    return [n, plain, String(Number(plain))];
  });
}

/** Everything a suggestion about this listing may rely on, as text. */
export function listingCorpus(content: ListingContent, title: string | null): string {
  const c = content;
  const parts: (string | null | undefined)[] = [
    title,
    c.title,
    c.propertyType,
    c.roomType,
    c.location.text,
    c.location.city,
    c.location.region,
    c.location.country,
    c.location.neighborhood,
    ...Object.values(c.descriptionSections),
    ...c.highlights,
    ...c.amenities,
    ...c.amenityDetails.flatMap((a) => (a.available ? [a.title, a.subtitle] : [])),
    ...c.houseRules,
    ...c.detailedAmenities.safety,
    c.checkIn,
    c.checkOut,
    ...c.photos.flatMap((p) => [p.caption, p.roomLabel]),
  ];
  const capacity = c.capacity;
  for (const n of [capacity.guests, capacity.bedrooms, capacity.beds, capacity.baths, c.rating, c.reviewCount]) {
    if (typeof n === 'number') parts.push(String(n));
  }
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n');
}

/** What a host fact adds to the grounding: its words, with negated phrases ('no parking') taken out. */
export interface GroundingFact {
  text: string;
}

const NEGATED = /\b(?:no|not|without|none|never)\b[^,.;]*|\b\w+n't\b[^,.;]*/gi;

/**
 * What suggestions may rely on: the page, plus what the host told the assistant (their facts back the amenities
 * and numbers they name, e.g. a balcony, a 5-minute walk, 300 Mbps).
 */
export const groundingFor = perContent(readGrounding);

function readGrounding(content: ListingContent | null, title: string | null, hostFacts: readonly GroundingFact[] = []): Grounding {
  const told = hostFacts.map((f) => f.text);
  const toldPositive = told.map((t) => t.replace(NEGATED, ' '));
  if (!content) return { amenityText: toldPositive.join('\n'), numbers: new Set(numbersIn([title ?? '', ...told].join('\n'))) };
  const ownWords = [title, content.title, ...Object.values(content.descriptionSections)].filter((t): t is string => Boolean(t));
  const amenityText = [
    ...content.amenities,
    ...content.amenityDetails.filter((a) => a.available).map((a) => a.title),
    ...content.detailedAmenities.safety,
    // The page's own house rules back what they say ('Pets allowed').
    ...content.houseRules.filter((r) => !/^\s*no\b/i.test(r)),
    ...toldPositive,
  ].join('\n');
  return {
    amenityText,
    numbers: new Set(numbersIn([listingCorpus(content, title), ...told].join('\n'))),
    claimed: ownWords.join('\n'),
    absent: content.amenityDetails
      .filter((a) => !a.available)
      .map((a) => a.title)
      .join('\n'),
    codes: new Set(codesIn([...ownWords, ...content.houseRules].join('\n'))),
  };
}

const isView = (term: AmenityTerm) => term.label === 'view' || term.label.endsWith(' view');
// 'Garden view' backs a view, not a garden: other terms are matched with view phrases taken out.
const withoutViews = (text: string) => text.replace(/\b[\p{L}-]+\s+(?:skyline\s+)?views?\b/giu, 'view');

const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'with',
  'is',
  'of',
  'for',
  'to',
  'an',
  'guests',
  'you',
  'your',
  'has',
  'have',
  'are',
  'this',
  'there',
  'it',
  'on',
  'from',
  'by',
  'at',
  'our',
  'we',
]);

/** Whether the text reads as English (the lexicon's language): enough common English words in it. */
export function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- ASCII is \x00-\x7f
  if (words.length < 4) return /^[\x00-\x7f]*$/.test(text);
  return words.filter((w) => ENGLISH_WORDS.has(w)).length / words.length >= 0.12;
}

/**
 * Amenity-like terms the text mentions that nothing backs: not the amenity list, not what the host told, and not
 * the host's own words on the listing (a suggestion keeps what the host claims, unless the amenity list says the
 * place lacks it). Only English text is checked: in another language the English lexicon would misread words
 * ('piano' is a floor in Italian).
 */
export function unsupportedAmenities(text: string, grounding: Grounding): string[] {
  if (!looksEnglish(text)) return [];
  const backing = backingOf(grounding);
  return mentionedTerms(text)
    .filter((term) => !backing.listed.has(term) && (!backing.own.has(term) || backing.absent.has(term)))
    .map((term) => term.label);
}

/** Amenity-like terms the host's own words claim that the amenity list does not name (kept, and pointed out). */
export function unlistedClaims(text: string, grounding: Grounding): string[] {
  if (!looksEnglish(text)) return [];
  const backing = backingOf(grounding);
  return mentionedTerms(text)
    .filter((term) => !backing.listed.has(term) && backing.own.has(term) && !backing.absent.has(term))
    .map((term) => term.label);
}

/** The lexicon terms a text mentions (a view phrase counts as a view only). */
function mentionedTerms(text: string, viewsToo = true): AmenityTerm[] {
  const plainText = withoutViews(text);
  return AMENITY_TERMS.filter((term) => mentions(term, isView(term) && viewsToo ? text : plainText));
}

interface Backing {
  /** Terms the amenity list (or what the host told) names. */
  listed: Set<AmenityTerm>;
  /** Terms the host's own words on the listing claim. */
  own: Set<AmenityTerm>;
  /** Terms the listing says the place does not have. */
  absent: Set<AmenityTerm>;
}

// A grounding is built once per answer and checked against many candidate sentences: what it backs is worked out
// once per grounding, not once per sentence.
const backings = new WeakMap<Grounding, Backing>();

function backingOf(grounding: Grounding): Backing {
  let backing = backings.get(grounding);
  if (!backing) {
    backing = {
      listed: new Set(mentionedTerms(grounding.amenityText)),
      own: new Set(mentionedTerms(grounding.claimed ?? '')),
      // A view the list says is missing is read as a plain view ('Garden view' not included is no view at all).
      absent: new Set(mentionedTerms(grounding.absent ?? '', false)),
    };
    backings.set(grounding, backing);
  }
  return backing;
}

/** Numbers in the text that appear nowhere on the listing. */
export function unsupportedNumbers(text: string, grounding: Grounding): string[] {
  const found = text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  const missing = found.filter(
    (n) =>
      !grounding.numbers.has(n) &&
      !grounding.numbers.has(n.replace(',', '.')) &&
      !grounding.numbers.has(String(Number(n.replace(',', '.')))),
  );
  return [...new Set(missing)];
}
