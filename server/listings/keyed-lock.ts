// Runs async work one at a time per key (here: per host), in the order it arrived; different keys run side by
// side. A host who submits 20 analyses at once has them admitted one after the other, so each one counts the
// ones before it (its place in the fair queue) and the per-host limit holds. Within one process: hosts are
// served by one server process at a time, and a rare second process can at worst give two analyses one place.

export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The last one out forgets the key, so the map stays the size of what is in use.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
