// Which table a single INSERT, UPDATE or DELETE writes to, read from its text: what the embedded database's write
// counts (pglite-dialect.ts) and PostgreSQL's change notices (change-notices.ts) both need to know of a statement.

const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?[\s(]/i;

/** The table, lower-case; undefined when it cannot be told (a CTE, several statements, another schema). */
export function tableWrittenBy(text: string): string | undefined {
  if (/;\s*\S/.test(text)) return undefined;
  return TARGET.exec(text)?.[1]?.toLowerCase();
}
