import type { Database } from '../db/database';
import type { MailKind } from './templates';

export interface OutboxMessage {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export function outboxRepository(database: Database) {
  const { db } = database;
  return {
    async add(message: { kind: MailKind; to: string; subject: string; text: string; html: string; createdAt: Date }): Promise<string> {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: message.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.updateTable('mail_outbox').set({ sent_at: at, error: null }).where('id', '=', id).execute();
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
    },

    /** Newest first; optionally only one recipient's messages. */
    async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      let query = db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit ?? 100);
      if (options.to) query = query.where('to_address', '=', options.to);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as MailKind,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        createdAt: new Date(r.created_at).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
        error: r.error,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
