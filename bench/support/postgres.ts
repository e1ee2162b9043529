import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { fromRoot } from '../../server/paths';

// The PostgreSQL the benchmark's second server runs on: a fresh database on the cluster BENCH_DATABASE_URL or
// TEST_DATABASE_URL names, or else a throw-away cluster started with scripts/throwaway-postgres.sh when the
// PostgreSQL binaries are installed. When neither is possible, the caller is told why and skips PostgreSQL.

export interface PostgresCluster {
  url: string;
  source: string;
  /** Another new, empty database on the same cluster (dropped with drop(), or with the cluster). */
  another(): Promise<{ url: string; drop(): Promise<void> }>;
  release(): Promise<void>;
}

export type PostgresTarget = PostgresCluster | { skipped: string };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lo_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: () => admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** A new, empty database on the cluster `adminUrl` points at; dropped on release, with any others made. */
async function freshDatabase(adminUrl: string, source: string): Promise<PostgresCluster> {
  const first = await createDatabase(adminUrl);
  const others: { drop(): Promise<void> }[] = [];
  return {
    url: first.url,
    source,
    async another() {
      const made = await createDatabase(adminUrl);
      others.push(made);
      return made;
    },
    async release() {
      for (const d of [...others, first]) await d.drop().catch(() => undefined);
    },
  };
}

function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/initdb`) && existsSync(`${root}/${v}/bin/pg_ctl`));
  return versions.length ? `${root}/${versions.sort((a, b) => Number(b) - Number(a))[0]}/bin` : null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function acquirePostgres(): Promise<PostgresTarget> {
  const given = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : null;
  if (given) {
    try {
      return await freshDatabase(process.env[given]!, `a new database on ${given}`);
    } catch (err) {
      return { skipped: `${given} is set but its PostgreSQL could not be used (${err instanceof Error ? err.message : String(err)})` };
    }
  }
  const binaries = postgresBinaries();
  if (!binaries) {
    return {
      skipped:
        'no PostgreSQL is available: BENCH_DATABASE_URL and TEST_DATABASE_URL are unset and no PostgreSQL binaries are installed (/usr/lib/postgresql/*/bin)',
    };
  }
  let port = Number(process.env.PGPORT ?? 55440);
  for (let tries = 0; tries < 20 && !(await portIsFree(port)); tries++) port++;
  let exports: string;
  try {
    exports = execFileSync('bash', [fromRoot('scripts', 'throwaway-postgres.sh')], {
      env: { ...process.env, PGPORT: String(port) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    return { skipped: `a throw-away PostgreSQL cluster (${binaries}) could not be started${stderr ? `: ${stderr}` : ''}` };
  }
  const url = /TEST_DATABASE_URL=(\S+)/.exec(exports)?.[1];
  const dir = /THROWAWAY_PGROOT=(\S+)/.exec(exports)?.[1];
  if (!url || !dir) return { skipped: `scripts/throwaway-postgres.sh printed no address: ${exports}` };
  const stop = () => {
    try {
      execFileSync('bash', [fromRoot('scripts', 'throwaway-postgres.sh'), 'stop', dir], { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const database = await freshDatabase(url, `a throw-away cluster on port ${port} (scripts/throwaway-postgres.sh)`);
    if ('skipped' in database) return database;
    return { ...database, release: async () => stop() };
  } catch (err) {
    stop();
    return {
      skipped: `the throw-away PostgreSQL on port ${port} did not accept a database (${err instanceof Error ? err.message : String(err)})`,
    };
  }
}
