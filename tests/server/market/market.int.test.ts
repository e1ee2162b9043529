import { randomUUID } from 'node:crypto';
import type { MarketInsight } from '../../../contract/market';
import { score } from '../../../server/analysis/score';
import { listMarkets, removeMarket } from '../../../server/market/market-admin';
import { importMarketFile } from '../../../server/market/market-import';
import { asMarketRow } from '../../../server/market/market-content';
import { rescoreMarket } from '../../../server/market/market-rescore';
import { marketFolder } from '../../support/server/market-files';
import { asHostPage, insertListing, readRows, syntheticMarketCsv, tierContent } from '../../support/server/synthetic-market';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { pdfText } from '../../support/server/pdf-text';

// The market card's data end to end on a synthetic market whose answers are known by construction
// (tests/support/server/synthetic-market.ts): the import, where a listing stands among its comparables, what the
// busiest list that it does not, no_market, and that the route answers only the listing's owner.

const folder = marketFolder();
let t: TestApp;
let file: string;

beforeAll(async () => {
  t = await buildTestApp();
  file = folder.write('listings.csv.gz', syntheticMarketCsv(), true);
}, 60_000);
afterAll(async () => {
  await t?.close();
  folder.cleanUp();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function user() {
  const id = randomUUID();
  return { id, token: await t.tokenFor({ id }) };
}

async function marketOf(token: string, listingId: string) {
  return t.app.inject({ method: 'GET', url: `/api/listing/${listingId}/market`, headers: auth(token) });
}

async function count(table: string): Promise<number> {
  return Number((await t.database.executeSql(`select count(*)::int as n from ${table}`)).rows[0].n);
}

describe('npm run market -- import: the synthetic market', () => {
  it('loads the live listings under the city its rows name, and a second import of the same scrape replaces the first', async () => {
    const first = await importMarketFile(t.database, file);
    expect(first).toMatchObject({ name: 'Munich', scrapedOn: '2025-09-27', listings: 45, country: 'DE', currency: 'EUR', replaced: false });
    const second = await importMarketFile(t.database, file);
    expect(second).toMatchObject({ name: 'Munich', listings: 45, replaced: true });
    expect(await count('markets')).toBe(1);
    expect(await count('market_listings')).toBe(45);
    expect((await listMarkets(t.database)).markets).toEqual([
      expect.objectContaining({ name: 'Munich', scrapedOn: '2025-09-27', listings: 45, place: 'Munich, Germany', currency: 'EUR' }),
    ]);
  });

  it("stores each listing's score as the app's own score() of the row the reader mapped", async () => {
    const rows = await readRows(file);
    const stored = await t.database.executeSql('select listing_id, score from market_listings');
    const byId = new Map(stored.rows.map((r: { listing_id: string; score: number }) => [r.listing_id, r.score]));
    for (const row of rows) expect(byId.get(row.id)).toBe(score(row.content).seoScore);
  });

  it('a failed import leaves the loaded market as it was', async () => {
    const broken = folder.write('broken.csv.gz', Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not gzip at all')]));
    await expect(importMarketFile(t.database, broken, { name: 'Munich' })).rejects.toThrow(/gzip data is damaged|Cannot read/);
    expect(await count('markets')).toBe(1);
    expect(await count('market_listings')).toBe(45);
  });
});

describe('GET /api/listing/:id/market', () => {
  const host = { id: '', token: '' };
  let middling = '';
  let insight: MarketInsight;

  beforeAll(async () => {
    Object.assign(host, await user());
    // The host's page has all a page has (more sections, house rules, 20 photos): it is still ranked on what a
    // market row holds, so it lands exactly among the tier-C rows it was written like.
    middling = await insertListing(t.database, host.id, asHostPage(await tierContent(file, 'C')));
    const res = await marketOf(host.token, middling);
    expect(res.statusCode).toBe(200);
    insight = res.json();
  });

  it('the tiers score in the order they were written (the premise of the numbers below)', async () => {
    const [a, b, c, d] = await Promise.all(
      (['A', 'B', 'C', 'D'] as const).map(async (tier) => score(await tierContent(file, tier)).seoScore),
    );
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
    expect(c).toBeGreaterThan(d!);
    expect(insight.score).toBe(c);
    // Scored on its whole page, the same listing would rank above every row of the market.
    expect(score(asHostPage(await tierContent(file, 'C'))).seoScore).toBeGreaterThan(
      score(asMarketRow(asHostPage(await tierContent(file, 'C')))).seoScore,
    );
  });

  it('ranks the listing among the 40 entire homes for 1-3 guests: better than the 12 poor ones, 30 %', () => {
    expect(insight.market).toEqual({ name: 'Munich', scrapedAt: '2025-09-27', listings: 45, currency: 'EUR' });
    expect(insight.comparable).toEqual({
      count: 40,
      definition: 'entire homes for 1-3 guests',
      roomType: 'entire',
      guests: { min: 1, max: 3 },
      widenedFrom: null,
      unknown: [],
    });
    expect(insight.percentile).toBe(30);
  });

  it('splits the comparables into quarters by score, equal scores kept together, with the median reviews per month of each, the listing in the second', () => {
    // Each tier's listings score alike, so each tier is one quarter: no score range overlaps the next.
    expect(insight.quartiles.map((q) => q.count)).toEqual([12, 12, 6, 10]);
    for (const [i, q] of insight.quartiles.entries()) if (i > 0) expect(q.minScore).toBeGreaterThan(insight.quartiles[i - 1]!.maxScore);
    expect(insight.quartiles.map((q) => q.reviewsPerMonth)).toEqual([0.1, 0.3, 0.5, 2.55]);
    expect(insight.quartiles.map((q) => q.listing)).toEqual([false, true, false, false]);
    expect(insight.busiestReviewsPerMonth).toBe(2.1);
  });

  it('names what at least half of the busiest list and the listing does not, with both shares', () => {
    // All of the busiest list the first three; among equals, the one the other listings have least comes first.
    expect(insight.amenityGaps).toEqual([
      { amenity: 'Dedicated workspace', shareTop: 100, shareAll: 25 },
      { amenity: 'Dishwasher', shareTop: 100, shareAll: 40 },
      { amenity: 'Washer', shareTop: 100, shareAll: 40 },
      // "Coffee maker: Nespresso" counts as a coffee maker; the hot tub (4 of the 10) is no gap.
      { amenity: 'Coffee maker', shareTop: 60, shareAll: 15 },
    ]);
  });

  it("compares the description and neighbourhood text with the busiest's, and the price with the median, in euros", async () => {
    const busiest = [...((await tierContent(file, 'A')).descriptionSections['Listing Description'] ?? '')].length;
    const c = await tierContent(file, 'C');
    const own = [...(c.descriptionSections['Listing Description'] ?? '')].length;
    const neighbourhood = [...(c.location.neighborhood ?? '')].length;
    const busiestNeighbourhood = [...((await tierContent(file, 'A')).location.neighborhood ?? '')].length;
    expect(insight.typical.descriptionChars).toEqual({ busiest, all: own, listing: own });
    expect(insight.typical.neighbourhood).toEqual({
      busiestShare: 100,
      allShare: 70,
      busiestChars: busiestNeighbourhood,
      listing: neighbourhood,
    });
    expect(insight.price).toEqual({ currency: 'EUR', listing: 120, median: 100, count: 40, cheaperShare: 60 });
  });

  it('widens the comparison when fewer than 30 match, and says from what', async () => {
    const big = await insertListing(
      t.database,
      host.id,
      asHostPage(await tierContent(file, 'C'), { capacity: { guests: 8, bedrooms: 3, beds: 4, baths: 2 } }),
    );
    const res = (await marketOf(host.token, big)).json() as MarketInsight;
    expect(res.comparable).toMatchObject({
      count: 40,
      definition: 'entire homes of any size',
      widenedFrom: { definition: 'entire homes for 7-9 guests', count: 0 },
    });
  });

  it('matches a listing without coordinates by its city and country', async () => {
    const content = await tierContent(file, 'C');
    const noPoint = { ...content.location, lat: null, lng: null };
    const inMunich = await insertListing(
      t.database,
      host.id,
      asHostPage(content, { location: { ...noPoint, city: 'Munich', country: 'Germany' } }),
    );
    expect((await marketOf(host.token, inMunich)).statusCode).toBe(200);
    // Munich, North Dakota is not the market of Munich, Germany.
    const elsewhere = await insertListing(
      t.database,
      host.id,
      asHostPage(content, { location: { ...noPoint, city: 'Munich', region: 'North Dakota', country: 'United States' } }),
    );
    expect((await marketOf(host.token, elsewhere)).json()).toMatchObject({ code: 'no_market' });
  });

  it('answers 404 no_market, naming the place, for a listing in no loaded market', async () => {
    const content = await tierContent(file, 'C');
    const lisbon = await insertListing(
      t.database,
      host.id,
      asHostPage(content, {
        location: {
          ...content.location,
          city: 'Lisbon',
          region: null,
          country: 'Portugal',
          lat: 38.7113,
          lng: -9.1304,
          text: 'Lisbon, Portugal',
        },
      }),
    );
    const res = await marketOf(host.token, lisbon);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'no_market',
      message: 'No market data for Lisbon yet.',
      instructions: expect.stringContaining('npm run market -- import'),
    });
  });

  it("answers only the listing's owner: another user gets 404 as for a missing listing, no token 401", async () => {
    const other = await user();
    const theirs = await marketOf(other.token, middling);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'listing_not_found' });
    expect((await marketOf(other.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/listing/${middling}/market` })).statusCode).toBe(401);
  });

  it('the chat answers "what do top listings near me have?" from the same figures', async () => {
    const ask = async (listingId: string, content: string, section?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: auth(host.token),
        payload: { listingId, content, ...(section ? { section } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().assistantMessage.content as string;
    };
    const overview = await ask(middling, 'What do top listings near me have?');
    expect(overview).toContain('Better than 30 % of 40 comparable entire homes for 1-3 guests in Munich');
    expect(overview).toContain('- Dishwasher: 100 % of the busiest, 40 % of all');
    expect(overview).toContain('- Coffee maker: 60 % of the busiest, 15 % of all');
    expect(overview).toContain('Data: Inside Airbnb (insideairbnb.com), Munich, scraped 27 Sep 2025, CC BY 4.0');
    expect(overview).not.toMatch(/you will get/i);
    // What the card's "Ask the coach" sends for one amenity.
    const dishwasher = await ask(
      middling,
      'Is it worth adding "Dishwasher", which 100 % of the busiest comparable listings in Munich list (40 % of all), and how would I mention it?',
      'Amenities',
    );
    expect(dishwasher).toMatch(/^\*\*Dishwasher\*\*: 100 % of the busiest quarter/);
    expect(dishwasher).toContain('against 40 % of all of them');
    // A question, not a fact about the listing: nothing is kept.
    const facts = await t.app.inject({ method: 'GET', url: `/api/listing/${middling}/facts`, headers: auth(host.token) });
    expect(facts.json().hostFacts).toEqual([]);
  });

  it('the PDF report has a "Your market" section with the same figures, and none for a listing in no loaded market', async () => {
    const textOf = async (listingId: string) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/listing/${listingId}/report`, headers: auth(host.token), payload: {} });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const text = await textOf(middling);
    expect(text).toContain('Your market');
    expect(text).toContain('Better than 30 % of 40 comparable entire homes for 1-3 guests in Munich');
    expect(text).toContain('Reviews per month of listings like these');
    expect(text).toContain('Dishwasher: 100 % of the busiest, 40 % of all');
    expect(text).toContain('Data: Inside Airbnb (insideairbnb.com), Munich, scraped 27 Sep 2025, CC BY 4.0');
    // The detail screen's order: the fixes and the sections first, then the market, then how the score moved.
    const order = ['Fix these first', 'Section by section', 'Your market', 'Score over time'];
    const at = order.map((heading) => text.indexOf(heading));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const content = await tierContent(file, 'C');
    const lisbon = await insertListing(
      t.database,
      host.id,
      asHostPage(content, {
        location: {
          ...content.location,
          city: 'Lisbon',
          region: null,
          country: 'Portugal',
          lat: 38.7113,
          lng: -9.1304,
          text: 'Lisbon, Portugal',
        },
      }),
    );
    expect(await textOf(lisbon)).not.toContain('Your market');
  });

  it('says the market is being updated while a new rubric re-scores it, then answers again', async () => {
    await t.database.executeSql("update markets set rubric_version = 'an-older-rubric'");
    const stale = await marketOf(host.token, middling);
    expect(stale.statusCode).toBe(503);
    expect(stale.json()).toMatchObject({ code: 'market_updating' });
    expect(stale.headers['retry-after']).toBe('30');
    // The request started the re-scoring in the background; a second pass finds nothing left to do.
    const deadline = Date.now() + 20_000;
    let res = stale;
    while (res.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      res = await marketOf(host.token, middling);
    }
    expect(res.json()).toMatchObject({ percentile: 30 });
    const { rows } = await t.database.executeSql('select id from markets');
    expect(await rescoreMarket(t.database, rows[0].id)).toBe(false);
  });

  it('a removed market is gone for the card at once', async () => {
    expect(await removeMarket(t.database, 'munich')).toEqual([{ name: 'Munich', scrapedOn: '2025-09-27' }]);
    expect((await marketOf(host.token, middling)).json()).toMatchObject({ code: 'no_market', message: 'No market data for Munich yet.' });
    expect(await count('market_listings')).toBe(0);
  });
});
