import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../../server/db/database';
import { migrateToLatest, MIGRATIONS_DIR } from '../../../server/db/migrate';

// The markets migration ran as 0011_markets on issue 37's branch and landed as 0012_markets, after main's two
// 0011s. A data folder that ran the branch keeps its markets, runs main's 0011s it never saw, and does not run the
// markets migration again (its CREATE TABLE would fail on the tables it made).

let branch: string;
/** Migrations numbered after the markets one, which every older data folder runs too. */
const LATER = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql') && f > '0013')
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

beforeAll(() => {
  // The migrations as the branch had them: everything up to 0010, then the markets file under its old name.
  branch = mkdtempSync(path.join(os.tmpdir(), 'lo-migrations-branch-'));
  for (const file of readdirSync(MIGRATIONS_DIR)) if (file < '0011') cpSync(path.join(MIGRATIONS_DIR, file), path.join(branch, file));
  writeFileSync(path.join(branch, '0011_markets.sql'), readFileSync(path.join(MIGRATIONS_DIR, '0012_markets.sql')));
});
afterAll(() => rmSync(branch, { recursive: true, force: true }));

it('a database that ran the markets migration as 0011_markets keeps its markets and runs only what it has not', async () => {
  const database = await openPglite();
  try {
    expect(await migrateToLatest(database, branch)).toContain('0011_markets');
    await database.executeSql(
      `insert into markets (name, name_key, scraped_on, rubric_version, source_file, status)
       values ('Munich', 'munich', '2025-09-27', 'r1', 'listings.csv.gz', 'ready')`,
    );

    expect(await migrateToLatest(database)).toEqual(['0011_listing_score_provisional', '0011_own_file_paths', ...LATER]);

    expect((await database.executeSql('select name from markets')).rows).toEqual([{ name: 'Munich' }]);
    const ledger = (
      await database.executeSql(`select name from kysely_migration where name like '0011%' or name like '0012%' order by name`)
    ).rows;
    expect(ledger.map((r) => r.name)).toEqual(['0011_listing_score_provisional', '0011_own_file_paths', '0012_markets']);
    // The listing column of 0011_listing_score_provisional is there.
    expect((await database.executeSql(`select count(*)::int as n from listings where score_provisional`)).rows).toEqual([{ n: 0 }]);
    expect(await migrateToLatest(database)).toEqual([]);
  } finally {
    await database.close();
  }
});

it('a database that ran main (both 0011s) runs the markets migration as 0012_markets', async () => {
  const main = mkdtempSync(path.join(os.tmpdir(), 'lo-migrations-main-'));
  const database = await openPglite();
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) if (file < '0012') cpSync(path.join(MIGRATIONS_DIR, file), path.join(main, file));
    await migrateToLatest(database, main);
    expect(await migrateToLatest(database)).toEqual(['0012_markets', ...LATER]);
    expect((await database.executeSql('select count(*)::int as n from market_listings')).rows).toEqual([{ n: 0 }]);
  } finally {
    await database.close();
    rmSync(main, { recursive: true, force: true });
  }
});
