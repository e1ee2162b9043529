// @ts-check
// The embedded database's own thread (see pglite-thread-client.ts). Plain JavaScript because a worker thread's
// entry file is loaded by Node itself: neither tsx's loader nor Jest's transform reaches it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** An error as plain data: a message, a name and the fields PostgreSQL sends (code, detail, constraint, ...). */
function plain(/** @type {unknown} */ error) {
  const source = /** @type {Record<string, unknown>} */ (error instanceof Error ? error : { message: String(error) });
  /** @type {Record<string, string | number | boolean>} */
  const out = { name: String(source.name ?? 'Error'), message: String(source.message ?? error) };
  // Primitive fields only: PGlite also hangs the statement's parameters on its errors, which stay here.
  for (const [key, value] of Object.entries(source))
    if (key !== 'params' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) out[key] = value;
  return out;
}

/** @param {import('@electric-sql/pglite').Results<unknown> | undefined} result */
const slim = (result) => ({ rows: result?.rows ?? [], affectedRows: result?.affectedRows ?? 0 });

try {
  const lite = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    ...(workerData.settings ? { postgresqlconf: workerData.settings } : {}),
  });
  port.on('message', async (/** @type {{ id: number, op: 'query' | 'exec' | 'close', text?: string, params?: unknown[] }} */ m) => {
    try {
      if (m.op === 'close') {
        await lite.close();
        port.postMessage({ id: m.id, result: null });
        return;
      }
      // exec may run several statements; its caller only ever reads the last one's result.
      const result = m.op === 'query' ? await lite.query(m.text ?? '', m.params ?? []) : (await lite.exec(m.text ?? '')).at(-1);
      port.postMessage({ id: m.id, result: slim(result) });
    } catch (error) {
      port.postMessage({ id: m.id, error: plain(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plain(error) });
}
