import { randomUUID } from 'node:crypto';
import { score } from '../../../server/analysis/score';
import { ListingJson, type PolledAnswer } from '../../../server/listings/listing-json';
import { summarise, toListingCard, toWireListing } from '../../../server/listings/listing-summary';
import { cardsVersionOf, listingsRepository, type ListingsRepository } from '../../../server/listings/listings.repository';
import { listingOf, samplePage } from '../../support/server/sample-pages';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// The polled listing reads: the list answers cards, a listing answers whole, and both carry an entity tag that
// changes with every write; answers are kept by tag, and what they answer must stay exactly what serialising the
// rows gives, however the listings change between polls.

let database: TestDatabase;
let repo: ListingsRepository;
const alice = randomUUID();
const bob = randomUUID();
const analysed: string[] = [];
let analysing: string;

async function analysedListing(userId: string, slug: string): Promise<string> {
  const content = listingOf(samplePage(slug));
  const jobId = randomUUID();
  const url = `http://127.0.0.1:8822/samples/listings/${slug}.html`;
  const row = await repo.startAnalysis({ userId, url, fetchUrl: url, platform: 'other', title: 'Sample listing', jobId });
  await repo.saveResult(row.id, jobId, { content, ...score(content), summary: summarise(content, row.title) });
  return row.id;
}

const fullList = async (userId: string) => JSON.stringify({ listings: (await repo.listCardsForUser(userId)).map(toListingCard) });
const fullOne = async (userId: string, id: string) => JSON.stringify({ listing: toWireListing((await repo.findForUser(userId, id))!) });
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
const text = (answer: PolledAnswer | null) => answer?.body?.toString('utf8') ?? null;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = listingsRepository(database);
  analysed.push(await analysedListing(alice, 'alfama-loft'), await analysedListing(alice, 'villa-serena'));
  const url = 'https://www.airbnb.com/rooms/53801777';
  analysing = (
    await repo.startAnalysis({
      userId: alice,
      url,
      fetchUrl: url,
      platform: 'airbnb',
      title: 'Airbnb listing 53801777',
      jobId: randomUUID(),
    })
  ).id;
});
afterAll(() => database.drop());

