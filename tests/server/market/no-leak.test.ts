// The Optimization Score reads only what the host controls. Blanking everything else a listing page shows about
// it (ratings, review counts, Superhost and Guest Favourite status, the host's name) must leave every score,
// check and point unchanged, on synthetic listings and on a real market file when the data folder is there; and
// two market rows that differ only in the columns a host does not control (ratings, reviews, status,
// availability, occupancy, revenue) must score the same through the reader, as `npm run market -- score` does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { ListingContent } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { fromRoot } from '../../../server/paths';
import { readMarketFile } from '../../../server/market';
import { report } from '../../support/report';
import { marketCsv, marketFolder, marketRecord } from '../../support/server/market-files';

function blanked(content: ListingContent): ListingContent {
  return { ...content, rating: null, categoryRatings: {}, reviewCount: 0, host: null, guestFavourite: null };
}

function lifted(content: ListingContent): ListingContent {
  return {
    ...content,
    rating: 5,
    categoryRatings: { accuracy: 5, cleanliness: 5, checkin: 5, communication: 5, location: 5, value: 5 },
    reviewCount: 900,
    host: { name: 'Star Host', isSuperhost: true },
    guestFavourite: true,
  };
}

/** What the score says, less the Guest Favourite readiness, which is reported beside the score on purpose. */
function scoreOf(content: ListingContent) {
  const { seoScore, recommendations } = score(content);
  const { guestFavourite: _beside, ...rest } = recommendations;
  return { seoScore, rest };
}

const folder = marketFolder();
afterAll(() => folder.cleanUp());

