// Calibration on small synthetic markets with effects planted in them: the fit must find what was planted,
// give nothing to a check whose failing listings do better, leave a check too few listings fail on its cited
// points, and beat the plain amenity count on the market it never saw.
import { loadMarket, type Market } from '../../../server/market/calibration/samples';
import { fitRubric } from '../../../server/market/calibration/fit';
import { leaveOneOut, foldAverages } from '../../../server/market/calibration/validate';
import { evidenceLines } from '../../../server/market/calibration/evidence';
import { marketCsv, marketFolder, marketRecord } from '../../support/server/market-files';

const folder = marketFolder();
afterAll(() => folder.cleanUp());

/** A deterministic pseudo-random stream (no Math.random in tests). */
function stream(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const AMENITIES = Array.from({ length: 60 }, (_, i) => `Amenity ${i + 1}`);
const LONG = 'A bright flat with a balcony over the square, two bedrooms, a full kitchen and fast Wi-Fi for working. '.repeat(4);

/**
 * Listings whose reviews per month grow with the amenity count and with a description of 350+ characters
 * (planted), fall with an all-caps title (planted the wrong way: failing listings do better), and ignore the
 * neighbourhood text.
 */
async function market(name: string, seed: number, n = 900): Promise<Market> {
  const rnd = stream(seed);
  const records = Array.from({ length: n }, (_, i) => {
    const count = 1 + Math.floor(rnd() * 59);
    const longText = rnd() < 0.5;
    const shouting = rnd() < 0.35;
    const neighbourhood = rnd() < 0.5;
    const perMonth = Math.max(0, 0.2 + 0.06 * count + (longText ? 1.2 : 0) + (shouting ? 0.8 : 0) + (rnd() - 0.5) * 2.4);
    return marketRecord({
      id: seed * 10_000 + i,
      name: shouting ? 'LOVELY FLAT in the old town' : 'Lovely flat in the old town',
      description: longText ? LONG : 'Nice flat.',
      neighborhood_overview: neighbourhood ? 'Quiet street with bakeries. '.repeat(12) : '',
      amenities: JSON.stringify(AMENITIES.slice(0, count)),
      reviews_per_month: perMonth.toFixed(2),
      number_of_reviews: 10,
      first_review: '2022-01-01',
    });
  });
  return loadMarket(folder.write(`${name}_2025-09-27_listings.csv.gz`, marketCsv(records), true));
}

let markets: Market[];
beforeAll(async () => {
  markets = [await market('alpha', 1), await market('beta', 2), await market('gamma', 3)];
}, 120_000);

describe('calibration on synthetic markets with planted effects', () => {
  it('recovers the planted effects as points, and gives none to what does not matter', () => {
    const { rubric, checks } = fitRubric(markets, 'test');
    const verdict = (id: string) => checks.find((c) => c.id === id)!.verdict;
    expect(verdict('amenities.count')).toBe('fitted');
    expect(rubric.points['amenities.count']).toBeGreaterThan(40);
    expect(verdict('description.listingDescription.length')).toBe('fitted');
    expect(rubric.points['description.listingDescription.length']).toBeGreaterThan(0);
    // Planted the wrong way: listings that fail the all-caps check get more reviews.
    expect(verdict('title.no-all-caps')).toBe('wrong-way');
    expect(rubric.points['title.no-all-caps']).toBe(0);
    // The neighbourhood text has no effect of its own: no points beyond noise.
    expect(rubric.points['localOptimization.neighbourhood-text'] ?? 0).toBeLessThan(rubric.points['amenities.count']! / 4);
    // Nobody fails the emoji check: too few to judge, so it keeps its cited points' share.
    expect(verdict('title.no-emoji-symbols')).toBe('too-few');
    expect(Object.values(rubric.weights).reduce((s, w) => s + w, 0)).toBe(100);
    expect(rubric.weights.photos).toBe(30);
  });

  it('ranks a held-out market better than the plain amenity count, all listings and established ones', () => {
    const folds = leaveOneOut(markets);
    expect(folds.map((f) => f.heldOut)).toEqual(['Alpha', 'Beta', 'Gamma']);
    for (const a of foldAverages(folds).filter((x) => x.outcome === 'reviewsPerMonth')) {
      expect(a.newScore).toBeGreaterThan(a.amenityCount);
      expect(a.newScore).toBeGreaterThan(a.currentRubric);
    }
  }, 120_000);

  it('words its evidence as a correlation, naming the markets, with Inside Airbnb as the source', () => {
    const { checks, saturation } = fitRubric(markets, 'test');
    const { claims, source } = evidenceLines(markets, checks, saturation);
    // The amenity claim names the count the curve gives full points at, the number the advice names.
    expect(claims['amenities.count']).toMatch(
      new RegExp(
        `^Listings in Alpha, Beta and Gamma with ${saturation} or more amenities listed get \\d+\\.\\dx the reviews per month of those with fewer than 20\\.$`,
      ),
    );
    expect(claims['description.listingDescription.length']).toMatch(
      /^Listings in Alpha, Beta and Gamma that have a description of 350 characters or more get \d+\.\dx the reviews per month of those that do not\.$/,
    );
    expect(claims['title.no-all-caps']).toBeUndefined();
    expect(source).toBe('Inside Airbnb (insideairbnb.com), Alpha 2025-09, Beta 2025-09, Gamma 2025-09, CC BY 4.0');
  });
});
