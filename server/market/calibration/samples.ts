// The training markets as the calibration reads them: every live listing with its content, the share of its own
// points each check gave it (on the checks' own scales), its amenity count and its outcomes.

import path from 'node:path';
import type { CategoryKey, ListingContent } from '../../../contract/wire';
import { amenityCount, LEGACY_RUBRIC, score, type Rubric } from '../../analysis/score';
import { readListing } from '../../analysis/score/listing-view';
import { readMarketFile, type MalformedRow } from '../reader';

export interface Sample {
  id: string;
  content: ListingContent;
  /** Share of its own points each assessed check gave the listing, 0..1, by check id. */
  shares: Record<string, number>;
  /** The check's own maximum points (rubric 2026.11-2), by check id. */
  maxPoints: Record<string, number>;
  amenities: number;
  /** The Optimization Score of rubric 2026.11-2, the one calibration replaces. */
  legacyScore: number;
  /** Its category scores under rubric 2026.11-2. */
  legacyCategories: Record<CategoryKey, number>;
  /** First review at least 365 days before the scrape. */
  established: boolean;
  reviewsPerMonth: number;
  occupancy: number | null;
  revenue: number | null;
  price: number | null;
  roomType: string | null;
  accommodates: number | null;
}

export interface Market {
  /** "Munich", from the file name (munich_2025-09-27_listings.csv.gz). */
  name: string;
  /** The scrape month, YYYY-MM. */
  scraped: string;
  file: string;
  samples: Sample[];
  hasOccupancy: boolean;
  hasRevenue: boolean;
}

/** The checks' own shapes: every check on its 2026.11-2 points, so a share means what the check means. */
const SHAPES: Rubric = { ...LEGACY_RUBRIC, version: 'shapes' };

export function marketName(file: string): string {
  const stem = path.basename(file).split(/[_.]/)[0] ?? 'market';
  return stem
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const DAY = 86_400_000;

export async function loadMarket(file: string, onMalformed?: (m: MalformedRow) => void): Promise<Market> {
  const samples: Sample[] = [];
  let scraped = '';
  for await (const row of readMarketFile(file, { onMalformed })) {
    const { seoScore, recommendations } = score(row.content, undefined, { rubric: SHAPES });
    const shares: Record<string, number> = {};
    const maxPoints: Record<string, number> = {};
    for (const c of recommendations.checks) {
      if (c.maxPoints <= 0) continue;
      shares[c.id] = c.points / c.maxPoints;
      maxPoints[c.id] = c.maxPoints;
    }
    const first = row.outcomes.firstReview;
    const scrape = row.scrapedOn;
    if (scrape && scrape > scraped) scraped = scrape;
    samples.push({
      id: row.id,
      content: row.content,
      shares,
      maxPoints,
      amenities: amenityCount(readListing(row.content)),
      legacyScore: seoScore,
      legacyCategories: recommendations.categoryScores,
      established: !!first && !!scrape && Date.parse(scrape) - Date.parse(first) >= 365 * DAY,
      reviewsPerMonth: row.outcomes.reviewsPerMonth,
      occupancy: row.outcomes.estimatedOccupancyL365d,
      revenue: row.outcomes.estimatedRevenueL365d,
      price: row.price,
      roomType: row.roomType,
      accommodates: row.accommodates,
    });
  }
  return {
    name: marketName(file),
    scraped: scraped.slice(0, 7),
    file,
    samples,
    hasOccupancy: samples.some((s) => s.occupancy !== null),
    hasRevenue: samples.some((s) => s.revenue !== null),
  };
}
