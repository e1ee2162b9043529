import { LRUCache } from 'lru-cache';
import type { SuggestionScore, SuggestionSection } from '../../../contract/suggestions';
import { type FactQuestion, openQuestions } from '../facts/fact-questions';
import { readFactText } from '../facts/read-facts';
import { rubricFor, type RubricResult, scoreSuggestion } from '../suggestion-score';
import { alternativeTitles, composeRules, composeTitles, sameText } from './compose';
import { type EditNote, type EditStep, editSection, type EditableSection, type LengthWish } from './edit';
import { withFact, type Workbench } from './workbench';
import { sellingPointsIn } from '../text-checks';

// What the coach can offer for one section, decided by the product's own rubric. The description sections are
// edited from the host's text (edit.ts): an edit is offered when it differs from the host's text, keeps every
// check, and scores at least as high (higher, or as high because it works in what the host told, adds a fact from
// the page, or is the other version the host asked for). Titles and house rules are built from the facts, and
// offered only when they score higher (or as high, for alternatives). A section at 100/100 with nothing the host
// told left to add is left alone. The questions are the open ones whose answer would raise the section's score
// most, measured the same way with a stand-in answer.

export interface Offer {
  text: string;
  score: SuggestionScore;
  /** Host facts (sentences) the text uses. */
  told: string[];
  /** What the edit did to the host's text (description sections). */
  steps: EditStep[];
}

export interface SectionPlan {
  section: SuggestionSection;
  /** The text the offers are measured against: the approved one when there is one, else the listing's. */
  baselineText: string;
  baseline: number;
  /** Problems the rubric finds in the baseline text. */
  problems: string[];
  /** Nothing to improve: the baseline scores 100/100, says what the host told, and nothing else was asked. */
  praise: boolean;
  offers: Offer[];
  /** The best text the facts allow, offered or not, with its score (null when there is none). */
  best: { text: string; value: number; withinLimits: boolean } | null;
  /** What the host should know about the edit: a number it would contradict, a fact with no room left. */
  notes: EditNote[];
  unlisted: string[];
  questions: FactQuestion[];
}

export interface PlanOptions {
  variant: boolean;
  avoid: string[];
  baselineText: string;
  /** How many texts to offer (titles: two). */
  count?: number;
  /** Rank the questions (skipped when measuring a question itself). */
  withQuestions?: boolean;
  /** The host asked for a shorter or a longer text. */
  length?: LengthWish;
  /** Facts the host asked to use (their sentences). */
  use?: readonly string[];
  /** The text to edit when it is not the baseline: the suggestion the host is refining ('shorter please'). */
  startFrom?: string | null;
}

const MAX_QUESTIONS = 3;

function rubricOf(wb: Workbench, section: SuggestionSection, text: string): RubricResult {
  return rubricFor(wb.content, section, text);
}

interface Found {
  offers: Offer[];
  best: SectionPlan['best'];
  notes: EditNote[];
  unlisted: string[];
}

const isEditable = (section: SuggestionSection): section is EditableSection => section !== 'Title' && section !== 'House Rules';

function editOffers(wb: Workbench, section: EditableSection, options: PlanOptions, baseline: number): Found {
  const variants = options.variant ? [1, 2, 3, 0] : [0];
  let first: ReturnType<typeof editSection> | null = null;
  for (const variant of variants) {
    const start = options.startFrom ?? options.baselineText;
    const edit = editSection(wb, {
      section,
      baseline: start,
      variant,
      length: options.length ?? null,
      use: options.use ?? [],
    });
    first ??= edit;
    if (
      !edit.text ||
      sameText(edit.text, options.baselineText) ||
      sameText(edit.text, start) ||
      options.avoid.some((a) => sameText(a, edit.text))
    )
      continue;
    const score = scoreSuggestion(wb.content, section, edit.text, baseline);
    if (score.value < baseline) continue;
    const changed = edit.steps.some((s) => s.kind !== 'tidied') || edit.told.length > 0;
    if (score.value === baseline && !changed && !options.variant) continue;
    return {
      offers: [{ text: edit.text, score, told: edit.told, steps: edit.steps }],
      best: { text: edit.text, value: score.value, withinLimits: true },
      notes: edit.notes,
      unlisted: edit.notes.flatMap((n) => (n.kind === 'unlisted' ? n.items : [])),
    };
  }
  const draft = first?.draft ?? '';
  return {
    offers: [],
    best: draft ? { text: draft, value: rubricOf(wb, section, draft).value, withinLimits: Boolean(first?.text) } : null,
    notes: first?.notes ?? [],
    unlisted: first?.notes.flatMap((n) => (n.kind === 'unlisted' ? n.items : [])) ?? [],
  };
}

interface Candidate {
  text: string;
  told: string[];
}

