import { sql } from 'kysely';
import { migrateToLatest } from '../../../server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('database module (same behaviour on PGlite and PostgreSQL)', () => {
  it('starts fully migrated, and migrating again applies nothing', async () => {
    expect(await migrateToLatest(database)).toEqual([]);
    const row = await database.db
      .selectFrom('app_meta')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
  });

  it('keeps a transaction to itself while other queries wait their turn', async () => {
    await database.db.insertInto('app_meta').values({ key: 'tx-test', value: 'before' }).execute();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = database.db.transaction().execute(async (trx) => {
      await trx.updateTable('app_meta').set({ value: 'inside' }).where('key', '=', 'tx-test').execute();
      await gate;
      throw new Error('roll back');
    });
    const outside = database.db.selectFrom('app_meta').select('value').where('key', '=', 'tx-test').executeTakeFirstOrThrow();
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await outside).value).toBe('before');
  });

  it('runs parameterless multi-statement scripts through executeSql (as pg-boss does)', async () => {
    const result = await database.executeSql(
      "insert into app_meta (key, value) values ('a1', '1'); insert into app_meta (key, value) values ('a2', '2'); select count(*)::int as n from app_meta where key in ('a1','a2')",
    );
    expect(result.rows).toEqual([{ n: 2 }]);
    const withParams = await database.executeSql('select value from app_meta where key = $1', ['a2']);
    expect(withParams.rows).toEqual([{ value: '2' }]);
  });

  it('returns counts as numbers on both engines', async () => {
    const result = await database.executeSql('select count(*) as n from app_meta where key = $1', ['a1']);
    expect(result.rows[0].n).toBe(1);
  });
});
