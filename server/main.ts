import { buildApp } from './app';
import { openRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';
import { closeGracefully, SHUTDOWN_GRACE_MS } from './http/graceful-close';

// `npm start`: one process serving the app, the API and (in embedded mode) identity, until Ctrl-C.

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp({ ...runtime });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.error('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal} received: finishing requests in flight (at most ${SHUTDOWN_GRACE_MS / 1000} s), then stopping (Ctrl-C again to force).`);
    try {
      await closeGracefully(app);
      await runtime.close();
      console.log('Stopped cleanly.');
      process.exit(0);
    } catch (err) {
      console.error('Shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nListing optimiser ${config.version} is running (${config.mode} mode, ${db}).`);
  console.log(`Open http://localhost:${port} in your browser. Press Ctrl-C to stop.\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error('Cannot start:', err);
  }
  process.exit(1);
});
