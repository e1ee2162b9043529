import type { SuggestionSection } from '../../../contract/suggestions';
import { type AmenityTerm, amenityTermsIn, mentions } from '../grounding';
import { type FeatureFact, inSentence, listOf, type ListingFacts, plural } from '../listing-facts';
import { withArticle } from '../facts/read-facts';
import { BASICS } from '../text-checks';
import type { Topic } from './pieces';

// Sentences a copywriter would write from the page's facts, for a section that is empty or too short: capacity and
// rooms, what each room has, how guests get in, what they can use, the times and the safety items. Prose, never a
// form ('The kitchen has a refrigerator and a microwave.', not 'In the kitchen: refrigerator.'); basics every place
// has (shampoo, hot water, a hair dryer) are left out, and nothing is said that the text already says.

export type Voice = 'you' | 'guests';

export interface PageSentence {
  text: string;
  topic: Topic | null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** The voice the host writes in: to the guest ('you') or about guests. */
export function voiceOf(texts: readonly string[]): Voice {
  const all = texts.join(' ');
  const you = (all.match(/\byou(?:r|rs|rself|rselves|'ll|'re|'d)?\b/gi) ?? []).length;
  const guests = (all.match(/\bguests?\b/gi) ?? []).length;
  return you > 0 && you >= guests ? 'you' : 'guests';
}

// Airbnb names some amenities 'Thing: kind' ('Indoor fireplace: wood-burning', 'Pool: private, outdoor'); in a
// sentence the kind goes in front, as a person says it ('a wood-burning indoor fireplace').
function qualifiersFirst(title: string): string {
  const m = /^([^:]+):\s*([^:]+)$/.exec(title);
  if (!m) return title;
  const kinds = m[2]!.split(/\s*,\s*/).filter(Boolean);
  if (!kinds.length || kinds.some((k) => /\d/.test(k) || k.split(/\s+/).length > 2)) return title;
  return `${kinds.map((k) => k.toLowerCase()).join(' ')} ${inSentence(m[1]!.trim())}`;
}

/** An amenity title inside a sentence, with its article: 'Fast wifi – 500 Mbps' → 'fast wifi at 500 Mbps'. */
export function itemPhrase(title: string): string {
  const plain = inSentence(qualifiersFirst(title.trim()))
    .replace(/\s+[–—-]\s+(?=\d)/, ' at ')
    .replace(/\s*:\s+|\s+[–—]\s+/, ', ');
  if (/^\d+[\s-]*(?:inch|"|″)/i.test(plain)) return `a ${plain}`;
  return withArticle(plain);
}

/** The same, with 'the' ('the washer', 'the private rooftop terrace'; 'wifi' and 'free parking' stay bare). */
function theItem(title: string): string {
  const phrase = itemPhrase(title);
  return phrase.replace(/^(?:a|an)\s+/i, 'the ');
}

export const isBasic = (item: string) => BASICS.test(item);

type Kind =
  | 'kitchen'
  | 'bath'
  | 'laundry'
  | 'sleep'
  | 'family'
  | 'fun'
  | 'climate'
  | 'work'
  | 'outdoor'
  | 'view'
  | 'access'
  | 'parking'
  | 'safety'
  | 'other';

const KINDS: [Kind, RegExp][] = [
  ['safety', /smoke|carbon monoxide|fire extinguisher|first aid|security camera|alarm/i],
  [
    'access',
    /self check-?in|smart\s?lock|lock\s?box|keypad|building staff|private entrance|luggage|long[\s-]term|elevator|lift\b|host greets/i,
  ],
  ['parking', /parking|garage|ev charger|carport/i],
  [
    'outdoor',
    /terrace|rooftop|balcon|patio|garden|back\s?yard|outdoor|bbq|grill|fire pit|hot tub|\bpool\b(?!\s+table)|hammock|lounger|beach essentials/i,
  ],
  ['view', /\bview\b|waterfront|lake access|beach access|beachfront/i],
  ['laundry', /(?<!dish)washer|(?<!hair\s)dryer|laundry|washing machine/i],
  [
    'kitchen',
    /kitchen|refrigerator|fridge|microwave|oven|stove|hob|dishwasher|coffee|nespresso|espresso|dining table|blender|rice maker|cookware/i,
  ],
  ['family', /crib|cot\b|high chair|child|baby|kids|playground|changing table/i],
  [
    'fun',
    /\btv\b|hdtv|netflix|sound system|speaker|record player|books|board games|game console|piano|ping pong|pool table|projector|cinema/i,
  ],
  ['climate', /air condition|heating|\bfan\b|fireplace|radiator|heater/i],
  ['work', /wi-?fi|workspace|\bdesk\b|ethernet|monitor|printer/i],
  ['bath', /bathtub|bidet|shower|jacuzzi|toilet|bath\b/i],
  ['sleep', /room-darkening|blackout|bed\b|mattress|wardrobe|closet|dresser/i],
];

function kindOf(item: string): Kind {
  return KINDS.find(([, re]) => re.test(item))?.[0] ?? 'other';
}

/** Whether `texts` already say the item (its words, or every amenity term it names). */
export function alreadySaid(item: string, texts: string): boolean {
  const lower = texts.toLowerCase();
  const words = inSentence(item).toLowerCase();
  if (lower.includes(words)) return true;
  const terms = amenityTermsIn(item).filter((t) => t.label !== 'view');
  // 'Patio or balcony' is said once either is.
  if (/\bor\b/i.test(item)) return terms.some((t) => mentions(t, texts));
  return terms.length > 0 && terms.every((t) => mentions(t, texts));
}

function groupItems(f: ListingFacts, said: string, kinds: readonly Kind[]): Map<Kind, string[]> {
  const out = new Map<Kind, string[]>();
  for (const item of f.amenities) {
    const kind = kindOf(item);
    if (!kinds.includes(kind) || isBasic(item) || alreadySaid(item, said)) continue;
    if (f.safety.some((s) => s.toLowerCase() === item.toLowerCase())) continue;
    const list = out.get(kind) ?? [];
    list.push(item);
    out.set(kind, list);
  }
  return out;
}

const NUMBER = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten)`;
const ONE = String.raw`(?:1|one|a|an|single)`;
/** Whether the text gives the count of a room kind in its own words: 'Four bedrooms', 'a private shower room'. */
function countSaid(text: string, n: number, nouns: string): boolean {
  const many = new RegExp(String.raw`\b${NUMBER}[\s-]+(?:[\w-]+\s+)?(?:${nouns})s?\b`, 'i');
  const one = new RegExp(String.raw`\b${ONE}\s+(?:[\w-]+\s+)?(?:${nouns})\b`, 'i');
  return n === 1 ? one.test(text) || many.test(text) : many.test(text);
}

/** 'with 2 bedrooms, 3 beds and 1 bath', without a count the text already gives in its own words. */
function roomsPhrase(f: ListingFacts, withBedrooms = true, already = ''): string | null {
  const parts: string[] = [];
  // A room is one bedroom: 'the room sleeps 2, with 1 bedroom' says nothing.
  if (withBedrooms && f.wholePlace !== false && f.bedrooms && f.bedrooms > 0 && !countSaid(already, f.bedrooms, 'bedroom'))
    parts.push(plural(f.bedrooms, 'bedroom', 'bedrooms'));
  if (f.beds && f.beds > 0 && !countSaid(already, f.beds, 'bed')) parts.push(plural(f.beds, 'bed', 'beds'));
  if (f.baths && f.baths > 0 && !countSaid(already, f.baths, 'bathroom|bath|shower room')) parts.push(plural(f.baths, 'bath', 'baths'));
  return parts.length ? listOf(parts) : null;
}

// 'The room sleeps up to 2 guests', not 'The private room sleeps…': the kind of room is said once, where it matters.
const noun = (f: ListingFacts) => (f.wholePlace === false && f.typeNoun && /\broom$/.test(f.typeNoun) ? 'room' : (f.typeNoun ?? 'place'));

export function sizedNoun(f: ListingFacts): string {
  return f.wholePlace !== false && f.bedrooms && f.bedrooms > 0 && f.typeNoun ? `${f.bedrooms}-bedroom ${noun(f)}` : noun(f);
}

function wholePlace(f: ListingFacts, voice: Voice): string | null {
  if (f.wholePlace === true && f.typeNoun)
    return voice === 'you' ? `You have the whole ${f.typeNoun} to yourselves.` : `Guests have the whole ${f.typeNoun} to themselves.`;
  if (f.wholePlace === false && f.typeNoun)
    return voice === 'you' ? `You stay in ${article(f.typeNoun)}.` : `Guests stay in ${article(f.typeNoun)}.`;
  return null;
}

function capacity(f: ListingFacts, subject: string, withBedrooms: boolean, already: string): string | null {
  const rooms = roomsPhrase(f, withBedrooms, already);
  if (f.guests && rooms) return `${subject} sleeps up to ${plural(f.guests, 'guest', 'guests')}, with ${rooms}.`;
  if (f.guests) return `${subject} sleeps up to ${plural(f.guests, 'guest', 'guests')}.`;
  if (rooms) return `${subject} has ${rooms}.`;
  return null;
}

const said = (texts: string, pattern: RegExp) => pattern.test(texts);
/** A room the text already names ('a bright studio room'): 'Guests stay in a private room' adds nothing. */
const saysRoom = (f: ListingFacts, texts: string) => f.wholePlace === false && /\b(?:room|studio|suite)\b/i.test(texts);

// ---- The space -------------------------------------------------------------------------------------------------

function spaceSentences(f: ListingFacts, already: string, voice: Voice): PageSentence[] {
  const out: PageSentence[] = [];
  if (!said(already, /\bsleeps?\b|\bguests?\s+maximum\b|\bbedrooms?\b/i)) {
    const c = capacity(f, `The ${noun(f)}`, true, already);
    if (c) out.push({ text: c, topic: 'sleep' });
  }
  const groups = groupItems(f, already, [
    'kitchen',
    'bath',
    'laundry',
    'sleep',
    'family',
    'fun',
    'climate',
    'work',
    'outdoor',
    'view',
    'other',
  ]);
  const list = (kind: Kind) => (groups.get(kind) ?? []).slice(0, 6);
  const kitchen = list('kitchen');
  const tools = kitchen.filter((k) => !/^kitchen(?:ette)?$/i.test(k.trim()));
  if (tools.length) out.push({ text: `The kitchen has ${listOf(tools.map(itemPhrase))}.`, topic: 'kitchen' });
  else if (kitchen.length)
    out.push({
      text: voice === 'you' ? 'You can cook your own meals in the kitchen.' : 'Guests can cook their own meals in the kitchen.',
      topic: 'kitchen',
    });
  const bath = list('bath');
  if (bath.length) out.push({ text: `The bathroom has ${listOf(bath.map(itemPhrase))}.`, topic: 'bath' });
  const sleep = list('sleep');
  if (sleep.length) {
    const many = (f.bedrooms ?? 1) > 1;
    out.push({ text: `The bedroom${many ? 's have' : ' has'} ${listOf(sleep.map(itemPhrase))}.`, topic: 'sleep' });
  }
  // A few comforts read best in one sentence ('It has wifi and a TV.'); a longer list gets one sentence a kind.
  const comforts: Kind[] = ['work', 'fun', 'climate', 'other'];
  const few = comforts.flatMap(list);
  const writes: [Kind, (items: string) => string, Topic | null][] = [
    ['outdoor', (items) => `Outside there is ${items}.`, 'outdoor'],
    ['view', (items) => `It has ${items}.`, 'view'],
    ...(few.length <= 4
      ? []
      : ([
          ['work', (items) => `For work there is ${items}.`, 'work'],
          ['fun', (items) => `For evenings in there is ${items}.`, null],
          ['climate', (items) => `It has ${items}.`, null],
          ['other', (items) => `There is ${items}.`, null],
        ] as [Kind, (items: string) => string, Topic | null][])),
    ['laundry', (items) => `For laundry there is ${items}.`, 'laundry'],
    ['family', (items) => `For families there is ${items}.`, null],
  ];
  for (const [kind, write, topic] of writes) {
    const items = list(kind);
    if (items.length) out.push({ text: write(listOf(items.map(itemPhrase))), topic });
  }
  if (few.length && few.length <= 4) out.push({ text: `It has ${listOf(few.map(itemPhrase))}.`, topic: null });
  return out;
}

// ---- Guest access ----------------------------------------------------------------------------------------------

const timeOf = (value: string, word: RegExp) =>
  value
    .replace(word, '')
    .replace(/^[\s:]+/, '')
    .trim()
    .replace(/^(?:After|From|Before|By|Until|Between|At|Anytime|Flexible)\b/, (w) => w.toLowerCase());

/** '3:00 PM - 10:00 PM' → 'between 3:00 PM and 10:00 PM'. */
function timeWords(time: string): string {
  const range = /^(.+?)\s*[-–—]\s*(.+)$/.exec(time);
  return range ? `between ${range[1]} and ${range[2]}` : time;
}

function checkInSentence(f: ListingFacts): string | null {
  if (!f.checkIn) return null;
  const time = timeWords(timeOf(f.checkIn, /^check[\s-]?in\b/i));
  if (!time) return null;
  return /^(?:after|from|before|by|until|between|at|flexible|anytime)\b/i.test(time) ? `Check-in is ${time}.` : `Check-in is at ${time}.`;
}

function accessSentences(f: ListingFacts, already: string, voice: Voice): PageSentence[] {
  const out: PageSentence[] = [];
  const whole = wholePlace(f, voice);
  if (
    whole &&
    !said(already, /\bwhole\b|\bentire\b|\bto (?:them|your)sel(?:f|ves)\b|\ball yours\b|\bare yours\b/i) &&
    !saysRoom(f, already)
  )
    out.push({ text: whole, topic: 'arrival' });
  const checkIn = checkInSentence(f);
  if (checkIn && !said(already, /\bcheck[\s-]?in\b.*\d|\barrive\b.*\d|\d.*\bcheck[\s-]?in\b/i))
    out.push({ text: checkIn, topic: 'arrival' });
  const access = f.amenities.filter((a) => kindOf(a) === 'access');
  const device = access.find((a) => /smart\s?lock|lock\s?box|keypad/i.test(a));
  const self = access.some((a) => /self check-?in/i.test(a));
  if ((device || self) && !said(already, /\bself[\s-]?check|\bsmart\s?lock|\block\s?box|\bkeypad|\blet (?:your|them)sel/i)) {
    const how = device ? ` with ${theItem(device)}` : '';
    out.push({ text: voice === 'you' ? `You let yourselves in${how}.` : `Guests let themselves in${how}.`, topic: 'arrival' });
  }
  if (access.some((a) => /elevator|lift\b/i.test(a)) && !said(already, /\belevator\b|\blift\b/i))
    out.push({ text: 'The building has an elevator.', topic: 'arrival' });
  if (access.some((a) => /private entrance/i.test(a)) && !said(already, /\bprivate entrance\b|\bown entrance\b/i))
    out.push({ text: 'It has a private entrance.', topic: 'arrival' });
  // Places and machines guests can use, not the chairs on the terrace.
  const usable = f.amenities.filter(
    (a) =>
      ['outdoor', 'laundry'].includes(kindOf(a)) && !/furniture|lounger|dining area/i.test(a) && !isBasic(a) && !alreadySaid(a, already),
  );
  if (usable.length)
    out.push({ text: `${voice === 'you' ? 'You' : 'Guests'} can use ${listOf(usable.slice(0, 5).map(theItem))}.`, topic: 'outdoor' });
  const parking = f.amenities.filter((a) => kindOf(a) === 'parking' && !alreadySaid(a, already));
  if (parking.length && !said(already, /\bpark/i))
    out.push({ text: `There is ${listOf(parking.slice(0, 2).map(itemPhrase))}.`, topic: 'parking' });
  return out;
}

// ---- Other things to note --------------------------------------------------------------------------------------

function otherSentences(f: ListingFacts, already: string): PageSentence[] {
  const out: PageSentence[] = [];
  const times: string[] = [];
  if (f.checkIn && !said(already, /\bcheck[\s-]?in\b/i)) times.push(`check-in is ${timeWords(timeOf(f.checkIn, /^check[\s-]?in\b/i))}`);
  if (f.checkOut && !said(already, /\bcheck[\s-]?out\b|\bcheckout\b/i))
    times.push(`checkout is ${timeOf(f.checkOut, /^check[\s-]?out\b|^checkout\b/i)}`);
  if (times.length) out.push({ text: `${capitalise(listOf(times))}.`, topic: 'arrival' });
  const alarms = f.safety.filter(
    (s) => /alarm|extinguisher|first aid/i.test(s) && !/^no\b|not reported|not\s+(?:present|available)/i.test(s),
  );
  const unsaid = alarms.filter((a) => !alreadySaid(a, already));
  if (unsaid.length) out.push({ text: `The ${noun(f)} has ${listOf(unsaid.map(itemPhrase))}.`, topic: 'rules' });
  if (f.safety.some((s) => /must climb stairs/i.test(s)) && !said(already, /\bstairs?\b|\bsteps\b|\bstaircase\b/i))
    out.push({ text: `Guests must climb stairs to reach the ${noun(f)}.`, topic: 'arrival' });
  return out;
}

// ---- Listing Description -----------------------------------------------------------------------------------------

const STAPLE_LABELS = new Set(['wifi', 'kitchen', 'washer', 'dryer', 'TV', 'heating', 'air conditioning', 'coffee maker', 'dishwasher']);
export const isStaple = (term: AmenityTerm) => STAPLE_LABELS.has(term.label);

/** The phrase a feature goes by in a sentence: the host's words, else the amenity's own title when it reads well. */
export function featurePhrase(feature: FeatureFact, f: ListingFacts): string {
  if (feature.source) return feature.phrase;
  const title = f.amenities.find((a) => mentions(feature.term, a) && a.split(/\s+/).length <= 4 && !/[–—:]/.test(a));
  return title ? itemPhrase(title) : feature.phrase;
}

function summarySentences(f: ListingFacts, already: string, hookSaysBedrooms: boolean, voice: Voice): PageSentence[] {
  const out: PageSentence[] = [];
  if (!said(already, /\bsleeps?\b|\bguests?\b.*\d|\d.*\bguests?\b/i)) {
    const c = capacity(f, 'It', !hookSaysBedrooms && !said(already, /\bbedrooms?\b/i), already);
    if (c) out.push({ text: c, topic: 'sleep' });
  }
  const whole = wholePlace(f, voice);
  if (
    whole &&
    !said(already, /\bwhole\b|\bentire\b|\bto (?:them|your)sel(?:f|ves)\b|\ball yours\b|\bare yours\b/i) &&
    !saysRoom(f, already)
  )
    out.push({ text: whole, topic: null });
  const features = f.features.filter((x) => !x.source && !isStaple(x.term) && !mentions(x.term, already)).map((x) => featurePhrase(x, f));
  if (features.length) out.push({ text: `It has ${listOf(features.slice(0, 4))}.`, topic: null });
  return out;
}

/** Sentences from the page's facts for the section, most useful first, none saying what `already` says. */
export function pageSentences(
  section: Exclude<SuggestionSection, 'Title' | 'House Rules'>,
  f: ListingFacts,
  already: string,
  voice: Voice,
  hookSaysBedrooms = false,
): PageSentence[] {
  if (section === 'The space') return spaceSentences(f, already, voice);
  if (section === 'Guest access') return accessSentences(f, already, voice);
  if (section === 'Other things to note') return otherSentences(f, already);
  return summarySentences(f, already, hookSaysBedrooms, voice);
}

// ---- The hook --------------------------------------------------------------------------------------------------

/**
 * An opening that says what and where the place is and what sells it ('A 1-bedroom apartment in Porto with a
 * balcony over the Douro.'), from the features given (the host's first), or null when the facts cannot say it.
 */
export function hookSentence(f: ListingFacts, features: readonly string[], variant: number): string | null {
  const place = f.city ?? f.region;
  if (!f.typeNoun && !place) return null;
  const where = place ? ` in ${place}` : '';
  const what = sizedNoun(f);
  const selling = features.slice(0, 2);
  const sleeps = f.guests ? `sleeps up to ${plural(f.guests, 'guest', 'guests')}` : null;
  // 'with a balcony with a river view' reads badly: a feature that has its own 'with' takes 'has'.
  if (variant % 2 === 1 || selling.some((p) => /\bwith\b/i.test(p))) {
    if (selling.length) return `This ${what}${where} has ${listOf(selling)}.`;
    return `This ${what}${where} ${sleeps ?? 'is ready for your stay'}.`;
  }
  if (selling.length) return `${capitalise(article(what))}${where} with ${listOf(selling)}.`;
  return `${capitalise(article(what))}${where}${sleeps ? ` that ${sleeps}` : ''}.`;
}