describe('the score reads only what the host controls', () => {
  it('gives identical scores with ratings, reviews and host status blanked or maxed (synthetic listings)', async () => {
    const records = fc.sample(
      fc.record({
        rating: fc.double({ min: 1, max: 5, noNaN: true }),
        reviews: fc.integer({ min: 0, max: 800 }),
        superhost: fc.constantFrom('t', 'f', ''),
        perMonth: fc.double({ min: 0, max: 9, noNaN: true }),
        occupancy: fc.integer({ min: 0, max: 255 }),
      }),
      { numRuns: 40, seed: 36 },
    );
    const file = folder.write(
      'leak.csv',
      marketCsv(
        records.map((r, i) =>
          marketRecord({
            id: 500 + i,
            review_scores_rating: r.rating.toFixed(2),
            number_of_reviews: r.reviews,
            host_is_superhost: r.superhost,
            reviews_per_month: r.perMonth.toFixed(2),
            estimated_occupancy_l365d: r.occupancy,
            amenities: JSON.stringify(['Wifi', 'Kitchen', 'Smoke alarm', 'Essentials', 'Self check-in'].slice(0, 1 + (i % 5))),
          }),
        ),
      ),
    );
    let n = 0;
    for await (const row of readMarketFile(file)) {
      const own = scoreOf(row.content);
      expect(scoreOf(blanked(row.content))).toEqual(own);
      expect(scoreOf(lifted(row.content))).toEqual(own);
      n++;
    }
    expect(n).toBe(40);
  });

  it('scores market rows alike when they differ only in ratings, reviews, status, availability or occupancy', async () => {
    // Every column of the file the host does not set on the listing page, blank in one copy of each listing and
    // filled, differently per listing, in the other.
    const outside = fc.sample(
      fc.record({
        host_is_superhost: fc.constantFrom('t', 'f'),
        host_response_time: fc.constantFrom('within an hour', 'a few days or more'),
        host_response_rate: fc.constantFrom('100%', '40%'),
        host_acceptance_rate: fc.constantFrom('98%', '10%'),
        host_listings_count: fc.integer({ min: 1, max: 300 }),
        host_total_listings_count: fc.integer({ min: 1, max: 300 }),
        host_identity_verified: fc.constantFrom('t', 'f'),
        has_availability: fc.constantFrom('t', 'f'),
        availability_30: fc.integer({ min: 0, max: 30 }),
        availability_60: fc.integer({ min: 0, max: 60 }),
        availability_90: fc.integer({ min: 0, max: 90 }),
        availability_365: fc.integer({ min: 0, max: 365 }),
        availability_eoy: fc.integer({ min: 0, max: 120 }),
        calendar_last_scraped: fc.constantFrom('2025-09-27', '2025-09-28'),
        number_of_reviews: fc.integer({ min: 0, max: 900 }),
        number_of_reviews_ltm: fc.integer({ min: 0, max: 200 }),
        number_of_reviews_l30d: fc.integer({ min: 0, max: 20 }),
        number_of_reviews_ly: fc.integer({ min: 0, max: 200 }),
        first_review: fc.constantFrom('2016-04-01', '2025-08-01'),
        last_review: fc.constantFrom('2019-01-01', '2025-09-20'),
        review_scores_rating: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_accuracy: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_cleanliness: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_checkin: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_communication: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_location: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        review_scores_value: fc.double({ min: 1, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
        reviews_per_month: fc.double({ min: 0, max: 12, noNaN: true }).map((x) => x.toFixed(2)),
        estimated_occupancy_l365d: fc.integer({ min: 0, max: 255 }),
        estimated_revenue_l365d: fc.integer({ min: 0, max: 90_000 }),
        calculated_host_listings_count: fc.integer({ min: 1, max: 300 }),
      }),
      { numRuns: 30, seed: 3636 },
    );
    const amenities = ['Wifi', 'Kitchen', 'Smoke alarm', 'Essentials', 'Self check-in', 'Dedicated workspace', 'Washer'];
    const own = (i: number) => ({
      id: 900 + i,
      name: ['Bright loft near the river', 'COSY STUDIO!!!', 'Flat'][i % 3],
      description: 'A bright loft with a balcony, ten minutes from the old town. '.repeat(1 + (i % 8)),
      amenities: JSON.stringify(amenities.slice(0, 1 + (i % amenities.length))),
      price: `$${60 + i * 7}.00`,
    });
    const blank = Object.fromEntries(Object.keys(outside[0]!).map((k) => [k, '']));
    const file = folder.write(
      'outside-control.csv',
      marketCsv(outside.flatMap((filled, i) => [marketRecord({ ...own(i), ...blank }), marketRecord({ ...own(i), ...filled })])),
    );
    const rows = [];
    for await (const row of readMarketFile(file)) rows.push(row);
    expect(rows).toHaveLength(60);
    for (let i = 0; i < rows.length; i += 2) {
      expect(rows[i + 1]!.id).toBe(rows[i]!.id);
      // The filled copy does carry those values: the reader read them, and the score ignored them.
      expect(rows[i + 1]!.content.reviewCount).toBe(outside[i / 2]!.number_of_reviews);
      expect(scoreOf(rows[i + 1]!.content)).toEqual(scoreOf(rows[i]!.content));
    }
    // The listings differ in what the host controls, so the comparison is not between identical scores.
    expect(new Set(rows.map((r) => score(r.content).seoScore)).size).toBeGreaterThan(3);
  });

  const antwerp = path.resolve(fromRoot(), '..', 'shared', 'data', 'inside-airbnb', 'antwerp_2024-06-29_listings.csv.gz');
  if (!existsSync(antwerp)) report(`no-leak: ${antwerp} is not there; the real-market part did not run.`);
  else
    it('gives identical scores with those fields blanked, on every listing of a real market (Antwerp)', async () => {
      let n = 0;
      let differ = 0;
      for await (const row of readMarketFile(antwerp)) {
        n++;
        // The real rows carry ratings, reviews and Superhost status: they must change nothing.
        if (JSON.stringify(scoreOf(blanked(row.content))) !== JSON.stringify(scoreOf(row.content))) differ++;
      }
      expect(n).toBeGreaterThan(2000);
      expect(differ).toBe(0);
    }, 120_000);
});
