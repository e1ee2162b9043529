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

export async function migrateToLatest(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: new SqlFileProvider(dir) });
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
