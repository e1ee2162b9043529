import type { SuggestionScore, SuggestionSection } from '../../../contract/suggestions';
import { type FactQuestion, openQuestions } from '../facts/fact-questions';
import { readFactText } from '../facts/read-facts';
import { rubricFor, type RubricResult, scoreSuggestion } from '../suggestion-score';
import { alternativeTitles, composeSection, composeTitles, sameText } from './compose';
import { withFact, type Workbench } from './workbench';

// What the coach can offer for one section, decided by the product's own rubric: every candidate text is scored
// with the section replaced, and only a text that scores above the host's current one is offered (or as high,
// when the host asked for alternatives or it carries facts the host told that the current text lacks). A section
// at 100/100 is left alone unless alternatives are asked for. The questions are the open ones whose answer would
// raise the section's score most, measured the same way with a stand-in answer.

export interface Offer {
  text: string;
  score: SuggestionScore;
  /** Host facts (sentences) the text uses. */
  told: string[];
}

export interface SectionPlan {
  section: SuggestionSection;
  /** The text the offers are measured against: the approved one when there is one, else the listing's. */
  baselineText: string;
  baseline: number;
  /** Problems the rubric finds in the baseline text. */
  problems: string[];
  /** Nothing to improve: the baseline scores 100/100 and no alternatives were asked for. */
  praise: boolean;
  offers: Offer[];
  /** The best text the facts allow, offered or not, with its score (null when there is none). */
  best: { text: string; value: number; withinLimits: boolean } | null;
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
}

const MAX_QUESTIONS = 3;

function rubricOf(wb: Workbench, section: SuggestionSection, text: string): RubricResult {
  return rubricFor(wb.content, section, text);
}

interface Candidate {
  text: string;
  told: string[];
}

function candidates(
  wb: Workbench,
  section: SuggestionSection,
  options: PlanOptions,
  baseline: number,
): { list: Candidate[]; unlisted: string[]; draft: string } {
  const count = options.count ?? 1;
  if (section === 'Title') {
    const texts =
      baseline >= 100 && options.variant
        ? alternativeTitles(
            { ...wb.facts, current: { ...wb.facts.current, Title: options.baselineText } },
            wb.grounding,
            wb.placeWords,
            options.avoid,
          )
        : composeTitles(wb.facts, wb.grounding, Math.max(6, count * 3), options.variant ? 1 : 0, options.avoid);
    const told = wb.facts.features.filter((x) => x.source).map((x) => x.source!);
    return {
      list: texts.map((text) => ({
        text,
        told: told.filter((s) => wb.facts.features.some((x) => x.source === s && text.includes(x.titleLabel))),
      })),
      unlisted: [],
      draft: texts[0] ?? '',
    };
  }
  const variants = options.variant ? [1, 0, 3, 2] : [0, 1];
  const list: Candidate[] = [];
  let unlisted: string[] = [];
  let draft = '';
  for (const v of variants) {
    const c = composeSection(section, wb.facts, wb.grounding, v, options.avoid);
    if (!draft) draft = c.draft;
    unlisted = [...new Set([...unlisted, ...c.unlisted])];
    const text = c.text;
    if (text && !list.some((x) => sameText(x.text, text))) list.push({ text, told: c.told });
  }
  return { list, unlisted, draft };
}

function offersFrom(wb: Workbench, section: SuggestionSection, options: PlanOptions, baseline: number) {
  const { list, unlisted, draft } = candidates(wb, section, options, baseline);
  const scored = list
    .filter((c) => !sameText(c.text, options.baselineText))
    .map((c, i) => ({ c, i, score: scoreSuggestion(wb.content, section, c.text, baseline) }))
    .sort((a, b) => b.score.value - a.score.value || a.i - b.i);
  const lacking = (c: Candidate) => c.told.some((t) => !options.baselineText.includes(t));
  const offers = scored
    .filter(({ c, score }) => score.value > baseline || (score.value === baseline && (options.variant || lacking(c))))
    .slice(0, options.count ?? 1)
    .map(({ c, score }) => ({ text: c.text, score, told: c.told }));
  const top = scored[0];
  const best = top
    ? { text: top.c.text, value: top.score.value, withinLimits: true }
    : draft
      ? { text: draft, value: rubricOf(wb, section, draft).value, withinLimits: false }
      : null;
  return { offers, best, unlisted };
}

/** The open questions for the section, those whose answer would raise its score most first. */
function rankQuestions(wb: Workbench, section: SuggestionSection, options: PlanOptions, reached: number): FactQuestion[] {
  if (reached >= 100) return [];
  const open = openQuestions(section, wb.facts);
  const measured = open.map((q, order) => {
    const fact = readFactText(q.example);
    const next = withFact(wb, { key: fact.key, kind: fact.kind, text: fact.text, verbatim: fact.verbatim });
    const { offers } = offersFrom(next, section, { ...options, variant: false, withQuestions: false }, reached);
    const gain = offers[0] ? offers[0].score.value - reached : 0;
    return { q, order, gain };
  });
  const raising = measured.filter((m) => m.gain > 0).sort((a, b) => b.gain - a.gain || a.order - b.order);
  const chosen = raising.length ? raising : measured.slice(0, 2);
  return chosen.slice(0, MAX_QUESTIONS).map((m) => m.q);
}

export function planSection(wb: Workbench, section: SuggestionSection, options: PlanOptions): SectionPlan {
  const { value: baseline, problems } = rubricOf(wb, section, options.baselineText);
  const praise = baseline >= 100 && !options.variant;
  if (praise) {
    return { section, baselineText: options.baselineText, baseline, problems, praise, offers: [], best: null, unlisted: [], questions: [] };
  }
  const { offers, best, unlisted } = offersFrom(wb, section, options, baseline);
  const reached = Math.max(baseline, offers[0]?.score.value ?? 0);
  const questions = options.withQuestions === false ? [] : rankQuestions(wb, section, options, reached);
  return { section, baselineText: options.baselineText, baseline, problems, praise, offers, best, unlisted, questions };
}
