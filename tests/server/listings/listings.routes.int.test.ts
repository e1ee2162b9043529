import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildFetchPolicy, createFetcher } from '../../../server/analysis/fetch';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// The listing endpoints of spec section 7, without workers: what the browser gets back at once, and that
// every call only ever sees the signed-in user's listings.

const offline = createFetcher(buildFetchPolicy(), { resolver: async () => Promise.reject(new Error('no network in tests')) });
const cleaned: string[] = [];

let t: TestApp;
const alice = randomUUID();
const bob = randomUUID();
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  t = await buildTestApp({ deps: { fetcher: offline, listingCleanups: [async ({ id }) => void cleaned.push(id)] } });
  aliceToken = await t.tokenFor({ id: alice, email: 'alice@example.com' });
  bobToken = await t.tokenFor({ id: bob, email: 'bob@example.com' });
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function analyze(token: string, userId: string, url: string) {
  return t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers: as(token), payload: { url, userId } });
}

async function jobsFor(listingId: string): Promise<{ id: string; state: string }[]> {
  const { rows } = await t.database.executeSql(
    `select id::text, state from pgboss.job where name = 'analyse-listing' and data->>'listingId' = $1 order by created_on`,
    [listingId],
  );
  return rows as { id: string; state: string }[];
}

describe('POST /api/listings/analyze', () => {
  it('creates the listing, answers at once and queues its analysis', async () => {
    const res = await analyze(aliceToken, alice, 'https://www.airbnb.co.uk/rooms/53801777?adults=2&source_impression_id=p3_x');
    expect(res.statusCode).toBe(200);
    const { listing } = res.json();
    expect(listing).toMatchObject({
      userId: alice,
      url: 'https://www.airbnb.com/rooms/53801777',
      title: 'https://www.airbnb.com/rooms/53801777', // its address until the page is read
      isAnalyzing: true,
      seoScore: null,
      scrapedData: null,
      recommendations: null,
      analysisError: null,
      photoCount: 0,
      reviewCount: 0,
      analyzedAt: null,
    });
    expect(listing.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobsFor(listing.id)).toEqual([{ id: expect.any(String), state: 'created' }]);
  });

  it('re-analyses instead of duplicating when the same listing is pasted again in another form', async () => {
    const first = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/777')).json().listing;
    const again = (await analyze(aliceToken, alice, 'https://fr.airbnb.ca/rooms/777/photos?check_in=2026-05-01')).json().listing;
    expect(again.id).toBe(first.id);
    expect(again.isAnalyzing).toBe(true);
    expect((await jobsFor(first.id)).map((j) => j.state)).toHaveLength(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/listings', headers: as(aliceToken) })).json().listings;
    expect(list.filter((l: { url: string }) => l.url === 'https://www.airbnb.com/rooms/777')).toHaveLength(1);
  });

  it('keeps the same address of two users apart', async () => {
    const mine = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/4242')).json().listing;
    const theirs = (await analyze(bobToken, bob, 'https://www.airbnb.com/rooms/4242')).json().listing;
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.userId).toBe(bob);
  });

  it('refuses search pages and other sites with a reason the dashboard can show', async () => {
    const res = await analyze(aliceToken, alice, 'https://www.airbnb.com/s/Lisbon/homes');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'unsupported_listing_url', message: 'That link is an Airbnb search page, not a listing' });
    const other = await analyze(aliceToken, alice, 'https://example.com/house');
    expect(other.json()).toEqual({
      code: 'unsupported_listing_url',
      message: 'example.com is not a listing site we can read (Airbnb, Vrbo or Booking.com)',
    });
    const notUrl = await analyze(aliceToken, alice, 'hello');
    expect(notUrl.json()).toEqual({ code: 'invalid_url', message: 'That is not a web address' });
  });

  it('validates the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers: as(aliceToken), payload: { userId: alice } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it("refuses to analyse for someone else's user id", async () => {
    const res = await analyze(aliceToken, bob, 'https://www.airbnb.com/rooms/1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: 'You can only analyse listings for your own account.' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings/analyze',
      payload: { url: 'https://www.airbnb.com/rooms/1', userId: alice },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).statusCode).toBe(401);
  });
});

