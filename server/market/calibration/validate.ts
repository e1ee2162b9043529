// Leave one market out: fit on the others, score the one left out with the app's own score() and the fitted
// rubric, and rank its listings against how they did. The same listings are ranked by rubric 2026.11-2 and by
// the plain count of amenities listed, so the three can be compared on markets the fit never saw.

import { score } from '../../analysis/score';
import { outcomeOf, type OutcomeKey } from './effects';
import { fitRubric } from './fit';
import type { Market, Sample } from './samples';
import { mean, spearman } from './stats';

export interface Correlations {
  newScore: number | null;
  currentRubric: number | null;
  amenityCount: number | null;
  listings: number;
}

export interface Fold {
  heldOut: string;
  trainedOn: string[];
  /** By outcome, for all listings and for established ones. */
  results: { outcome: OutcomeKey; established: boolean; correlations: Correlations }[];
}

function correlate(samples: readonly Sample[], newScores: readonly number[], outcome: OutcomeKey, established: boolean): Correlations {
  const xs: number[] = [];
  const legacy: number[] = [];
  const counts: number[] = [];
  const ys: number[] = [];
  samples.forEach((s, i) => {
    const y = outcomeOf(s, outcome);
    if (y === null || (established && !s.established)) return;
    xs.push(newScores[i]!);
    legacy.push(s.legacyScore);
    counts.push(s.amenities);
    ys.push(y);
  });
  const r = (x: number[]) => (ys.length >= 50 ? spearman(x, ys) : null);
  return { newScore: r(xs), currentRubric: r(legacy), amenityCount: r(counts), listings: ys.length };
}

export const FOLD_OUTCOMES: readonly OutcomeKey[] = ['reviewsPerMonth', 'occupancy'];

export function leaveOneOut(markets: readonly Market[], onFold?: (name: string) => void): Fold[] {
  return markets.map((held) => {
    onFold?.(held.name);
    const training = markets.filter((m) => m !== held);
    const { rubric } = fitRubric(training, 'held-out');
    const newScores = held.samples.map((s) => score(s.content, undefined, { rubric }).seoScore);
    const results: Fold['results'] = [];
    for (const outcome of FOLD_OUTCOMES) {
      for (const established of [false, true]) {
        const correlations = correlate(held.samples, newScores, outcome, established);
        if (correlations.newScore !== null) results.push({ outcome, established, correlations });
      }
    }
    return { heldOut: held.name, trainedOn: training.map((m) => m.name), results };
  });
}

/** Mean over the folds that measured it, for each outcome and population. */
export function foldAverages(folds: readonly Fold[]) {
  const out: { outcome: OutcomeKey; established: boolean; folds: number; newScore: number; currentRubric: number; amenityCount: number }[] =
    [];
  for (const outcome of FOLD_OUTCOMES) {
    for (const established of [false, true]) {
      const rows = folds.flatMap((f) => f.results.filter((r) => r.outcome === outcome && r.established === established));
      if (!rows.length) continue;
      const avg = (k: 'newScore' | 'currentRubric' | 'amenityCount') => mean(rows.map((r) => r.correlations[k] ?? NaN));
      out.push({
        outcome,
        established,
        folds: rows.length,
        newScore: avg('newScore'),
        currentRubric: avg('currentRubric'),
        amenityCount: avg('amenityCount'),
      });
    }
  }
  return out;
}
