import type { JobDefinition, JobDeps } from './job-types';

// A process killed mid-job leaves its jobs "active"; pg-boss fails them only when they expire (six minutes for a
// photo analysis), and retries them after that. A process that owns the database alone (PGlite) knows at start
// that every active job is such an orphan, and runs it again at once. Only for job types that are safe to run
// twice (the photo analysis replaces its previous result); listing analyses have their own recovery, which also
// tells the listing row (recover-analyses.ts).

export async function rerunOrphanedJobs(
  deps: Pick<JobDeps, 'queue' | 'logger'>,
  definitions: readonly JobDefinition<never>[],
): Promise<string[]> {
  const rerun: string[] = [];
  for (const definition of definitions) {
    for (const job of await deps.queue.activeJobs<object>(definition.name)) {
      await deps.queue.cancel(definition.name, job.id);
      rerun.push(await deps.queue.send(definition.name, job.data ?? {}));
    }
  }
  if (rerun.length) deps.logger.warn({ rerun }, 'ran jobs again that a stopped process left unfinished');
  return rerun;
}
