import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { loadOrCreateKeys, type KeyMaterial } from './identity/keys';
import { hostedTokenVerifier, localTokenVerifier, type TokenVerifier } from './identity/verify-token';
import type { ScoreListing } from './analysis/score/types';

// Opens what a server process needs, in order, and knows how to close it again in reverse.

export interface Runtime {
  config: Config;
  database: Database;
  keys: KeyMaterial | null;
  tokenVerifier: TokenVerifier;
  appliedMigrations: string[];
  /** Scoring for the analysis job; null until the scoring function is wired in here (no score is invented). */
  scoreListing: ScoreListing | null;
  close(): Promise<void>;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const releaseLock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  let database: Database | null = null;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const appliedMigrations = await migrateToLatest(database);
    const keys = config.mode === 'embedded' ? await loadOrCreateKeys(database) : null;
    const tokenVerifier = keys ? localTokenVerifier(keys) : hostedTokenVerifier(config.supabase.url!, config.supabase.jwtSecret);
    const db = database;
    return {
      config,
      database: db,
      keys,
      tokenVerifier,
      appliedMigrations,
      scoreListing: null,
      async close() {
        await db.close();
        await releaseLock?.();
      },
    };
  } catch (err) {
    await database?.close().catch(() => undefined);
    await releaseLock?.().catch(() => undefined);
    throw err;
  }
}
