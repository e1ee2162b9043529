import { plural, rule, type RuleResult, type SectionKey } from './check';
import { SECTION_NAMES, type ListingView } from './listing-view';
import { SOURCES } from './sources';
import {
  describeFindings,
  findContactDetails,
  findEmoji,
  findRepeatedPunctuation,
  findShouting,
  symbolsBesides,
  type Finding,
} from './text-lint';
import { textIndex } from './terms';
import { charCount, firstChars, quote, visibleText } from './text-length';
import { placeAndSellingPoints } from './title.checks';
import { CHECK_IN_WORDS, CHECK_OUT_WORDS, HOUSE_RULE_TOPICS, PROPERTY_TYPES } from './vocabulary';

export const SUMMARY_LIMIT = 500;
export const SECTION_MIN = 350;
export const SECTION_MAX = 750;
/** Below this a section is 'Too brief': under the floor of even the shortest suggested band (Solnest, 150). */
export const TOO_BRIEF_BELOW = 150;
export const HOOK_WINDOW = 300;
export const RULE_MAX_CHARS = 200;
export const RULES_MAX_COUNT = 15;

export const DESCRIPTION_POINTS = {
  present: 6,
  summaryLimit: 6,
  length: 6,
  hook: 10,
  contact: 3,
  writing: 2,
  rulesPresent: 6,
  rulesTimes: 4,
  rulesTopics: 4,
  rulesConcise: 2,
} as const;

/** The words every length problem uses, so the browser's readability filter can find them. */
export function recommendedCount(min: number, max: number): string {
  return `${min}-${max} characters recommended`;
}

/** Length problem of a section, worded for the browser: 'Too brief' for very short text, else a readability note. */
export function lengthProblem(length: number, min: number, max: number): string | undefined {
  if (length === 0) return undefined;
  if (length < TOO_BRIEF_BELOW) return `Too brief: ${plural(length, 'character')}; ${recommendedCount(min, max)}.`;
  if (length < min) return `Shorter than recommended: ${plural(length, 'character')}; ${recommendedCount(min, max)}.`;
  if (length > max) return `Longer than recommended: ${plural(length, 'character')}; ${recommendedCount(min, max)}.`;
  return undefined;
}

function writingFindings(text: string): Finding[] {
  const emoji = findEmoji(text);
  return [...findRepeatedPunctuation(text), ...findShouting(text), ...emoji, ...symbolsBesides(text, emoji)];
}

