import type { SuggestionSection } from '../../../contract/suggestions';
import type { HostFactKind } from '../../../contract/wire';
import { findContactDetails, findRepeatedPunctuation, findShouting, findSymbols } from '../../analysis/score/text-lint';
import { PROPERTY_TYPES, SELLING_POINTS } from '../../analysis/score/vocabulary';
import { AMENITY_TERMS, amenityTermsIn, type Grounding, mentions, unsupportedAmenities, unsupportedNumbers } from '../grounding';
import { charCount, checkSuggestion, contentViolations, lengthBounds, repairSuggestion, tidyText } from '../limits';
import { type HostFactView, inSentence, listOf, type ListingFacts, plural, titleCase } from '../listing-facts';
import { withArticle } from '../facts/read-facts';
import { hasStructure, joinUnits, sentenceUnits, type Unit, unitsOf } from '../text-units';

// The built-in coach's rewrites. Every sentence is a fact from the listing put into words (type, place, capacity,
// amenities the list has, rules, safety items), a fact the host told the assistant (in their words), or one of the
// host's own sentences, tidied. Nothing is added to reach a length. The host's paragraphs and lists are kept.

export interface Composition {
  section: SuggestionSection;
  /** Obeys every limit; null when the facts do not allow an honest text. */
  text: string | null;
  /** What the facts allow, even when it breaks a limit. */
  draft: string;
  /** Amenity-like things the host's own text claims but nothing backs (left out of the rewrite). */
  unlisted: string[];
  /** Sentences of host facts the text uses. */
  told: string[];
}

export const sameText = (a: string, b: string) => normalise(a) === normalise(b);
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’•·*-]+/g, ' ')
    .trim();
}

interface HostUnits {
  units: Unit[];
  kept: string[];
  unlisted: Set<string>;
}

/** The host's own text as units that may be reused: tidied, without claims nothing backs, structure kept. */
export function hostUnits(text: string, facts: ListingFacts, grounding: Grounding): HostUnits {
  const kept: string[] = [];
  const unlisted = new Set<string>();
  const units = unitsOf(text, facts.language, (raw) => {
    const sentence = withStop(tidyText(raw));
    // Greetings carry no fact; the hook should be the place, not a welcome.
    if (/^(?:welcome|hello|hi|hey)\b/i.test(sentence)) return null;
    if (contentViolations(sentence).length || costsPoints(sentence)) return null;
    const missing = unsupportedAmenities(sentence, grounding);
    if (missing.length) {
      missing.forEach((m) => unlisted.add(m));
      return null;
    }
    if (unsupportedNumbers(sentence, grounding).length) return null;
    if (charCount(sentence) < 3) return null;
    kept.push(sentence);
    return sentence;
  });
  return { units, kept, unlisted };
}

/** A sentence the rubric would take points for (contact details, '||', shouting...), or markup pasted in from a web page. */
function costsPoints(sentence: string): boolean {
  if (/<\/?[a-z][^>]*>|\bjavascript:/i.test(sentence)) return true;
  return (
    findContactDetails(sentence).length +
      findRepeatedPunctuation(sentence).length +
      findShouting(sentence).length +
      findSymbols(sentence).length >
    0
  );
}

