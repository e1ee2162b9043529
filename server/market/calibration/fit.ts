// Fitting the rubric to the training markets. Every measurable check is first judged on its own (effects.ts);
// then the checks that help are fitted together, so a check is credited only with what it adds beyond the
// others (above all the amenity count, which most good listings share): a non-negative least-squares fit of each
// listing's within-market percentile of reviews per month on the checks' shares of their points. The fitted
// effects become points and category weights; checks the data cannot measure keep their cited share of the score.

import { CATEGORY_KEYS, type CategoryKey } from '../../../contract/wire';
import { amenityCountShare, LEGACY_RUBRIC, type Rubric } from '../../analysis/score/rubric';
import { checkEffect, checkIds, meanSpearman, type CheckEffect } from './effects';
import type { Market, Sample } from './samples';
import { nonNegativeFit, ranks } from './stats';

/** Listings needed on each side of a check before the data may judge it. */
export const MIN_SIDE = 200;
/**
 * Amenity counts the curve may saturate at; the fit keeps the one that ranks the training listings best among
 * those real listings reach: the advice names that count, and its evidence compares listings that list it.
 */
export const SATURATIONS = [20, 30, 40, 50, 60, 80, 100] as const;
/** Listings in every market that must list at least the saturation count for the curve to stop there. */
const MIN_AT_SATURATION = 20;
const COUNT = 'amenities.count';

export type Verdict = 'fitted' | 'no-gain' | 'wrong-way' | 'too-few';

export interface CheckFit extends CheckEffect {
  verdict: Verdict;
  /** The check's 2026.11-2 points, and the points the fit gives it. */
  before: number;
  after: number;
  /** Its fitted effect, in Optimization Score points for passing in full (before rounding). */
  effect: number;
}

export interface RubricFit {
  rubric: Rubric;
  checks: CheckFit[];
  saturation: number;
  /** Share of the Optimization Score the fitted checks carry together, and the share left on cited sources. */
  fittedShare: number;
}

function verdictOf(e: CheckEffect): Verdict {
  if (e.pass < MIN_SIDE || e.fail < MIN_SIDE || e.reviews === null) return 'too-few';
  return e.reviews < 1 ? 'wrong-way' : 'fitted';
}

/** Whole numbers that add up to `total`, as close to `values` (which add up to it) as rounding allows. */
export function roundToTotal(values: Record<string, number>, total: number): Record<string, number> {
  const keys = Object.keys(values);
  const floors = Object.fromEntries(keys.map((k) => [k, Math.floor(values[k]!)]));
  let left = total - keys.reduce((s, k) => s + floors[k]!, 0);
  for (const k of [...keys].sort((a, b) => values[b]! - floors[b]! - (values[a]! - floors[a]!))) {
    if (left <= 0) break;
    floors[k]!++;
    left--;
  }
  return floors;
}

function features(s: Sample, ids: readonly string[], saturation: number): number[] {
  return ids.map((id) => (id === COUNT ? amenityCountShare(s.amenities, { kind: 'curve', saturation }) : (s.shares[id] ?? 0)));
}

function percentiles(m: Market): number[] {
  const r = ranks(m.samples.map((s) => s.reviewsPerMonth));
  return r.map((x) => x / r.length);
}

function fitBeta(markets: readonly Market[], ids: readonly string[], saturation: number): number[] {
  const X: number[][] = [];
  const y: number[] = [];
  for (const m of markets) {
    const p = percentiles(m);
    m.samples.forEach((s, i) => {
      X.push(features(s, ids, saturation));
      y.push(p[i]!);
    });
  }
  return nonNegativeFit(X, y);
}

export function fitRubric(markets: readonly Market[], version: string): RubricFit {
  const legacyMax = new Map<string, number>();
  for (const m of markets)
    for (const s of m.samples)
      for (const [id, max] of Object.entries(s.maxPoints)) legacyMax.set(id, Math.max(legacyMax.get(id) ?? 0, max));
  const effects = [...checkIds(markets)].map(([id, category]) => checkEffect(markets, id, category));
  const verdicts = new Map(effects.map((e) => [e.id, e.id === COUNT ? 'fitted' : verdictOf(e)]));
  const candidates = effects.filter((e) => verdicts.get(e.id) === 'fitted').map((e) => e.id);

  // The saturation of the amenity curve: the one whose fit ranks the training listings best.
  let best = { saturation: SATURATIONS[0] as number, beta: [] as number[], rho: -Infinity };
  const reached = (n: number) => markets.every((m) => m.samples.filter((s) => s.amenities >= n).length >= MIN_AT_SATURATION);
  for (const saturation of SATURATIONS.filter((n, i) => i === 0 || reached(n))) {
    const beta = fitBeta(markets, candidates, saturation);
    const rho =
      meanSpearman(markets, (s) => features(s, candidates, saturation).reduce((t, f, j) => t + f * beta[j]!, 0), 'reviewsPerMonth') ??
      -Infinity;
    if (rho > best.rho) best = { saturation, beta, rho };
  }
  const beta = new Map(candidates.map((id, j) => [id, best.beta[j]!]));
  for (const id of candidates) if (beta.get(id)! <= 0) verdicts.set(id, 'no-gain');

  // Categories the data can speak for, and the share of their weight their unmeasured checks keep.
  const calibrated = new Set<CategoryKey>();
  const unmeasured: Record<CategoryKey, number> = { title: 0, description: 0, photos: 0, amenities: 0, localOptimization: 0, pricing: 0 };
  for (const e of effects) {
    if (verdicts.get(e.id) === 'too-few') unmeasured[e.category] += legacyMax.get(e.id) ?? 0;
    else calibrated.add(e.category);
  }
  const legacy = LEGACY_RUBRIC.weights;
  const cited: Record<string, number> = {};
  let pool = 100;
  for (const key of CATEGORY_KEYS) {
    cited[key] = calibrated.has(key) ? (legacy[key] * Math.min(100, unmeasured[key])) / 100 : legacy[key];
    pool -= cited[key];
  }
  const total = [...beta.values()].reduce((s, b) => s + b, 0);
  const effect = new Map([...beta].map(([id, b]) => [id, total > 0 ? (pool * b) / total : 0]));
  const rawWeights: Record<string, number> = { ...cited };
  for (const e of effects) if (effect.has(e.id)) rawWeights[e.category]! += effect.get(e.id)!;
  const weights = roundToTotal(rawWeights, 100) as Record<CategoryKey, number>;

  const points: Record<string, number> = {};
  const checks: CheckFit[] = effects.map((e) => {
    const before = legacyMax.get(e.id) ?? 0;
    const verdict = verdicts.get(e.id)!;
    const w = rawWeights[e.category]!;
    let after = before;
    if (calibrated.has(e.category) && w > 0) {
      if (verdict === 'too-few') after = Math.round((before * legacy[e.category]) / w);
      else if (verdict === 'fitted') after = Math.round((100 * effect.get(e.id)!) / w);
      else after = 0;
      points[e.id] = after;
    }
    return { ...e, verdict, before, after, effect: effect.get(e.id) ?? 0 };
  });
  return {
    rubric: { version, weights, points, amenityCount: { kind: 'curve', saturation: best.saturation }, evidence: {}, evidenceSource: '' },
    checks,
    saturation: best.saturation,
    fittedShare: pool,
  };
}
