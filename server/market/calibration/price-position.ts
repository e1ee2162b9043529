// Price as a position, not a virtue: each listing's nightly price against the median of its comparables (same
// market, room type and number of guests), and how listings below, in line with and above their comparables do
// on bookings and, where the file has it, on revenue. Reported, never scored: cheapness earns no points.

import type { Market, Sample } from './samples';
import { splitRatio } from './effects';

export const BANDS = [
  { key: 'below', label: 'more than 20 % below comparables', test: (p: number) => p < 0.8 },
  { key: 'inline', label: 'within 20 % below to 25 % above', test: (p: number) => p >= 0.8 && p <= 1.25 },
  { key: 'above', label: 'more than 25 % above comparables', test: (p: number) => p > 1.25 },
] as const;

const MIN_COMPARABLES = 5;

function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Price over the median price of the listing's comparables (itself excluded); null without enough of them. */
export function pricePositions(market: Market): Map<Sample, number> {
  const groups = new Map<string, Sample[]>();
  for (const s of market.samples) {
    if (s.price === null || s.price <= 0 || !s.roomType || s.accommodates === null) continue;
    const key = `${s.roomType}|${s.accommodates}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const out = new Map<Sample, number>();
  for (const group of groups.values()) {
    if (group.length <= MIN_COMPARABLES) continue;
    const prices = group.map((s) => s.price!);
    for (const s of group) {
      const others = prices.filter((_, i) => group[i] !== s);
      out.set(s, s.price! / median(others));
    }
  }
  return out;
}

export interface PriceBandRow {
  band: string;
  listings: number;
  /** Mean outcome of the band over the in-line band's, within market, combined. */
  reviews: number | null;
  occupancy: number | null;
  revenue: number | null;
}

export function priceBands(markets: readonly Market[]): PriceBandRow[] {
  const positions = new Map<Sample, number>();
  for (const m of markets) for (const [s, p] of pricePositions(m)) positions.set(s, p);
  const inline = BANDS[1];
  return BANDS.map((band) => {
    const within = (s: Sample) => {
      const p = positions.get(s);
      if (p === undefined) return null;
      return band.test(p) ? true : inline.test(p) ? false : null;
    };
    const listings = [...positions.values()].filter((p) => band.test(p)).length;
    if (band.key === 'inline') return { band: band.label, listings, reviews: 1, occupancy: 1, revenue: 1 };
    return {
      band: band.label,
      listings,
      reviews: splitRatio(markets, within, 'reviewsPerMonth').ratio,
      occupancy: splitRatio(markets, within, 'occupancy').ratio,
      revenue: splitRatio(markets, within, 'revenue').ratio,
    };
  });
}
