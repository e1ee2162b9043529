import os from 'node:os';

/**
 * The analysis pool's tasks at once by default: the machine's cores less the server's own thread, at least 1 (and up
 * to 8). A spare thread beyond them starts when a page takes long (see AnalysisPoolOptions.spare).
 */
export function defaultThreads(): number {
  return Math.max(1, Math.min(os.availableParallelism() - 1, 8));
}

/** V8 collects at its normal pace in a heap allowed at least this much; below it, ever more often. */
const FULL_PACE_HEAP_MB = 2048;
/** A 15 MB page within the reader's caps needs a few hundred MB. */
const LEAST_HEAP_MB = 768;

/**
 * The heap one analysis thread may use, MB: an eighth of the machine's memory, between 768 MB and 2 GB. V8 sets the
 * pace of its collections by a heap's limit, and under 2 GB it collects the old generation far more often: with
 * 768 MB, a thread measuring photos (each raster it is handed counts against that pace) ran 32 full collections in
 * 1,400 photos against 4 at 2 GB, and the process spent 4.9-5.7 ms of CPU per photo against 3.7-4.4 ms. A small
 * machine keeps the tighter limit: a hostile page must not take more memory than it has.
 */
export function defaultThreadHeapMb(totalBytes = os.totalmem()): number {
  return Math.min(FULL_PACE_HEAP_MB, Math.max(LEAST_HEAP_MB, Math.round(totalBytes / 2 ** 20 / 8)));
}
