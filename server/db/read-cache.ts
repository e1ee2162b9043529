import type { Database } from './database';

// Reads that the browser repeats every few seconds (the session check of every call, the listing polls) are
// answered from memory while no write to the embedded database has committed since they were read. On
// PostgreSQL, which other processes write to, the same holds for reads of one user's rows in the tables it sends
// notices of (ChangeNotices); any other read goes to the database every time.
//
// While writes come quickly (fifty analyses saving), every poll would find its value out of date and read again,
// each its own read. So reads of one key take turns: a caller joins a read that started since it arrived (nothing
// it could have seen is missing from that read), else waits for the read under way and then starts the next one,
// which everyone arriving meanwhile joins. One read at a time per key, however many polls.
//
// On PostgreSQL only a kept value waits for the notices of this process's own writes (ChangeNotices' fence, a
// round trip): a caller whose stamp has moved reads at once, stamped with the notices come so far, which can only
// make its entry look older than it is.

/** `stamp`: the write count (PGlite) or notice count (PostgreSQL) the value was read at. */
interface Entry<T> {
  stamp: number;
  value: T;
}

interface Flight<T> {
  stamp: number;
  /** The cache's count of reads started, this one included: a caller that saw a lower count arrived before it. */
  order: number;
  value: Promise<T>;
}

/** A stamp now; `settled` when it may vouch for a kept value (on PostgreSQL, once the own writes' notices are in). */
interface Stamp {
  stamp: number;
  settled: boolean;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  private started = 0;

  constructor(
    private readonly database: Pick<Database, 'writeCount' | 'changeStamp' | 'changeStampSoFar'>,
    private readonly maxEntries = 10_000,
    /** The tables the reads depend on (those whose rows they read, or that delete them by cascade); all by default. */
    private readonly tables?: readonly string[],
  ) {}

  /**
   * PGlite's write count (a read starts in the same turn as the call), else PostgreSQL's notices for the user (when
   * the reads name their tables and user) as they have come so far.
   */
  private stampNow(userId?: string): Stamp | undefined {
    const count = this.database.writeCount?.(this.tables);
    if (count !== undefined) return { stamp: count, settled: true };
    if (userId && this.tables && this.database.changeStampSoFar) return this.database.changeStampSoFar(this.tables, userId);
    return undefined;
  }

  /**
   * The value read at the current stamp, reading it (once more) when anything was written since. `read` is told
   * whether its value will be kept under a stamp that moves with the user's own rows alone (PostgreSQL's notices),
   * rather than with anyone's writes to the tables (PGlite) or not kept at all.
   */
  async get(key: string, read: (byUser: boolean) => Promise<T>, userId?: string): Promise<T> {
    let now = this.stampNow(userId);
    const byUser = now !== undefined && !this.database.writeCount;
    const arrivedAfter = this.started;
    for (;;) {
      if (now === undefined) return read(false);
      const hit = this.entries.get(key);
      if (hit && hit.stamp === now.stamp) {
        if (!now.settled) {
          // On PostgreSQL a kept value is trusted only once the notices of this process's own writes have come
          // (a round trip, shared by every caller waiting); a read needs no such wait, so a changed stamp skips it.
          const fenced = await this.database.changeStamp!(this.tables!, userId!);
          now = fenced === undefined ? undefined : { stamp: fenced, settled: true };
          continue;
        }
        // A Map iterates in insertion order: re-inserting keeps the most recently used last.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.value;
      }
      const flight = this.flights.get(key);
      // A read started since this caller arrived misses nothing it could have seen; so does one started at a
      // settled stamp no older than its own.
      if (flight && (flight.order > arrivedAfter || (now.settled && flight.stamp >= now.stamp))) return flight.value;
      if (flight) {
        await flight.value.catch(() => undefined);
        now = this.stampNow(userId);
        continue;
      }
      return this.start(key, now.stamp, () => read(byUser));
    }
  }

  private start(key: string, stamp: number, read: () => Promise<T>): Promise<T> {
    // Stamped before the read: a write that lands meanwhile leaves this entry behind the stamp, never ahead.
    const value = read();
    const flight = { stamp, order: ++this.started, value };
    this.flights.set(key, flight);
    const done = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    value.then((v) => {
      done();
      const kept = this.entries.get(key);
      if (kept && kept.stamp > stamp) return;
      this.entries.delete(key);
      this.entries.set(key, { stamp, value: v });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }, done);
    return value;
  }
}
