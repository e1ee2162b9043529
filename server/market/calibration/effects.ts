// How listings that pass a check do against listings that fail it, within their own market: the ratio of the
// mean outcome of the two groups, per market, combined across markets as a weighted geometric mean (weights:
// the smaller group of each market, so a market where a check splits evenly counts most).

import type { CategoryKey } from '../../../contract/wire';
import type { Market, Sample } from './samples';
import { mean, spearman } from './stats';

export type OutcomeKey = 'reviewsPerMonth' | 'occupancy' | 'revenue';
export const OUTCOMES: readonly OutcomeKey[] = ['reviewsPerMonth', 'occupancy', 'revenue'];

export function outcomeOf(s: Sample, key: OutcomeKey): number | null {
  return key === 'reviewsPerMonth' ? s.reviewsPerMonth : key === 'occupancy' ? s.occupancy : s.revenue;
}

export interface Split {
  pass: number;
  fail: number;
  /** Mean outcome of passing over failing listings, combined across markets; null where no market could say. */
  ratio: number | null;
}

/** pass/fail ratio of one outcome over listings split by `passes`, within each market, combined. */
export function splitRatio(markets: readonly Market[], passes: (s: Sample) => boolean | null, key: OutcomeKey, established = false): Split {
  let pass = 0;
  let fail = 0;
  let logSum = 0;
  let weights = 0;
  for (const m of markets) {
    const yes: number[] = [];
    const no: number[] = [];
    for (const s of m.samples) {
      if (established && !s.established) continue;
      const p = passes(s);
      const y = outcomeOf(s, key);
      if (p === null || y === null) continue;
      (p ? yes : no).push(y);
    }
    pass += yes.length;
    fail += no.length;
    const a = mean(yes);
    const b = mean(no);
    const w = Math.min(yes.length, no.length);
    if (w >= 20 && a > 0 && b > 0) {
      logSum += w * Math.log(a / b);
      weights += w;
    }
  }
  return { pass, fail, ratio: weights === 0 ? null : Math.exp(logSum / weights) };
}

export interface CheckEffect {
  id: string;
  category: CategoryKey;
  /** Listings that earned all of the check's points, and those that did not (all markets given). */
  pass: number;
  fail: number;
  reviews: number | null;
  reviewsEstablished: number | null;
  occupancy: number | null;
  occupancyEstablished: number | null;
  revenue: number | null;
}

export function checkIds(markets: readonly Market[]): Map<string, CategoryKey> {
  const ids = new Map<string, CategoryKey>();
  for (const m of markets) {
    for (const s of m.samples) {
      for (const c of Object.keys(s.shares)) {
        if (!ids.has(c)) ids.set(c, c.split('.')[0] as CategoryKey);
      }
    }
  }
  return ids;
}

export function checkEffect(markets: readonly Market[], id: string, category: CategoryKey): CheckEffect {
  const passes = (s: Sample) => (id in s.shares ? s.shares[id]! >= 0.999 : null);
  const reviews = splitRatio(markets, passes, 'reviewsPerMonth');
  return {
    id,
    category,
    pass: reviews.pass,
    fail: reviews.fail,
    reviews: reviews.ratio,
    reviewsEstablished: splitRatio(markets, passes, 'reviewsPerMonth', true).ratio,
    occupancy: splitRatio(markets, passes, 'occupancy').ratio,
    occupancyEstablished: splitRatio(markets, passes, 'occupancy', true).ratio,
    revenue: splitRatio(markets, passes, 'revenue').ratio,
  };
}

/** Spearman of a per-listing value with an outcome within each market, averaged over the markets that have it. */
export function meanSpearman(
  markets: readonly Market[],
  value: (s: Sample) => number,
  key: OutcomeKey,
  established = false,
): number | null {
  const per: number[] = [];
  for (const m of markets) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const s of m.samples) {
      if (established && !s.established) continue;
      const y = outcomeOf(s, key);
      if (y === null) continue;
      xs.push(value(s));
      ys.push(y);
    }
    const r = spearman(xs, ys);
    if (xs.length >= 50 && Number.isFinite(r)) per.push(r);
  }
  return per.length ? mean(per) : null;
}
