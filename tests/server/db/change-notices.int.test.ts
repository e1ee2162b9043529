import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ReadCache } from '../../../server/db/read-cache';
import { inTransaction } from '../../../server/db/transaction';
import { listingsRepository } from '../../../server/listings/listings.repository';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// What the dashboard polls is kept in memory only while nothing it was read from has changed: on PGlite, while no
// statement wrote to the table; on PostgreSQL, while no notice came for that user's rows in it, whoever wrote them
// (this server, a worker process, another server). A write of the server's own is seen by its next read at once.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.drop());

const listings = () => listingsRepository(database);
const newListing = (userId: string) =>
  listings().startAnalysis({
    userId,
    url: `https://www.airbnb.com/rooms/${Math.floor(Math.random() * 1e9)}`,
    fetchUrl: 'https://www.airbnb.com/rooms/1',
    platform: 'airbnb',
    title: 'New listing',
    jobId: randomUUID(),
  });

function countedCache(tables: readonly string[] = ['listings']) {
  const cache = new ReadCache<number>(database, 100, tables);
  let reads = 0;
  const get = (userId: string) => cache.get(userId, async () => ++reads, userId);
  /** Once reads of `userId` are kept (PostgreSQL's notices come on a connection of its own, listening soon after open). */
  const kept = (userId: string) =>
    until(async () => {
      await get(userId);
      const before = reads;
      return (await get(userId)) === before && reads === before;
    });
  return { get, kept, reads: () => reads };
}

/** Waits for the database's notice of a change made elsewhere (PostgreSQL delivers it within milliseconds). */
async function until(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A change to the listing's title, made alone or in a transaction (as an analysis saves its result). */
const saves = {
  alone: (id: string, title: string) => database.db.updateTable('listings').set({ title }).where('id', '=', id).execute(),
  'in a transaction': (id: string, title: string) =>
    inTransaction(database, (scoped) => scoped.db.updateTable('listings').set({ title }).where('id', '=', id).execute()),
};

it.each(Object.keys(saves) as (keyof typeof saves)[])(
  "keeps a user's read until their listings change, and sees the server's own change (made %s) at once, every time",
  async (how) => {
    const user = randomUUID();
    const listing = await newListing(user);
    const cache = countedCache();
    expect(await cache.kept(user)).toBe(true);
    const read = cache.reads();
    expect(await cache.get(user)).toBe(read);
    for (let i = 0; i < 20; i++) {
      await saves[how](listing.id, `title ${i}`);
      // The very next read, however soon, is a new one.
      expect(await cache.get(user)).toBe(read + i + 1);
    }
  },
);

it("keeps one user's read while another user's listings change (PostgreSQL); PGlite counts by table", async () => {
  const [mine, theirs] = [randomUUID(), randomUUID()];
  await newListing(mine);
  const cache = countedCache();
  expect(await cache.kept(mine)).toBe(true);
  const before = cache.reads();
  await newListing(theirs);
  expect(await cache.get(mine)).toBe(database.kind === 'postgres' ? before : before + 1);
});

it('sees a change made by another process (PostgreSQL) or statement (PGlite)', async () => {
  const user = randomUUID();
  const listing = await newListing(user);
  const cache = countedCache();
  expect(await cache.kept(user)).toBe(true);
  const before = cache.reads();
  if (database.url) {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('update listings set title = $1 where id = $2', ['Changed elsewhere', listing.id]);
    } finally {
      await other.end();
    }
  } else {
    await database.executeSql('update listings set title = $1 where id = $2', ['Changed elsewhere', listing.id]);
  }
  expect(await until(async () => (await cache.get(user)) > before)).toBe(true);
});

it("answers a session check from memory at once while the server's own listings are saved", async () => {
  // The session check reads auth_sessions; nothing written to listings can end a session, so it waits for no
  // round trip to the database (a round trip cannot answer before the next turn of the event loop).
  const user = randomUUID();
  const listing = await newListing(user);
  const sessions = countedCache(['auth_sessions', 'auth_users']);
  expect(await sessions.kept(user)).toBe(true);
  const read = sessions.reads();
  const atOnce = async (): Promise<number | 'waited'> => {
    const nextTurn = new Promise<'waited'>((resolve) => setImmediate(() => resolve('waited')));
    return Promise.race([sessions.get(user), nextTurn]);
  };
  for (const [how, save] of Object.entries(saves)) {
    await save(listing.id, `saved ${how}`);
    expect(await atOnce()).toBe(read);
  }
});
