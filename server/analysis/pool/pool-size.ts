import os from 'node:os';

/**
 * The analysis pool's tasks at once by default: the machine's cores less the server's own thread, at least 1 (and up
 * to 8). A spare thread beyond them starts when a page takes long (see AnalysisPoolOptions.spare).
 */
export function defaultThreads(): number {
  return Math.max(1, Math.min(os.availableParallelism() - 1, 8));
}
