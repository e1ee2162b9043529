import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

// The durable job queue: pg-boss 10 on the application's own database, PostgreSQL or PGlite alike. pg-boss
// reaches the database only through Database.queueSql, which queues PGlite access behind the one session
// (see db/pglite-dialect.ts), so jobs and requests never interleave inside a transaction.

/** The queues the product uses: senders (services) and workers name them from here. */
export const ANALYSE_LISTING = 'analyse-listing';
export const ANALYSE_PHOTOS_JOB = 'analyse-photos';

export interface QueueSettings {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry (doubled each time with retryBackoff). */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried) by pg-boss's maintenance. */
  expireInSeconds: number;
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

export interface JobQueue {
  readonly boss: PgBoss;
  /** Creates (or updates) a queue; safe to call on every start. */
  ensureQueue(name: string, settings: QueueSettings): Promise<void>;
  /**
   * Enqueues a job; pass `id` (a uuid) to know the job's id before it exists. Jobs of higher `priority` are
   * started first (default 0), then the oldest. Returns the id.
   */
  send<T extends object>(name: string, data: T, options?: { id?: string; startAfterSeconds?: number; priority?: number }): Promise<string>;
  /** Runs jobs of a queue in this process, `concurrency` at a time (default 1); resolves to the worker ids. */
  work<T>(name: string, handler: JobHandler<T>, options?: { pollingIntervalSeconds?: number; concurrency?: number }): Promise<string[]>;
  offWork(name: string): Promise<void>;
  getJob<T>(name: string, id: string): Promise<PgBoss.JobWithMetadata<T> | null>;
  /** Jobs of a queue that a worker started and has not finished (after a crash of a lone process: orphans). */
  activeJobs<T>(name: string): Promise<{ id: string; data: T }[]>;
  cancel(name: string, id: string): Promise<void>;
  /** Stops workers (jobs in flight get `graceMs` to finish, then are failed for retry) and maintenance. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** A worker of this process and whether it is running a job (a busy worker finds the next job by itself). */
interface LocalWorker {
  id: string;
  busy: boolean;
}

export interface QueueOptions {
  /** Run pg-boss maintenance (expiry, archiving) in this process. Default true. */
  supervise?: boolean;
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

export async function openQueue(database: Database, options: QueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        database.queueSql ? database.queueSql(text, values ?? []) : database.executeSql(text, values ?? []),
    },
    schema: 'pgboss',
    supervise: options.supervise ?? true,
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  let stopped = false;
  // Workers of this process, by queue. A job sent from this process wakes one of them at once instead of waiting
  // up to a polling interval; workers elsewhere (npm run worker) still find it at their next poll. One, not all:
  // every woken worker asks the database for a job, and on PGlite those asks queue before the job's own queries.
  const localWorkers = new Map<string, LocalWorker[]>();
  const nextWoken = new Map<string, number>();
  function wakeOne(name: string): void {
    const workers = localWorkers.get(name) ?? [];
    const from = nextWoken.get(name) ?? 0;
    for (let i = 0; i < workers.length; i++) {
      const worker = workers[(from + i) % workers.length]!;
      if (worker.busy) continue;
      // The next job goes to the next worker, so a burst of sends wakes every idle worker once.
      nextWoken.set(name, (from + i + 1) % workers.length);
      boss.notifyWorker(worker.id);
      return;
    }
  }

  return {
    boss,
    async ensureQueue(name, settings) {
      await boss.createQueue(name, { name, ...settings });
      await boss.updateQueue(name, { name, ...settings });
    },
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.priority ? { priority: sendOptions.priority } : {}),
      });
      if (!id) throw new Error(`The job queue did not accept a ${name} job.`);
      if (!sendOptions.startAfterSeconds) wakeOne(name);
      return id;
    },
    async work(name, handler, workOptions = {}) {
      // pg-boss runs one job at a time per worker: n jobs at once are n workers (a batch would wait for its slowest).
      const workers: LocalWorker[] = [];
      for (let i = 0; i < (workOptions.concurrency ?? 1); i++) {
        const worker: LocalWorker = { id: '', busy: false };
        worker.id = await boss.work<object>(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 1 },
          async ([job]) => {
            if (!job) return undefined;
            worker.busy = true;
            try {
              return await handler(job as never);
            } finally {
              worker.busy = false;
              // Straight on to the next job: pg-boss would otherwise wait out the rest of the polling interval
              // after each job, so a backlog would drain at one job per interval per worker.
              boss.notifyWorker(worker.id);
            }
          },
        );
        workers.push(worker);
      }
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), ...workers]);
      return workers.map((worker) => worker.id);
    },
    offWork(name) {
      localWorkers.delete(name);
      return boss.offWork(name);
    },
    getJob: (name, id) => boss.getJobById(name, id, { includeArchive: true }) as never,
    async activeJobs(name) {
      const { rows } = await database.executeSql("select id, data from pgboss.job where name = $1 and state = 'active'", [name]);
      return rows.map((row: { id: string; data: unknown }) => ({ id: row.id, data: row.data as never }));
    },
    cancel: (name, id) => boss.cancel(name, id),
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopOptions.graceMs ?? 10_000 });
    },
  };
}
