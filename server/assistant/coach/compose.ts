import type { SuggestionSection } from '../../../contract/suggestions';
import { findContactDetails, findRepeatedPunctuation, findShouting, findSymbols } from '../../analysis/score/text-lint';
import { PROPERTY_TYPES } from '../../analysis/score/vocabulary';
import { AMENITY_TERMS, type Grounding, unsupportedAmenities, unsupportedNumbers } from '../grounding';
import { charCount, checkSuggestion, contentViolations, lengthBounds, repairSuggestion, tidyText } from '../limits';
import { type HostFactView, listOf, type ListingFacts, titleCase } from '../listing-facts';
import { isLegal } from '../text-checks';
import { isStaple } from './prose';
import { joinUnits, type Unit, unitsOf } from '../text-units';

// The built-in coach's titles and house rules, built from the facts: a title names the type of place, its place and
// its selling points (never a basic or a staple like a dryer); house rules are the page's rules, one per line, with
// the times and the rules the host told. The description sections are edited from the host's text (edit.ts).

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
    // A registration number or other legal line always stays.
    if (isLegal(sentence) && !contentViolations(sentence, grounding.codes).some((v) => v.rule === 'contact' || v.rule === 'url')) {
      kept.push(sentence);
      return sentence;
    }
    if (contentViolations(sentence, grounding.codes).length || costsPoints(sentence)) return null;
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
  // A title sells with what sets the place apart, never with a staple every place has (a kitchen, a dryer).
  const [f1, f2, f3] = f.features.filter((x) => !isStaple(x.term)).map((x) => x.titleLabel);
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

/** A time as a rule says it: 'after 3:00 PM' stays, '3:00 PM' becomes 'from 3:00 PM', a range 'between … and …'. */
function ruleTime(value: string, word: RegExp, before: string): string {
  const time = value.replace(word, '').trim();
  const range = /^(.+?)\s*[-–—]\s*(.+)$/.exec(time);
  if (range) return `between ${range[1]} and ${range[2]}`;
  return /^\d/.test(time) ? `${before} ${time}` : time;
}

export function composeRules(f: ListingFacts, g: Grounding, variant: number, avoid: string[]): Composition {
  const told = f.host.filter((h) => h.kind === 'house_rule' || (h.kind === 'note' && h.details.sections.includes('House Rules')));
  const toldTopics = new Set(told.map((h) => (h.key.startsWith('rule:') ? h.key : topicOf(h.text))).filter(Boolean));
  // A rule the host told the assistant replaces the page's rule on the same topic.
  const pageRules = f.houseRules.filter((r) => !toldTopics.has(topicOf(r) ?? ''));
  const own = hostUnits(pageRules.map(withStop).join('\n'), f, g);
  if (!f.english) return composeOwnWords('House Rules', own, g, avoid);
  const lines = [...own.kept, ...told.map((h) => h.text)];
  // As Airbnb words them: 'Check-in after 3:00 PM', 'Checkout before 11:00 AM'.
  if (f.checkIn && !lines.some((l) => topicOf(l) === 'rule:check-in'))
    lines.unshift(`Check-in ${ruleTime(f.checkIn, /^check[\s-]?in:?\s*/i, 'from')}.`);
  if (f.checkOut && !lines.some((l) => topicOf(l) === 'rule:checkout'))
    lines.push(`Checkout ${ruleTime(f.checkOut, /^check[\s-]?out:?\s*/i, 'by')}.`);
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
