import type { ListingContent } from '../../contract/wire';
import type { SuggestionSection } from '../../contract/suggestions';
import { registrationCheck } from '../analysis/score/registration';
import { SELLING_POINTS } from '../analysis/score/vocabulary';
import { amenityTermsIn, codesIn, LEGAL_LABEL } from './grounding';
import { sentencesOf } from './text-units';

// What a careful copywriter never does to a host's text, checked the same way for the built-in coach's edits and a
// model's suggestions (protocol.ts): drop the registration number or other legal text, drop what the local-rules
// check reads, drop the host's selling points or a passing hook, say a sentence twice, contradict a number
// (3 minutes vs 2 minutes), frame facts in the host's way of talking ('A few things you should know', 'please
// note', 'also'), or turn a basic (shampoo, hot water, a hair dryer) into a selling point.

export type EditRule =
  | 'dropped_legal'
  | 'dropped_local_rules'
  | 'dropped_selling_point'
  | 'dropped_hook'
  | 'repeated_sentence'
  | 'repeated_fact'
  | 'numeric_conflict'
  | 'framing'
  | 'basic_as_selling_point';

export interface EditViolation {
  rule: EditRule;
  message: string;
}

export interface EditContext {
  section: SuggestionSection;
  /** The text the suggestion replaces (the approved one, else the listing's). */
  baseline: string;
  /** The listing, to ask its local-rules check what it reads; null when not known. */
  content: ListingContent | null;
  /** What the host told (sentences): a suggestion must not contradict them either. */
  facts?: readonly string[];
  /** The listing's other texts (other sections, the neighbourhood): a suggestion must not contradict them. */
  others?: readonly string[];
  /** The baseline is over its hard limit, so a suggestion has to leave some of it out. */
  mustCut?: boolean;
}

// ---- Words -------------------------------------------------------------------------------------------------------

/** Things every place has: naming them as a reason to book reads like padding. */
export const BASICS =
  /\b(?:essentials|hangers?|hair\s?dryers?|shampoo|conditioner|body\s+soap|shower\s+gel|(?:hand\s+)?soap|hot\s+water(?!\s+(?:bottle|tub))|toilet\s+paper|towels?|bed\s+(?:linens?|sheets)|linens|extra\s+pillows(?:\s+and\s+blankets)?|iron(?:ing\s+board)?|dishes\s+and\s+silverware|cooking\s+basics|cleaning\s+products|wine\s+glasses|clothing\s+storage|drying\s+rack(?:\s+for\s+clothing)?|toaster|kettle|freezer)\b/i;

// The host's way of talking about facts, not the facts.
const FRAMING =
  /\b(?:a\s+(?:few|couple\s+of)\s+things\s+(?:you|guests)\s+should\s+know|things\s+(?:you|guests)\s+should\s+know|please\s+note|note\s+that|just\s+so\s+you\s+know|good\s+to\s+know|for\s+your\s+information|fyi|by\s+the\s+way|i\s+should\s+mention|i\s+forgot\s+to\s+(?:say|mention))\b/gi;
const ALSO = /\balso\b/gi;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’•·*()–—-]+/g, ' ')
    .trim();

function sentencesIn(text: string): string[] {
  return sentencesOf(text).map((s) => s.replace(/^\s*(?:[-*•·]|\d{1,2}[.)])\s+/, '').trim());
}

// ---- Legal text ------------------------------------------------------------------------------------------------

const LEGAL_WORDS =
  /\b(?:registration|registered|licen[cs]e[ds]?|permit|tourist\s+tax|city\s+tax|tourism\s+tax|occupancy\s+tax|tax(?:es)?\s+(?:of|is|are|included)|by\s+law|local\s+law|regulations?|ordinance|insurance|liability|security\s+deposit|alojamento\s+local|CIN|CIR|NRU)\b/i;

/** A sentence that carries legal text: a registration code, a labelled number, a tax, a licence or a law. */
export function isLegal(sentence: string): boolean {
  return codesIn(sentence).length > 0 || LEGAL_WORDS.test(sentence) || (LEGAL_LABEL.test(sentence) && /\d{4,}/.test(sentence));
}

/** The baseline's legal sentences and codes the text no longer has. */
function droppedLegal(baseline: string, text: string): string[] {
  const flat = normalise(text);
  const missing: string[] = [];
  for (const code of codesIn(baseline)) if (!text.includes(code)) missing.push(code);
  for (const sentence of sentencesIn(baseline)) {
    if (!isLegal(sentence) || codesIn(sentence).length) continue;
    if (!flat.includes(normalise(sentence))) missing.push(sentence);
  }
  return missing;
}

