import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';

// The server and the worker process start and stop the same way: Ctrl-C (or SIGTERM) stops cleanly, a second
// one forces the exit; a start that fails on what the operator can fix prints just the reason.

export function stopOnSignals(options: { announce: (signal: string) => string; stop: () => Promise<void>; stopped?: string }): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) {
      console.error('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${options.announce(signal)}`);
    try {
      await options.stop();
      if (options.stopped) console.log(options.stopped);
      process.exit(0);
    } catch (err) {
      console.error('Shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}

/** Prints why the process could not start (without a stack for a configuration, lock or migration problem) and exits 1. */
export function exitOnStartFailure(what: string): (err: unknown) => never {
  return (err) => {
    if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError)
      console.error(`Cannot start${what}: ${err.message}`);
    else console.error(`Cannot start${what}:`, err);
    process.exit(1);
  };
}
