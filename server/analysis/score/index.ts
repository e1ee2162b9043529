// The Optimization Score: listing content in, scores, explanations and the checks behind every point out.
// Pure and deterministic: no clock, no randomness, no I/O. docs/scoring.md is the rubric in words.

import {
  CATEGORY_KEYS,
  type CategoryKey,
  type DetailedScores,
  type ListingContent,
  type Recommendations,
  type ScoreCheck,
} from '../../../contract/wire';
import { buildAdvice } from './advice';
import { amenityChecks } from './amenities.checks';
import { percentOf, problemArea, toWire, type RuleResult, type SectionKey } from './check';
export { problemArea } from './check';
import { complianceReport } from './compliance';
import { descriptionChecks } from './description.checks';
import { explainCategory } from './explanations';
import { showMoreFoldEstimate } from './fold-estimate';
import { guestFavouriteReadiness } from './guest-favourite';
import { readListing, type ListingView } from './listing-view';
import { localChecks } from './local-optimization.checks';
import { explainNotOnPage } from './not-on-page';
import { photoChecks, type PhotoEvidence } from './photos.checks';
import { pricingChecks } from './pricing.checks';
import { registrationCheck, type RegistrationResult } from './registration';
import { titleChecks } from './title.checks';
import { CATEGORY_WEIGHTS, RUBRIC_VERSION, weightedScore } from './weights';

import type { ScoreOptions } from './types';
export type { ScoreListing, ScoreOptions } from './types';
export { adviceOf, withAdvice } from './advice';
export type { PhotoEvidence, PhotoMeasurement } from './photos.checks';
export { CATEGORY_WEIGHTS, RUBRIC_VERSION, weightedScore } from './weights';
export { showMoreFoldEstimate } from './fold-estimate';

export interface ScoreResult {
  seoScore: number;
  recommendations: Recommendations;
}

function categoryChecks(
  content: ListingContent,
  photos?: PhotoEvidence,
): { view: ListingView; registration: RegistrationResult; byCategory: Record<CategoryKey, RuleResult[]> } {
  const view = readListing(content);
  const registration = registrationCheck(content);
  const checks: Record<CategoryKey, RuleResult[]> = {
    title: titleChecks(view),
    description: [...descriptionChecks(view), ...registration.checks],
    photos: photoChecks(view, photos),
    amenities: amenityChecks(view),
    localOptimization: localChecks(view),
    pricing: pricingChecks(view),
  };
  const byCategory = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, explainNotOnPage(checks[key], content)])) as Record<
    CategoryKey,
    RuleResult[]
  >;
  return { view, registration, byCategory };
}

// One pass over the description's checks for all four sections, rather than a filter per section.
function sectionScores(checks: readonly RuleResult[]): Record<SectionKey, { score: number; problems: string[] }> {
  const own: Record<SectionKey, RuleResult[]> = { listingDescription: [], theSpace: [], guestAccess: [], otherDetails: [] };
  const problems: Record<SectionKey, string[]> = { listingDescription: [], theSpace: [], guestAccess: [], otherDetails: [] };
  for (const c of checks) {
    if (!c.section) continue;
    own[c.section].push(c);
    if (c.problem) problems[c.section].push(c.problem);
  }
  const section = (key: SectionKey) => ({ score: percentOf(own[key]) ?? 0, problems: problems[key] });
  return {
    listingDescription: section('listingDescription'),
    theSpace: section('theSpace'),
    guestAccess: section('guestAccess'),
    otherDetails: section('otherDetails'),
  };
}

/**
 * Score a listing. `photos` are the photo analysis' measurements when they exist; without them the photos
 * category reads the page's own photo data (count, declared sizes, room labels, cover), and the score is
 * provisional until they are measured. `photoRecommendation` is that analysis' advice, which the advice merges
 * into the photo findings.
 */
