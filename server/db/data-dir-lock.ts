import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

// PGlite lets two processes open one folder and then silently diverge, so the embedded server holds a lock
// on its data folder. A lock left by a killed process goes stale after STALE_MS and is taken over.

const STALE_MS = 5_000;

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another listing-optimiser process is using the data folder ${dir}. ` +
        'Stop it first, or give this one its own folder with DATA_DIR=... (or a PostgreSQL server with DATABASE_URL=...).',
    );
    this.name = 'DataDirLockedError';
  }
}

export async function lockDataDir(dir: string, options: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const waitMs = options.waitMs ?? STALE_MS + 2_000;
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      update: STALE_MS / 2,
      lockfilePath: `${dir}/.lock`,
      retries: { retries: Math.max(0, Math.ceil(waitMs / 500)), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (err) => {
        // Someone removed our lock; carrying on would risk two writers.
        console.error(`The data folder lock was lost (${err.message}); stopping to protect the database.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
