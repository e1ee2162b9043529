import { randomUUID } from 'node:crypto';
import { listingWith, photo } from '../../support/server/photo-listings';
import { buildPhotosTestApp, type PhotosTestApp } from '../../support/server/photos-test-app';
import { cleanPhoto } from '../../support/server/synthetic-photos';
import { report } from '../../support/report';

// Two users and every endpoint of spec section 7 that takes an id, in one table. Each feature's own suite
// checks its endpoints' 404s (listings.routes, chat, photos); this one walks them all against one fully
// populated listing (content, photo analysis, chat thread, a fact told to the assistant) and then checks that nothing about it changed, and
// that ids which are not plain listing ids (other spellings, injection attempts) never reach a 500.

let t: PhotosTestApp;
const alice = randomUUID();
const bob = randomUUID();
let listingId: string;
let attempts = 0;

const imageUrl = 'https://photos.example/porch.jpg';

async function as(userId: string) {
  return { authorization: `Bearer ${await t.tokenFor(userId)}` };
}

beforeAll(async () => {
  t = await buildPhotosTestApp();
  t.images.set(imageUrl, await cleanPhoto({ seed: 4 }));
  listingId = await t.addListing(alice, listingWith([photo(imageUrl)]));
  const headers = await as(alice);
  expect((await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${listingId}`, headers })).statusCode).toBe(200);
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { listingId, content: 'What should I fix first?', section: null, approvedTexts: {} },
  });
  expect(chat.statusCode).toBe(200);
  const fact = await t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/facts`,
    headers,
    payload: { text: 'The screened porch faces the lake' },
  });
  expect(fact.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { listingId: null, content: 'Private note for my general thread', section: null, approvedTexts: {} },
  });
}, 60_000);
afterAll(async () => {
  report(`Access control: ${attempts} cross-user and malformed-id requests tried, all refused with nothing changed.`);
  await t.close();
});

/** Everything Alice can see about her listing, to compare before and after Bob's attempts. */
async function aliceView() {
  const headers = await as(alice);
  const read = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const jobs = await t.database
    .executeSql("select count(*)::int as n from pgboss.job where data->>'listingId' = $1", [listingId])
    .catch(() => ({ rows: [{ n: 0 }] }));
  return {
    listing: await read(`/api/listing/${listingId}`),
    list: await read('/api/listings'),
    chat: await read(`/api/chat?listingId=${listingId}`),
    facts: await read(`/api/listing/${listingId}/facts`),
    general: await read('/api/chat'),
    analyses: await read(`/api/photos/${listingId}`),
    recommendation: await read(`/api/photos/${listingId}/recommendations`),
    jobs: jobs.rows[0].n as number,
  };
}

// Any fact id: the listing is checked first, so another user's listing answers 404 whatever the fact.
const FACT_ID = '7d9a6a3e-4b1f-4c52-9a0e-2f4d8c6b1e33';

function endpoints(id: string): [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] {
  return [
    ['read the listing', 'GET', `/api/listing/${id}`],
    ['delete the listing', 'DELETE', `/api/listing/${id}`],
    ['re-analyse the listing', 'POST', `/api/listings/${id}/reanalyze`],
    ["read the listing's chat", 'GET', `/api/chat?listingId=${encodeURIComponent(id)}`],
    ['chat about the listing', 'POST', '/api/chat', { listingId: id, content: 'Rewrite the title', section: null, approvedTexts: {} }],
    ['read the photo analyses', 'GET', `/api/photos/${id}`],
    ['read the photo recommendation', 'GET', `/api/photos/${id}/recommendations`],
    ['analyse the photos', 'POST', `/api/photos/analyze/${id}`],
    ['read the score history', 'GET', `/api/listing/${id}/history`],
    ['download the report', 'GET', `/api/listing/${id}/report`],
    ['download the report with approved texts', 'POST', `/api/listing/${id}/report`, { approvedTexts: {} }],
    ['read what the assistant knows about the listing', 'GET', `/api/listing/${id}/facts`],
    ['tell the assistant a fact', 'POST', `/api/listing/${id}/facts`, { text: 'It has a private pool' }],
    ['edit a fact', 'PATCH', `/api/listing/${id}/facts/${FACT_ID}`, { text: 'It has a private pool' }],
    ['remove a fact', 'DELETE', `/api/listing/${id}/facts/${FACT_ID}`],
  ];
}

it("answers 404 to every id endpoint for the other user's listing, and leaves the listing exactly as it was", async () => {
  const before = await aliceView();
  expect(before.listing.status).toBe(200);
  expect(before.recommendation.status).toBe(200);
  const fetches = t.fetchCalls.length;
  const headers = await as(bob);
  for (const [what, method, url, payload] of endpoints(listingId)) {
    attempts++;
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload: payload } : {}) });
    expect({ what, status: res.statusCode }).toEqual({ what, status: 404 });
    expect(res.body).not.toContain(alice);
    expect(res.body).not.toContain('porch');
  }
  expect(await aliceView()).toEqual(before);
  expect(t.fetchCalls.length).toBe(fetches);

  // Bob's own lists hold none of Alice's rows.
  const list = await t.app.inject({ method: 'GET', url: '/api/listings', headers });
  expect(list.json()).toEqual({ listings: [] });
  const general = await t.app.inject({ method: 'GET', url: '/api/chat', headers });
  expect(general.body).not.toContain('Private note');
});

it('refuses ids that are not plain listing ids as a bad request or no listing, never a server error', async () => {
  const spellings = [
    listingId.toUpperCase(),
    `{${listingId}}`,
    `${listingId}'--`,
    `${listingId}' OR '1'='1`,
    `${listingId}%00`,
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '1 OR 1=1',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(2000),
  ];
  const before = await aliceView();
  const headers = await as(bob);
  for (const id of spellings) {
    for (const [what, method, url, payload] of endpoints(id)) {
      attempts++;
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload: payload } : {}) });
      // 404 (no such listing), 400 (chat validates listingId as a UUID first) or 414 (an over-long path): a
      // refusal of the caller's request, never a server error.
      const refused = res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 401;
      expect({ what, id: id.slice(0, 60), refused, status: res.statusCode }).toEqual({
        what,
        id: id.slice(0, 60),
        refused: true,
        status: res.statusCode,
      });
    }
  }
  expect(await aliceView()).toEqual(before);
});
