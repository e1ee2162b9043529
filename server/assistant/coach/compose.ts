import type { SuggestionSection } from '../../../contract/suggestions';
import { amenityTermsIn, type Grounding, mentions, unsupportedAmenities, unsupportedNumbers } from '../grounding';
import { charCount, checkSuggestion, contentViolations, lengthBounds, repairSuggestion, sentencesOf, tidyText } from '../limits';
import { inSentence, listOf, type ListingFacts, plural, titleCase } from '../listing-facts';

// The built-in coach's rewrites. Every sentence is either a fact from the listing put into words (type, place,
// capacity, amenities the list has, rules, safety items) or one of the host's own sentences, tidied. Nothing
// is added to reach a length: when the facts run out before the minimum, the result is a draft plus the
// questions whose answers would let the section grow.

export interface Composition {
  section: SuggestionSection;
  /** Obeys every limit; null when the facts do not allow an honest text. */
  text: string | null;
  /** What the facts allow, even when too short to suggest. */
  draft: string;
  /** Facts to ask the host for. */
  questions: string[];
  /** Amenity-like things the host's own text claims but the amenity list lacks (left out of the rewrite). */
  unlisted: string[];
}

export const sameText = (a: string, b: string) => normalise(a) === normalise(b);
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’-]+/g, ' ')
    .trim();
}

interface HostSentences {
  kept: string[];
  unlisted: Set<string>;
}

/** The host's own sentences that may be reused: tidied, and without claims the listing does not back. */
export function hostSentences(text: string, facts: ListingFacts, grounding: Grounding): HostSentences {
  const kept: string[] = [];
  const unlisted = new Set<string>();
  for (const raw of sentencesOf(text, facts.language)) {
    const sentence = withStop(tidyText(raw));
    // Greetings carry no fact; the hook should be the place, not a welcome.
    if (/^(?:welcome|hello|hi|hey)\b/i.test(sentence)) continue;
    if (contentViolations(sentence).length) continue;
    const missing = unsupportedAmenities(sentence, grounding);
    if (missing.length) {
      missing.forEach((m) => unlisted.add(m));
      continue;
    }
    if (unsupportedNumbers(sentence, grounding).length) continue;
    if (charCount(sentence) < 3) continue;
    kept.push(sentence);
  }
  return { kept, unlisted };
}

