import { analyseListingJob } from './analyse-listing.job';
import { analysePhotosJobDefinition } from './analyse-photos.job';
import type { JobDefinition } from './job-types';
import type { JobQueue } from './queue';

/** Every job type the workers run. Add a job type here (one file per type, exporting a JobDefinition). */
export const JOB_DEFINITIONS: JobDefinition<never>[] = [analyseListingJob, analysePhotosJobDefinition];

/** Creates every queue (idempotent); senders and workers both need them to exist. */
export async function prepareQueues(queue: JobQueue, definitions: readonly JobDefinition<never>[] = JOB_DEFINITIONS): Promise<void> {
  for (const definition of definitions) await queue.ensureQueue(definition.name, definition.settings);
}
