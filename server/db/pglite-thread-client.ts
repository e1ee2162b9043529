import { Worker } from 'node:worker_threads';
import { fromRoot } from '../paths';
import type { PgliteSession, SlimResults } from './pglite-dialect';

// PGlite runs its WebAssembly Postgres on the thread that calls it. On the server's main thread every statement
// then waits behind (and holds up) requests and the photo analysis' pixel statistics: a profile of one listing
// analysis found 74 ms of the main thread's 380 ms in PGlite. On a thread of its own the database works while
// the main thread does, and the main thread only posts the statement and takes the rows.

type Reply = { id: number; result: SlimResults | null } | { id: number; error: Record<string, unknown> };
type Ready = { ready: true } | { ready: false; error: Record<string, unknown> };

/** The error the thread sent, rebuilt with PostgreSQL's fields (code, constraint, ...) for callers to read. */
function rebuilt(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(String(message));
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}

export interface PgliteThread extends PgliteSession {
  close(): Promise<void>;
}

export async function openPgliteThread(options: { dataDir?: string; settings?: string[] }): Promise<PgliteThread> {
  const worker = new Worker(fromRoot('server/db/pglite-thread.mjs'), { workerData: options });
  const pending = new Map<number, { resolve: (value: SlimResults | null) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let gone: Error | null = null;

  const starting: { onMessage?: (message: Ready) => void; onError?: (error: Error) => void; onExit?: (code: number) => void } = {};
  try {
    await new Promise<void>((resolve, reject) => {
      starting.onMessage = (message) => (message.ready ? resolve() : reject(rebuilt(message.error)));
      starting.onError = reject;
      starting.onExit = (code) => reject(new Error(`PGlite is closed: its thread exited (${code}) while starting.`));
      worker.once('message', starting.onMessage).once('error', starting.onError).once('exit', starting.onExit);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.off('message', starting.onMessage!).off('error', starting.onError!).off('exit', starting.onExit!);
  }
  // Like PGlite on the main thread, an idle database does not keep the process alive; a statement in flight does.
  worker.unref();

  const failAll = (error: Error) => {
    gone ??= error;
    for (const { reject } of pending.values()) reject(gone);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting.reject(rebuilt(reply.error));
    else waiting.resolve(reply.result);
  });
  worker.on('error', (error) => failAll(new Error(`PGlite is closed: its thread failed (${error.message}).`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`PGlite is closed: its thread exited (${code}).`)));

  function call(message: { op: 'query' | 'exec' | 'close'; text?: string; params?: unknown[] }): Promise<SlimResults | null> {
    if (gone) return Promise.reject(gone);
    return new Promise((resolve, reject) => {
      const id = ++nextId;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  return {
    query: async (text, params = []) => (await call({ op: 'query', text, params }))!,
    exec: async (text) => [(await call({ op: 'exec', text }))!],
    async close() {
      if (gone) return;
      await call({ op: 'close' });
      gone = new Error('PGlite is closed.');
      await worker.terminate();
    },
  };
}
