import type { MarketInsight } from '../../../contract/market';

// What GET /api/listing/:id/market answers for the fixture listing, in a market like Munich's.

export function marketInsight(overrides: Partial<MarketInsight> = {}): MarketInsight {
  return {
    market: { name: 'Munich', scrapedAt: '2025-09-27', listings: 5620, currency: 'EUR' },
    comparable: {
      count: 412,
      definition: 'entire homes for 2-3 guests',
      roomType: 'entire',
      guests: { min: 2, max: 3 },
      widenedFrom: null,
      unknown: [],
    },
    percentile: 64,
    score: 54,
    rubricVersion: '2026.11-2',
    quartiles: [
      { quartile: 1, minScore: 20, maxScore: 43, count: 103, reviewsPerMonth: 0.08, listing: false },
      { quartile: 2, minScore: 43, maxScore: 48, count: 103, reviewsPerMonth: 0.26, listing: false },
      { quartile: 3, minScore: 48, maxScore: 52, count: 103, reviewsPerMonth: 0.41, listing: true },
      { quartile: 4, minScore: 52, maxScore: 64, count: 103, reviewsPerMonth: 0.38, listing: false },
    ],
    busiestReviewsPerMonth: 1.1,
    amenityGaps: [
      { amenity: 'Dishwasher', shareTop: 71, shareAll: 38 },
      { amenity: 'Hair dryer', shareTop: 77, shareAll: 62 },
    ],
    typical: {
      descriptionChars: { busiest: 408, all: 378, listing: 225 },
      neighbourhood: { busiestShare: 32, allShare: 26, busiestChars: 241, listing: 0 },
    },
    price: { currency: 'EUR', listing: 135, median: 179.5, count: 410, cheaperShare: 29 },
    ...overrides,
  };
}