/** Whether the local-rules check reads less from the section with the suggestion than with the baseline. */
function readsLess(ctx: EditContext, text: string): boolean {
  if (!ctx.content || ctx.section === 'Title') return false;
  const read = (t: string) => {
    const content: ListingContent =
      ctx.section === 'House Rules'
        ? { ...ctx.content!, houseRules: t.split('\n').filter((l) => l.trim()) }
        : { ...ctx.content!, descriptionSections: { ...ctx.content!.descriptionSections, [ctx.section]: t } };
    const check = registrationCheck(content).checks[0];
    return { points: check?.points ?? 0, number: registrationCheck(content).finding?.number ?? null };
  };
  const before = read(ctx.baseline);
  const after = read(text);
  return after.points < before.points || (before.number !== null && after.number !== before.number);
}

// ---- Selling points, hooks and basics --------------------------------------------------------------------------

const STAPLE_TERMS = new Set(['wifi', 'kitchen', 'washer', 'dryer', 'TV', 'heating', 'air conditioning', 'coffee maker', 'dishwasher']);

/** The selling points a text names: the rubric's words, and features from the amenity lexicon that are not staples. */
export function sellingPointsIn(text: string): string[] {
  const found = new Set<string>();
  for (const term of amenityTermsIn(text)) if (!STAPLE_TERMS.has(term.label)) found.add(term.label);
  let rest = text;
  for (let i = 0; i < 12; i += 1) {
    const hit = SELLING_POINTS.find(rest);
    if (!hit) break;
    found.add(hit.toLowerCase());
    rest = rest.replace(new RegExp(hit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'ig'), ' ');
  }
  return [...found];
}

function droppedSellingPoints(baseline: string, text: string): string[] {
  const now = new Set(sellingPointsIn(text));
  return sellingPointsIn(baseline).filter((s) => !now.has(s));
}

/** Basics the text names that the baseline did not: a suggestion never adds them as if they sold the place. */
export function addedBasics(baseline: string, text: string): string[] {
  const before = new Set([...baseline.matchAll(new RegExp(BASICS.source, 'gi'))].map((m) => m[0].toLowerCase()));
  return [...new Set([...text.matchAll(new RegExp(BASICS.source, 'gi'))].map((m) => m[0].toLowerCase()))].filter((b) => !before.has(b));
}

// ---- Repeats ---------------------------------------------------------------------------------------------------

/** Sentences said more than once. */
export function repeatedSentences(text: string): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  for (const sentence of sentencesIn(text)) {
    const key = normalise(sentence);
    if (key.length < 8) continue;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 2) out.push(sentence);
  }
  return out;
}

/** Selling points named in three or more sentences (more often than the baseline names them). */
function repeatedFacts(baseline: string, text: string): string[] {
  const count = (t: string, term: string) => sentencesIn(t).filter((s) => sellingPointsIn(s).includes(term)).length;
  return sellingPointsIn(text).filter((term) => {
    const n = count(text, term);
    return n >= 3 && n > count(baseline, term);
  });
}

// ---- Numbers ---------------------------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  a: 1,
  an: 1,
};
const AMOUNT = String.raw`\d+(?:[.,]\d+)?|twenty-five|forty-five|${Object.keys(NUMBER_WORDS)
  .filter((w) => !w.includes('-'))
  .join('|')}`;
const DISTANCE = new RegExp(
  String.raw`\b(half\s+an|${AMOUNT})[\s-]*(min(?:ute)?s?|hours?|hrs?|km|kilomet(?:re|er)s?|miles?|blocks?)\b((?:['’]s)?(?:\s+(?:walk(?:ing)?|drive|driving|ride|stroll|cycle|on\s+foot|by\s+\w+|away|uphill|downhill))*)`,
  'gi',
);
const SUBJECT_WORDS =
  /\b(?:metro|subway|underground|tube|bus(?:es)?|tram|trams|train|trains|station|stop|airport|ferry|beach|castle|market|park|centre|center|old\s+town|cathedral|museum|river|riverfront|lake|harbou?r|port|university|stadium)\b/gi;

export function numberValue(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'half an') return 0.5;
  if (/^\d/.test(w)) return Number(w.replace(',', '.'));
  return NUMBER_WORDS[w] ?? null;
}

export interface DistanceMention {
  /** What the distance is to ('tram 28', 'Miradouro'). */
  subjects: string[];
  /** In minutes, or metres for lengths. */
  amount: number;
  unit: 'time' | 'length' | 'blocks';
  mode: 'walk' | 'car' | 'other' | null;
  /** The words as written ('three minutes', '2 minutes'). */
  words: string;
  index: number;
}

