import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../../server/db/database';
import { migrateToLatest, readMigrationFiles } from '../../../server/db/migrate';

// A fresh, migrated database for each test file: a new PostgreSQL database cloned from a migrated template
// when TEST_DATABASE_URL is set, else an in-memory PGlite restored from a migrated dump (about 1 s instead of
// the 4-5 s a fresh PGlite needs). Templates are keyed by the migrations' content and the dump's recipe, so a
// new migration invalidates them. Test databases start with small shared buffers: clearing PostgreSQL's default 128 MB was
// most of a PGlite start (a test file's database: 1.6 s -> about 1 s; an uncompressed dump is no quicker).

/** A test database holds a few hundred rows: 8 MB of buffers is plenty, and cleared in a blink. */
const TEST_SETTINGS = ['shared_buffers=8MB'];

export type TestDatabase = Database & {
  drop(): Promise<void>;
  /** The connection string of this test's own database (PostgreSQL only). */
  url?: string;
};

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readMigrationFiles()) hash.update(file.name).update('\0').update(file.text);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `listing-optimiser-pglite-${migrationsHash()}-slim.tar.gz`);
  if (!existsSync(file)) {
    const fresh = await openPglite({ settings: TEST_SETTINGS });
    await migrateToLatest(fresh);
    // A test file's database never creates another, so the two template databases (16 of the dump's 41 MB, all
    // of it unpacked into memory at each start) go: a test file's first start 2.1 s -> 1.45 s.
    for (const name of ['template0', 'template1']) {
      await fresh.executeSql(`alter database ${name} is_template false`);
      await fresh.executeSql(`drop database ${name}`);
    }
    const dump = await fresh.lite.dumpDataDir('gzip');
    await fresh.close();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
  }
  return new Blob([readFileSync(file)]);
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  const template = `lo_template_${migrationsHash()}`;
  await withAdmin(adminUrl, async (client) => {
    // One test process builds the template; the others wait on the lock and then find it.
    await client.query('select pg_advisory_lock(727274)');
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await client.query(`create database "${template}"`);
        const db = await openPostgres(withDatabase(adminUrl, template), { max: 1 });
        try {
          await migrateToLatest(db);
        } finally {
          await db.close();
        }
      }
    } finally {
      await client.query('select pg_advisory_unlock(727274)');
    }
  });
  return template;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite({ loadDataDir: await pgliteTemplate(), settings: TEST_SETTINGS });
    return Object.assign(db, { drop: () => db.close() });
  }
  const template = await postgresTemplate(adminUrl);
  const name = `lo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  const url = withDatabase(adminUrl, name);
  const db = await openPostgres(url, { max: 5 });
  return Object.assign(db, {
    url,
    async drop() {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  });
}
