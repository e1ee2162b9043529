import { spawn, type ChildProcess } from 'node:child_process';
import { fromRoot } from '../../server/paths';

// `npm run worker` processes for the burst: workers without a web server on the bench server's PostgreSQL, with
// the server's port (so they may read its /samples/ pages, as the server's own workers do), as an operator
// would start them on more machines. Started and stopped by the benchmark.

export interface WorkerProcesses {
  count: number;
  stop(): Promise<void>;
}

const READY = /workers are running/i;

function startOne(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('server', 'worker.ts')], {
    cwd: fromRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`a worker process did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        // Keep reading (and dropping) what it prints, so a full pipe never stalls it.
        child.stdout!.resume();
        child.stderr!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a worker process exited (code ${code}) before it started:\n${output}`));
    });
  });
}

export async function startWorkerProcesses(options: { count: number; databaseUrl: string; serverPort: number }): Promise<WorkerProcesses> {
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.serverPort),
    SAMPLES: 'true',
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];
  try {
    for (let i = 0; i < options.count; i++) children.push(await startOne(env));
  } catch (err) {
    for (const child of children) child.kill('SIGKILL');
    throw err;
  }
  return {
    count: children.length,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