function builtCandidates(
  wb: Workbench,
  section: 'Title' | 'House Rules',
  options: PlanOptions,
  baseline: number,
): { list: Candidate[]; draft: string } {
  const count = options.count ?? 1;
  if (section === 'Title') {
    const reordered = () =>
      alternativeTitles(
        { ...wb.facts, current: { ...wb.facts.current, Title: options.baselineText } },
        wb.grounding,
        wb.placeWords,
        options.avoid,
      );
    // A title keeps the selling points the host's title names; one that scores is only reordered.
    const keeps = (t: string) => sellingPointsIn(options.baselineText).every((p) => sellingPointsIn(t).includes(p));
    const built =
      baseline >= 100 && (options.variant || Boolean(options.length) || Boolean(options.use?.length))
        ? reordered()
        : composeTitles(wb.facts, wb.grounding, Math.max(6, count * 3), options.variant ? 1 : 0, options.avoid).filter(keeps);
    const texts = built.length ? built : reordered().filter(keeps);
    const told = wb.facts.features.filter((x) => x.source).map((x) => x.source!);
    return {
      list: texts.map((text) => ({
        text,
        told: told.filter((s) => wb.facts.features.some((x) => x.source === s && text.includes(x.titleLabel))),
      })),
      draft: texts[0] ?? '',
    };
  }
  const list: Candidate[] = [];
  let draft = '';
  for (const v of options.variant ? [1, 0] : [0, 1]) {
    const c = composeRules(wb.facts, wb.grounding, v, options.avoid);
    if (!draft) draft = c.draft;
    if (c.text && !list.some((x) => sameText(x.text, c.text!))) list.push({ text: c.text, told: c.told });
  }
  return { list, draft };
}

function builtOffers(wb: Workbench, section: 'Title' | 'House Rules', options: PlanOptions, baseline: number): Found {
  const { list, draft } = builtCandidates(wb, section, options, baseline);
  const scored = list
    .filter((c) => !sameText(c.text, options.baselineText))
    .map((c, i) => ({ c, i, score: scoreSuggestion(wb.content, section, c.text, baseline) }))
    .sort((a, b) => b.score.value - a.score.value || a.i - b.i);
  const lacking = (c: Candidate) => c.told.some((t) => !options.baselineText.includes(t));
  const offers = scored
    .filter(({ c, score }) => score.value > baseline || (score.value === baseline && (options.variant || lacking(c))))
    .slice(0, options.count ?? 1)
    .map(({ c, score }) => ({ text: c.text, score, told: c.told, steps: [] }));
  const top = scored[0];
  const best = top
    ? { text: top.c.text, value: top.score.value, withinLimits: true }
    : draft
      ? { text: draft, value: rubricOf(wb, section, draft).value, withinLimits: false }
      : null;
  return { offers, best, notes: [], unlisted: [] };
}

function offersFrom(wb: Workbench, section: SuggestionSection, options: PlanOptions, baseline: number): Found {
  return isEditable(section) ? editOffers(wb, section, options, baseline) : builtOffers(wb, section, options, baseline);
}

/** The open questions for the section, those whose answer would raise its score most first. */
function rankQuestions(wb: Workbench, section: SuggestionSection, options: PlanOptions, reached: number): FactQuestion[] {
  if (reached >= 100) return [];
  const open = openQuestions(section, wb.facts);
  const measured = open.map((q, order) => {
    const fact = readFactText(q.example);
    const next = withFact(wb, { key: fact.key, kind: fact.kind, text: fact.text, verbatim: fact.verbatim });
    const { offers } = offersFrom(next, section, { ...options, variant: false, withQuestions: false, length: null }, reached);
    const gain = offers[0] ? offers[0].score.value - reached : 0;
    return { q, order, gain };
  });
  const raising = measured.filter((m) => m.gain > 0).sort((a, b) => b.gain - a.gain || a.order - b.order);
  const chosen = raising.length ? raising : measured.slice(0, 2);
  return chosen.slice(0, MAX_QUESTIONS).map((m) => m.q);
}

// A plan is a pure function of the workbench's inputs, the section and the options, and the costliest thing the
// coach does (every edit it weighs is scored): a host who asks again, or asks about another section while this one
// is praised, gets the plans already made for the same listing, facts and approved texts.
const plans = new LRUCache<string, SectionPlan>({ max: 500 });

export function planSection(wb: Workbench, section: SuggestionSection, options: PlanOptions): SectionPlan {
  const key = `${wb.key}\u0000${section}\u0000${JSON.stringify(options)}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = makePlan(wb, section, options);
    plans.set(key, plan);
  }
  return plan;
}

function makePlan(wb: Workbench, section: SuggestionSection, options: PlanOptions): SectionPlan {
  const { value: baseline, problems } = rubricOf(wb, section, options.baselineText);
  const asked = options.variant || Boolean(options.length) || Boolean(options.use?.length);
  const found = baseline >= 100 && !asked && !isEditable(section) ? null : offersFrom(wb, section, options, baseline);
  const praise = baseline >= 100 && !asked && !found?.offers.length;
  if (!found || praise) {
    return {
      section,
      baselineText: options.baselineText,
      baseline,
      problems,
      praise,
      offers: [],
      best: null,
      notes: found?.notes ?? [],
      unlisted: found?.unlisted ?? [],
      questions: [],
    };
  }
  const reached = Math.max(baseline, found.offers[0]?.score.value ?? 0);
  const questions = options.withQuestions === false ? [] : rankQuestions(wb, section, options, reached);
  return { section, baselineText: options.baselineText, baseline, problems, praise, ...found, questions };
}