function withStop(sentence: string): string {
  const s = sentence.trim();
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Adds sentences in order while the total stays within max; a sentence that does not fit is skipped. */
function fill(sentences: string[], max: number): string {
  const kept: string[] = [];
  for (const s of sentences) {
    if (kept.some((k) => sameText(k, s))) continue;
    const next = [...kept, s].join(' ');
    if (charCount(next) <= max) kept.push(s);
  }
  return kept.join(' ');
}

function roomsPhrase(f: ListingFacts): string | null {
  const parts: string[] = [];
  if (f.bedrooms && f.bedrooms > 0) parts.push(plural(f.bedrooms, 'bedroom', 'bedrooms'));
  if (f.beds && f.beds > 0) parts.push(plural(f.beds, 'bed', 'beds'));
  if (f.baths && f.baths > 0) parts.push(plural(f.baths, 'bath', 'baths'));
  return parts.length ? listOf(parts) : null;
}

function mentionsAny(texts: string[], item: string): boolean {
  const needle = item.toLowerCase();
  return texts.some((t) => t.toLowerCase().includes(needle));
}

function finish(
  section: SuggestionSection,
  draft: string,
  grounding: Grounding,
  questions: string[],
  unlisted: Set<string>,
  avoid: string[],
): Composition {
  const clean = draft.trim();
  let text: string | null = null;
  if (clean && checkSuggestion(section, clean, grounding).length === 0) text = clean;
  else if (clean && charCount(clean) > lengthBounds(section).max) text = repairSuggestion(section, clean, grounding);
  if (text && avoid.some((a) => sameText(a, text!))) text = null;
  return { section, text, draft: clean, questions, unlisted: [...unlisted] };
}

// ---- Title ---------------------------------------------------------------------------------------------------

/** Up to `count` title options from the facts, skipping the current title and any text to avoid. */
export function composeTitles(
  f: ListingFacts,
  grounding: Grounding,
  count: number,
  variant: number,
  avoid: string[],
): { options: string[]; questions: string[] } {
  const questions: string[] = [];
  if (!f.typeNoun) questions.push('What kind of place is it (apartment, house, cabin, private room...)? The page did not say.');
  if (!f.city && !f.region) questions.push('Which town or neighbourhood should the title name? The page shows no location.');
  if (f.features.length === 0) {
    questions.push(
      'What is the one feature guests book it for (a view, outdoor space, parking, a workspace...)? Add it to your amenities too, so guests can filter for it.',
    );
  }
  if (!f.english) {
    const tidy = repairSuggestion('Title', f.current.Title, grounding);
    const options = tidy && !sameText(tidy, f.current.Title) && !avoid.some((a) => sameText(a, tidy)) ? [tidy] : [];
    return { options, questions };
  }
  const type = f.typeNoun ? titleCase(f.typeNoun) : null;
  const sized = type && f.wholePlace !== false && f.bedrooms && f.bedrooms > 0 ? `${f.bedrooms}-Bedroom ${type}` : type;
  const place = f.city ?? f.region;
  const [f1, f2, f3] = f.features.map((x) => x.titleLabel);
  const patterns: (string | null)[] = [
    sized && place && f1 ? `${sized} in ${place} with ${f1}` : null,
    type && place && f1 && f2 ? `${type} in ${place} with ${f1} and ${f2}` : null,
    sized && f1 && f2 ? `${sized} with ${f1} and ${f2}` : null,
    type && f1 && f2 && f3 ? `${type} with ${f1}, ${f2} and ${f3}` : null,
    sized && place && f.guests ? `${sized} in ${place}, Sleeps ${f.guests}` : null,
    type && place && f1 ? `${type} in ${place} with ${f1}` : null,
    sized && place ? `${sized} in ${place}` : null,
    type && place ? `${type} in ${place}` : null,
    sized && f1 ? `${sized} with ${f1}` : null,
  ];
  const candidates: string[] = [];
  for (const p of patterns) {
    if (!p || candidates.some((c) => sameText(c, p))) continue;
    if (sameText(p, f.current.Title) || avoid.some((a) => sameText(a, p))) continue;
    if (checkSuggestion('Title', p, grounding).length) continue;
    candidates.push(p);
  }
  const start = candidates.length ? (variant * count) % candidates.length : 0;
  const rotated = [...candidates.slice(start), ...candidates.slice(0, start)];
  return { options: rotated.slice(0, count), questions };
}

// ---- Listing Description -------------------------------------------------------------------------------------

function hook(f: ListingFacts, variant: number): string | null {
  const noun = f.typeNoun ?? 'place';
  const features = f.features.slice(0, 3).map((x) => x.phrase);
  const withPart = features.length ? ` with ${listOf(features)}` : '';
  const place = f.city ?? f.region;
  if (variant % 2 === 1 && f.guests) {
    const where = place ? ` in ${place}` : '';
    return `Up to ${plural(f.guests, 'guest', 'guests')} can stay in this ${noun}${where}${features.length ? `, which has ${listOf(features)}` : ''}.`;
  }
  if (!f.typeNoun && !place && !features.length) return null;
  const guests = f.guests ? ` for up to ${plural(f.guests, 'guest', 'guests')}` : '';
  return `${capitalise(article(noun))}${guests}${place ? ` in ${place}` : ''}${withPart}.`;
}

/** Whether a sentence states something concrete: a number, an amenity-like feature, the type or the place. */
function hasFact(sentence: string, f: ListingFacts): boolean {
  if (/\d/.test(sentence)) return true;
  if (amenityTermsIn(sentence).length) return true;
  const words = [f.typeNoun, f.city, f.region].filter((w): w is string => Boolean(w));
  return words.some((w) => sentence.toLowerCase().includes(w.toLowerCase()));
}

function composeSummary(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostSentences(f.current['Listing Description'], f, g);
  if (!f.english) return composeOwnWords('Listing Description', f, g, own, avoid);
  const ownText = own.kept.join(' ');
  const rooms = roomsPhrase(f);
  const roomsSentence = rooms && !/\bbed(?:room)?s?\b/i.test(ownText) ? `It has ${rooms}.` : null;
  const [first, ...rest] = own.kept;
  let sentences: (string | null)[];
  if (first && hasFact(first, f) && variant % 2 === 0) {
    // The host's opening already states something concrete: keep it as the hook and add the facts it leaves out.
    const missing = f.features
      .filter((x) => !mentions(x.term, ownText))
      .slice(0, 3)
      .map((x) => x.phrase);
    const guests = f.guests && !/\bguests?\b|\bsleeps\b/i.test(ownText) ? `sleeps up to ${plural(f.guests, 'guest', 'guests')}` : null;
    const added =
      guests && missing.length
        ? `It ${guests} and has ${listOf(missing)}.`
        : guests
          ? `It ${guests}.`
          : missing.length
            ? `It also has ${listOf(missing)}.`
            : null;
    sentences = [first, added, roomsSentence, ...rest];
  } else {
    const opening = hook(f, variant);
    const more = f.features.slice(3, 6).map((x) => x.phrase);
    sentences = [opening, roomsSentence, more.length ? `There is also ${listOf(more)}.` : null, ...own.kept];
  }
  const draft = fill(
    sentences.filter((s): s is string => Boolean(s)),
    lengthBounds('Listing Description').max,
  );
  return finish('Listing Description', draft, g, questionsFor('Listing Description', f, draft), own.unlisted, avoid);
}

// ---- The space -----------------------------------------------------------------------------------------------

const GROUP_LEADS: Record<string, string> = {
  'kitchen and dining': 'In the kitchen',
  bathroom: 'In the bathroom',
  'bedroom and laundry': 'For sleeping and laundry',
  entertainment: 'For entertainment',
  'heating and cooling': 'Heating and cooling',
  'internet and office': 'For working',
  outdoor: 'Outside',
  'parking and facilities': 'Facilities',
  family: 'For families',
  'scenic views': 'Views',
  'location features': 'Location',
};
const SPACE_GROUP_ORDER = Object.keys(GROUP_LEADS);
const SAFETY_GROUP = /safety|not included|services/i;

function amenitySentences(f: ListingFacts, g: Grounding, alreadySaid: string[]): string[] {
  const out: string[] = [];
  const groups = [...f.amenityGroups].filter((g) => !SAFETY_GROUP.test(g.group)).sort((a, b) => rank(a.group) - rank(b.group));
  if (groups.length) {
    for (const group of groups) {
      const named = GROUP_LEADS[group.group.toLowerCase()] ?? capitalise(group.group.toLowerCase());
      // A group's name must not claim more than its items do ('Parking and facilities' holding an elevator).
      const lead = unsupportedAmenities(named, g).length ? 'Also' : named;
      const items = group.titles
        .filter((t) => !mentionsAny(alreadySaid, t))
        .filter((t) => !lead.toLowerCase().includes(t.toLowerCase()))
        .slice(0, 7)
        .map(inSentence);
      if (items.length) out.push(`${lead}: ${listOf(items)}.`);
    }
    return out;
  }
  const items = f.amenities.filter((a) => !mentionsAny(alreadySaid, a) && !mentionsAny(f.safety, a)).map(inSentence);
  // Without groups, the list goes in chunks so that a long list can still fit the section.
  for (let i = 0; i < items.length; i += 6) {
    out.push(`${i === 0 ? 'Amenities include' : 'There is also'} ${listOf(items.slice(i, i + 6))}.`);
  }
  return out;
}

function rank(group: string): number {
  const i = SPACE_GROUP_ORDER.indexOf(group.toLowerCase());
  return i === -1 ? SPACE_GROUP_ORDER.length : i;
}

function composeSpace(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostSentences(f.current['The space'], f, g);
  if (!f.english) return composeOwnWords('The space', f, g, own, avoid);
  const rooms = roomsPhrase(f);
  const noun = f.typeNoun ?? 'place';
  let opening: string | null = null;
  if (f.guests && rooms) opening = `The ${noun} sleeps up to ${plural(f.guests, 'guest', 'guests')}, with ${rooms}.`;
  else if (f.guests) opening = `The ${noun} sleeps up to ${plural(f.guests, 'guest', 'guests')}.`;
  else if (rooms) opening = `The ${noun} has ${rooms}.`;
  const groups = amenitySentences(f, g, [...own.kept, opening ?? '']);
  const sentences = variant % 2 === 1 ? [...own.kept, opening, ...groups] : [opening, ...own.kept, ...groups];
  const draft = fill(
    sentences.filter((s): s is string => Boolean(s)),
    lengthBounds('The space').max,
  );
  return finish('The space', draft, g, questionsFor('The space', f, draft), own.unlisted, avoid);
}

// ---- Guest access --------------------------------------------------------------------------------------------

const ARRIVAL = /check[\s-]?in|lock\s?box|keypad|smart\s+lock|building\s+staff|doorman|concierge|key/i;
const ACCESS_AMENITY =
  /private entrance|elevator|parking|garage|\bpool\b|hot tub|\bgym\b|garden|back\s?yard|patio|balcony|terrace|rooftop|\bbbq\b|\bgrill\b|(?<!dish)\bwasher\b|(?<!hair )\bdryer\b|luggage|ev charger|beach access|fire pit|sauna|\bbikes?\b|kayak/i;

function composeAccess(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostSentences(f.current['Guest access'], f, g);
  if (!f.english) return composeOwnWords('Guest access', f, g, own, avoid);
  const sentences: string[] = [];
  const noun = f.typeNoun ?? 'place';
  if (f.wholePlace === true) sentences.push(`Guests have the whole ${noun} to themselves.`);
  else if (f.wholePlace === false) sentences.push(`Guests stay in ${article(noun)}.`);
  const arrival = [...f.houseRules, ...f.amenities].filter((x) => ARRIVAL.test(x) && !/check[\s-]?out/i.test(x));
  const arrivalItems = arrival.filter((x, i) => arrival.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
  const told = (item: string) => mentionsAny(own.kept, item);
  // Times go in a sentence of their own; the ways in ('Self check-in', 'Lockbox') in one list.
  const timed = arrivalItems.filter((x) => /\d/.test(x));
  const ways = arrivalItems.filter((x) => !/\d/.test(x) && !told(x));
  if (f.checkIn) sentences.push(`Check-in: ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}.`);
  else for (const item of timed.slice(0, 1)) sentences.push(withStop(capitalise(item)));
  if (ways.length) sentences.push(`Arrival: ${listOf(ways.slice(0, 4).map(inSentence))}.`);
  const usable = f.amenities.filter((a) => ACCESS_AMENITY.test(a) && !arrivalItems.includes(a) && !told(a)).map(inSentence);
  if (usable.length) sentences.push(`Guests can use: ${listOf(usable.slice(0, 8))}.`);
  const ordered = variant % 2 === 1 ? [...own.kept, ...sentences] : [...sentences, ...own.kept];
  const draft = fill(ordered, lengthBounds('Guest access').max);
  return finish('Guest access', draft, g, questionsFor('Guest access', f, draft), own.unlisted, avoid);
}

// ---- Other things to note ------------------------------------------------------------------------------------

function composeOther(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostSentences(f.current['Other things to note'], f, g);
  if (!f.english) return composeOwnWords('Other things to note', f, g, own, avoid);
  const sentences: string[] = [];
  const times: string[] = [];
  if (f.checkIn) times.push(`check-in is ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}`);
  if (f.checkOut) times.push(`checkout is ${f.checkOut.replace(/^check[\s-]?out:?\s*/i, '')}`);
  if (times.length) sentences.push(`${capitalise(listOf(times))}.`);
  if (f.safety.length) sentences.push(`Safety and property notes: ${f.safety.map(inSentence).join('; ')}.`);
  const ordered = variant % 2 === 1 ? [...sentences, ...own.kept] : [...own.kept, ...sentences];
  const draft = fill(ordered, lengthBounds('Other things to note').max);
  return finish('Other things to note', draft, g, questionsFor('Other things to note', f, draft), own.unlisted, avoid);
}

// ---- House Rules ---------------------------------------------------------------------------------------------

function composeRules(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const rules = hostSentences(f.houseRules.map(withStop).join('\n'), f, g);
  if (!f.english) return composeOwnWords('House Rules', f, g, rules, avoid);
  const sentences = [...rules.kept];
  if (f.checkIn && !mentionsAny(rules.kept, f.checkIn)) sentences.unshift(`Check-in: ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}.`);
  if (f.checkOut && !mentionsAny(rules.kept, f.checkOut)) sentences.push(`Checkout: ${f.checkOut.replace(/^check[\s-]?out:?\s*/i, '')}.`);
  // Arrival and departure first, then the rules of the stay, as Airbnb groups them.
  const timing = sentences.filter((s) => /check[\s-]?(?:in|out)/i.test(s));
  const stay = sentences.filter((s) => !/check[\s-]?(?:in|out)/i.test(s));
  const ordered = variant % 2 === 1 ? [...stay, ...timing] : [...timing, ...stay];
  const draft = fill(ordered, lengthBounds('House Rules').max);
  return finish('House Rules', draft, g, questionsFor('House Rules', f, draft), rules.unlisted, avoid);
}

// ---- Questions for missing facts ----------------------------------------------------------------------------

/** What to ask the host so the section can say more; empty when the draft already reaches the minimum. */
export function questionsFor(section: Exclude<SuggestionSection, 'Title'>, f: ListingFacts, draft: string): string[] {
  const questions: string[] = [];
  if (section === 'Listing Description') {
    if (f.features.length === 0) {
      questions.push(
        'What do guests love most about the place (a view, outdoor space, something nearby)? It belongs in the first sentence once it is on the listing.',
      );
    }
    if (!f.guests) questions.push('How many guests can stay?');
    return questions;
  }
  if (charCount(draft) >= lengthBounds(section).min) return [];
  switch (section) {
    case 'The space':
      if (!roomsPhrase(f)) questions.push('How many bedrooms, beds and bathrooms are there, and what size are the beds?');
      questions.push('How is the space laid out (rooms, floors, outdoor areas), and what do guests notice first when they walk in?');
      if (!f.amenities.some((a) => /kitchen|cucina|cocina|cuisine|küche/i.test(a)))
        questions.push('Is there a kitchen or kitchenette, and what can guests cook with?');
      break;
    case 'Guest access':
      questions.push(
        f.wholePlace === false
          ? 'Which spaces do guests share with you or other guests (kitchen, bathroom, living room), and which are theirs alone?'
          : 'Which rooms and outdoor spaces can guests use, and is anything locked or off-limits?',
      );
      if (![...f.houseRules, ...f.amenities].some((x) => ARRIVAL.test(x) && !/\d/.test(x))) {
        questions.push('How do guests get in: self check-in (lockbox, keypad, smart lock) or do you or someone else meet them?');
      }
      if (!f.amenities.some((a) => /parking|garage|parcheggio/i.test(a))) questions.push('Where can guests park if they arrive by car?');
      questions.push('Are there stairs to reach the entrance, or an elevator or step-free access?');
      break;
    case 'Other things to note':
      questions.push('Is there anything guests should know before booking: stairs, street noise, building rules, work nearby?');
      questions.push(
        'Which shops, transport stops or sights nearby do guests ask about, and how far are they (minutes on foot or by car)? I will only write what you tell me.',
      );
      if (!f.safety.length)
        questions.push('Which safety devices does the place have (smoke alarm, carbon monoxide alarm, fire extinguisher, first aid kit)?');
      break;
    case 'House Rules': {
      const have = draft.toLowerCase();
      if (!/quiet|silenzio/.test(have)) questions.push('Do you have quiet hours, and from when to when?');
      if (!/\bpets?\b|animal/.test(have)) questions.push('Are pets allowed? (Service animals always are.)');
      if (!/smok|fum/.test(have)) questions.push('Is smoking or vaping allowed anywhere on the property?');
      if (!/part(?:y|ies)|event|feste/.test(have)) questions.push('Are parties or events allowed?');
      questions.push('Is there anything guests should do before they leave (dishes, rubbish, keys)?');
      break;
    }
  }
  return questions;
}

// ---- Listings not written in English -------------------------------------------------------------------------

/**
 * For a listing in another language the coach writes no sentences of its own: it can only put the host's own
 * sentences within the limits (trim an over-long section, tidy shouting and symbols).
 */
function composeOwnWords(
  section: Exclude<SuggestionSection, 'Title'>,
  f: ListingFacts,
  g: Grounding,
  own: HostSentences,
  avoid: string[],
): Composition {
  const draft = fill(own.kept, lengthBounds(section).max);
  return finish(section, draft, g, questionsFor(section, f, draft), own.unlisted, avoid);
}

export function languageName(language: string | null): string {
  if (!language) return 'original';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(language.split(/[-_]/)[0]!) ?? language;
  } catch {
    return language;
  }
}

export function composeSection(
  section: Exclude<SuggestionSection, 'Title'>,
  f: ListingFacts,
  g: Grounding,
  variant: number,
  avoid: string[],
): Composition {
  switch (section) {
    case 'Listing Description':
      return composeSummary(f, g, variant, avoid);
    case 'The space':
      return composeSpace(f, g, variant, avoid);
    case 'Guest access':
      return composeAccess(f, g, variant, avoid);
    case 'Other things to note':
      return composeOther(f, g, variant, avoid);
    case 'House Rules':
      return composeRules(f, g, variant, avoid);
  }
}
