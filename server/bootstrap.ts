import path from 'node:path';
import { createAnalysisPool, type AnalysisPool } from './analysis/pool/analysis-pool';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { loadOrCreateKeys, type KeyMaterial } from './identity/keys';
import { liveSessionCheck } from './identity/session-check';
import { hostedTokenVerifier, localTokenVerifier, type TokenVerifier } from './identity/verify-token';
import type { ScoreListing } from './analysis/score/types';

// Opens what a server process needs, in order, and knows how to close it again in reverse.

export interface Runtime {
  config: Config;
  database: Database;
  keys: KeyMaterial | null;
  tokenVerifier: TokenVerifier;
  appliedMigrations: string[];
  /** Set when this process holds a PGlite data folder: `npm run grant` finds the server through it. */
  adminHandleFile?: string;
  /** The threads that read pages, score and measure photos, off the server's own thread. */
  analysis: AnalysisPool;
  /** Scoring for the analysis job (a pure function of the extracted content), in the analysis pool. */
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
    // Embedded mode also refuses tokens of sessions that were signed out since the token was issued.
    const tokenVerifier = keys
      ? localTokenVerifier(keys, liveSessionCheck(database))
      : hostedTokenVerifier(config.supabase.url!, config.supabase.jwtSecret);
    const db = database;
    const analysis = createAnalysisPool({ threads: config.analysis.threads, warm: true });
    return {
      config,
      database: db,
      keys,
      tokenVerifier,
      appliedMigrations,
      ...(releaseLock ? { adminHandleFile: path.join(config.dataDir, 'server.json') } : {}),
      analysis,
      scoreListing: analysis.score,
      async close() {
        await analysis.close();
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