function withStop(sentence: string): string {
  const s = sentence.trim();
  return /[.!?:]$/.test(s) ? s : `${s}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
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

const said = (texts: string[], sentence: string) => texts.some((t) => sameText(t, sentence) || normalise(t).includes(normalise(sentence)));

/** Sentences as a paragraph that starts after `sep`. */
function paragraph(sentences: (string | null | undefined | false)[], sep: Unit['sep'] = ' '): Unit[] {
  const units = sentenceUnits(sentences.filter((s): s is string => Boolean(s)));
  if (units[0]) units[0] = { ...units[0], sep };
  return units;
}

function startingWith(units: Unit[], sep: Unit['sep']): Unit[] {
  return units.length ? [{ ...units[0]!, sep }, ...units.slice(1)] : units;
}

// ---- The host's facts ------------------------------------------------------------------------------------------

// Kinds that are worth saying even when they say the place lacks something ('There is no parking').
const NEGATIVE_WORTH_SAYING = new Set<HostFactKind>(['parking', 'layout', 'check_in', 'house_rule', 'note']);

/** The host's facts for a section, in the order the section tells them, leaving out what `already` says. */
function toldFor(f: ListingFacts, section: SuggestionSection, order: HostFactKind[], already: string[] = []): HostFactView[] {
  const rank = (k: HostFactKind) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return f.host
    .filter((h) => h.details.sections.includes(section) && order.includes(h.kind))
    .filter((h) => !h.details.negative || NEGATIVE_WORTH_SAYING.has(h.kind))
    .filter((h) => !said(already, h.text))
    .map((h, i) => ({ h, i }))
    .sort((a, b) => rank(a.h.kind) - rank(b.h.kind) || a.i - b.i)
    .map(({ h }) => h);
}

function finish(
  section: SuggestionSection,
  units: Unit[],
  grounding: Grounding,
  unlisted: Set<string>,
  avoid: string[],
  told: HostFactView[],
): Composition {
  // A fact is said once: a composed sentence the host's own text already has (or a repeated fact) is left out.
  const seen = new Set<string>();
  const unique = units.filter((u) => {
    const key = normalise(u.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const draft = joinUnits(unique, lengthBounds(section).max).trim();
  let text: string | null = null;
  if (draft && checkSuggestion(section, draft, grounding).length === 0) text = draft;
  else if (draft) text = repairSuggestion(section, draft, grounding);
  if (text && avoid.some((a) => sameText(a, text!))) text = null;
  const used = told.filter((h) => (text ?? draft).includes(h.text)).map((h) => h.text);
  return { section, text, draft, unlisted: [...unlisted], told: used };
}

// ---- Title ---------------------------------------------------------------------------------------------------

/** Up to `count` title options from the facts, skipping the current title and any text to avoid. */
export function composeTitles(f: ListingFacts, grounding: Grounding, count: number, variant: number, avoid: string[]): string[] {
  if (!f.english) {
    const tidy = repairSuggestion('Title', f.current.Title, grounding);
    return tidy && !sameText(tidy, f.current.Title) && !avoid.some((a) => sameText(a, tidy)) ? [tidy] : [];
  }
  const type = f.typeNoun ? titleCase(f.typeNoun) : null;
  const sized = type && f.wholePlace !== false && f.bedrooms && f.bedrooms > 0 ? `${f.bedrooms}-Bedroom ${type}` : type;
  const place = f.city ?? f.region;
  const [f1, f2, f3] = f.features.map((x) => x.titleLabel);
  const patterns: (string | null)[] = [
    type && place && f1 && f2 ? `${type} in ${place} with ${f1} and ${f2}` : null,
    sized && place && f1 ? `${sized} in ${place} with ${f1}` : null,
    sized && f1 && f2 ? `${sized} with ${f1} and ${f2}` : null,
    type && f1 && f2 && f3 ? `${type} with ${f1}, ${f2} and ${f3}` : null,
    sized && place && f.guests ? `${sized} in ${place}, Sleeps ${f.guests}` : null,
    type && place && f1 ? `${type} in ${place} with ${f1}` : null,
    sized && place ? `${sized} in ${place}` : null,
    type && place ? `${type} in ${place}` : null,
    sized && f1 ? `${sized} with ${f1}` : null,
  ];
  return rotate(candidateTitles(patterns, f, grounding, avoid), count, variant);
}

function candidateTitles(patterns: (string | null)[], f: ListingFacts, grounding: Grounding, avoid: string[]): string[] {
  const candidates: string[] = [];
  for (const p of patterns) {
    if (!p || candidates.some((c) => sameText(c, p))) continue;
    if (sameText(p, f.current.Title) || avoid.some((a) => sameText(a, p))) continue;
    if (checkSuggestion('Title', p, grounding).length) continue;
    candidates.push(p);
  }
  return candidates;
}

function rotate(candidates: string[], count: number, variant: number): string[] {
  const start = candidates.length ? (variant * count) % candidates.length : 0;
  return [...candidates.slice(start), ...candidates.slice(0, start)].slice(0, count);
}

const VIEWISH = /\b[\p{Lu}][\p{L}-]*\s+(?:Skyline\s+)?Views?\b/gu;
// Words that belong to the selling point they stand before ('Rooftop Terrace', 'Private Pool', 'Free Parking').
const MODIFIER =
  /^(?:Rooftop|Roof|Private|Heated|Infinity|Outdoor|Indoor|Free|Shared|Wood-burning|Fast|Dedicated|Sunny|Secret|Big|Large|Huge)$/;

// 'near the lake', 'steps from the Duomo': where the place is, said as a selling point.
const NEAR =
  /\b(?:[Nn]ear|[Bb]y|[Cc]lose to|[Nn]ext to|[Ss]teps from|[Mm]inutes from|[Oo]verlooking)\s+(?:[Tt]he\s+)?[\p{L}-]+(?:\s+[\p{Lu}][\p{L}-]+)*/u;

export interface TitleParts {
  type: string | null;
  place: string | null;
  near: string | null;
  selling: string[];
  /** A leading word that is neither ('Sunlit', 'Cozy'). */
  adjective: string | null;
  /** What follows a last comma in lower case ('quiet and bright'). */
  tail: string | null;
}

/** What makes a title score: its property type, its place and its selling points, as the title writes them. */
export function titleParts(f: ListingFacts, placeWords: string[]): TitleParts {
  const title = f.current.Title;
  const type = PROPERTY_TYPES.find(title);
  const tailMatch = /,\s*(\p{Ll}[\p{Ll}\s'-]*)$/u.exec(title);
  const body = tailMatch ? title.slice(0, tailMatch.index) : title;
  const near = NEAR.exec(body);
  const hits: { index: number; text: string }[] = [...body.matchAll(VIEWISH)].map((m) => ({ index: m.index, text: m[0] }));
  for (const term of AMENITY_TERMS) {
    for (const p of term.patterns) {
      const m = p.exec(body);
      if (m) hits.push({ index: m.index, text: m[0] });
    }
  }
  if (near) hits.push({ index: near.index, text: near[0] });
  // The longest reading of each stretch of the title wins ('Rooftop Terrace' over 'Terrace').
  const chosen: { index: number; text: string }[] = [];
  for (const hit of hits.sort((a, b) => b.text.length - a.text.length)) {
    const end = hit.index + hit.text.length;
    if (chosen.some((c) => hit.index < c.index + c.text.length && c.index < end)) continue;
    if (type && hit.text.toLowerCase() === type.toLowerCase()) continue;
    chosen.push(hit);
  }
  const phrases = chosen
    .sort((a, b) => a.index - b.index)
    .map((hit) => {
      const before = /([\p{Lu}][\p{L}-]*)\s+$/u.exec(body.slice(0, hit.index));
      return before && MODIFIER.test(before[1]!) && !hit.text.startsWith(before[1]!) ? `${before[1]} ${hit.text}` : hit.text;
    });
  const nearPhrase = near ? (phrases.find((p) => p.endsWith(near[0])) ?? null) : null;
  const selling = phrases.filter((p) => p !== nearPhrase);
  const rest = phrases.reduce((t, p) => t.replace(p, ' '), body);
  const words = rest.match(/[\p{L}][\p{L}'’-]+/gu) ?? [];
  const place = words.find((w) => w !== type && /^\p{Lu}/u.test(w) && placeWords.some((p) => p.toLowerCase() === w.toLowerCase())) ?? null;
  const first = words[0];
  const adjective = first && first !== type && first !== place && /^\p{Lu}/u.test(first) && body.trim().startsWith(first) ? first : null;
  return { type, place, near: nearPhrase, selling, adjective, tail: tailMatch?.[1]?.trim() ?? null };
}

/**
 * Other titles for a title that already scores: each keeps its type, place and selling points, in another order.
 * They may name what the title itself names (the host's own claim), as well as what the listing backs.
 */
export function alternativeTitles(f: ListingFacts, grounding: Grounding, placeWords: string[], avoid: string[]): string[] {
  const { type, place, near, selling, adjective, tail } = titleParts(f, placeWords);
  if (!type) return [];
  const own: Grounding = { ...grounding, amenityText: `${grounding.amenityText}\n${f.current.Title}` };
  const loc = place ? `in ${place}` : near;
  const [f1, f2] = selling;
  const features = listOf(selling);
  const end = tail ? `, ${tail}` : '';
  const patterns: (string | null)[] = [
    f1 && loc ? `${f1} ${type} ${loc}${f2 ? ` with ${listOf(selling.slice(1))}` : ''}${end}` : null,
    loc && features ? `${type} ${loc} with ${features}${end}` : null,
    features ? `${place ? `${place} ` : ''}${type} with ${features}${near ? ` ${near}` : ''}${end}` : null,
    adjective && loc && features ? `${adjective} ${type} ${loc} with ${features}${end}` : null,
    adjective && loc && f1 && f2 ? `${adjective} ${type} ${loc} · ${selling.join(' & ')}${end}` : null,
    !features && place ? `${adjective ? `${adjective} ` : ''}${type} in ${place}${end}` : null,
  ].map((t) => (t ? capitalise(t.replace(/\s+/g, ' ').trim()) : null));
  return candidateTitles(patterns, f, own, avoid).filter((t) =>
    [type, place, near, ...selling].every((part) => !part || t.toLowerCase().includes(part.toLowerCase())),
  );
}

// ---- Listing Description -------------------------------------------------------------------------------------

function sizedNoun(f: ListingFacts): string {
  const noun = f.typeNoun ?? 'place';
  return f.wholePlace !== false && f.bedrooms && f.bedrooms > 0 && f.typeNoun ? `${f.bedrooms}-bedroom ${noun}` : noun;
}

function hook(f: ListingFacts, variant: number): string | null {
  const place = f.city ?? f.region;
  if (!f.typeNoun && !place) return null;
  const where = place ? ` in ${place}` : '';
  const sleeps = f.guests ? ` sleeps up to ${plural(f.guests, 'guest', 'guests')}` : '';
  if (variant % 2 === 1) return `This ${sizedNoun(f)}${where}${sleeps || ' is ready for your stay'}.`;
  return `${capitalise(article(sizedNoun(f)))}${where}${sleeps ? ` that${sleeps}` : ''}.`;
}

/** Whether the host's opening already does a hook's work: it says what or where the place is and a selling point. */
function isHook(sentence: string, f: ListingFacts): boolean {
  const words = [f.typeNoun, f.city, f.region].filter((w): w is string => Boolean(w));
  const what = PROPERTY_TYPES.has(sentence) || words.some((w) => sentence.toLowerCase().includes(w.toLowerCase()));
  return what && (SELLING_POINTS.has(sentence) || amenityTermsIn(sentence).length > 0);
}

const SUMMARY_KINDS: HostFactKind[] = ['outdoor', 'view', 'transport', 'nearby', 'internet', 'workspace', 'feature', 'suits'];

function composeSummary(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostUnits(f.current['Listing Description'], f, g);
  if (!f.english) return composeOwnWords('Listing Description', own, g, avoid);
  const told = toldFor(f, 'Listing Description', SUMMARY_KINDS, own.kept);
  const toldText = told.map((h) => h.text);
  const everything = [...own.kept, ...toldText].join(' ');
  // The hook names the bedrooms already ('A 1-bedroom apartment'); the rest of the rooms go in a sentence.
  const rooms = roomsPhrase({ ...f, bedrooms: sizedNoun(f).includes('-bedroom') ? null : f.bedrooms });
  const roomsSentence = rooms && !/\bbed(?:room)?s?\b/i.test(everything) ? `It has ${rooms}.` : null;
  const pageFeatures = f.features.filter((x) => !x.source && !mentions(x.term, everything)).map((x) => x.phrase);
  // After the features guests search for, the rest of the amenity list, so that a short listing still says all it has.
  const others = f.amenities
    .filter((a) => !amenityTermsIn(a).some((t) => mentions(t, [everything, ...pageFeatures].join(' '))) && !mentionsAny(f.safety, a))
    .map((a) => withArticle(inSentence(a)));
  const more = [...pageFeatures, ...others].slice(0, 6);
  const moreSentence = more.length ? `${told.length ? 'It also has' : 'It has'} ${listOf(more)}.` : null;
  const whole = f.wholePlace === true && f.typeNoun ? `Guests have the whole ${f.typeNoun} to themselves.` : null;
  const [first] = own.kept;
  let opening: string[];
  if (first && isHook(first, f) && variant % 2 === 0) {
    // The host's opening already states something concrete: it stays the hook.
    const guests =
      f.guests && !/\bguests?\b|\bsleeps\b/i.test(everything) ? `It sleeps up to ${plural(f.guests, 'guest', 'guests')}.` : null;
    opening = [first, ...(guests ? [guests] : [])];
    const rest = own.units.slice(1);
    const units = [...paragraph(opening), ...paragraph([...toldText, roomsSentence, whole, moreSentence]), ...rest];
    return finish('Listing Description', units, g, own.unlisted, avoid, told);
  }
  opening = [hook(f, variant) ?? ''].filter(Boolean);
  const structured = hasStructure(f.current['Listing Description']);
  const units = [
    ...paragraph([...opening, ...toldText, roomsSentence, whole, moreSentence]),
    ...startingWith(own.units, structured ? '\n\n' : ' '),
  ];
  return finish('Listing Description', units, g, own.unlisted, avoid, told);
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
  const groups = [...f.amenityGroups].filter((x) => !SAFETY_GROUP.test(x.group)).sort((a, b) => rank(a.group) - rank(b.group));
  if (groups.length) {
    for (const group of groups) {
      const named =
        GROUP_LEADS[group.group.toLowerCase()] ??
        (/^(?:other|features|amenities)$/i.test(group.group) ? 'Amenities include' : capitalise(group.group.toLowerCase()));
      // A group's name must not claim more than its items do ('Parking and facilities' holding an elevator).
      const lead = unsupportedAmenities(named, g).length ? 'Also' : named;
      const items = group.titles
        .filter((t) => !mentionsAny(alreadySaid, t) && !f.safety.some((s) => s.toLowerCase() === t.toLowerCase()))
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

const SPACE_KINDS: HostFactKind[] = ['layout', 'beds', 'outdoor', 'view', 'workspace', 'internet', 'feature', 'note'];

function composeSpace(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostUnits(f.current['The space'], f, g);
  if (!f.english) return composeOwnWords('The space', own, g, avoid);
  const told = toldFor(f, 'The space', SPACE_KINDS, own.kept);
  const toldText = told.map((h) => h.text);
  const rooms = roomsPhrase(f);
  const noun = f.typeNoun ?? 'place';
  let opening: string | null = null;
  if (f.guests && rooms) opening = `The ${noun} sleeps up to ${plural(f.guests, 'guest', 'guests')}, with ${rooms}.`;
  else if (f.guests) opening = `The ${noun} sleeps up to ${plural(f.guests, 'guest', 'guests')}.`;
  else if (rooms) opening = `The ${noun} has ${rooms}.`;
  const groups = amenitySentences(f, g, [...own.kept, ...toldText, opening ?? '']);
  const structured = hasStructure(f.current['The space']);
  const brk: Unit['sep'] = structured ? '\n\n' : ' ';
  const units =
    variant % 2 === 1
      ? [...own.units, ...paragraph([opening, ...toldText], own.units.length ? brk : ' '), ...paragraph(groups, brk)]
      : [...paragraph([opening, ...toldText]), ...startingWith(own.units, brk), ...paragraph(groups, brk)];
  return finish('The space', units, g, own.unlisted, avoid, told);
}

// ---- Guest access --------------------------------------------------------------------------------------------

const ARRIVAL = /check[\s-]?in|lock\s?box|keypad|smart\s+lock|building\s+staff|doorman|concierge|key/i;
const ACCESS_AMENITY =
  /private entrance|elevator|parking|garage|\bpool\b|hot tub|\bgym\b|garden|back\s?yard|patio|balcony|terrace|rooftop|\bbbq\b|\bgrill\b|(?<!dish)\bwasher\b|(?<!hair )\bdryer\b|luggage|ev charger|beach access|fire pit|sauna|\bbikes?\b|kayak/i;
const ACCESS_KINDS: HostFactKind[] = ['check_in', 'parking', 'outdoor', 'layout', 'note'];

function composeAccess(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostUnits(f.current['Guest access'], f, g);
  if (!f.english) return composeOwnWords('Guest access', own, g, avoid);
  const told = toldFor(f, 'Guest access', ACCESS_KINDS, own.kept).filter(
    (h) => h.kind !== 'layout' || /\bstairs?\b|\bsteps\b|\belevator\b|\blift\b|\bfloor\b|\bentrance\b/i.test(h.text),
  );
  const toldText = told.map((h) => h.text);
  const sentences: string[] = [];
  const noun = f.typeNoun ?? 'place';
  if (f.wholePlace === true) sentences.push(`Guests have the whole ${noun} to themselves.`);
  else if (f.wholePlace === false) sentences.push(`Guests stay in ${article(noun)}.`);
  const arrival = [...f.houseRules, ...f.amenities].filter((x) => ARRIVAL.test(x) && !/check[\s-]?out/i.test(x));
  const arrivalItems = arrival.filter((x, i) => arrival.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
  const known = [...own.kept, ...toldText];
  const toldCheckIn = told.some((h) => h.kind === 'check_in');
  // Times go in a sentence of their own; the ways in ('Self check-in', 'Lockbox') in one list.
  const timed = arrivalItems.filter((x) => /\d/.test(x));
  const ways = toldCheckIn ? [] : arrivalItems.filter((x) => !/\d/.test(x) && !mentionsAny(known, x));
  const hostTime = f.host.find((h) => h.key === 'rule:check-in');
  if (f.checkIn) sentences.push(`Check-in: ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}.`);
  else if (hostTime) sentences.push(hostTime.text);
  else for (const item of timed.slice(0, 1)) sentences.push(withStop(capitalise(item)));
  sentences.push(...toldText);
  if (ways.length) sentences.push(`Arrival: ${listOf(ways.slice(0, 4).map(inSentence))}.`);
  const usable = f.amenities
    .filter((a) => ACCESS_AMENITY.test(a) && !arrivalItems.includes(a) && !mentionsAny(known, a))
    .filter((a) => !(/parking|garage/i.test(a) && told.some((h) => h.kind === 'parking')))
    .map(inSentence);
  if (usable.length) sentences.push(`Guests can use: ${listOf(usable.slice(0, 8))}.`);
  const brk: Unit['sep'] = hasStructure(f.current['Guest access']) ? '\n\n' : ' ';
  const units =
    variant % 2 === 1
      ? [...own.units, ...paragraph(sentences, own.units.length ? brk : ' ')]
      : [...paragraph(sentences), ...startingWith(own.units, brk)];
  return finish('Guest access', units, g, own.unlisted, avoid, told);
}

// ---- Other things to note ------------------------------------------------------------------------------------

const OTHER_KINDS: HostFactKind[] = ['transport', 'nearby', 'parking', 'suits', 'note'];

function composeOther(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const own = hostUnits(f.current['Other things to note'], f, g);
  if (!f.english) return composeOwnWords('Other things to note', own, g, avoid);
  const told = toldFor(f, 'Other things to note', OTHER_KINDS, own.kept);
  const sentences: string[] = told.map((h) => h.text);
  const times: string[] = [];
  if (f.checkIn) times.push(`check-in is ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}`);
  if (f.checkOut) times.push(`checkout is ${f.checkOut.replace(/^check[\s-]?out:?\s*/i, '')}`);
  if (times.length) sentences.push(`${capitalise(listOf(times))}.`);
  if (f.safety.length) sentences.push(`Safety and property notes: ${f.safety.map(inSentence).join('; ')}.`);
  const brk: Unit['sep'] = hasStructure(f.current['Other things to note']) ? '\n\n' : ' ';
  const units =
    variant % 2 === 1
      ? [...paragraph(sentences), ...startingWith(own.units, brk)]
      : [...own.units, ...paragraph(sentences, own.units.length ? brk : ' ')];
  return finish('Other things to note', units, g, own.unlisted, avoid, told);
}

// ---- House Rules ---------------------------------------------------------------------------------------------

const RULE_TOPICS: [string, RegExp][] = [
  ['rule:check-in', /check[\s-]?in|arrival/i],
  ['rule:checkout', /check[\s-]?out|checkout|departure/i],
  ['rule:pets', /\bpets?\b|\bdogs?\b|\bcats?\b|animals?/i],
  ['rule:smoking', /smok|vap/i],
  ['rule:parties', /part(?:y|ies)|events?/i],
  ['rule:quiet-hours', /quiet/i],
];
const topicOf = (rule: string) => RULE_TOPICS.find(([, re]) => re.test(rule))?.[0] ?? null;

function composeRules(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const told = f.host.filter((h) => h.kind === 'house_rule' || (h.kind === 'note' && h.details.sections.includes('House Rules')));
  const toldTopics = new Set(told.map((h) => (h.key.startsWith('rule:') ? h.key : topicOf(h.text))).filter(Boolean));
  // A rule the host told the assistant replaces the page's rule on the same topic.
  const pageRules = f.houseRules.filter((r) => !toldTopics.has(topicOf(r) ?? ''));
  const own = hostUnits(pageRules.map(withStop).join('\n'), f, g);
  if (!f.english) return composeOwnWords('House Rules', own, g, avoid);
  const lines = [...own.kept, ...told.map((h) => h.text)];
  if (f.checkIn && !lines.some((l) => topicOf(l) === 'rule:check-in'))
    lines.unshift(`Check-in: ${f.checkIn.replace(/^check[\s-]?in:?\s*/i, '')}.`);
  if (f.checkOut && !lines.some((l) => topicOf(l) === 'rule:checkout'))
    lines.push(`Checkout: ${f.checkOut.replace(/^check[\s-]?out:?\s*/i, '')}.`);
  // Arrival and departure first, then the rules of the stay, as Airbnb groups them.
  const timing = lines.filter((s) => /check[\s-]?(?:in|out)|checkout/i.test(s));
  const stay = lines.filter((s) => !/check[\s-]?(?:in|out)|checkout/i.test(s));
  const ordered = variant % 2 === 1 ? [...stay, ...timing] : [...timing, ...stay];
  const units: Unit[] = ordered.map((text, i) => ({ text, sep: i === 0 ? ' ' : '\n' }));
  return finish('House Rules', units, g, own.unlisted, avoid, told);
}

// ---- Listings not written in English -------------------------------------------------------------------------

/**
 * For a listing in another language the coach writes no sentences of its own: it can only put the host's own
 * sentences within the limits (trim an over-long section, tidy shouting and symbols).
 */
function composeOwnWords(section: Exclude<SuggestionSection, 'Title'>, own: HostUnits, g: Grounding, avoid: string[]): Composition {
  return finish(section, own.units, g, own.unlisted, avoid, []);
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
