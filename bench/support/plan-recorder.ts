import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import type { DB } from '../../server/db/schema';

// A PostgreSQL Database for the product's repositories that asks the planner about every statement before it
// runs it: EXPLAIN (FORMAT JSON) with the same parameters, recorded under the label of the call being made.
// The statement then runs as usual, so the repositories behave as in the server.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface RecordedQuery {
  label: string;
  sql: string;
  plan: PlanNode;
  ms: number;
}

const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/** Every scan node of a plan: node type, relation and index. */
export function scansOf(plan: PlanNode): { node: string; relation: string; index: string | null }[] {
  const out: { node: string; relation: string; index: string | null }[] = [];
  const visit = (node: PlanNode) => {
    if (node['Relation Name']) out.push({ node: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] ?? null });
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return out;
}

export async function recordingPostgres(url: string): Promise<{
  database: Database;
  recorded: RecordedQuery[];
  /** Labels the statements of the calls that follow. */
  label(name: string): void;
  /** Records the plan of a statement without running it (what a foreign key's cascade runs, for instance). */
  explain(label: string, text: string, values: unknown[]): Promise<void>;
}> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const recorded: RecordedQuery[] = [];
  let current = 'unlabelled';

  async function plan(client: pg.PoolClient | pg.Pool, label: string, text: string, values: readonly unknown[]) {
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, [...values]);
    return { label, sql: text.replace(/\s+/g, ' ').trim(), plan: rows[0]!['QUERY PLAN'][0]!.Plan, ms: 0 };
  }

  async function run(client: pg.PoolClient | pg.Pool, text: string, values: readonly unknown[]) {
    const entry = PLANNED.test(text) ? await plan(client, current, text, values) : null;
    const started = performance.now();
    const result = await client.query(text, [...values]);
    if (entry) recorded.push({ ...entry, ms: performance.now() - started });
    return result;
  }

  const recordingPool = {
    async connect() {
      const client = await pool.connect();
      return {
        query: (text: string, values: readonly unknown[] = []) => run(client, text, values),
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: recordingPool as never }) });
  const database: Database = {
    kind: 'postgres',
    db,
    async executeSql(text, values = []) {
      const result = await run(pool, text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async ping() {
      const started = performance.now();
      await sql`select 1`.execute(db);
      return performance.now() - started;
    },
    close: () => db.destroy(),
  };
  return {
    database,
    recorded,
    label: (name) => (current = name),
    async explain(label, text, values) {
      recorded.push(await plan(pool, label, text, values));
    },
  };
}