function sectionRules(view: ListingView, key: SectionKey): RuleResult[] {
  const P = DESCRIPTION_POINTS;
  const name = SECTION_NAMES[key];
  const text = view.sections[key];
  const length = charCount(text);
  const missing = length === 0;
  const summary = key === 'listingDescription';
  const max = summary ? SUMMARY_LIMIT : SECTION_MAX;
  const cat = 'description' as const;
  const idp = `description.${key}`;
  const out: RuleResult[] = [];

  out.push(
    rule({
      category: cat,
      section: key,
      id: `${idp}.present`,
      label: `has ${name}`,
      maxPoints: P.present,
      points: missing ? 0 : P.present,
      evidence: missing ? `${name} is missing (empty or only spaces).` : `${name} has ${plural(length, 'character')}: ${quote(text, 60)}`,
      source: SOURCES.sectionPresent,
      fix: summary
        ? `Write the Listing Description (${SECTION_MIN}-${SUMMARY_LIMIT} characters), saying what and where the place is in the first lines.`
        : `Write ${name} (${SECTION_MIN}-${SECTION_MAX} characters).`,
      problem: 'Missing: this section is empty.',
    }),
  );

  if (summary) {
    const over = length - SUMMARY_LIMIT;
    out.push(
      rule({
        category: cat,
        section: key,
        id: `${idp}.length-limit`,
        label: `within the ${SUMMARY_LIMIT}-character limit`,
        maxPoints: P.summaryLimit,
        points: !missing && length <= SUMMARY_LIMIT ? P.summaryLimit : 0,
        evidence: missing
          ? `${name} is missing, so there is nothing within the limit yet.`
          : `${name} is ${plural(length, 'character')} of the ${SUMMARY_LIMIT} allowed.`,
        source: SOURCES.summaryLimit,
        fix: missing
          ? `Write up to ${SUMMARY_LIMIT} characters.`
          : `Cut ${plural(over, 'character')}: the Listing Description allows ${SUMMARY_LIMIT}, and longer text fails to sync.`,
        problem: missing
          ? undefined
          : `Over the limit: ${plural(length, 'character')}; the Listing Description allows ${SUMMARY_LIMIT} (${recommendedCount(SECTION_MIN, SUMMARY_LIMIT)}).`,
      }),
    );
  }

  const lengthPoints = missing
    ? 0
    : length < TOO_BRIEF_BELOW
      ? 0
      : length < SECTION_MIN
        ? P.length / 2
        : !summary && length > SECTION_MAX
          ? P.length - 2
          : P.length;
  out.push(
    rule({
      category: cat,
      section: key,
      id: `${idp}.length`,
      label: 'a helpful length',
      maxPoints: P.length,
      points: lengthPoints,
      evidence: missing ? `${name} is missing.` : `${name} is ${plural(length, 'character')}; ${recommendedCount(SECTION_MIN, max)}.`,
      source: summary ? SOURCES.summaryLength : SOURCES.sectionLength,
      fix:
        length > max && !summary
          ? `Tighten ${name} towards ${SECTION_MAX} characters and put what matters most in its first ${HOOK_WINDOW}.`
          : missing
            ? `Write ${name} (${SECTION_MIN}-${max} characters).`
            : `Add to ${name}: ${SECTION_MIN}-${max} characters is the recommended length.`,
      problem: summary && length > SUMMARY_LIMIT ? undefined : lengthProblem(length, SECTION_MIN, max),
    }),
  );

  if (summary) {
    const opening = firstChars(text, HOOK_WINDOW);
    const { place, selling } = missing ? { place: null, selling: null } : placeAndSellingPoints(view, opening);
    const what = missing ? null : (PROPERTY_TYPES.find(opening) ?? place);
    const points = (what ? P.hook / 2 : 0) + (selling ? P.hook / 2 : 0);
    const found = [what && `what or where the place is ("${what}")`, selling && `a selling point ("${selling}")`]
      .filter(Boolean)
      .join(' and ');
    const lacking = [!what && 'what or where the place is', !selling && 'a selling point'].filter(Boolean).join(' or ');
    out.push(
      rule({
        category: cat,
        section: key,
        id: `${idp}.hook`,
        label: 'opens with a hook',
        maxPoints: P.hook,
        points,
        evidence: missing
          ? `${name} is missing, so there is no opening for guests to read.`
          : `The first ${HOOK_WINDOW} characters (${quote(opening, 70)}) ${found ? `name ${found}` : 'name neither what or where the place is nor a selling point'}${found && lacking ? `, but not ${lacking}` : ''}.`,
        source: SOURCES.summaryHook,
        // Only what the opening lacks: an opening that already names the place is asked for its selling point.
        fix:
          what && !selling
            ? `Add your strongest selling point to the opening lines; guests see only the first lines before 'Show more'.`
            : selling && !what
              ? `Say what and where the place is in the opening lines, beside its selling point; guests see only the first lines before 'Show more'.`
              : `Open with what and where the place is and its strongest selling point; guests see only the first lines before 'Show more'.`,
        problem: missing ? undefined : `Hook: the opening lines guests see before 'Show more' don't say ${lacking}.`,
      }),
    );
  }

  const contact = missing ? [] : findContactDetails(text);
  out.push(
    rule({
      category: cat,
      section: key,
      id: `${idp}.contact-details`,
      label: 'no contact details or address',
      maxPoints: P.contact,
      points: !missing && contact.length === 0 ? P.contact : 0,
      evidence: missing
        ? `${name} is missing; nothing to check yet.`
        : contact.length
          ? `${name} contains ${describeFindings(contact)}.`
          : 'No e-mail, phone number, web address or street address.',
      source: SOURCES.contentContact,
      fix: missing
        ? `Write ${name}, keeping contact details and the street address out of it.`
        : 'Remove contact details and the street address: Airbnb hides them and channel syncs reject them; guests get the address after booking.',
      problem: missing ? undefined : `Contains contact details: ${describeFindings(contact, 2)}.`,
    }),
  );

  const writing = missing ? [] : writingFindings(text);
  const kinds = new Set(writing.map((w) => w.kind)).size;
  out.push(
    rule({
      category: cat,
      section: key,
      id: `${idp}.writing-rules`,
      label: 'clean writing (no shouting, emoji or "!!!")',
      maxPoints: P.writing,
      points: missing ? 0 : kinds === 0 ? P.writing : kinds === 1 ? P.writing / 2 : 0,
      evidence: missing
        ? `${name} is missing; nothing to check yet.`
        : writing.length
          ? `${name} has ${describeFindings(writing)}.`
          : 'No repeated punctuation, shouting capitals, emoji or symbols.',
      source: SOURCES.contentWriting,
      fix: missing
        ? `Write ${name} in plain sentences.`
        : 'Write in sentence case without emoji, symbols or repeated punctuation; channel syncs strip or reject them.',
      problem: missing ? undefined : `Writing rules: ${describeFindings(writing, 2)}.`,
    }),
  );
  return out;
}

// A time of day: '15:00', '3 pm', '10h30', 'after 3', 'dalle 15', 'noon'.
const TIME =
  /\b(?:[01]?\d|2[0-3])[:.h][0-5]\d\b|\b(?:[01]?\d|2[0-3])\s*[ap]\.?\s?m\b\.?|\b(?:after|before|from|until|by|at|dalle|alle|entro le|dopo le|prima delle|depois das|antes das|a partir das|despues de las|antes de las|a partir de las|apres|avant|ab|bis)\s+(?:[01]?\d|2[0-3])\b|\b(?:noon|midday|midnight|mezzogiorno|mezzanotte|meio-dia|mediodia|midi|mittag)\b/i;

