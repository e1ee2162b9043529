import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../../../server/db/connection-errors';
import { openPglite, type Database } from '../../../server/db/database';
import { fromRoot } from '../../../server/paths';

// The server runs its embedded database on a thread of its own: callers must not be able to tell, except that
// the main thread stays free. Each answer is compared with the same statement run on the caller's thread.

const SETUP = `create table notes (id int primary key, body text not null, meta jsonb, at timestamptz, n bigint);
  insert into notes values (1, 'one', '{"tags":["a","b"],"deep":{"x":1.5}}', '2026-11-27T10:00:00Z', 9007199254740991)`;

let threaded: Database;
let local: Database;
beforeAll(async () => {
  [threaded, local] = await Promise.all([openPglite({ ownThread: true }), openPglite()]);
  await Promise.all([threaded.executeSql(SETUP), local.executeSql(SETUP)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([threaded?.close(), local?.close()]);
});

const both = <T>(run: (database: Database) => Promise<T>) => Promise.all([run(threaded), run(local)]);

it('answers rows of every type exactly as PGlite on the same thread does', async () => {
  const [there, here] = await both((d) => d.executeSql('select *, count(*) over () as total from notes where id = $1', [1]));
  expect(there).toEqual(here);
  expect(there.rows[0]).toMatchObject({ body: 'one', meta: { tags: ['a', 'b'], deep: { x: 1.5 } }, total: 1 });
  // A Date made by the message channel (another realm than Jest's sandbox, so not checked with instanceof).
  expect(Object.prototype.toString.call(there.rows[0].at)).toBe('[object Date]');
  expect((there.rows[0].at as Date).toISOString()).toBe('2026-11-27T10:00:00.000Z');
});

it('runs several statements sent as one text and answers the last one, as executeSql does on this thread', async () => {
  const [there, here] = await both((d) => d.executeSql("update notes set body = body || '!'; select body from notes order by id"));
  expect(there).toEqual(here);
  expect(there.rows).toEqual([{ body: 'one!' }]);
});

it("keeps a transaction's statements together through Kysely and rolls back on failure", async () => {
  const attempt = (d: Database) =>
    d.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (id, body) values (${2}, ${'two'})`.execute(trx);
        await sql`insert into notes (id, body) values (${1}, ${'clash'})`.execute(trx);
      })
      .catch((err: unknown) => err);
  const [there, here] = await both(attempt);
  expect(there).toBeInstanceOf(Error);
  // PostgreSQL's fields cross the thread: callers branch on the code and the constraint.
  expect(there).toMatchObject({ code: '23505', constraint: 'notes_pkey', message: (here as Error).message });
  expect(isDatabaseUnavailable(there)).toBe(false);
  const [after] = await both((d) => d.executeSql('select count(*) as n from notes where id = 2'));
  expect(after.rows[0].n).toBe(0);
});

it('refuses statements once closed, as a database that cannot be reached', async () => {
  const closing = await openPglite({ ownThread: true });
  await closing.executeSql('select 1');
  await closing.close();
  const refused = await closing.executeSql('select 1').catch((err: unknown) => err);
  expect(isDatabaseUnavailable(refused)).toBe(true);
}, 60_000);

it('does not keep a process alive once its statements are answered, like PGlite on the same thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
  try {
    const script = path.join(dir, 'left-open.mts');
    // The process forgets to close its database; it must still end when its work is done.
    writeFileSync(
      script,
      `import { openPglite } from ${JSON.stringify(fromRoot('server/db/database.ts'))};
       const db = await openPglite({ ownThread: true });
       const { rows } = await db.executeSql('select 41 + $1::int as answer', [1]);
       console.log(rows[0].answer);`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: fromRoot(), encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42');
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 70_000);
