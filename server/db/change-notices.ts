import pg from 'pg';
import { tableWrittenBy } from './statement-target';

// PostgreSQL only. Other processes write to it too (`npm run worker`, more servers), so nothing read from it can be
// kept on the strength of this process's own writes alone. Instead the database says what changed: triggers
// (migration 0014) send 'row_changes' notices naming the table and the user, and this process LISTENs on a
// connection of its own. A read of a user's rows is kept while no notice for that user and table has come since.
//
// Read-your-writes: a notice travels on its own connection, so it can come a little after the write that sent it
// has answered. Before trusting what it kept after a write of its own, this process asks that connection a
// `select 1`, which PostgreSQL answers only after delivering the notices committed before it (one at a time,
// shared by every caller waiting). Without a listening connection nothing is kept.

/** Tables whose changes are noticed (migration 0014). */
export const NOTICED_TABLES = ['listings', 'auth_sessions'] as const;

/** Whether a statement may write to a noticed table, or to one that deletes their rows by cascade. */
export function mayChangeNoticed(text: string): boolean {
  if (/^\s*select\b/i.test(text) || /\bpgboss\./i.test(text)) return false;
  const table = tableWrittenBy(text);
  // A statement whose table cannot be told (a CTE, several statements) counts.
  return table === undefined || (NOTICED_TABLES as readonly string[]).includes(table) || table === 'auth_users';
}

export class ChangeNotices {
  private readonly counts = new Map<string, number>();
  /** Bumped whenever notices may have been missed (the listening connection broke): every kept read goes. */
  private resets = 0;
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private localWrites = 0;
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

  /** A write of this process to a noticed table has answered (see the fence above). */
  noteLocalWrite(): void {
    this.localWrites++;
  }

  /**
   * A number that changes whenever `userId`'s rows in `tables` may have changed, or undefined when nothing may be
   * kept now (not listening).
   */
  async stamp(tables: readonly string[], userId: string): Promise<number | undefined> {
    if (!this.listening) return undefined;
    try {
      await this.fence();
    } catch {
      return undefined;
    }
    if (!this.listening) return undefined;
    let n = 0;
    for (const table of tables) n += this.counts.get(`${table} ${userId}`) ?? 0;
    return this.resets * 1e9 + n;
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

  private async fence(): Promise<void> {
    while (this.synced < this.localWrites) {
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
