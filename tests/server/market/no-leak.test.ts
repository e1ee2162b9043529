// The Optimization Score reads only what the host controls. Blanking everything else a listing page shows about
// it (ratings, review counts, Superhost and Guest Favourite status, the host's name) must leave every score,
// check and point unchanged, on synthetic listings and on a real market file when the data folder is there.
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
