import { JOB_DEFINITIONS, prepareQueues } from './job-registry';
import type { JobDefinition, JobDeps } from './job-types';
import { ANALYSE_LISTING } from './queue';
import { DEFAULT_RECOVERY, recoverAnalyses, type RecoveryOptions } from './recover-analyses';
import { rerunOrphanedJobs } from './recover-orphans';

// Starts the job workers of this process: first the recovery of analyses a previous process left behind,
// then one worker per job type, then the recovery sweep every minute. In embedded mode this runs inside the
// server; `npm run worker` runs it alone (for more machines on one PostgreSQL).

export interface Workers {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  definitions?: readonly JobDefinition<never>[];
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
  recovery?: Partial<RecoveryOptions>;
}

export async function startWorkers(deps: JobDeps, options: WorkerOptions = {}): Promise<Workers> {
  const definitions = options.definitions ?? JOB_DEFINITIONS;
  await prepareQueues(deps.queue, definitions);
  const recovery = { ...DEFAULT_RECOVERY, ...options.recovery };
  // Only a process that owns the database alone (PGlite) may treat jobs still marked active as orphans.
  const exclusive = options.recovery?.exclusive ?? deps.database.kind === 'pglite';
  await recoverAnalyses(deps, { ...recovery, exclusive });
  if (exclusive)
    await rerunOrphanedJobs(
      deps,
      definitions.filter((definition) => definition.name !== ANALYSE_LISTING),
    );
  // Workers are woken when this process queues a job and go straight on while jobs wait, so polling only finds
  // jobs queued by other processes (PostgreSQL) or retries coming due. The embedded database has no other
  // process: there a poll every 5 s (each costs a few milliseconds of the server's thread) is enough.
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? (deps.database.kind === 'pglite' ? 5 : 1);
  for (const definition of definitions) {
    await deps.queue.work(definition.name, definition.createHandler(deps), {
      pollingIntervalSeconds,
      concurrency: definition.concurrency?.(deps.config) ?? 1,
    });
  }
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    recoverAnalyses(deps, { ...recovery, exclusive: false })
      .catch((err: unknown) => deps.logger.error({ err }, 'analysis recovery sweep failed'))
      .finally(() => (sweeping = false));
  }, options.sweepIntervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      for (const definition of definitions) await deps.queue.offWork(definition.name).catch(() => undefined);
    },
  };
}
