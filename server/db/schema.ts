import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Each feature adds its tables here beside its SQL migration.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Timestamp>;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  seq: Generated<number>;
  user_id: string;
  listing_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  section: string | null;
  client_message_id: string | null;
  reply_to: string | null;
  /** Timestamp already allows leaving it out on insert (database default). */
  created_at: Timestamp;
}

export interface DB {
  app_meta: AppMetaTable;
  chat_messages: ChatMessagesTable;
}
