// The advice every surface shows, worked out once from the checks: each section's one score and its counts,
// one finding per problem with its gain in Optimization Score points, the top fixes, the score's arithmetic and
// the photo analysis' rating with how it differs from the Photos score. Pure: checks and content in, advice out.
// The gains follow whatever the rubric says: a check's lost points, over its category's points, times the
// category's share of the score.

import { LRUCache } from 'lru-cache';
import {
  ADVICE_SECTIONS,
  CATEGORY_KEYS,
  type Advice,
  type AdviceBreakdown,
  type AdviceFinding,
  type AdvicePhotoQuality,
  type AdviceSection,
  type AdviceSectionKey,
  type CategoryKey,
  type ListingContent,
  type MarketEvidence,
  type PhotoRecommendation,
  type Recommendations,
  type ScoreCheck,
} from '../../../contract/wire';
import {
  DESCRIPTION_PARTS,
  DESCRIPTION_TEXT_NAMES,
  measureOf,
  SECTION_BY_KEY,
  sectionOfCheck,
  type DescriptionPart,
  type SectionSpec,
} from './advice-sections';
import type { AdviceCheck, AdviceInput, Draft, ReadAgain } from './advice-types';
import { blankSectionFinding, importFix, listCutShort, notOnPageFinding, photoAdviceFor } from './advice-wording';
export type { AdviceCheck, AdviceInput } from './advice-types';
import { CATEGORY_LABELS } from './weights';
import { categoryWeightsFor } from '../../../contract/limits';
import { charCount, isBlank } from './text-length';

/** Sections that show their category's score while holding only part of its checks. */
const PART_OF_CATEGORY = new Set<AdviceSectionKey>(['amenities', 'safety', 'houseRules']);

/** The fixes the detail screen and the report open with. */
export const TOP_FIXES = 3;
/** Description sections shorter than this count as this long in the Description's average. */
const AVERAGE_FLOOR = 350;

const round1 = (n: number) => Math.round(n * 10) / 10;
/**
 * A text's letters, digits and single spaces, lower-cased: what two wordings of one fix share. Printable ASCII (nearly
 * every fix) takes a cheaper class than Unicode's letters and digits; what is left holds no whitespace but spaces.
 */
const normalForm = (t: string) => {
  const lower = t.toLowerCase();
  const kept = /[^ -~]/.test(lower) ? lower.replace(/[^\p{L}\p{N} ]/gu, '') : lower.replace(/[^a-z0-9 ]/g, '');
  return kept.replace(/ {2,}/g, ' ').trim();
};

// Most texts compared are the rubric's own wordings, the same for every listing: on 2,000 Munich market rows, 94 %
// of the normal forms asked for had been asked for before. Remembered, they cost a lookup instead of three passes of
// regular expressions (a tenth of score()). Bounded: the least recently used go first.
const normalForms = new LRUCache<string, string>({ max: 4096 });
const norm = (t: string) => {
  let form = normalForms.get(t);
  if (form === undefined) normalForms.set(t, (form = normalForm(t)));
  return form;
};

/** Longer than this, a first sentence is cut before its colon (what follows it is the why). */
const ACTION_MAX = 100;

