import type { PGlite, Results } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

// PGlite is one Postgres session. Kysely's Postgres driver expects a pool, so this is a pool of exactly one
// connection: callers queue for it, which keeps a transaction's statements together. pg-boss goes through the
// same queue, or its statements could land inside someone else's open transaction.

export class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    let released = false;
    return () => {
      if (!released) {
        released = true;
        release();
      }
    };
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * Counts the statements that may change data. The embedded database belongs to this process alone (the data
 * folder is locked), so every change passes here: a read cached at one count is current while the count stands.
 * Counted under the session lock, before the statement runs, so a read that sees the new count runs after it.
 */
export class WriteCounter {
  count = 0;

  note(text: string, params: readonly unknown[]): void {
    // Parameterless text may be several statements; anything that does not start with SELECT may write.
    if (params.length === 0 || !/^\s*select\b/i.test(text)) this.count++;
  }
}

export interface QueryResultLike {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/** Parameterless text may hold several statements (migrations, pg-boss scripts): that runs through exec. */
export async function runOnPglite(
  lite: PGlite,
  text: string,
  params: readonly unknown[] = [],
  writes?: WriteCounter,
): Promise<QueryResultLike> {
  writes?.note(text, params);
  let result: Results<unknown>;
  if (params.length === 0) {
    const all = await lite.exec(text);
    result = all[all.length - 1] ?? { rows: [], fields: [], affectedRows: 0 };
  } else {
    result = await lite.query(text, params as unknown[]);
  }
  return {
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
    command: text.trimStart().slice(0, 6).toUpperCase(),
  };
}

export function pgliteDialect(lite: PGlite, lock: SessionLock, writes?: WriteCounter): PostgresDialect {
  const pool = {
    async connect() {
      const release = await lock.acquire();
      return {
        query: (text: string, params: readonly unknown[]) => runOnPglite(lite, text, params, writes),
        release,
      };
    },
    async end() {
      // The PGlite instance is closed by its owner (see database.ts).
    },
  };
  return new PostgresDialect({ pool: pool as never });
}
