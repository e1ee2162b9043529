import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openPgliteThread, type Database } from '../../../server/db/database';
import { isDatabaseUnavailable } from '../../../server/db/connection-errors';

// The server's embedded database runs in a thread of its own: it answers as PGlite in place does (rows, types,
// errors with their codes, transactions), keeps what it wrote, and a long statement never holds up the server's
// own thread.

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  database = await openPgliteThread({ dataDir: path.join(dir, 'db') });
  await database.executeSql('create table things (id int primary key, doc jsonb, blob bytea, at timestamptz, n bigint)');
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

it('answers with the types PGlite gives in place', async () => {
  const at = new Date('2026-11-28T10:00:00.000Z');
  await sql`insert into things (id, doc, blob, at, n) values (${1}, ${JSON.stringify({ a: [1, 'two'] })}, ${Buffer.from([1, 2, 255])}, ${at}, ${12})`.execute(
    database.db,
  );
  const { rows } = await sql<{
    doc: unknown;
    blob: Uint8Array;
    at: Date;
    n: number;
  }>`select doc, blob, at, n from things where id = ${1}`.execute(database.db);
  expect(rows[0]!.doc).toEqual({ a: [1, 'two'] });
  expect([...rows[0]!.blob]).toEqual([1, 2, 255]);
  expect(rows[0]!.at.toISOString()).toBe(at.toISOString());
  expect(Number(rows[0]!.n)).toBe(12);
  const result = await database.executeSql('update things set n = n + 1 where id = $1', [1]);
  expect(result.rowCount).toBe(1);
});

it("gives back a statement's error with its code, and the session goes on", async () => {
  const duplicate = sql`insert into things (id) values (${1})`.execute(database.db);
  await expect(duplicate).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
  expect((await database.executeSql('select count(*)::int as n from things')).rows[0].n).toBe(1);
});

it('rolls back a transaction that fails, and runs several statements sent as one text', async () => {
  await expect(
    database.db.transaction().execute(async (trx) => {
      await sql`insert into things (id) values (${2})`.execute(trx);
      await sql`insert into things (id) values (${2})`.execute(trx);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await database.executeSql('insert into things (id) values (3); insert into things (id) values (4)');
  expect((await database.executeSql('select id from things order by id')).rows.map((r) => r.id)).toEqual([1, 3, 4]);
});

it("never holds up the server's thread while a long statement runs", async () => {
  const long = database.executeSql('select count(*) from generate_series(1, 4000000) a, generate_series(1, 2) b');
  const started = performance.now();
  let longest = 0;
  let done = false;
  void long.then(() => (done = true));
  while (!done) {
    const before = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
    longest = Math.max(longest, performance.now() - before);
  }
  expect(performance.now() - started).toBeGreaterThan(200);
  expect(longest).toBeLessThan(100);
}, 60_000);

it('keeps what it wrote when opened again, and says it is closed as the driver would', async () => {
  await database.close();
  const refused = await database.executeSql('select 1').then(
    () => null,
    (err: unknown) => err,
  );
  expect(isDatabaseUnavailable(refused)).toBe(true);
  database = await openPgliteThread({ dataDir: path.join(dir, 'db') });
  expect((await database.executeSql('select count(*)::int as n from things')).rows[0].n).toBe(3);
}, 60_000);
