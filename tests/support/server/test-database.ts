import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../../server/db/database';
import { migrateToLatest, readMigrationFiles } from '../../../server/db/migrate';

// A fresh, migrated database for each test file: a new PostgreSQL database cloned from a migrated template
// when TEST_DATABASE_URL is set, else a PGlite opened on a copy of a migrated data folder (about 0.45 s: copy
// 50 ms, start 350 ms). Restoring PGlite's dump instead took 0.9-2.2 s and held all 25 MB of the folder in the
// worker's JavaScript memory (unpacked into its in-memory file system); a data folder lives in files, in memory
// (/dev/shm) when the machine offers room there. Templates are keyed by the migrations' content and the
// template's recipe, so a new migration invalidates them. Test databases start with small shared buffers:
// clearing PostgreSQL's default 128 MB was most of a PGlite start.

/** A test database holds a few hundred rows: 8 MB of buffers is plenty, and cleared in a blink. */
const TEST_SETTINGS = ['shared_buffers=8MB'];
/** Copies of a 26 MB folder, two test files at a time, beside the template: /dev/shm only with room to spare. */
const MEMORY_FOLDER_ROOM = 1024 ** 3;
const COPY_PREFIX = 'listing-optimiser-test-db-';
let swept = false;

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

/** Where the template and the test databases' folders go: memory-backed when there is room, else the temp folder. */
function scratchRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > MEMORY_FOLDER_ROOM) return '/dev/shm';
  } catch {
    // No /dev/shm on this machine.
  }
  return os.tmpdir();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Folders of test processes that ended without dropping their databases (a crash, a killed run). */
function sweepOrphans(root: string): void {
  for (const name of readdirSync(root)) {
    const pid = Number(name.startsWith(COPY_PREFIX) ? name.slice(COPY_PREFIX.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

async function pgliteTemplate(root: string): Promise<string> {
  const dir = path.join(root, `listing-optimiser-pglite-${migrationsHash()}-template`);
  if (!existsSync(dir)) {
    const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const fresh = await openPglite({ dataDir: temp, settings: TEST_SETTINGS });
    await migrateToLatest(fresh);
    // A test file's database never creates another, so the two template databases (16 MB) go.
    for (const name of ['template0', 'template1']) {
      await fresh.executeSql(`alter database ${name} is_template false`);
      await fresh.executeSql(`drop database ${name}`);
    }
    await fresh.close();
    // Two test processes may build it at once: the first rename wins, the other's copy goes.
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * A migrated PGlite data folder for a server or command-line process a test starts (`dataDir/db`, where
 * openDatabase looks), copied from the template: PGlite's first start on an empty folder takes about 6 s.
 */
export async function migratedDataFolder(dataDir: string): Promise<void> {
  cpSync(await pgliteTemplate(scratchRoot()), path.join(dataDir, 'db'), { recursive: true });
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
    const root = scratchRoot();
    // The template outlives runs, so copies a killed run left are looked for at every test file's first database.
    if (!swept) {
      swept = true;
      sweepOrphans(root);
    }
    const template = await pgliteTemplate(root);
    const dir = path.join(root, `${COPY_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
    cpSync(template, dir, { recursive: true });
    const db = await openPglite({ dataDir: dir, settings: TEST_SETTINGS });
    return Object.assign(db, {
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    });
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
