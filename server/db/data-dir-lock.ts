import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite lets two processes open one folder and then silently diverge, so the embedded server holds a lock
// on its data folder. The owner's pid is written beside the lock: a lock left by a killed process on this
// machine is taken over at once, a live owner is refused at once, and an unknown owner's lock goes stale
// after STALE_MS.

const STALE_MS = 5_000;

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, owner: LockOwner | null) {
    super(
      `Another listing-optimiser process${owner ? ` (pid ${owner.pid})` : ''} is using the data folder ${dir}. ` +
        'Stop it first, or give this one its own folder with DATA_DIR=... (or a PostgreSQL server with DATABASE_URL=...).',
    );
    this.name = 'DataDirLockedError';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dir: string, options: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  const waitMs = options.waitMs ?? STALE_MS + 2_000;
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.lock');
  const ownerFile = path.join(dir, '.lock-owner');
  const attempt = (retries: number) =>
    lockfile.lock(dir, {
      stale: STALE_MS,
      update: STALE_MS / 2,
      lockfilePath: lockPath,
      retries: { retries, factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (err) => {
        // Someone removed our lock; carrying on would risk two writers.
        console.error(`The data folder lock was lost (${err.message}); stopping to protect the database.`);
        process.exit(1);
      },
    });

  let release: () => Promise<void>;
  try {
    release = await attempt(0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(ownerFile);
    if (owner && owner.hostname === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid)) {
      rmSync(lockPath, { recursive: true, force: true });
    } else if (owner) {
      throw new DataDirLockedError(dir, owner);
    }
    try {
      // Either we just cleared a dead owner's lock, or the owner is unknown and we wait for it to go stale.
      release = await attempt(owner ? 0 : Math.ceil(waitMs / 500));
    } catch (retryErr) {
      if ((retryErr as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir, readOwner(ownerFile));
      throw retryErr;
    }
  }
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  writeFileSync(ownerFile, JSON.stringify(me));
  return async () => {
    if (readOwner(ownerFile)?.pid === process.pid && existsSync(ownerFile)) rmSync(ownerFile, { force: true });
    await release();
  };
}
