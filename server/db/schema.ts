import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Each feature adds its tables here beside its SQL migration.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  app_meta: AppMetaTable;
}
