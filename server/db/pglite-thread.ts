import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { fromRoot } from '../paths';

// The embedded database runs in a thread of its own, so its statements (PGlite is Postgres compiled to
// WebAssembly: every statement is the calling thread's CPU) never hold up the thread that answers requests. Fifty
// re-analyses pressed at once were half a second of statements on that thread, and every poll waited through them.
// This is the server's side: query and exec as PGlite has them, sent to the thread one at a time (piscina, as for the
// analysis pool, loads the thread's TypeScript and keeps the thread).

export interface ThreadSource {
  dataDir?: string;
  settings?: string[];
}

export type ThreadRequest = { op: 'query'; text: string; params: unknown[] } | { op: 'exec'; text: string } | { op: 'close' };

export interface ThreadResult {
  rows: unknown[];
  affectedRows: number;
}

export interface ThreadReply {
  result?: ThreadResult[] | null;
  error?: { name: string; message: string } & Record<string, unknown>;
}

/** PGlite's query, exec and close, answered from its thread. */
export interface PgliteThread {
  query(text: string, params?: unknown[]): Promise<ThreadResult>;
  exec(text: string): Promise<ThreadResult[]>;
  close(): Promise<void>;
}

const WORKER_FILE = fromRoot('server', 'db', 'pglite-thread-worker.ts');
const TSX = pathToFileURL(createRequire(fromRoot('package.json')).resolve('tsx')).href;

/** An error of the thread, as the driver's own would be (message, code, detail...). */
function rebuilt(error: NonNullable<ThreadReply['error']>): Error {
  const { name, message, ...fields } = error;
  return Object.assign(new Error(message), fields, { name });
}

/** Opens PGlite in its own thread; resolves once it answers, or rejects with why it could not open. */
export async function startPgliteThread(source: ThreadSource): Promise<PgliteThread> {
  const piscina = new Piscina({
    filename: WORKER_FILE,
    execArgv: ['--import', TSX],
    workerData: source,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Infinity,
  });
  let closed = false;
  const send = async (request: ThreadRequest): Promise<ThreadReply['result']> => {
    // Worded as PGlite's own, which connection-errors.ts knows as "the database cannot answer".
    if (closed) throw new Error('PGlite is closed');
    const reply = (await piscina.run(request)) as ThreadReply;
    if (reply.error) throw rebuilt(reply.error);
    return reply.result;
  };
  try {
    await send({ op: 'query', text: 'select 1', params: [] });
  } catch (err) {
    await piscina.destroy();
    throw err;
  }
  return {
    query: async (text, params = []) => (await send({ op: 'query', text, params }))![0]!,
    exec: async (text) => (await send({ op: 'exec', text }))!,
    async close() {
      if (closed) return;
      await send({ op: 'close' }).finally(() => (closed = true));
      await piscina.destroy();
    },
  };
}
