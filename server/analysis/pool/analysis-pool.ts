import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { fromRoot } from '../../paths';
import type { ExtractionContext, ExtractionResult } from '../extract/extract-listing';
import type { PreparedImport } from '../extract/imported-page';
import { PageTooComplexError } from '../extract/page-limits';
import type { PixelStats } from '../photos/types';
import type { ScoreListing, ScoredListing } from '../score/types';
import type { AnalysisTask, TaskResults } from './analysis-tasks';
import { defaultThreadHeapMb, defaultThreads } from './pool-size';
import { requestsFirst } from '../../http/requests-first';

// Page reading, scoring and photo statistics run here, in a pool of worker threads (piscina), never on the thread
// that answers requests: whatever a page makes the reader do, the server goes on answering everyone else.
//
// Each task has a time limit, counted from when a thread starts it (tasks wait their turn here, so a thread is
// free for each task handed to piscina), and each thread a memory limit. A task past either is stopped by ending
// its thread, which piscina replaces; the task then fails with PageTooComplexError for a page or listing, and
// with AnalysisLimitError for a photo. (The threads keep the process's CPU priority: a lower one, tried with nice 10,
// starved them whenever other processes kept the cores busy, as a test run does, so analyses took ten times as long.)

export interface AnalysisLimits {
  /** Milliseconds to read a handed-over file as a page (decode, .mhtml parts, the addresses it names). */
  prepareMs: number;
  /** Milliseconds one page may take to read. Real pages take well under a second; a 15 MB one a few. */
  extractMs: number;
  /** Milliseconds to score one listing (tens of milliseconds in practice). */
  scoreMs: number;
  /** Milliseconds for one photo's statistics (a few milliseconds in practice). */
  pixelsMs: number;
  /** Heap of one thread, MB (defaultThreadHeapMb: sized to the machine, 768 MB to 2 GB). */
  memoryMb: number;
}

export const DEFAULT_LIMITS: AnalysisLimits = {
  prepareMs: 20_000,
  extractMs: 20_000,
  scoreMs: 10_000,
  pixelsMs: 10_000,
  memoryMb: defaultThreadHeapMb(),
};

export interface AnalysisPool {
  /** Reads the bytes a host handed over as a page to keep (prepareImport in a thread). */
  prepareImport: (bytes: Uint8Array) => Promise<PreparedImport>;
  /** Reads a page (extractListing in a thread); throws PageTooComplexError when it is past the limits. */
  extract: (page: string, context: ExtractionContext) => Promise<ExtractionResult>;
  score: (...args: Parameters<ScoreListing>) => Promise<ScoredListing>;
  /** A photo's statistics from its decoded raster (pixelStats in a thread). */
  pixelStats: (raster: Uint8Array, width: number, height: number, channels: number) => Promise<PixelStats>;
  /** Tasks running or waiting now. */
  readonly pending: number;
  /** Threads that have loaded the reader's code and have no task now. */
  readonly idleThreads: number;
  close: () => Promise<void>;
}

export interface AnalysisPoolOptions {
  /** Tasks at once; default: defaultThreads(). */
  threads?: number;
  /**
   * Threads beyond `threads`, each taken only while every running task has run past `stuckMs`: a page that takes
   * its full time (a hostile one) does not hold up every analysis, yet on a small machine the analyses leave the
   * server's own thread a core (two threads on two cores made the dashboard's polls wait). Default 1.
   */
  spare?: number;
  /** Milliseconds after which a running task counts as stuck; real pages read in well under a second. Default 1,000. */
  stuckMs?: number;
  limits?: Partial<AnalysisLimits>;
  /** Start one thread at once rather than on the first task (a server does; tests need not). */
  warm?: boolean;
}

/** A photo's statistics ran past the pool's limits. */
export class AnalysisLimitError extends Error {}