/** The check-in (or checkout) time the listing states: the extracted field, else a house rule naming a time. */
function statesTime(lines: string[], words: typeof CHECK_IN_WORDS, field: string | null): string | null {
  if (visibleText(field)) return visibleText(field);
  return lines.find((l) => words.has(l) && TIME.test(l)) ?? null;
}

function houseRules(view: ListingView): RuleResult[] {
  const P = DESCRIPTION_POINTS;
  const rules = (view.content.houseRules ?? []).map((r) => visibleText(r)).filter(Boolean);
  const none = rules.length === 0;
  const cat = 'description' as const;
  const out: RuleResult[] = [];
  const listed =
    rules
      .slice(0, 4)
      .map((r) => `"${r}"`)
      .join(', ') + (rules.length > 4 ? ` and ${rules.length - 4} more` : '');

  out.push(
    rule({
      id: 'description.houseRules.present',
      category: cat,
      label: 'has house rules',
      maxPoints: P.rulesPresent,
      points: none ? 0 : P.rulesPresent,
      evidence: none ? 'No house rules found on the page.' : `${plural(rules.length, 'house rule')}: ${listed}.`,
      source: SOURCES.houseRulesPresent,
      fix: 'Set house rules in Airbnb (check-in and checkout times, maximum guests, pets, events, smoking, quiet hours).',
    }),
  );

  const checkIn = statesTime(rules, CHECK_IN_WORDS, view.content.checkIn);
  const checkOut = statesTime(rules, CHECK_OUT_WORDS, view.content.checkOut);
  out.push(
    rule({
      id: 'description.houseRules.check-in-out',
      category: cat,
      label: 'check-in and checkout times',
      maxPoints: P.rulesTimes,
      points: (checkIn ? P.rulesTimes / 2 : 0) + (checkOut ? P.rulesTimes / 2 : 0),
      evidence:
        checkIn || checkOut
          ? `States ${[checkIn && `check-in ("${checkIn}")`, checkOut && `checkout ("${checkOut}")`].filter(Boolean).join(' and ')}${checkIn && checkOut ? '' : `; no ${checkIn ? 'checkout' : 'check-in'} time`}.`
          : 'No check-in or checkout time shown.',
      source: SOURCES.houseRulesTimes,
      fix: `Set ${[!checkIn && 'a check-in time', !checkOut && 'a checkout time'].filter(Boolean).join(' and ')} so guests can plan their arrival and departure.`,
    }),
  );

  const ruleIndexes = rules.map(textIndex);
  const topics = HOUSE_RULE_TOPICS.filter((t) => ruleIndexes.some((r) => t.terms.hasIn(r))).map((t) => t.label);
  const missingTopics = HOUSE_RULE_TOPICS.map((t) => t.label).filter((l) => !topics.includes(l));
  out.push(
    rule({
      id: 'description.houseRules.standard-topics',
      category: cat,
      label: 'covers the standard rules',
      maxPoints: P.rulesTopics,
      points: topics.length >= 3 ? P.rulesTopics : topics.length >= 1 ? P.rulesTopics / 2 : 0,
      evidence: topics.length
        ? `Rules cover ${topics.join(', ')} (${topics.length} of ${HOUSE_RULE_TOPICS.length} standard topics).`
        : 'No standard topic (maximum guests, pets, events, smoking, quiet hours) in the rules.',
      source: SOURCES.houseRulesTopics,
      fix: `Answer the standard questions guests have: ${missingTopics.join(', ')}.`,
    }),
  );

  const long = rules.filter((r) => charCount(r) > RULE_MAX_CHARS);
  const concise = !none && long.length === 0 && rules.length <= RULES_MAX_COUNT;
  out.push(
    rule({
      id: 'description.houseRules.concise',
      category: cat,
      label: 'short, clear rules',
      maxPoints: P.rulesConcise,
      points: concise ? P.rulesConcise : 0,
      evidence: none
        ? 'No house rules to read.'
        : long.length
          ? `${plural(long.length, 'rule')} over ${RULE_MAX_CHARS} characters, e.g. ${quote(long[0], 60)}.`
          : rules.length > RULES_MAX_COUNT
            ? `${rules.length} rules: more than ${RULES_MAX_COUNT} overwhelm guests.`
            : `${plural(rules.length, 'rule')}, each under ${RULE_MAX_CHARS} characters.`,
      source: SOURCES.houseRulesConcise,
      fix: none
        ? 'Add house rules, one short line each.'
        : `Keep each rule to one short line (under ${RULE_MAX_CHARS} characters) and at most ${RULES_MAX_COUNT} rules; move explanations to Other things to note.`,
    }),
  );
  return out;
}

export function descriptionChecks(view: ListingView): RuleResult[] {
  return [
    ...sectionRules(view, 'listingDescription'),
    ...sectionRules(view, 'theSpace'),
    ...sectionRules(view, 'guestAccess'),
    ...sectionRules(view, 'otherDetails'),
    ...houseRules(view),
  ];
}
