import { sql } from 'kysely';
import { openPglite, type Database } from '../../../server/db/database';
import { ReadCache } from '../../../server/db/read-cache';

// The embedded database counts the statements that may change data (what ReadCache relies on): every write,
// whichever way it is sent, moves the count once it is committed; reads do not.

let database: Database;
beforeAll(async () => {
  database = await openPglite();
  await database.executeSql('create table notes (id int primary key, body text)');
});
afterAll(() => database.close());

const count = () => database.writeCount!();

it('moves with each insert, update and delete through Kysely, and not with selects', async () => {
  const before = count();
  await sql`insert into notes (id, body) values (${1}, ${'one'})`.execute(database.db);
  const afterInsert = count();
  expect(afterInsert).toBeGreaterThan(before);
  await sql`select body from notes where id = ${1}`.execute(database.db);
  expect(count()).toBe(afterInsert);
  await sql`update notes set body = ${'uno'} where id = ${1}`.execute(database.db);
  const afterUpdate = count();
  expect(afterUpdate).toBeGreaterThan(afterInsert);
  await sql`delete from notes where id = ${1}`.execute(database.db);
  expect(count()).toBeGreaterThan(afterUpdate);
});

it('moves with a transaction and with raw SQL (pg-boss, migrations)', async () => {
  const before = count();
  await database.db.transaction().execute(async (trx) => {
    await sql`insert into notes (id, body) values (${2}, ${'two'})`.execute(trx);
  });
  const afterTransaction = count();
  expect(afterTransaction).toBeGreaterThan(before);
  await database.executeSql('update notes set body = $1 where id = $2', ['deux', 2]);
  const afterRaw = count();
  expect(afterRaw).toBeGreaterThan(afterTransaction);
  await database.executeSql('select 1; update notes set body = body'); // several statements: counted
  expect(count()).toBeGreaterThan(afterRaw);
});

it("leaves the count alone for the job queue's own statements, which never touch application tables", async () => {
  await database.executeSql('create schema if not exists queue_demo; create table if not exists queue_demo.job (id int primary key)');
  const before = count();
  await database.queueSql!('insert into queue_demo.job (id) values ($1)', [1]);
  await database.queueSql!('update queue_demo.job set id = id + 1');
  expect(count()).toBe(before);
  await database.executeSql('update notes set body = $1', ['still counted']);
  expect(count()).toBeGreaterThan(before);
});

describe('counted by table', () => {
  beforeAll(() => database.executeSql('create table tags (id int primary key, note_id int references notes (id) on delete cascade)'));

  it('moves the count of a table with writes to it, whichever way they are quoted, and not with writes to others', async () => {
    const notes = () => database.writeCount!(['notes']);
    const tags = () => database.writeCount!(['tags']);
    const both = () => database.writeCount!(['notes', 'tags']);
    const [notesBefore, tagsBefore, bothBefore] = [notes(), tags(), both()];
    await database.db
      .insertInto('notes' as never)
      .values({ id: 10, body: 'ten' } as never)
      .execute();
    await database.executeSql('UPDATE public.notes SET body = $1 WHERE id = $2', ['TEN', 10]);
    expect(notes()).toBe(notesBefore + 2);
    expect(tags()).toBe(tagsBefore);
    await sql`insert into tags (id, note_id) values (${1}, ${10})`.execute(database.db);
    expect(tags()).toBe(tagsBefore + 1);
    expect(notes()).toBe(notesBefore + 2);
    // A read of several tables moves with a write to any of them.
    expect(both()).toBe(bothBefore + 3);
  });

  it('moves every table with a statement whose table it cannot tell', async () => {
    const [notesBefore, tagsBefore] = [database.writeCount!(['notes']), database.writeCount!(['tags'])];
    await database.executeSql('with gone as (delete from tags where id = $1 returning id) select count(*) from gone', [1]);
    await database.executeSql('delete from notes where id = 10');
    expect(database.writeCount!(['notes'])).toBe(notesBefore + 2);
    expect(database.writeCount!(['tags'])).toBe(tagsBefore + 2);
  });
});

describe('a transaction', () => {
  const notes = () => database.writeCount!(['notes']);

  it('counts its writes when it commits: until then a read cached before it is still the current one, and it is answered without waiting for the transaction', async () => {
    await database.executeSql('insert into notes (id, body) values ($1, $2)', [20, 'before']);
    const cache = new ReadCache<string>(database, 10, ['notes']);
    let reads = 0;
    const read = async () => {
      reads += 1;
      const { rows } = await database.executeSql('select body from notes where id = $1', [20]);
      return rows[0]!.body as string;
    };
    expect(await cache.get('note', read)).toBe('before');
    const before = notes();

    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`update notes set body = ${'after'} where id = ${20}`.execute(trx);
      wrote();
      await held;
    });
    await written;
    try {
      // The update ran but is not committed: no one else can see it yet.
      expect(notes()).toBe(before);
      // Had the cached value gone stale, this read would wait for the transaction, which waits for this test.
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after a second'), 1000));
      expect(await Promise.race([cache.get('note', read), waited])).toBe('before');
      expect(reads).toBe(1);
    } finally {
      // Ended whatever the outcome, so that a failure here leaves the session free for the tests after it.
      finish();
      await transaction;
    }
    expect(notes()).toBeGreaterThan(before);
    expect(await cache.get('note', read)).toBe('after');
    expect(reads).toBe(2);
  });

  it('counts nothing when it is rolled back, and its data is as before', async () => {
    await database.executeSql('insert into notes (id, body) values ($1, $2)', [21, 'kept']);
    const before = notes();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`update notes set body = ${'lost'} where id = ${21}`.execute(trx);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(notes()).toBe(before);
    const { rows } = await database.executeSql('select body from notes where id = $1', [21]);
    expect(rows[0]!.body).toBe('kept');
  });

  it('still counts the writes kept after rolling back to a savepoint', async () => {
    const before = notes();
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (id, body) values (${22}, ${'kept'})`.execute(trx);
      await sql`savepoint undo_one`.execute(trx);
      await sql`insert into notes (id, body) values (${23}, ${'undone'})`.execute(trx);
      await sql`rollback to savepoint undo_one`.execute(trx);
    });
    expect(notes()).toBeGreaterThan(before);
    const { rows } = await database.executeSql('select id from notes where id in (22, 23) order by id');
    expect(rows).toEqual([{ id: 22 }]);
  });

  it('begun and committed through raw SQL counts as each statement runs, as before', async () => {
    const before = notes();
    await database.executeSql('begin');
    await database.executeSql('insert into notes (id, body) values ($1, $2)', [24, 'raw']);
    expect(notes()).toBe(before + 1);
    await database.executeSql('commit');
    expect(notes()).toBe(before + 1);
  });
});