/**
 * A fix in one line, what the top fixes show: its first sentence, or for a long one what comes before its
 * colon ("Add at least 3 more photos (the listing has 4)." of "…: listings with fewer than 7 are rejected…").
 */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(?:\s+(?=[A-Z"'(])|$)/s.exec(text.trim());
  const sentence = (match?.[1] ?? text).trim();
  const colon = sentence.indexOf(': ');
  if (sentence.length <= ACTION_MAX || colon < 15) return sentence;
  return `${sentence.slice(0, colon)}.`;
}

/** "The space is missing" beside "The space is missing (empty or only spaces)" is one fact. */
export function distinctEvidence(lines: readonly string[]): string[] {
  const kept: string[] = [];
  // Each kept line's normal form beside it, rather than normalised again for every line compared with it.
  const keptNorms: string[] = [];
  const substantive = lines.filter((l) => !/nothing to check yet/i.test(l));
  for (const line of substantive.length > 0 ? substantive : lines) {
    const n = norm(line);
    const i = keptNorms.findIndex((k) => k.startsWith(n) || n.startsWith(k));
    if (i === -1) {
      kept.push(line);
      keptNorms.push(n);
    } else if (line.length > kept[i]!.length) {
      kept[i] = line;
      keptNorms[i] = n;
    }
  }
  return kept;
}

class Gains {
  private readonly max = new Map<CategoryKey, number>();
  private readonly share = new Map<CategoryKey, number>();

  constructor(checks: readonly ScoreCheck[], unscored: ReadonlySet<CategoryKey>, weights: Readonly<Record<CategoryKey, number>>) {
    for (const c of checks) this.max.set(c.category, (this.max.get(c.category) ?? 0) + c.maxPoints);
    const counted = CATEGORY_KEYS.filter((k) => !unscored.has(k)).reduce((s, k) => s + weights[k], 0);
    for (const k of CATEGORY_KEYS) this.share.set(k, unscored.has(k) || counted === 0 ? 0 : weights[k] / counted);
  }

  /** Optimization Score points the check withholds (unrounded). */
  of(check: ScoreCheck): number {
    const max = this.max.get(check.category) ?? 0;
    if (max === 0) return 0;
    return ((check.maxPoints - check.points) / max) * 100 * (this.share.get(check.category) ?? 0);
  }
}

/**
 * What real listings show about a finding: the claim of its costliest check that has one. None on a finding
 * about what the page we read did not show, whose fix is to let us read it.
 */
function marketEvidenceOf(checks: readonly AdviceCheck[]): MarketEvidence | undefined {
  let best: AdviceCheck | undefined;
  for (const c of checks) if (c.marketEvidence && (!best || c.maxPoints - c.points > best.maxPoints - best.points)) best = c;
  return best?.marketEvidence;
}

function finish(draft: Draft, gains: Gains, reads: Map<AdviceFinding, ReadAgain>): AdviceFinding {
  const finding: AdviceFinding = {
    id: draft.id,
    section: draft.section,
    checkIds: draft.checks.map((c) => c.id),
    title: draft.problem ?? '',
    evidence: distinctEvidence(draft.evidence),
    fix: draft.fix,
    action: firstSentence(draft.fix),
    gain: round1(draft.checks.reduce((s, c) => s + gains.of(c), 0)),
    points: draft.checks.reduce((s, c) => s + c.points, 0),
    maxPoints: draft.checks.reduce((s, c) => s + c.maxPoints, 0),
  };
  if (draft.steps?.length) finding.steps = draft.steps;
  if (draft.notOnPage) finding.notOnPage = true;
  else {
    const evidence = marketEvidenceOf(draft.checks);
    if (evidence) finding.marketEvidence = evidence;
  }
  if (draft.reads) reads.set(finding, draft.reads);
  return finding;
}

/** Drafts of one section with the same fix are one finding: their checks, evidence and steps together. */
function mergeSameFix(drafts: readonly Draft[]): Draft[] {
  const byFix = new Map<string, Draft>();
  for (const d of drafts) {
    const key = norm(d.fix);
    const kept = byFix.get(key);
    if (!kept) {
      byFix.set(key, { ...d, checks: [...d.checks], evidence: [...d.evidence], steps: d.steps ? [...d.steps] : undefined });
      continue;
    }
    kept.checks.push(...d.checks);
    kept.evidence.push(...d.evidence);
    kept.problem ??= d.problem;
    kept.reads ??= d.reads;
    for (const step of d.steps ?? []) {
      const n = norm(step);
      if (!(kept.steps ??= []).some((s) => norm(s) === n)) kept.steps.push(step);
    }
  }
  return [...byFix.values()];
}

function ownDraft(check: AdviceCheck, section: AdviceSectionKey): Draft {
  return { id: check.id, section, checks: [check], problem: check.problem, evidence: [check.evidence], fix: check.fix ?? '' };
}

interface Context {
  content: ListingContent | null;
  notOnPage: ReadonlySet<string>;
  photoRecommendation: PhotoRecommendation | null;
}

/** The section's part of the listing is empty (as opposed to not shown on the page we read). */
function isEmptyPart(spec: SectionSpec, content: ListingContent | null): boolean {
  if (!content) return false;
  if ((DESCRIPTION_PARTS as readonly string[]).includes(spec.key))
    return isBlank(content.descriptionSections?.[DESCRIPTION_TEXT_NAMES[spec.key as DescriptionPart]]);
  switch (spec.key) {
    case 'title':
      return isBlank(content.title);
    case 'houseRules':
      return (content.houseRules ?? []).every((r) => isBlank(r));
    case 'photos':
      return (content.photos ?? []).length === 0;
    case 'amenities':
      return (content.amenities ?? []).length === 0;
    default:
      return false;
  }
}

function draftsOf(spec: SectionSpec, losing: readonly AdviceCheck[], ctx: Context): { drafts: Draft[]; more: string[] } {
  if (losing.length === 0) return { drafts: [], more: [] };
  if (spec.part && ctx.notOnPage.has(spec.part)) return { drafts: [notOnPageFinding(spec, losing)], more: [] };
  if (isEmptyPart(spec, ctx.content)) return { drafts: [blankSectionFinding(spec, losing)], more: [] };
  let drafts = losing.map((c) => ownDraft(c, spec.key));
  let more: string[] = [];
  if (spec.key === 'photos') ({ drafts, more } = photoAdviceFor(drafts, ctx.photoRecommendation, ctx.notOnPage.has('photoTour')));
  drafts = drafts.map((d) => listCutShort(d, ctx.notOnPage, ctx.content?.statedTotals));
  return { drafts: mergeSameFix(drafts), more };
}

function descriptionAverage(input: AdviceInput): AdviceSection['average'] | null {
  const scores = input.sectionScores;
  if (!scores) return null;
  const parts = DESCRIPTION_PARTS.flatMap((key) => {
    const entry = scores[key];
    if (!entry) return [];
    const text = input.content?.descriptionSections?.[DESCRIPTION_TEXT_NAMES[key]];
    return [
      {
        section: key,
        name: SECTION_BY_KEY[key].name,
        score: entry.score,
        characters: Math.max(charCount(text), AVERAGE_FLOOR),
      },
    ];
  });
  const characters = parts.reduce((s, p) => s + p.characters, 0);
  if (characters === 0) return null;
  return { parts, characters, sum: parts.reduce((s, p) => s + p.score * p.characters, 0) };
}

function sectionScore(spec: SectionSpec, input: AdviceInput, unscored: ReadonlySet<CategoryKey>, average: AdviceSection['average'] | null) {
  if (spec.key === 'localRules') return { score: null, scoreOf: 'category' as const };
  if (unscored.has(spec.category)) return { score: null, scoreOf: 'category' as const };
  if (spec.key === 'description' && average)
    return { score: Math.round(average.sum / average.characters), scoreOf: 'description-average' as const };
  if ((DESCRIPTION_PARTS as readonly string[]).includes(spec.key)) {
    const entry = input.sectionScores?.[spec.key as DescriptionPart];
    if (entry) return { score: entry.score, scoreOf: 'section' as const };
  }
  const value = input.categoryScores[spec.category];
  return { score: typeof value === 'number' ? value : null, scoreOf: 'category' as const };
}

function breakdownOf(input: AdviceInput, unscored: ReadonlySet<CategoryKey>): AdviceBreakdown | null {
  const weights = input.weights;
  const counted = CATEGORY_KEYS.filter((k) => !unscored.has(k) && typeof input.categoryScores[k] === 'number');
  const countedWeight = counted.reduce((s, k) => s + weights[k], 0);
  if (countedWeight === 0) return null;
  const rows = [...CATEGORY_KEYS]
    .sort((a, b) => weights[b] - weights[a])
    .map((category) => {
      const score = counted.includes(category) ? input.categoryScores[category] : null;
      return {
        category,
        label: CATEGORY_LABELS[category],
        weight: weights[category],
        score,
        contribution: score == null ? null : (score * weights[category]) / countedWeight,
      };
    });
  const sum = rows.reduce((s, r) => s + (r.contribution ?? 0), 0);
  return { rows, countedWeight, sum, total: Math.round(sum) };
}

const MEASURED_PHOTO_CHECKS = ['photos.measured-cover', 'photos.measured-quality', 'photos.technical-issues'];

function photoQualityOf(rec: PhotoRecommendation | null, checks: readonly ScoreCheck[]): AdvicePhotoQuality | null {
  if (!rec || rec.unmeasured) return null;
  const measured = checks.filter((c) => MEASURED_PHOTO_CHECKS.includes(c.id) && c.maxPoints > 0);
  const score = rec.overallPhotoScore;
  return {
    score,
    label: score >= 75 ? 'Excellent' : score >= 60 ? 'Good' : 'Needs improvement',
    deductions: rec.deductions ?? [],
    inPhotosScore: measured.length
      ? { points: measured.reduce((s, c) => s + c.points, 0), maxPoints: measured.reduce((s, c) => s + c.maxPoints, 0) }
      : null,
  };
}

/** What a section says where it has no finding: 'Nothing to fix here.' only at 100. */
function verdictOf(section: AdviceSection, all: readonly AdviceSection[]): string | null {
  if (section.findings.length > 0 || section.key === 'localRules') return null;
  if (section.score === null)
    return 'Not scored: the page does not show what this needs, so it does not count toward the Optimization Score.';
  if (section.score >= 100) return 'Nothing to fix here.';
  const elsewhere = all.filter(
    (s) =>
      s.key !== section.key &&
      s.findings.length > 0 &&
      (section.key === 'description' ? s.scoreOf === 'section' : s.category === section.category),
  );
  if (elsewhere.length === 0) return null;
  const names = elsewhere.map((s) => s.name).join(', ');
  return section.key === 'description'
    ? `What to fix is on the section cards: ${names}.`
    : `Nothing to fix on this card: the rest of the ${section.measure} score is lost in ${names}.`;
}

/**
 * The fixes worth the most points. The same fix in several sections is one, and so is everything the page we
 * read did not show: one import of the whole page lets us read all of it.
 */
function topFixesOf(sections: readonly AdviceSection[], reads: ReadonlyMap<AdviceFinding, ReadAgain>): AdviceFinding[] {
  const byFix = new Map<string, AdviceFinding>();
  const unread = [...reads.values()];
  const importAll = unread.length > 1 ? importFix(unread) : null;
  for (const s of sections) {
    for (const finding of s.findings) {
      const f =
        importAll && reads.has(finding)
          ? { ...finding, id: 'page.import', fix: importAll, action: firstSentence(importAll), steps: undefined, marketEvidence: undefined }
          : finding;
      const key = norm(f.fix);
      const kept = byFix.get(key);
      if (!kept) byFix.set(key, { ...f, checkIds: [...f.checkIds], evidence: [...f.evidence] });
      else {
        kept.gain = round1(kept.gain + f.gain);
        kept.points += f.points;
        kept.maxPoints += f.maxPoints;
        kept.checkIds.push(...f.checkIds);
        kept.evidence = distinctEvidence([...kept.evidence, ...f.evidence]);
        kept.marketEvidence ??= f.marketEvidence;
      }
    }
  }
  return [...byFix.values()]
    .filter((f) => f.gain > 0)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, TOP_FIXES);
}

export function buildAdvice(input: AdviceInput): Advice {
  const unscored = new Set(input.unscored);
  const gains = new Gains(input.checks, unscored, input.weights);
  const ctx: Context = {
    content: input.content,
    notOnPage: new Set(input.content?.extraction?.notOnPage ?? []),
    photoRecommendation: input.photoRecommendation ?? null,
  };
  const bySection = new Map<AdviceSectionKey, AdviceCheck[]>(ADVICE_SECTIONS.map((k) => [k, []]));
  for (const c of input.checks) bySection.get(sectionOfCheck(c))!.push(c);
  // The Description card adds up the four sections: their checks are its checks, their findings stay theirs.
  const ownChecks = (key: AdviceSectionKey) =>
    key === 'description'
      ? [...DESCRIPTION_PARTS.flatMap((k) => bySection.get(k)!), ...bySection.get('description')!]
      : bySection.get(key)!;
  const average = descriptionAverage(input);
  const reads = new Map<AdviceFinding, ReadAgain>();

  const sections = ADVICE_SECTIONS.map((key): AdviceSection => {
    const spec = SECTION_BY_KEY[key];
    const checks = ownChecks(key);
    const scored = checks.filter((c) => c.maxPoints > 0);
    const losing = bySection.get(key)!.filter((c) => c.maxPoints > 0 && c.points < c.maxPoints);
    const { drafts, more } = draftsOf(spec, losing, ctx);
    const findings = drafts.map((d) => finish(d, gains, reads)).sort((a, b) => b.gain - a.gain);
    const full = scored.filter((c) => c.points >= c.maxPoints);
    const { score, scoreOf } = sectionScore(spec, input, unscored, average);
    const section: AdviceSection = {
      key,
      name: spec.name,
      category: spec.category,
      score,
      scoreOf,
      measure: measureOf(spec),
      sharedWith: [],
      passed: full.length,
      total: scored.length,
      checkIds: checks.map((c) => c.id),
      good:
        key === 'description'
          ? []
          : [...full]
              .sort((a, b) => b.maxPoints - a.maxPoints)
              .flatMap((c) => (c.label ? [c.label] : []))
              .slice(0, 3),
      findings,
      notShown: bySection
        .get(key)!
        .filter((c) => c.maxPoints <= 0)
        .map((c) => c.label ?? c.evidence),
      notOnPage: Boolean(spec.part && ctx.notOnPage.has(spec.part)),
      verdict: null,
    };
    if (key === 'title' && input.content) section.characters = charCount(input.content.title);
    if ((DESCRIPTION_PARTS as readonly string[]).includes(key) && input.content)
      section.characters = charCount(input.content.descriptionSections?.[DESCRIPTION_TEXT_NAMES[key as DescriptionPart]]);
    if (key === 'description' && average) section.average = average;
    if (PART_OF_CATEGORY.has(key) && scored.length > 0)
      section.ownScore = Math.round((100 * scored.reduce((s, c) => s + c.points, 0)) / scored.reduce((s, c) => s + c.maxPoints, 0));
    if (more.length) section.more = more;
    return section;
  });
  for (const s of sections) {
    if (s.scoreOf === 'category' && s.key !== 'localRules')
      s.sharedWith = sections
        .filter((o) => o !== s && o.scoreOf === 'category' && o.category === s.category && o.key !== 'localRules')
        .map((o) => o.key);
    s.verdict = verdictOf(s, sections);
  }

  return {
    provisional: input.provisional,
    topFixes: topFixesOf(sections, reads),
    sections,
    breakdown: breakdownOf(input, unscored),
    photoQuality: photoQualityOf(ctx.photoRecommendation, input.checks),
  };
}

/**
 * The advice of a stored score: the one it was saved with, or, for a score stored before advice existed (or a
 * photo analysis saved since), made now from its checks. Every surface that reads a stored score calls this.
 */
export function adviceOf(
  recommendations: Recommendations,
  content: ListingContent | null,
  photoRecommendation: PhotoRecommendation | null = null,
): Advice {
  if (recommendations.advice && (!photoRecommendation || recommendations.advice.photoQuality)) return recommendations.advice;
  const checks = recommendations.checks ?? [];
  const photos = content?.photos?.length ?? 0;
  return buildAdvice({
    checks,
    // A row stored by an older or foreign scorer may lack category scores: its sections then show no score.
    categoryScores: recommendations.categoryScores ?? ({} as Recommendations['categoryScores']),
    unscored: recommendations.unscoredCategories ?? [],
    // The weights of the rubric that made the score: an older score keeps adding up to what it shows.
    weights: categoryWeightsFor(recommendations.rubricVersion),
    sectionScores: recommendations.detailedScores?.description?.sectionScores ?? null,
    content,
    photoRecommendation,
    provisional: recommendations.advice?.provisional ?? (photos > 0 && !checks.some((c) => c.id.startsWith('photos.measured'))),
  });
}

/** The recommendations with their advice in place (see adviceOf). */
export function withAdvice(
  recommendations: Recommendations,
  content: ListingContent | null,
  photoRecommendation: PhotoRecommendation | null = null,
): Recommendations {
  const advice = adviceOf(recommendations, content, photoRecommendation);
  return advice === recommendations.advice ? recommendations : { ...recommendations, advice };
}
