import pg from 'pg';
import { tableWrittenBy } from './statement-target';

// PostgreSQL only. Other processes write to it too (`npm run worker`, more servers), so nothing read from it can be
// kept on the strength of this process's own writes alone. Instead the database says what changed: triggers
// (migration 0014) send 'row_changes' notices naming the table and the user, and this process LISTENs on a
// connection of its own. A read of a user's rows is kept while no notice for that user and table has come since.
//
// Read-your-writes: a notice travels on its own connection, so it can come a little after the write that sent it
// has answered. Before trusting what it kept after a write of its own to the tables it was read from, this process
// asks that connection a `select 1`, which PostgreSQL answers only after delivering the notices committed before it
// (one at a time, shared by every caller waiting). Only writes to those tables count: while fifty analyses save
// listings, every request's session check would otherwise wait for that round trip behind them, though no write
// of theirs can end a session. Without a listening connection nothing is kept.

/** Tables whose changes are noticed (migration 0014). */
export const NOTICED_TABLES = ['listings', 'auth_sessions'] as const;

/** Any noticed table: what a statement whose table cannot be told (a CTE, several statements) may change. */
const ANY = '*';

/**
 * The noticed tables a statement may change: its own, or ANY for one whose table cannot be told or that deletes
 * their rows by cascade (auth_users); none for a read or the job queue's own statements.
 */
function noticedTablesChangedBy(text: string): string | null {
  if (/^\s*select\b/i.test(text) || /\bpgboss\./i.test(text)) return null;
  const table = tableWrittenBy(text);
  if (table === undefined || table === 'auth_users') return ANY;
  return (NOTICED_TABLES as readonly string[]).includes(table) ? table : null;
}

const BEGINS = /^\s*(?:begin|start\s+transaction)\b[^;]*;?\s*$/i;
const COMMITS = /^\s*(?:commit|end)(?:\s+(?:work|transaction))?\s*;?\s*$/i;
const ROLLS_BACK = /^\s*(?:rollback|abort)(?:\s+(?:work|transaction))?\s*;?\s*$/i;
const SAVEPOINTS = /^\s*(?:savepoint|release|rollback\s+(?:work\s+|transaction\s+)?to)\b[^;]*;?\s*$/i;

/**
 * For one connection: the noticed tables whose changes others can see once `text` has answered. A write in a
 * transaction counts at its COMMIT (its notice is sent then), and not at all if rolled back; a COMMIT whose
 * transaction began unseen counts as changing any table.
 */
export function connectionWrites(): (text: string) => readonly string[] {
  let open: Set<string> | null = null;
  return (text) => {
    if (BEGINS.test(text)) {
      open = new Set();
      return [];
    }
    const commits = COMMITS.test(text);
    if (commits || ROLLS_BACK.test(text)) {
      const tables = open ? [...open] : [ANY];
      open = null;
      return commits ? tables : [];
    }
    const table = SAVEPOINTS.test(text) ? null : noticedTablesChangedBy(text);
    if (table === null) return [];
    if (open) {
      open.add(table);
      return [];
    }
    return [table];
  };
}

export class ChangeNotices {
  private readonly counts = new Map<string, number>();
  /** Bumped whenever notices may have been missed (the listening connection broke): every kept read goes. */
  private resets = 0;
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Local writes counted in the order they answered; the count at the last write to each table (or ANY). */
  private localWrites = 0;
  private readonly lastLocalWrite = new Map<string, number>();
  /** The count up to which the notices of local writes have surely come. */
  private synced = 0;
  private fencing: Promise<void> | null = null;

  constructor(private readonly connectionString: string) {}

  /** Connects and listens; a failure leaves nothing kept and tries again in a second. */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.resets++;
      client.end().catch(() => undefined);
      this.later();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (notice) => {
      if (notice.channel !== 'row_changes' || !notice.payload) return;
      this.counts.set(notice.payload, (this.counts.get(notice.payload) ?? 0) + 1);
    });
    this.client = client;
    try {
      await client.connect();
      await client.query('LISTEN row_changes');
      if (this.client !== client) return;
      // Whatever changed while no one listened is unknown: start afresh.
      this.resets++;
      this.listening = true;
    } catch {
      lost();
    }
  }

  /** Writes of this process to `tables` (connectionWrites) have answered (see the fence above). */
  noteLocalWrites(tables: readonly string[]): void {
    this.localWrites++;
    for (const table of tables) this.lastLocalWrite.set(table, this.localWrites);
  }

  /**
   * A number that changes whenever `userId`'s rows in `tables` may have changed, or undefined when nothing may be
   * kept now (not listening).
   */
  async stamp(tables: readonly string[], userId: string): Promise<number | undefined> {
    if (!this.listening) return undefined;
    try {
      await this.fence(tables);
    } catch {
      return undefined;
    }
    return this.soFar(tables, userId)?.stamp;
  }

  /**
   * The stamp from the notices come so far, without waiting; `settled` when the notices of every local write to
   * `tables` that has answered are among them (else stamp() would wait for them). Undefined when not listening.
   */
  soFar(tables: readonly string[], userId: string): { stamp: number; settled: boolean } | undefined {
    if (!this.listening) return undefined;
    let n = 0;
    for (const table of tables) n += this.counts.get(`${table} ${userId}`) ?? 0;
    return { stamp: this.resets * 1e9 + n, settled: this.synced >= this.lastWriteTo(tables) };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private later(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, 1_000);
    this.retry.unref();
  }

  /** The count of local writes at the last one that may have changed `tables`. */
  private lastWriteTo(tables: readonly string[]): number {
    let written = this.lastLocalWrite.get(ANY) ?? 0;
    for (const table of tables) written = Math.max(written, this.lastLocalWrite.get(table) ?? 0);
    return written;
  }

  /** Waits until the notices of every local write to `tables` that has answered have come. */
  private async fence(tables: readonly string[]): Promise<void> {
    const written = this.lastWriteTo(tables);
    while (this.synced < written) {
      if (!this.fencing) {
        const target = this.localWrites;
        const client = this.client;
        if (!client) throw new Error('not listening');
        this.fencing = client
          .query('select 1')
          .then(() => {
            this.synced = Math.max(this.synced, target);
          })
          .finally(() => (this.fencing = null));
      }
      await this.fencing;
    }
  }
}