describe('ListingJson', () => {
  it('answers cards in the list and whole listings by id, exactly as serialising the rows gives', async () => {
    const json = new ListingJson(repo, database);
    const expected = await fullList(alice);
    const cards = JSON.parse(expected).listings as Record<string, unknown>[];
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    expect(text(await json.list(alice))).toBe(expected);
    expect(text(await json.list(alice))).toBe(expected);
    for (const id of [...analysed, analysing]) {
      expect(text(await json.one(alice, id))).toBe(await fullOne(alice, id));
      // The second read comes from the kept text, and still matches.
      expect(text(await json.one(alice, id))).toBe(await fullOne(alice, id));
    }
  });

  it('tags each answer, answers "not modified" to the holder of the tag, and changes the tag with a write', async () => {
    const json = new ListingJson(repo, database);
    const list = await json.list(alice);
    const one = (await json.one(alice, analysed[0]!))!;
    expect(list.etag).toMatch(/^W\/"l[\w-]{22}"$/);
    expect(one.etag).toMatch(/^W\/"o[\w-]{22}"$/);
    expect(await json.list(alice, (tag) => tag === list.etag)).toEqual({ etag: list.etag, notModified: true });
    expect(await json.one(alice, analysed[0]!, (tag) => tag === one.etag)).toEqual({ etag: one.etag, notModified: true });
    // Another listing's tag is not this one's.
    expect((await json.one(alice, analysed[1]!))!.etag).not.toBe(one.etag);

    const content = listingOf(samplePage('basic-flat'));
    expect(await repo.saveRescore(analysed[0]!, score(content))).toBe(true);
    const listAfter = await json.list(alice, (tag) => tag === list.etag);
    const oneAfter = (await json.one(alice, analysed[0]!, (tag) => tag === one.etag))!;
    expect(listAfter.etag).not.toBe(list.etag);
    expect(text(listAfter)).toBe(await fullList(alice));
    expect(oneAfter.etag).not.toBe(one.etag);
    expect(JSON.parse(text(oneAfter) ?? 'null').listing.recommendations).toEqual(score(content).recommendations);
  });

  it('answers a listing written between its two reads at its new version, with the new tag', async () => {
    let writes = 0;
    const racing = Object.create(repo) as ListingsRepository;
    racing.findVersionedForUser = async (userId, id) => {
      writes += 1;
      await repo.saveRescore(analysed[1]!, score(listingOf(samplePage('lakeside-cabin'))));
      return repo.findVersionedForUser(userId, id);
    };
    const before = (await new ListingJson(repo, database).one(alice, analysed[1]!))!;
    const json = new ListingJson(racing, database);
    const answer = (await json.one(alice, analysed[1]!))!;
    expect(writes).toBe(1);
    expect(text(answer)).toBe(await fullOne(alice, analysed[1]!));
    expect(answer.etag).not.toBe(before.etag);
    // The tag is the one of what was answered: the next poll with it finds nothing new.
    expect((await new ListingJson(repo, database).one(alice, analysed[1]!, (tag) => tag === answer.etag))!.notModified).toBe(true);
  });

  it('sends an answer made for a tag again without reading the listing whole', async () => {
    let reads = 0;
    const counting = Object.create(repo) as ListingsRepository;
    counting.findVersionedForUser = async (userId, id) => {
      reads += 1;
      return repo.findVersionedForUser(userId, id);
    };
    const json = new ListingJson(counting, database);
    const first = text(await json.one(alice, analysed[0]!));
    expect(text(await json.one(alice, analysed[0]!))).toBe(first);
    expect(reads).toBe(1);
  });

  it('reads the list whole only when its answer is not made yet, on a database other processes write to', async () => {
    let reads = 0;
    const counting = Object.create(repo) as ListingsRepository;
    counting.listCardsForUser = async (userId) => {
      reads += 1;
      return repo.listCardsForUser(userId);
    };
    // No write count: every poll asks the database, as on PostgreSQL.
    const json = new ListingJson(counting, {});
    const first = await json.list(alice);
    expect(text(first)).toBe(await fullList(alice));
    expect(text(await json.list(alice))).toBe(text(first));
    expect(await json.list(alice, (tag) => tag === first.etag)).toEqual({ etag: first.etag, notModified: true });
    expect(reads).toBe(1);
    await repo.saveRescore(analysed[1]!, score(listingOf(samplePage('alfama-loft'))));
    const after = await json.list(alice, (tag) => tag === first.etag);
    expect(after.etag).not.toBe(first.etag);
    expect(text(after)).toBe(await fullList(alice));
    expect(reads).toBe(2);
  });

  it("reads a changed list in one read where the database names the user whose rows changed (PostgreSQL's notices)", async () => {
    const asked = { versions: 0, cards: 0 };
    const counting = Object.create(repo) as ListingsRepository;
    counting.cardsVersionForUser = async (userId) => {
      asked.versions += 1;
      return repo.cardsVersionForUser(userId);
    };
    counting.listCardsForUser = async (userId) => {
      asked.cards += 1;
      return repo.listCardsForUser(userId);
    };
    let notices = 0;
    const json = new ListingJson(counting, {
      changeStampSoFar: () => ({ stamp: notices, settled: true }),
      changeStamp: async () => notices,
    });
    const first = await json.list(alice);
    expect(text(first)).toBe(await fullList(alice));
    expect(await json.list(alice, (tag) => tag === first.etag)).toEqual({ etag: first.etag, notModified: true });
    await repo.saveRescore(analysed[1]!, score(listingOf(samplePage('villa-serena'))));
    notices += 1;
    const after = await json.list(alice, (tag) => tag === first.etag);
    expect(text(after)).toBe(await fullList(alice));
    expect(asked).toEqual({ versions: 0, cards: 2 });
  });

  it('tags a list written between its versions and its cards by the cards it answers', async () => {
    const racing = Object.create(repo) as ListingsRepository;
    racing.listCardsForUser = async (userId) => {
      await repo.saveRescore(analysed[0]!, score(listingOf(samplePage('villa-serena'))));
      return repo.listCardsForUser(userId);
    };
    const answer = await new ListingJson(racing, {}).list(alice);
    expect(text(answer)).toBe(await fullList(alice));
    // The tag is the one of what was answered: the next poll with it finds nothing new.
    expect(await new ListingJson(repo, {}).list(alice, (tag) => tag === answer.etag)).toEqual({ etag: answer.etag, notModified: true });
  });

  it('reads in the database the same versions as it makes of the cards read', async () => {
    const cards = await repo.listCardsForUser(alice);
    expect(cards.length).toBeGreaterThan(1);
    expect(await repo.cardsVersionForUser(alice)).toBe(cardsVersionOf(cards));
    expect(await repo.cardsVersionForUser(bob)).toBe(cardsVersionOf([]));
    expect(await repo.cardsVersionForUser('not-a-uuid')).toBe(cardsVersionOf([]));
  });

  it("never answers another user's listing", async () => {
    const json = new ListingJson(repo, database);
    await json.list(alice);
    expect(text(await json.list(bob))).toBe('{"listings":[]}');
    expect(await json.one(bob, analysed[0]!)).toBeNull();
    expect(await json.one(alice, 'not-a-uuid')).toBeNull();
    expect(await json.one(alice, randomUUID())).toBeNull();
  });
});
