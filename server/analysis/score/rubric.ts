// The parameters of the Optimization Score that market evidence sets: category weights, the points of the checks
// the Inside Airbnb data can measure, and the amenity-count curve. `npm run calibrate` fits them
// (server/market/calibration) and writes contract/calibration.generated.ts; the checks' shapes (what passes,
// what half-passes) stay in the check files. A check the data cannot measure keeps its cited points.

import type { CategoryKey } from '../../../contract/wire';
import { CALIBRATION } from '../../../contract/calibration.generated';
import { PRE_CALIBRATION_WEIGHTS } from '../../../contract/limits';

export interface AmenityCountShape {
  /** 'curve': points grow with the logarithm of the count up to `saturation`; 'bands': the steps of rubric 2026.11-2. */
  kind: 'curve' | 'bands';
  /** Amenities at which the curve reaches full points. */
  saturation: number;
}

export interface Rubric {
  version: string;
  weights: Readonly<Record<CategoryKey, number>>;
  /**
   * Maximum points of the checks the market data measured, by check id. 0 takes a check out of the score (the
   * data found no gain, or found the listings that fail it doing better). A check not named keeps its own points.
   */
  points: Readonly<Record<string, number>>;
  amenityCount: AmenityCountShape;
  /** What the market data says about a check, in a host's words ("Listings in ... get 1.8x the reviews per month ..."). */
  evidence: Readonly<Record<string, string>>;
  /** The data those claims come from, as its licence asks it to be named. */
  evidenceSource: string;
}

/** Rubric 2026.11-2 as it was before calibration: kept so the calibration can compare against it. */
export const LEGACY_RUBRIC: Rubric = {
  version: '2026.11-2',
  weights: PRE_CALIBRATION_WEIGHTS,
  points: {},
  amenityCount: { kind: 'bands', saturation: 15 },
  evidence: {},
  evidenceSource: '',
};

/** The rubric the app scores with: fitted on the Inside Airbnb training markets. */
export const CALIBRATED_RUBRIC: Rubric = {
  version: CALIBRATION.rubricVersion,
  weights: CALIBRATION.weights,
  points: CALIBRATION.points,
  amenityCount: { kind: 'curve', saturation: CALIBRATION.amenitySaturation },
  evidence: CALIBRATION.evidence,
  evidenceSource: CALIBRATION.evidenceSource,
};

const POINTS = new WeakMap<Rubric, ReadonlyMap<string, number>>();

/** The rubric's points as a map, made once per rubric: score() looks up every check's points in it. */
export function rubricPoints(rubric: Rubric): ReadonlyMap<string, number> {
  let map = POINTS.get(rubric);
  if (!map) {
    map = new Map(Object.entries(rubric.points));
    POINTS.set(rubric, map);
  }
  return map;
}

/** The amenity-count check's share of its points for `count` amenities, 0..1. */
export function amenityCountShare(count: number, shape: AmenityCountShape): number {
  if (shape.kind === 'bands') return count >= 15 ? 1 : count >= 10 ? 0.7 : count >= 5 ? 0.4 : 0;
  if (count <= 0) return 0;
  return Math.min(1, Math.log1p(count) / Math.log1p(shape.saturation));
}
