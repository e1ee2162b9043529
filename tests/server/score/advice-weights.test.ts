import { CATEGORY_KEYS, type Recommendations } from '../../../contract/wire';
import { CALIBRATION } from '../../../contract/calibration.generated';
import { PRE_CALIBRATION_WEIGHTS } from '../../../contract/limits';
import { adviceOf, score } from '../../../server/analysis/score';
import { weakListing } from './fixtures';

// The advice adds a score up with the weights of the rubric that made it: a stored score of a rubric before the
// calibration (2026.11-2, and 2026.11-3, the stated totals) keeps adding up to the number it shows until the
// listing is analysed again; a score of the calibrated rubric uses the calibrated weights.

const weightsOf = (recs: Recommendations) =>
  Object.fromEntries(adviceOf(recs, weakListing).breakdown!.rows.map((r) => [r.category, r.weight]));

const stored = (rubricVersion: string): Recommendations => {
  const { recommendations } = score(weakListing);
  // As a row stored before advice existed: its advice is made when it is read.
  return { ...recommendations, rubricVersion, advice: undefined };
};

it.each(['2026.11-2', '2026.11-3'])('gives a stored %s score the weights it was made with', (version) => {
  expect(weightsOf(stored(version))).toEqual(PRE_CALIBRATION_WEIGHTS);
});

it('gives a calibrated score the calibrated weights, and its gains follow them', () => {
  const { seoScore, recommendations } = score(weakListing);
  expect(recommendations.rubricVersion).toBe(CALIBRATION.rubricVersion);
  expect(weightsOf(recommendations)).toEqual(CALIBRATION.weights);
  const breakdown = recommendations.advice!.breakdown!;
  expect(breakdown.total).toBe(seoScore);
  // The same checks made as an older score: same category scores, other weights, other gains.
  const old = adviceOf(stored('2026.11-3'), weakListing);
  const gainOf = (a: typeof old, id: string) => a.sections.flatMap((s) => s.findings).find((f) => f.checkIds.includes(id))?.gain;
  const ratio = (id: string) => gainOf(recommendations.advice!, id)! / gainOf(old, id)!;
  // localOptimization.neighbourhood-text: Location went from 10 % to 1 % of the score.
  expect(ratio('localOptimization.neighbourhood-text')).toBeCloseTo(
    CALIBRATION.weights.localOptimization / PRE_CALIBRATION_WEIGHTS.localOptimization,
    1,
  );
  for (const key of CATEGORY_KEYS) expect(breakdown.rows.find((r) => r.category === key)!.weight).toBe(CALIBRATION.weights[key]);
});
