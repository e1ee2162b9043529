import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadSource } from './pglite-thread';

// The embedded database's own thread (see pglite-thread.ts): it opens PGlite and runs what the server's thread
// sends, one statement at a time, answering with the rows or the error's fields (an Error crossing threads loses
// its code).

const source = workerData as ThreadSource;
const opening = PGlite.create({
  ...(source.dataDir ? { dataDir: source.dataDir } : {}),
  ...(source.settings ? { postgresqlconf: source.settings } : {}),
});
// Not left unhandled while no statement has come yet: the first one gives the reason.
opening.catch(() => undefined);

function fieldsOf(err: unknown): NonNullable<ThreadReply['error']> {
  const error = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object') fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

export default async function run(request: ThreadRequest): Promise<ThreadReply> {
  try {
    const lite = await opening;
    if (request.op === 'query') {
      const r = await lite.query(request.text, request.params);
      return { result: [{ rows: r.rows, affectedRows: r.affectedRows ?? 0 }] };
    }
    if (request.op === 'exec')
      return { result: (await lite.exec(request.text)).map((r) => ({ rows: r.rows, affectedRows: r.affectedRows ?? 0 })) };
    await lite.close();
    return { result: null };
  } catch (err) {
    return { error: fieldsOf(err) };
  }
}
