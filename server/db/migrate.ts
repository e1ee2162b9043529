import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import { fromRoot } from '../paths';

// Migrations are plain SQL files (server/db/migrations/NNNN_name.sql) so that PGlite and PostgreSQL run the
// very same text. Kysely's Migrator keeps the ledger and the lock; each file runs in its own transaction.

export const MIGRATIONS_DIR = fromRoot('server', 'db', 'migrations');

export function readMigrationFiles(dir = MIGRATIONS_DIR): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), text: readFileSync(path.join(dir, f), 'utf8') }));
}

class SqlFileProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of readMigrationFiles(this.dir)) {
      migrations[file.name] = { up: async (db) => void (await sql.raw(file.text).execute(db)) };
    }
    return migrations;
  }
}

export class MigrationError extends Error {}

/**
 * Migrations a data folder may have run under an earlier name: a branch's migration renumbered when it landed
 * after another branch had taken its number (issue 37's markets were 0011 on their branch; main's 0011s came
 * first). The ledger row is renamed before migrating, so the renamed file is not run a second time.
 */
const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = { '0011_markets': '0012_markets' };

async function renameLedgerRows(database: Database): Promise<void> {
  const ledger = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(database.db);
  if (!ledger.rows[0]?.found) return;
  for (const [old, renamed] of Object.entries(RENAMED_MIGRATIONS)) {
    await sql`update kysely_migration set name = ${renamed} where name = ${old}`.execute(database.db);
  }
}

export async function migrateToLatest(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await renameLedgerRows(database);
  // Branches land in any order, so a data folder can have run a later-numbered migration before an earlier one
  // reached main (the renamed markets migration above, or one branch's 0011 before another's). Each file stands
  // alone, so the ones it has not run yet are run, in name order, instead of refusing to start.
  const migrator = new Migrator({ db: database.db, provider: new SqlFileProvider(dir), allowUnorderedMigrations: true });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
