import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fromRoot } from '../../server/paths';

// The parent's handle on bench-server.ts: start it, send it commands over IPC, stop it.

export type ServerCommand =
  | { id: number; cmd: 'seed'; userId: string; count: number }
  | { id: number; cmd: 'direct'; url: string }
  | { id: number; cmd: 'directBatch'; urls: string[]; concurrency: number }
  | { id: number; cmd: 'burstStatus'; userIds: string[] }
  | { id: number; cmd: 'burstJobs'; userIds: string[] }
  | { id: number; cmd: 'stop' };

/** One listing of a burst, as the database holds it (times in ms since the epoch, by the database's clock). */
export interface BurstListing {
  id: string;
  userId: string;
  requestedAt: number;
  scoredAt: number | null;
  photosAt: number | null;
  isAnalyzing: boolean;
  error: string | null;
  attempts: number;
}

/** Jobs of a burst's listings, per listing and queue: how many there were and how many were retries. */
export interface BurstJobs {
  listingId: string;
  queue: string;
  jobs: number;
  retries: number;
  completed: number;
  /** The queue's priority of the listing's (first) job: higher starts first. */
  priority: number;
  /** When the first job was queued and started (database clock, ms since the epoch; null: never started). */
  createdAt: number;
  startedAt: number | null;
}

export type ServerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Sent by the server unasked: a photo run of this listing has saved its results (they are readable now). */
export interface PhotosSaved {
  event: 'photos-saved';
  listingId: string;
}

export interface Ready {
  origin: string;
  anonKey: string;
  database: 'pglite' | 'postgres';
}

type Command = ServerCommand extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

export interface BenchServer extends Ready {
  /** The PostgreSQL database the server runs on (PostgreSQL only), for worker processes to join. */
  databaseUrl?: string;
  /** http://127.0.0.1:<port>, for the load generator and the polling (no name resolution per request). */
  base: string;
  port: number;
  request<T>(command: Command): Promise<T>;
  /**
   * When (performance.now() in this process) the server said the listing's photo run saved its results:
   * resolves at once if it already has, rejects after `timeoutMs`.
   */
  photosSaved(listingId: string, timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startBenchServer(options: { port: number; databaseUrl?: string; cpuProfileDir?: string }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-bench-'));
  const child: ChildProcess = fork(fromRoot('bench', 'support', 'bench-server.ts'), [], {
    cwd: fromRoot(),
    execArgv: ['--import', 'tsx', ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [])],
    env: {
      ...process.env,
      BENCH_PORT: String(options.port),
      BENCH_DATA_DIR: dataDir,
      ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited = false;
  const saved = new Map<string, number>();
  const savedWaiters = new Map<string, (at: number) => void>();
  child.on('message', (reply: ServerReply | PhotosSaved) => {
    if ('event' in reply) {
      const at = performance.now();
      saved.set(reply.listingId, at);
      savedWaiters.get(reply.listingId)?.(at);
      return;
    }
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new Error(`bench server: ${reply.error}`));
  });
  child.on('exit', (code) => {
    exited = true;
    for (const waiter of pending.values()) waiter.reject(new Error(`the bench server exited (code ${code})`));
    pending.clear();
  });
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

  const ready = await new Promise<Ready>((resolve, reject) => {
    pending.set(0, { resolve: (v) => resolve(v as Ready), reject });
  }).catch((err: unknown) => {
    child.kill('SIGKILL');
    cleanUp();
    throw err;
  });

  const request = <T>(command: Command) =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error('the bench server is not running'));
      const id = nextId++;
      pending.set(id, { resolve: (v) => resolve(v as T), reject });
      child.send({ ...command, id });
    });

  const photosSaved = (listingId: string, timeoutMs: number) =>
    new Promise<number>((resolve, reject) => {
      const at = saved.get(listingId);
      if (at !== undefined) return resolve(at);
      const timer = setTimeout(() => {
        savedWaiters.delete(listingId);
        reject(new Error(`no photo run of ${listingId} saved within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      savedWaiters.set(listingId, (when) => {
        clearTimeout(timer);
        savedWaiters.delete(listingId);
        resolve(when);
      });
    });

  return {
    ...ready,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    port: options.port,
    base: `http://127.0.0.1:${options.port}`,
    request,
    photosSaved,
    async stop() {
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        await Promise.race([request({ cmd: 'stop' }).catch(() => undefined), new Promise((r) => setTimeout(r, 15_000))]);
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await gone;
        clearTimeout(timer);
      }
      cleanUp();
    },
  };
}