function subjectsOf(clause: string): string[] {
  const subjects = new Set<string>();
  for (const m of clause.matchAll(SUBJECT_WORDS)) subjects.add(m[0].toLowerCase().replace(/s$/, ''));
  // Route numbers ('the 28 tram', 'tram 28') and names ('Miradouro de Santa Luzia').
  for (const m of clause.matchAll(/\b(?:tram|bus|line|metro|route)\s+(\d{1,3}[A-Z]?)\b|\b(\d{1,3}[A-Z]?)\s+(?:tram|bus|line)\b/gi)) {
    subjects.add(`#${(m[1] ?? m[2])!.toLowerCase()}`);
  }
  // Names inside the clause ('Miradouro de Santa Luzia'); the first word of a sentence is not a name.
  for (const m of clause.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}'’-]{2,}/gu)) subjects.add(m[0].toLowerCase());
  return [...subjects];
}

function modeOf(words: string): DistanceMention['mode'] {
  if (/walk|foot|stroll|uphill|downhill/i.test(words)) return 'walk';
  if (/drive|driving|car|taxi/i.test(words)) return 'car';
  if (/by\s+\w+|ride|cycle/i.test(words)) return 'other';
  return null;
}

/** The distances and travel times a text states, each with what it is to. */
export function distancesIn(text: string): DistanceMention[] {
  const out: DistanceMention[] = [];
  for (const sentence of sentencesIn(text)) {
    // A distance belongs to the clause it stands in ('the castle is ten minutes up; the river is five down').
    for (const clause of sentence.split(/;|,\s*(?:and|but|while)\s+|\s+(?:and|but|while)\s+(?=(?:the|it|its|a|an)\b)/i)) {
      for (const m of clause.matchAll(DISTANCE)) {
        const value = numberValue(m[1]!);
        if (value === null) continue;
        const unit = m[2]!.toLowerCase();
        const isTime = /^(?:min|hour|hr)/.test(unit);
        const amount = isTime
          ? /^(?:hour|hr)/.test(unit)
            ? value * 60
            : value
          : /^(?:km|kilomet)/.test(unit)
            ? value * 1000
            : /^mile/.test(unit)
              ? value * 1609
              : value;
        const subjects = subjectsOf(clause.replace(m[0], ' '));
        if (!subjects.length) continue;
        out.push({
          subjects,
          amount,
          unit: isTime ? 'time' : /^block/.test(unit) ? 'blocks' : 'length',
          mode: modeOf(`${m[3] ?? ''} ${clause}`),
          words: m[0].trim(),
          index: out.length,
        });
      }
    }
  }
  return out;
}

function sameSubject(a: DistanceMention, b: DistanceMention): boolean {
  const routesA = a.subjects.filter((s) => s.startsWith('#'));
  const routesB = b.subjects.filter((s) => s.startsWith('#'));
  if (routesA.length && routesB.length && !routesA.some((r) => routesB.includes(r))) return false;
  const shared = a.subjects.filter((s) => b.subjects.includes(s));
  if (routesA.length && routesB.length) return shared.length > 0;
  // A shared word other than a route number: 'tram', 'castle', 'Miradouro'.
  return shared.some((s) => !s.startsWith('#')) && (shared.length >= 2 || a.subjects.length === 1 || b.subjects.length === 1);
}

const clash = (a: DistanceMention, b: DistanceMention) =>
  a.unit === b.unit &&
  sameSubject(a, b) &&
  Math.abs(a.amount - b.amount) > 1e-9 &&
  (a.mode === null || b.mode === null || a.mode === b.mode);
const agrees = (a: DistanceMention, b: DistanceMention) => a.unit === b.unit && sameSubject(a, b) && Math.abs(a.amount - b.amount) <= 1e-9;

export interface Conflict {
  said: DistanceMention;
  against: DistanceMention;
}

/** Pairs of distances to the same thing that disagree: within the text, or between the text and `others`. */
export function numericConflicts(text: string, others: readonly string[] = []): Conflict[] {
  const mine = distancesIn(text);
  const conflicts: Conflict[] = [];
  if (!others.length) {
    for (let i = 0; i < mine.length; i += 1)
      for (let j = i + 1; j < mine.length; j += 1) if (clash(mine[i]!, mine[j]!)) conflicts.push({ said: mine[i]!, against: mine[j]! });
    return conflicts;
  }
  const theirs = others.flatMap((o) => distancesIn(o));
  for (const m of mine) for (const t of theirs) if (clash(m, t)) conflicts.push({ said: m, against: t });
  return conflicts;
}

