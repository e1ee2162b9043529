import { buildApp } from './app/build-app';
import { openRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { listenAddressProblem } from './http/public-origin';
import { closeGracefully, SHUTDOWN_GRACE_MS } from './http/graceful-close';
import { exitOnStartFailure, stopOnSignals } from './process-lifecycle';

// `npm start`: one process serving the app, the API and (in embedded mode) identity, until Ctrl-C.

async function main(): Promise<void> {
  const config = loadConfig();
  const problem = listenAddressProblem(config);
  if (problem) throw new ConfigError(problem);
  const runtime = await openRuntime(config);
  const app = await buildApp({ ...runtime, startWorkersOnListen: true });

  stopOnSignals({
    announce: (signal) =>
      `${signal} received: finishing requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s), then stopping (Ctrl-C again to force).`,
    stop: async () => {
      await closeGracefully(app);
      await runtime.close();
    },
    stopped: 'Stopped cleanly.',
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nListing optimiser ${config.version} is running (${config.mode} mode, ${db}).`);
  console.log(`Open http://localhost:${port} in your browser. Press Ctrl-C to stop.\n`);
}

main().catch(exitOnStartFailure(''));
