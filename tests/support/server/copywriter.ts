import type { ListingContent } from '../../../contract/wire';
import type { SuggestionSection } from '../../../contract/suggestions';
import { registrationCheck } from '../../../server/analysis/score/registration';
import { findContactDetails } from '../../../server/analysis/score/text-lint';
import { sectionChecks } from '../../../server/assistant/suggestion-score';
import { numericConflicts, sellingPointsIn } from '../../../server/assistant/text-checks';

// What a careful copywriter never does to a host's text (issue 38), checked on a suggestion against the text it
// replaces. The checks are written here from the rules, apart from the coach's own code where a plain pattern will
// do; numbers and selling points use the product's own readers (text-checks.ts), which have tests of their own.

export interface Current {
  section: SuggestionSection;
  text: string;
  content: ListingContent;
  /** What the host told (sentences). */
  facts: readonly string[];
}

export interface Allowances {
  /** The host asked for it shorter: weak sentences may go. */
  shorter?: boolean;
  /** The host asked to use a fact their text gives differently: that number may change. */
  corrected?: boolean;
}

const MAX: Record<SuggestionSection, number> = {
  Title: 50,
  'Listing Description': 500,
  'The space': 750,
  'Guest access': 750,
  'Other things to note': 750,
  'House Rules': 750,
};

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/g, '#')
    .replace(/[\s.,;:!?'"“”’•·*()–—-]+/g, ' ')
    .trim();

/** Sentences (and list lines) of a text. */
export function sentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => line.replace(/^\s*(?:[-*•·]|\d{1,2}[.)])\s+/, '').split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

const CODE = /\b(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z/])[A-Z0-9][A-Z0-9./-]{3,}[A-Z0-9]\b/g;
const LEGAL = /\b(?:registration|licen[cs]e|permit|tourist tax|city tax)\b/i;
const FRAMING = /\b(?:a few things you should know|things you should know|please note|note that|just so you know|also)\b/gi;
const BASICS = /\b(?:shampoo|conditioner|body soap|shower gel|hair ?dryers?|hot water|toilet paper|hangers|essentials|bed linens?)\b/gi;
const FORM =
  /(?:^|[.!?]\s+|\n)(?:In the kitchen|In the bathroom|For entertainment|For working|For sleeping and laundry|Guests can use|Arrival|Facilities|Amenities include|Safety and property notes|Heating and cooling|Views|Location|For families|Check-in):/;

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

function registrationRead(content: ListingContent, section: SuggestionSection, text: string) {
  const replaced: ListingContent =
    section === 'House Rules'
      ? { ...content, houseRules: text.split('\n').filter((l) => l.trim()) }
      : section === 'Title'
        ? { ...content, title: text }
        : { ...content, descriptionSections: { ...content.descriptionSections, [section]: text } };
  const result = registrationCheck(replaced);
  return { points: result.checks[0]?.points ?? 0, number: result.finding?.number ?? null };
}

/** The opening sentence of the current Listing Description when it already passes the rubric's hook check. */
export function passingHook(current: Current): string | null {
  if (current.section !== 'Listing Description') return null;
  const first = sentences(current.text)[0];
  if (!first) return null;
  const hook = sectionChecks(current.content, 'Listing Description', first).find((c) => c.id.endsWith('.hook'));
  return hook && hook.points >= hook.maxPoints ? first : null;
}

/** Everything the suggestion does that the rules forbid; empty when it edits like a careful copywriter. */
export function copywriterFaults(current: Current, suggestion: string, allow: Allowances = {}): string[] {
  const faults: string[] = [];
  const before = current.text;
  const overLimit = [...before].length > MAX[current.section];
  for (const code of before.match(CODE) ?? []) if (!suggestion.includes(code)) faults.push(`drops the code ${code}`);
  for (const s of sentences(before).filter((x) => LEGAL.test(x))) {
    if (!normalise(suggestion).includes(normalise(s))) faults.push(`drops legal text "${s}"`);
  }
  const read = [registrationRead(current.content, current.section, before), registrationRead(current.content, current.section, suggestion)];
  if (read[1]!.points < read[0]!.points || (read[0]!.number && read[1]!.number !== read[0]!.number))
    faults.push('the local-rules check reads less');
  const seen = new Set<string>();
  for (const s of sentences(suggestion)) {
    const key = normalise(s);
    if (key.length >= 8 && seen.has(key)) faults.push(`repeats "${s}"`);
    seen.add(key);
  }
  if (count(suggestion, FRAMING) > count(before, FRAMING)) faults.push('adds framing words');
  const basics = [...new Set((suggestion.match(BASICS) ?? []).map((b) => b.toLowerCase()))].filter(
    (b) => !before.toLowerCase().includes(b),
  );
  if (basics.length) faults.push(`sells basics (${basics.join(', ')})`);
  if (FORM.test(suggestion) && !FORM.test(before)) faults.push('reads like a form');
  const kept = (c: { said: { words: string } }) => before.includes(c.said.words);
  const conflicts = [...numericConflicts(suggestion), ...numericConflicts(suggestion, current.facts).filter((c) => !kept(c))];
  if (conflicts.length) faults.push(`contradicts a number (${conflicts[0]!.said.words} against ${conflicts[0]!.against.words})`);
  if (!overLimit) {
    const lost = sellingPointsIn(before).filter((p) => !sellingPointsIn(suggestion).includes(p));
    if (lost.length) faults.push(`drops selling points (${lost.join(', ')})`);
  }
  const hook = passingHook(current);
  if (hook && !overLimit && normalise(sentences(suggestion)[0] ?? '') !== normalise(hook)) faults.push('moves the hook that works');
  if (!allow.shorter && !overLimit && current.section !== 'Title' && current.section !== 'House Rules') {
    // Sentences that pass stay as written, in their order (contact details and links are what may go).
    const mine = sentences(suggestion).map(normalise);
    const theirs = sentences(before).filter((s) => !findContactDetails(s).length && !/www\.|https?:/i.test(s));
    const opensAnew = !theirs.length || normalise(theirs[0]!) !== mine[0];
    // A hook put in front of a text near its limit leaves room only by cutting a weak sentence (one that sells nothing).
    const hookNeedsRoom = opensAnew && [...before].length + [...(sentences(suggestion)[0] ?? '')].length + 1 > MAX[current.section];
    let at = -1;
    theirs.forEach((s, i) => {
      const found = mine.findIndex((m, j) => j > at && m === normalise(s.replace(/([!?])\1+/g, '$1')));
      // A weak opening ('Nice apartment in the city.') may give way to the hook put in front.
      const mayGo = (i === 0 && opensAnew) || (hookNeedsRoom && !sellingPointsIn(s).length);
      if (found === -1 && !mayGo) faults.push(`drops or moves "${s}"`);
      if (found !== -1) at = found;
    });
  }
  return faults;
}
