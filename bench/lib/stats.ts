import { performance } from 'node:perf_hooks';

// Small statistics for the benchmark: every figure is a median or a percentile of repeated measurements.

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The measurement whose ratio to its own baseline is the median ratio (the lower middle one of an even count),
 * so that the figure, the baseline and the ratio a table shows are one pair's and agree with each other.
 */
export function medianPair<T extends { value: number; baseline: number }>(pairs: readonly T[]): T & { ratio: number } {
  if (pairs.length === 0) throw new Error('no pairs');
  const sorted = [...pairs].sort((a, b) => a.value / a.baseline - b.value / b.baseline);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...middle, ratio: middle.value / middle.baseline };
}

/** Nearest-rank percentile (p in 0-100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function round(value: number, digits = 1): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Milliseconds one call of fn takes. */
export function timeSync(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

export async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
