import { PostgresDialect } from 'kysely';
import { tableWrittenBy } from './statement-target';

// PGlite is one Postgres session. Kysely's Postgres driver expects a pool, so this is a pool of exactly one
// connection: callers queue for it, which keeps a transaction's statements together. pg-boss goes through the
// same queue, or its statements could land inside someone else's open transaction.
//
// The queue has two lanes. What a request the browser waits on reads (a GET: a poll, a screen) goes before work
// already waiting in the other lane (writes of analyses, jobs, other requests' changes): fifty re-analyses pressed at
// once queued some 400 statements, and a dashboard poll waited behind all of them for most of a second. Nothing is
// reordered inside a transaction, which holds the session from its first statement to its last.

/** Whether the caller goes in the first lane (see reads-first.ts). */
export type FirstInLine = () => boolean;

export class SessionLock {
  private held = false;
  private readonly first: (() => void)[] = [];
  private readonly rest: (() => void)[] = [];

  constructor(private readonly firstInLine: FirstInLine = () => false) {}

  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          if (this.first.length + this.rest.length === 0) {
            this.held = false;
            return;
          }
          // The next holder goes after the requests that arrived meanwhile are read: handed over within the same
          // run of promise callbacks, a queue of statements ran for most of a second without one being read.
          setImmediate(() => (this.first.shift() ?? this.rest.shift())!());
        });
      };
      if (!this.held) grant();
      else (this.firstInLine() ? this.first : this.rest).push(grant);
    });
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

/** Writes counted: in all, for each table, and those whose table could not be told (which count for every table). */
class Counts {
  count = 0;
  untold = 0;
  readonly byTable = new Map<string, number>();

  add(table: string | undefined, times = 1): void {
    this.count += times;
    if (table) this.byTable.set(table, (this.byTable.get(table) ?? 0) + times);
    else this.untold += times;
  }

  addAll(other: Counts): void {
    for (const [table, times] of other.byTable) this.add(table, times);
    this.add(undefined, other.untold);
  }
}

/** BEGIN, COMMIT or ROLLBACK alone (as Kysely sends them); not ROLLBACK TO a savepoint, not a script of several. */
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|abort)\b(?!\s+to\b)[^;]*;?\s*$/i;

function transactionControl(text: string): 'begin' | 'commit' | 'rollback' | undefined {
  const word = TRANSACTION_CONTROL.exec(text)?.[1]?.toLowerCase();
  if (!word) return undefined;
  if (word === 'begin' || word.startsWith('start')) return 'begin';
  return word === 'commit' || word === 'end' ? 'commit' : 'rollback';
}

/**
 * Counts the statements that may change data. The embedded database belongs to this process alone (the data
 * folder is locked), so every change passes here: a read cached at one count is current while the count stands.
 * Counted under the session lock, before the statement runs, so a read that sees the new count runs after it.
 * Each table is counted too, so a read of one table stays current while others are written (fifty analyses
 * saving listings do not touch the sessions every request checks); a statement whose table cannot be told
 * counts for every table.
 *
 * A transaction's writes count when it commits, just before COMMIT runs: until then no one else can see them, so a
 * value read before the transaction is still the current one. A dashboard poll then answers from memory while an
 * analysis holds the session to save, where it used to wait for the whole transaction (on two cores, saving a
 * listing's photos held it 10-30 ms). A transaction rolled back changed nothing and counts nothing.
 */
export class WriteCounter {
  private readonly done = new Counts();
  /** Writes of the transaction under way, null outside one. */
  private open: Counts | null = null;

  get count(): number {
    return this.done.count;
  }

  note(text: string, params: readonly unknown[]): void {
    const control = params.length === 0 ? transactionControl(text) : undefined;
    if (control === 'begin') {
      this.open ??= new Counts();
      return;
    }
    if (control === 'commit') return this.settle();
    if (control === 'rollback') {
      this.open = null;
      return;
    }
    // Parameterless text may be several statements; anything that does not start with SELECT may write.
    if (params.length > 0 && /^\s*select\b/i.test(text)) return;
    (this.open ?? this.done).add(params.length > 0 ? tableWrittenBy(text) : undefined);
  }

  /** Counts the open transaction's writes as done: at COMMIT, and when the session is handed on with one open. */
  settle(): void {
    if (this.open) this.done.addAll(this.open);
    this.open = null;
  }

  /** Changes whenever a statement may have written to one of `tables` (and its transaction committed). */
  countFor(tables: readonly string[]): number {
    let n = this.done.untold;
    for (const table of tables) n += this.done.byTable.get(table) ?? 0;
    return n;
  }
}

export interface QueryResultLike {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/** What runOnPglite needs of PGlite: itself, or its thread (pglite-thread.ts). */
export interface LiteSession {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec(text: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
}

/** Parameterless text may hold several statements (migrations, pg-boss scripts): that runs through exec. */
export async function runOnPglite(
  lite: LiteSession,
  text: string,
  params: readonly unknown[] = [],
  writes?: WriteCounter,
): Promise<QueryResultLike> {
  writes?.note(text, params);
  let result: { rows: unknown[]; affectedRows?: number };
  if (params.length === 0) {
    const all = await lite.exec(text);
    result = all[all.length - 1] ?? { rows: [], affectedRows: 0 };
  } else {
    result = await lite.query(text, params as unknown[]);
  }
  return {
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
    command: text.trimStart().slice(0, 6).toUpperCase(),
  };
}

export function pgliteDialect(lite: LiteSession, lock: SessionLock, writes?: WriteCounter): PostgresDialect {
  const pool = {
    async connect() {
      const release = await lock.acquire();
      return {
        query: (text: string, params: readonly unknown[]) => runOnPglite(lite, text, params, writes),
        release: () => {
          // A transaction left open would go on into the next holder's statements: count what it wrote as done.
          writes?.settle();
          release();
        },
      };
    },
    async end() {
      // The PGlite instance is closed by its owner (see database.ts).
    },
  };
  return new PostgresDialect({ pool: pool as never });
}
