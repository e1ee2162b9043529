import { openRuntime } from './bootstrap';
import { loadConfig } from './config';
import { exitOnStartFailure, stopOnSignals } from './process-lifecycle';
import { fetcherFromConfig } from './analysis/fetch';
import { photoServiceFor } from './photos/photo-wiring';
import { openQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import type { JobLogger } from './jobs/job-types';

// `npm run worker`: the job workers alone, without the web server, for more machines on one PostgreSQL
// (DATABASE_URL). With the embedded PGlite database only one process may open the data folder, so there the
// server's own in-process workers (WORKERS=true, the default) are the way.

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/** One JSON line per event, like the server's log piped to a file; errors keep their message and stack. */
function lineLogger(level: string): JobLogger {
  const min = level === 'silent' ? Infinity : LEVELS.indexOf(level);
  const write = (name: string) => (obj: object, msg?: string) => {
    if (LEVELS.indexOf(name) < min) return;
    const fields = Object.fromEntries(
      Object.entries(obj).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]),
    );
    console.log(JSON.stringify({ level: name, time: new Date().toISOString(), ...fields, msg }));
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = lineLogger(config.logLevel);
  const runtime = await openRuntime(config);
  const queue = await openQueue(runtime.database, { onError: (err) => logger.error({ err }, 'job queue error') });
  const fetcher = fetcherFromConfig(config);
  const workers = await startWorkers({
    config,
    database: runtime.database,
    queue,
    fetcher,
    photos: photoServiceFor(config, runtime.database, fetcher, logger, runtime.scoreListing, runtime.analysis),
    analysis: runtime.analysis,
    scoreListing: runtime.scoreListing,
    now: () => new Date(),
    logger,
  });
  console.log(
    `Listing optimiser workers are running (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}). Press Ctrl-C to stop.`,
  );

  stopOnSignals({
    announce: (signal) => `${signal} received: finishing jobs in flight, then stopping (Ctrl-C again to force).`,
    stop: async () => {
      await workers.stop();
      await queue.stop();
      await runtime.close();
    },
  });
}

main().catch(exitOnStartFailure(' the workers'));