// The worker is TypeScript, as the server is: its threads load it through tsx, whatever the parent was started with
// (node --import tsx, or Jest).
const WORKER_FILE = fromRoot('server', 'analysis', 'pool', 'analysis-worker.ts');
const TSX = pathToFileURL(createRequire(fromRoot('package.json')).resolve('tsx')).href;
/** Milliseconds a new thread may take to load the reader's code before its task is given up. */
const STARTUP_MS = 60_000;
/** A task running this long may be a page that takes its full time: a spare thread may start beside it. */
const STUCK_MS = 1_000;
/** A thread left idle this long is ended (a server keeps its first one). */
const IDLE_MS = 60_000;

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const threads = options.threads ?? defaultThreads();
  const piscina = new Piscina({
    filename: WORKER_FILE,
    execArgv: ['--import', TSX],
    minThreads: options.warm ? 1 : 0,
    maxThreads: threads + (options.spare ?? 1),
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
  });
  const spare = options.spare ?? 1;
  const stuckMs = options.stuckMs ?? STUCK_MS;
  // When each running task started: a spare thread is taken only while every one of them has run past stuckMs.
  const since = new Set<{ at: number }>();
  const waiting: ((task: { at: number }) => void)[] = [];
  let turning = 0;
  let recheck: NodeJS.Timeout | null = null;
  let closed = false;

  const mayStart = () =>
    since.size < threads || (since.size < threads + spare && [...since].every((task) => performance.now() - task.at >= stuckMs));

  /** Hands free threads to waiting tasks; while all are busy, looks again when the oldest task will count as stuck. */
  function pump(): void {
    while (waiting.length > 0 && mayStart()) waiting.shift()!(begin());
    if (waiting.length === 0 || recheck || since.size >= threads + spare) return;
    const oldest = Math.min(...[...since].map((task) => task.at));
    recheck = setTimeout(
      () => {
        recheck = null;
        pump();
      },
      Math.max(1, oldest + stuckMs - performance.now()),
    );
    recheck.unref();
  }

  function begin(): { at: number } {
    const task = { at: performance.now() };
    since.add(task);
    return task;
  }

  /** A thread for one task, now or once one is free. */
  function slot(): Promise<{ at: number }> {
    if (waiting.length === 0 && mayStart()) return Promise.resolve(begin());
    return new Promise((resolve) => {
      waiting.push(resolve);
      pump();
    });
  }

  async function run<K extends AnalysisTask['kind']>(
    task: Extract<AnalysisTask, { kind: K }>,
    limitMs: number,
    background = true,
    onStarted?: () => void,
  ): Promise<TaskResults[K]> {
    if (closed) throw new Error('The analysis pool is closed.');
    if (background) {
      turning++;
      // A page, a score or a photo waits its turn while hosts' requests keep the server's thread busy.
      await requestsFirst.turn().finally(() => turning--);
    }
    const mine = await slot();
    const abort = new AbortController();
    // The clock starts when the thread takes the task up (it says so on `started`), not while a new thread loads
    // the reader's code (a second or more on a busy machine); a thread that never gets going is given up too.
    const started = new MessageChannel();
    let timer = setTimeout(() => abort.abort(), STARTUP_MS);
    started.port1.once('message', () => {
      onStarted?.();
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), limitMs);
    });
    try {
      return (await piscina.run(
        { task, started: started.port2 },
        { signal: abort.signal, transferList: [started.port2] },
      )) as TaskResults[K];
    } catch (err) {
      if (abort.signal.aborted) throw limitError(task.kind, `took longer than ${limitMs / 1000} s`);
      if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw limitError(task.kind, `needed more than ${limits.memoryMb} MB of memory`);
      throw err;
    } finally {
      clearTimeout(timer);
      started.port1.close();
      since.delete(mine);
      pump();
    }
  }

  return {
    // A host waits on this one: it does not wait its turn behind requests.
    prepareImport: (bytes) => run({ kind: 'prepare', bytes }, limits.prepareMs, false),
    async extract(page, context) {
      const outcome = await run({ kind: 'extract', page, context }, limits.extractMs);
      if ('tooComplex' in outcome) throw new PageTooComplexError(outcome.tooComplex);
      return outcome.result;
    },
    score: (content, photos, options, progress) =>
      run(
        { kind: 'score', content, ...(photos ? { photos } : {}), ...(options ? { options } : {}) },
        limits.scoreMs,
        true,
        progress?.started,
      ),
    pixelStats: (raster, width, height, channels) => run({ kind: 'pixels', raster, width, height, channels }, limits.pixelsMs),
    get pending() {
      return turning + since.size + waiting.length;
    },
    get idleThreads() {
      return piscina.idleThreads;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (recheck) clearTimeout(recheck);
      await piscina.destroy();
    },
  };
}

function limitError(kind: AnalysisTask['kind'], detail: string): Error {
  if (kind === 'pixels') return new AnalysisLimitError(`Measuring the photo ${detail}.`);
  const step = { prepare: 'reading the file', extract: 'reading', score: 'scoring' }[kind];
  return new PageTooComplexError(`${step} ${detail}`);
}