describe('reading listings', () => {
  it("lists only the user's own listings, newest first", async () => {
    const carol = randomUUID();
    const token = await t.tokenFor({ id: carol });
    const older = (await analyze(token, carol, 'https://www.airbnb.com/rooms/100')).json().listing;
    const newer = (await analyze(token, carol, 'https://www.airbnb.com/rooms/200')).json().listing;
    const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: as(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().listings.map((l: { id: string }) => l.id)).toEqual([newer.id, older.id]);
  });

  it("answers another user's listing exactly like a missing one", async () => {
    const mine = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/5151')).json().listing;
    const own = await t.app.inject({ method: 'GET', url: `/api/listing/${mine.id}`, headers: as(aliceToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().listing.id).toBe(mine.id);
    for (const url of [`/api/listing/${mine.id}`, `/api/listing/${randomUUID()}`, '/api/listing/not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url, headers: as(bobToken) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'listing_not_found', message: 'Listing not found' });
    }
  });
});

describe('DELETE /api/listing/:id', () => {
  it("removes the listing and its rows in tables that reference it, but never another user's", async () => {
    await t.database.executeSql(
      'create table if not exists test_listing_children (id serial primary key, listing_id uuid not null references listings(id) on delete cascade)',
    );
    const mine = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/8080')).json().listing;
    await t.database.executeSql('insert into test_listing_children (listing_id) values ($1), ($1)', [mine.id]);

    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/listing/${mine.id}`, headers: as(bobToken) });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/listing/${mine.id}`, headers: as(aliceToken) })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/listing/${mine.id}`, headers: as(aliceToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: mine.id });
    expect((await t.app.inject({ method: 'GET', url: `/api/listing/${mine.id}`, headers: as(aliceToken) })).statusCode).toBe(404);
    const children = await t.database.executeSql('select count(*)::int as n from test_listing_children where listing_id = $1', [mine.id]);
    expect(children.rows[0].n).toBe(0);
    expect(cleaned).toContain(mine.id);
    // Its queued analysis will not run.
    expect((await jobsFor(mine.id)).map((j) => j.state)).toEqual(['cancelled']);
  });
});

describe('POST /api/listings/:id/reanalyze', () => {
  it('starts the analysis over with a new job', async () => {
    const mine = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/9090')).json().listing;
    const res = await t.app.inject({ method: 'POST', url: `/api/listings/${mine.id}/reanalyze`, headers: as(aliceToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ id: mine.id, isAnalyzing: true, seoScore: null });
    const states = (await jobsFor(mine.id)).map((j) => j.state);
    expect(states).toEqual(['cancelled', 'created']);
  });

  it("answers 404 for another user's listing", async () => {
    const mine = (await analyze(aliceToken, alice, 'https://www.airbnb.com/rooms/9191')).json().listing;
    const res = await t.app.inject({ method: 'POST', url: `/api/listings/${mine.id}/reanalyze`, headers: as(bobToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('listing_not_found');
  });
});

describe('polling', () => {
  const CARD_FIELDS = [
    'analysisError',
    'analyzedAt',
    'createdAt',
    'id',
    'imageUrl',
    'isAnalyzing',
    'location',
    'photoCount',
    'rating',
    'reviewCount',
    'scoreProvisional',
    'seoScore',
    'title',
    'updatedAt',
    'url',
  ];
  let dave: string;
  let token: string;
  beforeAll(async () => {
    dave = randomUUID();
    token = await t.tokenFor({ id: dave });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...as(token), ...headers } });

  it("answers the dashboard's cards in the list and the whole listing by id", async () => {
    const listing = (await analyze(token, dave, 'https://www.airbnb.com/rooms/3131')).json().listing;
    const list = await get('/api/listings');
    expect(list.json().listings.map((l: object) => Object.keys(l).sort())).toEqual([CARD_FIELDS]);
    const one = (await get(`/api/listing/${listing.id}`)).json().listing;
    expect(Object.keys(one).sort()).toEqual([...CARD_FIELDS, 'recommendations', 'scrapedData', 'userId'].sort());
    expect(list.json().listings[0]).toEqual(Object.fromEntries(CARD_FIELDS.map((k) => [k, one[k]])));
  });

  it('answers 304 with no body to a poll that finds nothing new, and 200 after a change', async () => {
    const listing = (await analyze(token, dave, 'https://www.airbnb.com/rooms/3232')).json().listing;
    for (const url of ['/api/listings', `/api/listing/${listing.id}`]) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // What a 304 costs on the wire: its status line and headers.
      const headerBytes = Object.entries(again.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
      expect(headerBytes).toBeLessThan(1024);
    }
    const listEtag = (await get('/api/listings')).headers.etag as string;
    const oneEtag = (await get(`/api/listing/${listing.id}`)).headers.etag as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${listing.id}/reanalyze`, headers: as(token) })).statusCode).toBe(200);
    const list = await get('/api/listings', { 'if-none-match': listEtag });
    const one = await get(`/api/listing/${listing.id}`, { 'if-none-match': oneEtag });
    expect([list.statusCode, one.statusCode]).toEqual([200, 200]);
    expect(list.headers.etag).not.toBe(listEtag);
    expect(one.headers.etag).not.toBe(oneEtag);
    expect(one.json().listing.updatedAt).not.toBe(listing.updatedAt);
    // Another user's tag is no use: their lists differ.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/listings',
          headers: { ...as(bobToken), 'if-none-match': list.headers.etag as string },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('compresses a large answer as the browser accepts', async () => {
    for (const id of [3301, 3302, 3303, 3304, 3305]) await analyze(token, dave, `https://www.airbnb.com/rooms/${id}`);
    const plain = await get('/api/listings');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/listings', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString('utf8')).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });
});
