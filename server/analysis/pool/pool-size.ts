import os from 'node:os';

/** The analysis pool's threads by default: the machine's cores, at least 2 (one hostile page never holds up every analysis). */
export function defaultThreads(): number {
  return Math.max(2, Math.min(os.availableParallelism(), 8));
}
