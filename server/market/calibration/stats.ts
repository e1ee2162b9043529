// The few statistics the calibration needs, written out so every figure in docs/calibration.md can be traced:
// ranks with ties averaged, Spearman's rank correlation, and non-negative least squares with a small ridge.

/** Ranks 1..n, ties sharing the mean of their ranks. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = rank;
    i = j + 1;
  }
  return out;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  if (n < 3) return NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson's on tie-averaged ranks); NaN when either side is constant. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * min |y - Xb|^2 + ridge |b|^2 subject to b >= 0, by coordinate descent on the centred normal equations (the
 * intercept is free). Rows of X are listings, columns features.
 */
export function nonNegativeFit(X: readonly (readonly number[])[], y: readonly number[], ridge = 1e-3, sweeps = 400): number[] {
  const n = X.length;
  const k = X[0]?.length ?? 0;
  const mx = new Array<number>(k).fill(0);
  let my = 0;
  for (let i = 0; i < n; i++) {
    my += y[i]!;
    for (let j = 0; j < k; j++) mx[j]! += X[i]![j]!;
  }
  my /= n;
  for (let j = 0; j < k; j++) mx[j]! /= n;
  const G = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const c = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) {
    const row = X[i]!;
    const dy = y[i]! - my;
    for (let a = 0; a < k; a++) {
      const da = row[a]! - mx[a]!;
      c[a]! += da * dy;
      for (let b = a; b < k; b++) G[a]![b]! += da * (row[b]! - mx[b]!);
    }
  }
  for (let a = 0; a < k; a++) for (let b = 0; b < a; b++) G[a]![b] = G[b]![a]!;
  const scale = n;
  const beta = new Array<number>(k).fill(0);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (let j = 0; j < k; j++) {
      let r = c[j]!;
      for (let m = 0; m < k; m++) if (m !== j) r -= G[j]![m]! * beta[m]!;
      const d = G[j]![j]! + ridge * scale;
      beta[j] = d <= 0 ? 0 : Math.max(0, r / d);
    }
  }
  return beta;
}
