import { FIRST_CHARACTERS_THAT_MATTER, LISTING_DESCRIPTION_LIMIT, SUGGESTED_SECTION_LENGTH, TITLE_LIMIT } from '../../contract/limits';
import type { SuggestionSection } from '../../contract/suggestions';
import { charCount as visibleCharCount } from '../analysis/score/text-length';
import { type Grounding, unsupportedAmenities, unsupportedNumbers } from './grounding';
import { joinUnits, unitsOf } from './text-units';
export { sentencesOf } from './text-units';

// The platform's limits and content rules for suggested text (research/competitors.md §2.1-2.2), checked the
// same way for the model's output, the built-in coach's output and in tests:
// - title at most 50 characters (Airbnb; channel managers reject longer), at least 8, on one line;
// - Listing Description ("summary") at most 500, with the hook, i.e. the first sentence, inside the first 300
//   characters that show before "Show more";
// - every other description section at most 750 characters, 350-750 suggested (the detail screen's guide); a
//   shorter text is only offered when the rubric scores it above what the host has, and never below the
//   rubric's 'Too brief' line (150);
// - House Rules: one short rule per line, at most 750 characters in all (the rubric wants short, clear rules);
// - no contact details, URLs, all-caps words, emoji or symbols, repeated punctuation, code-like strings or names
//   of other booking platforms; the registration, licence or permit codes the listing itself shows are legal
//   text the host must keep, so they are allowed (and a suggestion that drops them fails, see text-checks.ts);
// - grounded: no amenity-like feature or number that the listing (or the host, in the chat) did not give.
// Characters are counted as Airbnb's editor counts them: what a person sees as one character is one, and a
// line break is one.

export const TITLE_MAX = TITLE_LIMIT;
export const TITLE_MIN = 8;
export const SUMMARY_MAX = LISTING_DESCRIPTION_LIMIT;
/** The rubric's 'Too brief' line: below it a description section earns no length points. */
export const TOO_BRIEF_BELOW = 150;
export const SUMMARY_MIN = TOO_BRIEF_BELOW;
export const HOOK_WINDOW = FIRST_CHARACTERS_THAT_MATTER;
export const SECTION_MIN = SUGGESTED_SECTION_LENGTH.min;
export const SECTION_MAX = SUGGESTED_SECTION_LENGTH.max;
export const HOUSE_RULES_MIN = 8;

/** Hard bounds of a suggestion for the section; `suggested` is the length guide the host sees. */
export function lengthBounds(section: SuggestionSection): { min: number; max: number; suggested: number } {
  if (section === 'Title') return { min: TITLE_MIN, max: TITLE_MAX, suggested: TITLE_MIN };
  if (section === 'Listing Description') return { min: SUMMARY_MIN, max: SUMMARY_MAX, suggested: SECTION_MIN };
  if (section === 'House Rules') return { min: HOUSE_RULES_MIN, max: SECTION_MAX, suggested: HOUSE_RULES_MIN };
  return { min: TOO_BRIEF_BELOW, max: SECTION_MAX, suggested: SECTION_MIN };
}

export type ViolationRule =
  | 'too_long'
  | 'too_short'
  | 'hook'
  | 'line_break'
  | 'contact'
  | 'url'
  | 'all_caps'
  | 'emoji'
  | 'repeated_punctuation'
  | 'code'
  | 'other_platform'
  | 'unsupported_amenity'
  | 'unsupported_number';

export interface Violation {
  rule: ViolationRule;
  message: string;
}

/** Characters as Airbnb counts them: one per character a person sees, one per line break, ends trimmed. */
export function charCount(text: string): number {
  return visibleCharCount(text);
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
// Seven or more digits in one run, allowing the spaces, dots, dashes and brackets phone numbers are written with.
const PHONE = /(?:\+|\b00)?\d(?:[\s().-]{0,2}\d){6,}/;
const CONTACT_WORDS =
  /\b(?:whats\s?app|telegram|viber|wechat|signal\s+me|call\s+me|text\s+me|e-?mail\s+me|contact\s+me\s+(?:at|on|via)|my\s+(?:number|phone|e-?mail)\s+is)\b/i;
const URL =
  /\bhttps?:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|info|biz|me|app|site|online|it|de|fr|es|pt|nl|uk|us|ca|au|ch|at|be|eu|ly|gl)\b(?:\/\S*)?/iu;
