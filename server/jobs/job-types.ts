import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Fetcher } from '../analysis/fetch';
import type { PhotoService } from '../photos/photos.service';
import type { ScoreListing } from '../analysis/score/types';
import type { AnalysisPool } from '../analysis/pool/analysis-pool';
import type { JobHandler, JobQueue, QueueSettings } from './queue';

// What every job type gets, and how a job type describes itself. A new job type (e.g. photo analysis) is one
// file exporting a JobDefinition, listed in ./job-registry.ts.

export interface JobLogger {
  /** What happened to each job: shown with LOG_LEVEL=debug only. */
  debug?(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** The guarded fetcher (server/analysis/fetch): the only way jobs reach other machines. */
  fetcher: Fetcher;
  /**
   * Where pages are read: the analysis pool's threads, off the server's own. Absent (tests of the queue alone), pages
   * are read in place.
   */
  analysis?: Pick<AnalysisPool, 'extract'> | null;
  /** Scoring; null means no score is stored (tests of the ingestion alone). */
  scoreListing: ScoreListing | null;
  /** Photo analysis; null where photos are not analysed (then no photo job is queued). */
  photos?: PhotoService | null;
  now: () => Date;
  logger: JobLogger;
}

export interface JobDefinition<T = unknown> {
  name: string;
  settings: QueueSettings;
  /** Jobs of this type one process runs at once (default 1). */
  concurrency?: (config: Config) => number;
  createHandler(deps: JobDeps): JobHandler<T>;
}

export const silentLogger: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
