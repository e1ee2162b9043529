import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { pgliteDialect, runOnPglite, SessionLock, WriteCounter, type LiteSession } from './pglite-dialect';
import { startPgliteThread } from './pglite-thread';
import { ChangeNotices, connectionWrites } from './change-notices';
import { isFirstInLine } from './reads-first';

export type DatabaseKind = 'pglite' | 'postgres';

export interface SqlResult {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are whatever the statement selected; callers name their shape
  rows: any[];
  rowCount: number;
}

/** One database handle for the whole server: Kysely for queries, raw SQL for pg-boss and migrations. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  /**
   * Raw SQL of the job queue (pg-boss), which reads and writes only its own schema. On PGlite it leaves the
   * write count alone: the queue's workers write every second they poll, and the reads cached for the
   * browser's polls (ReadCache) depend on application tables only. Absent: the queue uses executeSql.
   */
  queueSql?(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  /** Round-trip time of `select 1` in milliseconds; throws when the database cannot answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Embedded PGlite only: how many statements that may change data have run so far (of those that may have
   * written to one of `tables`, when given). Unchanged, it proves nothing was written since (see ReadCache).
   * Absent for PostgreSQL, which other processes also write to.
   */
  writeCount?(tables?: readonly string[]): number;
  /**
   * PostgreSQL only: a number that changes whenever `userId`'s rows in `tables` (of NOTICED_TABLES) may have changed,
   * whichever process changed them, or undefined when that cannot be known now (see ChangeNotices).
   */
  changeStamp?(tables: readonly string[], userId: string): Promise<number | undefined>;
  /**
   * PostgreSQL only: the same number from the notices come so far, at once; `settled` when those of this process's
   * own writes to `tables` are all in (else changeStamp waits for them first).
   */
  changeStampSoFar?(tables: readonly string[], userId: string): { stamp: number; settled: boolean } | undefined;
}

export interface PgliteSource {
  /** A folder to persist in; omit for an in-memory database. */
  dataDir?: string;
  /** A dump from PGlite's dumpDataDir, to start from a prepared template (tests). */
  loadDataDir?: Blob | File;
  /** postgresql.conf lines, e.g. a small shared_buffers for the many short-lived databases of the tests. */
  settings?: string[];
}

export async function openPglite(source: PgliteSource = {}): Promise<Database & { lite: PGlite }> {
  if (source.dataDir) mkdirSync(path.dirname(source.dataDir), { recursive: true });
  const lite = await PGlite.create({
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    ...(source.settings ? { postgresqlconf: source.settings } : {}),
  });
  return { ...pgliteDatabase(lite, () => lite.close()), lite };
}

/**
 * PGlite in a thread of its own (pglite-thread.ts): what a server opens, so that its statements never hold up the
 * thread that answers requests. Tests open it in place (openPglite), where they can start from a template.
 */
export async function openPgliteThread(source: Pick<PgliteSource, 'dataDir' | 'settings'> = {}): Promise<Database> {
  if (source.dataDir) mkdirSync(path.dirname(source.dataDir), { recursive: true });
  const lite = await startPgliteThread(source);
  return pgliteDatabase(lite, () => lite.close());
}

function pgliteDatabase(lite: LiteSession, closeLite: () => Promise<void>): Database {
  const lock = new SessionLock(isFirstInLine);
  const writes = new WriteCounter();
  const db = new Kysely<DB>({ dialect: pgliteDialect(lite, lock, writes) });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    // One statement per turn of the session: a transaction begun here cannot stay open past it (see settle).
    executeSql: (text, values = []) => lock.run(() => runOnPglite(lite, text, values, writes).finally(() => writes.settle())),
    queueSql: (text, values = []) => lock.run(() => runOnPglite(lite, text, values)),
    writeCount: (tables) => (tables ? writes.countFor(tables) : writes.count),
    async ping() {
      const started = performance.now();
      await lock.run(() => lite.query('select 1'));
      return performance.now() - started;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await lock.run(closeLite);
    },
  };
}

// pg returns int8 as strings; PGlite returns numbers. Counts and sizes fit in a double, so both give numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    if (oid === (pg.types.builtins.INT8 as number)) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

export async function openPostgres(
  connectionString: string,
  options: { max?: number; firstLaneMax?: number } = {},
): Promise<Database & { pool: pg.Pool }> {
  const poolOf = (max: number) => {
    const pool = new pg.Pool({
      connectionString,
      max,
      types: pgTypes,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor a client that is checked out between two queries when the connection drops (Kysely adds no listener):
    // pg then emits 'error' on the client itself. The next query on it fails, and the pool discards it on release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      noticeWritesOf(client, (tables) => notices.noteLocalWrites(tables));
    });
    return pool;
  };
  const notices = new ChangeNotices(connectionString);
  void notices.start();
  const pool = poolOf(options.max ?? 10);
  // What the browser waits to read (reads-first.ts) has connections of its own: fifty re-analyses pressed at once
  // queued their statements for the pool's ten, and every poll's session check waited behind them.
  const firstLane = poolOf(options.firstLaneMax ?? Math.max(1, Math.ceil((options.max ?? 10) / 3)));
  const poolNow = () => (isFirstInLine() ? firstLane : pool);
  const router = {
    connect: () => poolNow().connect(),
    end: async () => {
      await Promise.all([pool.end(), firstLane.end()]);
    },
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: router }) });
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    db,
    async executeSql(text, values = []) {
      const result = await poolNow().query(text, values.length ? (values as unknown[]) : undefined);
      const last = (Array.isArray(result) ? result.at(-1) : result) as pg.QueryResult | undefined;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    changeStamp: (tables, userId) => notices.stamp(tables, userId),
    changeStampSoFar: (tables, userId) => notices.soFar(tables, userId),
    async ping() {
      const started = performance.now();
      await sql`select 1`.execute(db);
      return performance.now() - started;
    },
    async close() {
      if (closed) return;
      closed = true;
      await notices.close();
      await db.destroy();
    },
  };
}

/** Calls `written` when a statement makes changes to noticed tables visible, before its caller hears of it. */
function noticeWritesOf(client: pg.PoolClient, written: (tables: readonly string[]) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const writes = connectionWrites();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const tables = text ? writes(text) : [];
    if (tables.length === 0) return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        written(tables);
        (last as (...a: unknown[]) => void)(...answer);
      };
      return query(...args);
    }
    const answered = query(...args) as Promise<unknown> | undefined;
    const done = () => written(tables);
    answered?.then?.(done, done);
    return answered;
  }) as typeof client.query;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPgliteThread({ dataDir: path.join(options.dataDir, 'db') });
}