const OTHER_PLATFORMS =
  /\b(?:vrbo|homeaway|booking\.com|booking\s+dot\s+com|expedia|tripadvisor|agoda|hotels\.com|trivago|plum\s?guide|hostelworld|holidu|trip\.com|abritel|fewo-?direkt|stayz|bookabach|kayak\.com)\b/i;
// Pictographs, other symbols (stars, hearts, ticks), keycap and flag parts, variation selectors, joiners.
const SYMBOLS = /[\p{Extended_Pictographic}\p{Regional_Indicator}]|\u{FE0F}|\u{200D}|\u{20E3}|(?![°])\p{So}/u;
const REPEATED = /[!?]{2,}|([,;:])\1|\.{4,}|([^\s\d.])\2{3,}/u;
// Licence, permit and registration codes: runs of capitals and digits with at least one of each.
const CODE = /\b(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z0-9][A-Z0-9/-]{4,}\b/;
const ACRONYMS = new Set(['HDTV', 'USBC', 'HVAC', 'UNESCO']);

function allCapsWords(text: string): string[] {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return words.filter((w) => {
    const letters = w.replace(/[^\p{L}]/gu, '');
    return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase() && !ACRONYMS.has(letters);
  });
}

/** Index just after the first sentence's end, or null when the text has no sentence end. */
export function firstSentenceEnd(text: string): number | null {
  const match = /[.!?](?=\s|$)/u.exec(text);
  return match ? match.index + 1 : null;
}

/** The text with the listing's own registration codes blanked: legal text the host must show is not a violation. */
function withoutCodes(text: string, allowed: ReadonlySet<string> | undefined): string {
  if (!allowed?.size) return text;
  let out = text;
  for (const code of allowed) out = out.split(code).join(' ');
  return out;
}

/**
 * Content rules that apply to any text a host would paste into the listing. `allowedCodes` are the registration
 * codes the listing itself shows: keeping them is required, not a violation.
 */
export function contentViolations(raw: string, allowedCodes?: ReadonlySet<string>): Violation[] {
  const text = withoutCodes(raw, allowedCodes);
  const out: Violation[] = [];
  if (EMAIL.test(text) || PHONE.test(text) || CONTACT_WORDS.test(text)) {
    out.push({
      rule: 'contact',
      message: 'contains contact details (an e-mail address, a phone number or a way to reach the host off the platform)',
    });
  }
  if (URL.test(text)) out.push({ rule: 'url', message: 'contains a web address' });
  const caps = allCapsWords(text);
  if (caps.length) out.push({ rule: 'all_caps', message: `has all-caps words (${caps.slice(0, 3).join(', ')})` });
  if (SYMBOLS.test(text)) out.push({ rule: 'emoji', message: 'contains emoji or symbols' });
  if (REPEATED.test(text)) out.push({ rule: 'repeated_punctuation', message: 'repeats punctuation or characters (like "!!" or "...." )' });
  if (CODE.test(text))
    out.push({ rule: 'code', message: 'contains a code-like string (licence, permit or reference numbers are not allowed in the text)' });
  if (OTHER_PLATFORMS.test(text)) out.push({ rule: 'other_platform', message: 'names another booking platform' });
  return out;
}

