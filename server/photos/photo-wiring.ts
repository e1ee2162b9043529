import type { Config } from '../config';
import type { Database } from '../db/database';
import { createDescribeImage } from '../assistant/assistant';
import { IMAGE_ACCEPT, type Fetcher } from '../analysis/fetch';
import { createPhotoService, type PhotoService } from './photos.service';
import type { DescribeImage, FetchImage } from '../analysis/photos/types';
import type { ScoreListing } from '../analysis/score/types';
import type { AnalysisPool } from '../analysis/pool/analysis-pool';
import { requestsFirst } from '../http/requests-first';

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** Photo runs at once in one process: each fetches and decodes a few photos at once already. */
export function photoRunsPerProcess(config: Config): number {
  return Math.max(1, Math.floor(config.analysis.concurrency / 2));
}

/** One photo service per process, shared by the routes and the job so a listing is analysed once at a time. */
export function photoServiceFor(
  config: Config,
  database: Database,
  fetcher: Fetcher,
  logger: Logger,
  scoreListing: ScoreListing | null,
  /** Computes each photo's statistics in its threads; without it they are computed in place. */
  analysis?: Pick<AnalysisPool, 'pixelStats'> | null,
): PhotoService {
  // Each photo waits its turn while the server's thread is busy answering requests (see RequestsFirst).
  const fetchImage: FetchImage = async (url, { maxBytes, timeoutMs }) => {
    await requestsFirst.turn();
    return (await fetcher.fetchBytes(url, { maxBytes, timeoutMs, accept: IMAGE_ACCEPT })).body;
  };
  const describe = createDescribeImage(config, logger);
  const describeImage: DescribeImage | undefined = describe ? (input) => describe(input.image) : undefined;
  return createPhotoService({
    database,
    fetchImage,
    spareRuns: photoRunsPerProcess(config),
    scoreListing,
    ...(analysis ? { rasterStats: analysis.pixelStats } : {}),
    ...(describeImage ? { describeImage } : {}),
  });
}
