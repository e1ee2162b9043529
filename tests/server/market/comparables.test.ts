import { MarketComparer, type MarketListingRow } from '../../../server/market/comparables';

// What the card's numbers mean, on a market built by hand: quarters never share a score, and an amenity counts as
// one the busiest have only when they list it at least as often as all comparable listings do.

function rows(count: number, like: Partial<MarketListingRow>): MarketListingRow[] {
  return Array.from({ length: count }, () => ({
    score: 50,
    roomType: 'entire' as const,
    guests: 2,
    reviewsPerMonth: 0.5,
    price: 100,
    amenities: [],
    descriptionChars: 300,
    neighbourhoodChars: 0,
    ...like,
  }));
}

// 40 entire homes for 2: the busiest ten all list wifi (as do nearly all the others) and a dishwasher; six of
// the busiest have a kettle, which 26 of the other 30 have too (60 % of the busiest, 80 % of all).
const market = [
  ...rows(6, { score: 80, reviewsPerMonth: 3, amenities: ['wifi', 'dishwasher', 'kettle'] }),
  ...rows(4, { score: 80, reviewsPerMonth: 2.5, amenities: ['wifi', 'dishwasher'] }),
  ...rows(26, { score: 61, reviewsPerMonth: 0.4, amenities: ['wifi', 'kettle'] }),
  ...rows(4, { score: 40, reviewsPerMonth: 0.1, amenities: [] }),
];
const comparer = new MarketComparer({
  info: { name: 'Testville', scrapedAt: '2026-01-01', listings: market.length, currency: 'EUR' },
  rubricVersion: 'test',
  rows: market,
  labels: new Map([
    ['wifi', 'Wifi'],
    ['dishwasher', 'Dishwasher'],
    ['kettle', 'Kettle'],
  ]),
});
const insight = comparer.insight({
  score: 61,
  roomType: 'entire',
  guests: 2,
  amenities: new Set(),
  descriptionChars: 300,
  neighbourhoodChars: 0,
  price: null,
});

it('never splits equal scores between two quarters, and puts the listing in the quarter its score is in', () => {
  expect(insight.quartiles.map((q) => [q.minScore, q.maxScore, q.count])).toEqual([
    [40, 61, 30],
    [80, 80, 10],
  ]);
  expect(insight.quartiles.map((q) => q.listing)).toEqual([true, false]);
});

it('lists what the busiest list at least as often as all do, not what they list less often', () => {
  expect(insight.amenityGaps).toEqual([
    { amenity: 'Dishwasher', shareTop: 100, shareAll: 25 },
    { amenity: 'Wifi', shareTop: 100, shareAll: 90 },
  ]);
});