/**
 * Numbers the suggestion contradicts: two of its own that disagree, one that disagrees with what the host told or
 * another part of the listing (unless the text it replaces already said it so), or one changed from the text it
 * replaces that nothing the host told backs.
 */
function contradictions(text: string, ctx: EditContext): Conflict[] {
  const facts = ctx.facts ?? [];
  const others = ctx.others ?? [];
  const kept = (c: Conflict) => distancesIn(ctx.baseline).some((b) => b.words === c.said.words && agrees(b, c.said));
  const toldSo = (c: Conflict) => facts.some((f) => distancesIn(f).some((m) => agrees(m, c.said)));
  return [
    ...numericConflicts(text),
    ...numericConflicts(text, [...facts, ...others]).filter((c) => !kept(c)),
    ...numericConflicts(text, [ctx.baseline]).filter((c) => !toldSo(c)),
  ];
}

// ---- Framing ---------------------------------------------------------------------------------------------------

/** Framing words the text has more of than the baseline ('please note', 'a few things you should know', 'also'). */
export function addedFraming(baseline: string, text: string): string[] {
  const count = (t: string, re: RegExp) => [...t.matchAll(re)].map((m) => m[0].toLowerCase());
  const before = count(baseline, FRAMING);
  const found = count(text, FRAMING).filter((f) => {
    const i = before.indexOf(f);
    if (i === -1) return true;
    before.splice(i, 1);
    return false;
  });
  if (count(text, ALSO).length > count(baseline, ALSO).length) found.push('also');
  return [...new Set(found)];
}

// ---- The hook --------------------------------------------------------------------------------------------------

/** The baseline's opening sentence when it must stay: it passes the rubric's hook check on its own. */
export function passingHook(
  ctx: Pick<EditContext, 'section' | 'baseline' | 'content'>,
  passes: (sentence: string) => boolean,
): string | null {
  if (ctx.section !== 'Listing Description') return null;
  const first = sentencesIn(ctx.baseline)[0];
  return first && passes(first) ? first : null;
}

// ---- All of it -------------------------------------------------------------------------------------------------

/** Everything the suggestion does that a careful copywriter would not; empty when it may be shown. */
export function editViolations(text: string, ctx: EditContext, hook: string | null = null): EditViolation[] {
  const out: EditViolation[] = [];
  const legal = droppedLegal(ctx.baseline, text);
  if (legal.length) {
    out.push({
      rule: 'dropped_legal',
      message: `drops legal text the current one has (${legal.map((l) => `"${l.length > 60 ? `${l.slice(0, 59)}…` : l}"`).join(', ')})`,
    });
  } else if (readsLess(ctx, text)) {
    out.push({ rule: 'dropped_local_rules', message: 'drops what the local-rules check reads (the registration number)' });
  }
  if (!ctx.mustCut) {
    const dropped = droppedSellingPoints(ctx.baseline, text);
    if (dropped.length) out.push({ rule: 'dropped_selling_point', message: `drops the host's selling points (${dropped.join(', ')})` });
    // The opening stays first, as written; only a number the host corrected may differ.
    const opening = (t: string) => normalise(t).replace(/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/g, '#');
    if (hook && opening(sentencesIn(text)[0] ?? '') !== opening(hook)) {
      out.push({
        rule: 'dropped_hook',
        message: `drops the opening that already works ("${hook.length > 60 ? `${hook.slice(0, 59)}…` : hook}")`,
      });
    }
  }
  const repeated = repeatedSentences(text);
  if (repeated.length) out.push({ rule: 'repeated_sentence', message: `says the same sentence twice ("${repeated[0]}")` });
  const facts = repeatedFacts(ctx.baseline, text);
  if (facts.length) out.push({ rule: 'repeated_fact', message: `names the same thing in three sentences (${facts.join(', ')})` });
  const conflicts = contradictions(text, ctx);
  if (conflicts.length) {
    const c = conflicts[0]!;
    out.push({
      rule: 'numeric_conflict',
      message: `contradicts a number the listing or the host gave ("${c.said.words}" against "${c.against.words}")`,
    });
  }
  const framing = addedFraming(ctx.baseline, text);
  if (framing.length)
    out.push({ rule: 'framing', message: `adds framing words instead of facts (${framing.map((f) => `"${f}"`).join(', ')})` });
  const basics = addedBasics(ctx.baseline, text);
  if (basics.length) out.push({ rule: 'basic_as_selling_point', message: `sells basics every place has (${basics.join(', ')})` });
  return out;
}
