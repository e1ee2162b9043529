import { AsyncLocalStorage } from 'node:async_hooks';

// Marks the work done for a request the browser is waiting to read (GET): on the embedded database its statements
// go before work already queued in the other lane (see SessionLock). The app marks such requests as they arrive.

const lane = new AsyncLocalStorage<true>();

/** Runs `fn` (and everything it starts) in the first lane. */
export function inFirstLane<T>(fn: () => T): T {
  return lane.run(true, fn);
}

/** Whether the current work is in the first lane. */
export const isFirstInLine = (): boolean => lane.getStore() === true;