export function score(content: ListingContent, photos?: PhotoEvidence, options: ScoreOptions = {}): ScoreResult {
  const { view, registration, byCategory } = categoryChecks(content, photos);
  const categoryScores = {} as Record<CategoryKey, number>;
  const scoreExplanations = {} as Record<CategoryKey, string>;
  const scored: CategoryKey[] = [];
  const unscored: CategoryKey[] = [];
  for (const key of CATEGORY_KEYS) {
    const pct = percentOf(byCategory[key]);
    categoryScores[key] = pct ?? 0;
    (pct === null ? unscored : scored).push(key);
    scoreExplanations[key] = explainCategory(key, pct, byCategory[key]);
  }

  const description = byCategory.description;
  const detailedScores: DetailedScores = {
    description: {
      sectionScores: sectionScores(description),
      showMoreFoldEstimate: showMoreFoldEstimate(content.descriptionSections?.['Listing Description']),
    },
  };

  const checks: ScoreCheck[] = [];
  for (const key of CATEGORY_KEYS) for (const c of byCategory[key]) checks.push(toWire(c));
  const advice = buildAdvice({
    checks: CATEGORY_KEYS.flatMap((key) => byCategory[key]),
    categoryScores,
    unscored,
    sectionScores: detailedScores.description.sectionScores,
    content,
    photoRecommendation: options.photoRecommendation ?? null,
    provisional: options.provisional ?? (photos === undefined && (content.photos?.length ?? 0) > 0),
  });
  return {
    seoScore: weightedScore(categoryScores, scored),
    recommendations: {
      categoryScores,
      scoreExplanations,
      detailedScores,
      checks,
      rubricVersion: RUBRIC_VERSION,
      unscoredCategories: unscored,
      compliance: complianceReport(view, registration, byCategory.amenities),
      guestFavourite: guestFavouriteReadiness(content),
      advice,
    },
  };
}

/** How many Optimization Score points a check withholds: its lost points, scaled by its category's weight. */
export function scoreImpact(check: ScoreCheck, recommendations: Recommendations): number {
  const unscored = new Set(recommendations.unscoredCategories ?? []);
  if (unscored.has(check.category)) return 0;
  const max = recommendations.checks.filter((c) => c.category === check.category).reduce((s, c) => s + c.maxPoints, 0);
  const weights = CATEGORY_KEYS.filter((k) => !unscored.has(k)).reduce((s, k) => s + CATEGORY_WEIGHTS[k], 0);
  if (max === 0 || weights === 0) return 0;
  return ((check.maxPoints - check.points) / max) * 100 * (CATEGORY_WEIGHTS[check.category] / weights);
}

export interface ScoreProblem {
  /** A check id, or 'description.<section>' / 'description.houseRules' for the checks of one section. */
  area: string;
  /** Optimization Score points the area withholds (one decimal). */
  impact: number;
  evidence: string;
  fix: string;
  checkIds: string[];
}

/** What costs the most Optimization Score points, largest first: the "fix first" list. */
export function topProblems(recommendations: Recommendations, count = 3): ScoreProblem[] {
  const areas = new Map<string, { impact: number; order: number; checks: { c: ScoreCheck; impact: number }[] }>();
  recommendations.checks.forEach((c, order) => {
    const impact = scoreImpact(c, recommendations);
    if (impact <= 0) return;
    const key = problemArea(c);
    const area = areas.get(key) ?? { impact: 0, order, checks: [] };
    area.impact += impact;
    area.checks.push({ c, impact });
    areas.set(key, area);
  });
  return [...areas.entries()]
    .sort(([, a], [, b]) => b.impact - a.impact || a.order - b.order)
    .slice(0, count)
    .map(([area, { impact, checks }]) => {
      const worst = checks.reduce((best, x) => (x.impact > best.impact ? x : best));
      return {
        area,
        impact: Math.round(impact * 10) / 10,
        evidence: worst.c.evidence,
        fix: worst.c.fix ?? '',
        checkIds: checks.map((x) => x.c.id),
      };
    });
}
