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

/** `stamp`: the write count (PGlite) or notice count (PostgreSQL) the value was read at. */
interface Entry<T> {
  stamp: number;
  value: T;
}

interface Flight<T> {
  stamp: number;
  value: Promise<T>;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();

  constructor(
    private readonly database: Pick<Database, 'writeCount' | 'changeStamp'>,
    private readonly maxEntries = 10_000,
    /** The tables the reads depend on (those whose rows they read, or that delete them by cascade); all by default. */
    private readonly tables?: readonly string[],
  ) {}

  /**
   * PGlite's write count (at once: a read starts in the same turn as the call), else PostgreSQL's notices for the
   * user (when the reads name their tables and user).
   */
  private stamp(userId?: string): number | undefined | Promise<number | undefined> {
    const count = this.database.writeCount?.(this.tables);
    if (count !== undefined) return count;
    if (userId && this.tables && this.database.changeStamp) return this.database.changeStamp(this.tables, userId);
    return undefined;
  }

  /** The value read at the current stamp, reading it (once more) when anything was written since. */
  async get(key: string, read: () => Promise<T>, userId?: string): Promise<T> {
    const first = this.stamp(userId);
    const arrived = first instanceof Promise ? await first : first;
    if (arrived === undefined) return read();
    // On PostgreSQL a stamp can cost a round trip (the change notices' fence): the one taken on arrival serves
    // until this caller waits for someone else's read.
    let now: number | undefined = arrived;
    for (;;) {
      if (now === undefined) return read();
      const hit = this.entries.get(key);
      if (hit && hit.stamp === now) {
        // A Map iterates in insertion order: re-inserting keeps the most recently used last.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.value;
      }
      const flight = this.flights.get(key);
      if (flight && flight.stamp >= arrived) return flight.value;
      if (flight) {
        await flight.value.catch(() => undefined);
        const next = this.stamp(userId);
        now = next instanceof Promise ? await next : next;
        continue;
      }
      return this.start(key, now, read);
    }
  }

  private start(key: string, stamp: number, read: () => Promise<T>): Promise<T> {
    // Counted before the read: a write that lands meanwhile leaves this entry behind the count, never ahead.
    const value = read();
    const flight = { stamp, value };
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