/** Every limit and rule a suggestion for the section breaks; empty when it may be shown. */
export function checkSuggestion(section: SuggestionSection, text: string, grounding?: Grounding): Violation[] {
  const out: Violation[] = [];
  const length = charCount(text);
  const { min, max } = lengthBounds(section);
  if (section === 'Title' && /[\r\n]/.test(text)) out.push({ rule: 'line_break', message: 'spans more than one line' });
  if (length > max) out.push({ rule: 'too_long', message: `is ${length} characters; the limit for ${section} is ${max}` });
  if (length < min) out.push({ rule: 'too_short', message: `is ${length} characters; ${section} needs at least ${min}` });
  if (section === 'Listing Description') {
    const end = firstSentenceEnd(text);
    if (end === null || end > HOOK_WINDOW) {
      out.push({ rule: 'hook', message: `does not finish its opening sentence (the hook) within the first ${HOOK_WINDOW} characters` });
    }
  }
  out.push(...contentViolations(text, grounding?.codes));
  if (grounding) {
    const amenities = unsupportedAmenities(text, grounding);
    if (amenities.length) {
      out.push({
        rule: 'unsupported_amenity',
        message: `mentions ${amenities.join(', ')}, which the listing's amenity list does not include`,
      });
    }
    const numbers = unsupportedNumbers(text, grounding);
    if (numbers.length)
      out.push({ rule: 'unsupported_number', message: `states numbers that are not on the listing (${numbers.join(', ')})` });
  }
  return out;
}

// ---- Mechanical repair --------------------------------------------------------------------------------------

function capitaliseShouting(text: string): string {
  return text.replace(/[\p{L}][\p{L}'’-]*/gu, (word) => {
    const letters = word.replace(/[^\p{L}]/gu, '');
    if (letters.length < 4 || letters !== letters.toUpperCase() || letters === letters.toLowerCase() || ACRONYMS.has(letters)) return word;
    return word.charAt(0) + word.slice(1).toLowerCase();
  });
}

/** Fixes what can be fixed without changing the meaning: symbols, shouting, repeated punctuation, spacing. */
export function tidyText(text: string): string {
  return capitaliseShouting(
    text
      .replace(/[\p{Extended_Pictographic}\p{Regional_Indicator}]|\u{FE0F}|\u{200D}|\u{20E3}/gu, ' ')
      .replace(/(?![°])\p{So}/gu, ' ')
      .replace(/([!?])[!?]+/g, '$1')
      .replace(/([,;:])\1+/g, '$1')
      .replace(/\.{4,}/g, '...')
      .replace(/([^\s\d.])\1{3,}/gu, '$1')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function sentenceIsClean(sentence: string, grounding?: Grounding): boolean {
  if (
    contentViolations(sentence, grounding?.codes).some(
      (v) => v.rule !== 'all_caps' && v.rule !== 'emoji' && v.rule !== 'repeated_punctuation',
    )
  )
    return false;
  if (grounding && (unsupportedAmenities(sentence, grounding).length || unsupportedNumbers(sentence, grounding).length)) return false;
  return true;
}

/** Cuts a title at a word boundary within the limit, without a dangling joiner word or mark at the end. */
export function cutTitle(text: string, max = TITLE_MAX): string {
  if (charCount(text) <= max) return text;
  const words = text.split(' ');
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (charCount(next) > max) break;
    out = next;
  }
  return out
    .replace(/(?:[\s,;:·|&/-]|\b(?:with|and|in|at|near|for|of|the|a|an|to|by|on|e|con|y|et|und|mit|di|de|a|la|il)\b)+$/giu, '')
    .trim();
}

/**
 * A version of the text that obeys every rule for the section, made by tidying and by dropping whole sentences
 * (or lines) that break a rule or do not fit, keeping the text's line breaks; null when nothing acceptable is left.
 */
export function repairSuggestion(section: SuggestionSection, text: string, grounding?: Grounding, language?: string | null): string | null {
  let candidate: string;
  if (section === 'Title') {
    const tidy = tidyText(text);
    candidate = cutTitle(sentenceIsClean(tidy, grounding) ? tidy : '');
  } else {
    const { max } = lengthBounds(section);
    const units = unitsOf(text, language, (sentence) => (sentenceIsClean(sentence, grounding) ? tidyText(sentence) : null));
    candidate = joinUnits(units, max);
  }
  return candidate && checkSuggestion(section, candidate, grounding).length === 0 ? candidate : null;
}
