import type { Database } from './database';

/** Runs `work` in one transaction; the repositories it builds on `scoped` write all or nothing. */
export function inTransaction<T>(database: Database, work: (scoped: Database) => Promise<T>): Promise<T> {
  return database.db.transaction().execute((trx) => work({ ...database, db: trx }));
}
