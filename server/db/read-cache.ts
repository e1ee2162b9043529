import type { Database } from './database';

// Reads that the browser repeats every few seconds (the session check of every call, the listing polls) are
// answered from memory while the embedded database has not been written to since they were read. On
// PostgreSQL, which other processes write to, every read goes to the database.

interface Entry<T> {
  writeCount: number;
  value: T;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly database: Pick<Database, 'writeCount'>,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value read at the current write count, reading it (once more) when anything was written since. */
  async get(key: string, read: () => Promise<T>): Promise<T> {
    const writeCount = this.database.writeCount?.();
    if (writeCount === undefined) return read();
    const hit = this.entries.get(key);
    if (hit && hit.writeCount === writeCount) {
      // A Map iterates in insertion order: re-inserting keeps the most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    // Counted before the read: a write that lands meanwhile leaves this entry behind the count, never ahead.
    const value = await read();
    this.entries.delete(key);
    this.entries.set(key, { writeCount, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
