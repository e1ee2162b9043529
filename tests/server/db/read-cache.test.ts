import { ReadCache } from '../../../server/db/read-cache';

// The cache of repeated reads: a value is reused only while the embedded database's write count stands.

function counted() {
  const database = { count: 0, writeCount: () => database.count };
  return database;
}

it('reads once while nothing is written, and again after any write', async () => {
  const database = counted();
  const cache = new ReadCache<string>(database);
  let reads = 0;
  const read = async () => `value ${++reads}`;

  expect(await cache.get('a', read)).toBe('value 1');
  expect(await cache.get('a', read)).toBe('value 1');
  database.count++;
  expect(await cache.get('a', read)).toBe('value 2');
  expect(reads).toBe(2);
});

it('keeps each key apart', async () => {
  const cache = new ReadCache<string>(counted());
  expect(await cache.get('a', async () => 'for a')).toBe('for a');
  expect(await cache.get('b', async () => 'for b')).toBe('for b');
  expect(await cache.get('a', async () => 'read again')).toBe('for a');
});

it('never serves a value read across a write as current', async () => {
  const database = counted();
  const cache = new ReadCache<string>(database);
  let finish!: (value: string) => void;
  const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
  database.count++; // a write lands while the read is under way
  finish('maybe before the write');
  expect(await slow).toBe('maybe before the write');
  expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
});

it('reads every time where the database cannot count writes (PostgreSQL)', async () => {
  const cache = new ReadCache<number>({});
  let reads = 0;
  await cache.get('a', async () => ++reads);
  await cache.get('a', async () => ++reads);
  expect(reads).toBe(2);
});

it('holds at most maxEntries, letting the least recently used go', async () => {
  const cache = new ReadCache<string>(counted(), 2);
  await cache.get('a', async () => 'a1');
  await cache.get('b', async () => 'b1');
  await cache.get('a', async () => 'a2'); // a is used again
  await cache.get('c', async () => 'c1'); // b goes
  expect(await cache.get('a', async () => 'a3')).toBe('a1');
  expect(await cache.get('b', async () => 'b2')).toBe('b2');
});

it('lets callers arriving while a read is under way share it, with no write since they arrived', async () => {
  const database = counted();
  const cache = new ReadCache<string>(database);
  let reads = 0;
  let finish!: (value: string) => void;
  const read = () => {
    reads++;
    return new Promise<string>((resolve) => (finish = resolve));
  };
  const first = cache.get('a', read);
  const second = cache.get('a', read);
  finish('once');
  expect(await Promise.all([first, second])).toEqual(['once', 'once']);
  expect(reads).toBe(1);
});

it('while writes keep landing, reads one at a time: those arriving during a read share the next one', async () => {
  const database = counted();
  const cache = new ReadCache<string>(database);
  const finishes: ((value: string) => void)[] = [];
  let reads = 0;
  const read = () => {
    reads++;
    return new Promise<string>((resolve) => finishes.push(resolve));
  };
  const first = cache.get('a', read);
  database.count++; // written after the first read began: later callers must not take that read
  const later = [cache.get('a', read), cache.get('a', read), cache.get('a', read)];
  await Promise.resolve();
  expect(reads).toBe(1);
  finishes[0]!('before the write');
  expect(await first).toBe('before the write');
  await new Promise((resolve) => setImmediate(resolve));
  expect(reads).toBe(2);
  finishes[1]!('after the write');
  expect(await Promise.all(later)).toEqual(['after the write', 'after the write', 'after the write']);
});

it('a failed read fails its callers only: the next caller reads again', async () => {
  const cache = new ReadCache<string>(counted());
  await expect(cache.get('a', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  expect(await cache.get('a', async () => 'back')).toBe('back');
});

/**
 * PostgreSQL's notices as the cache sees them: a count for the user's rows, and whether the notices of this
 * process's own answered writes are in (a fence, a round trip, makes them so).
 */
function noticed() {
  const database = {
    count: 0,
    settled: true,
    fences: 0,
    /** What the fence's round trip brings in: the notices still on their way. */
    onTheirWay: 0,
    changeStampSoFar: () => ({ stamp: database.count, settled: database.settled }),
    changeStamp: async () => {
      database.fences++;
      database.count += database.onTheirWay;
      database.onTheirWay = 0;
      database.settled = true;
      return database.count;
    },
    /** A write of this process answers; its notice is yet to come. */
    ownWrite: () => {
      database.settled = false;
      database.onTheirWay++;
    },
  };
  return database;
}

it("on PostgreSQL, keeps a user's read while no notice comes, and waits for its own writes' notices only to vouch for a kept value", async () => {
  const database = noticed();
  const cache = new ReadCache<string>(database, 100, ['listings']);
  let reads = 0;
  const read = async () => `value ${++reads}`;
  expect(await cache.get('user', read, 'user')).toBe('value 1');
  expect(await cache.get('user', read, 'user')).toBe('value 1');
  expect(database.fences).toBe(0);
  database.ownWrite();
  expect(await cache.get('user', read, 'user')).toBe('value 2');
  expect(database.fences).toBe(1);
  expect(await cache.get('user', read, 'user')).toBe('value 2');
  expect(database.fences).toBe(1);
});

it('on PostgreSQL, a caller that finds a notice come since the kept read reads at once, without the round trip', async () => {
  const database = noticed();
  const cache = new ReadCache<string>(database, 100, ['listings']);
  let reads = 0;
  const read = async () => `value ${++reads}`;
  await cache.get('user', read, 'user');
  database.ownWrite();
  database.count++; // some notices came, more may be on their way
  expect(await cache.get('user', read, 'user')).toBe('value 2');
  expect(database.fences).toBe(0);
});

it('on PostgreSQL, a caller whose own write has answered never takes a read that started before it arrived', async () => {
  const database = noticed();
  const cache = new ReadCache<string>(database, 100, ['listings']);
  const finishes: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => finishes.push(resolve));
  const first = cache.get('user', read, 'user');
  database.ownWrite(); // answered while the first read is under way; its notice is not in yet
  const after = cache.get('user', read, 'user');
  finishes[0]!('maybe before the write');
  expect(await first).toBe('maybe before the write');
  await new Promise((resolve) => setImmediate(resolve));
  expect(finishes).toHaveLength(2);
  finishes[1]!('after the write');
  expect(await after).toBe('after the write');
});

it("tells the read whether its value is kept by the user's own changes (PostgreSQL), not by anyone's (PGlite) or not kept", async () => {
  const told: boolean[] = [];
  const read = async (byUser: boolean) => {
    told.push(byUser);
    return 'value';
  };
  await new ReadCache<string>(noticed(), 100, ['listings']).get('user', read, 'user');
  await new ReadCache<string>(counted(), 100, ['listings']).get('user', read, 'user');
  await new ReadCache<string>({}, 100, ['listings']).get('user', read, 'user');
  expect(told).toEqual([true, false, false]);
});
