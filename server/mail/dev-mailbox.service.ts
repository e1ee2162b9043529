import type { Database } from '../db/database';
import { outboxRepository, type OutboxMessage } from './outbox.repository';

export type { OutboxMessage };

// What the dev mailbox shows: the messages the server "sent", newest first, for everyone or one recipient.

export function devMailboxService(database: Database) {
  const outbox = outboxRepository(database);
  return {
    /** The newest messages; `to` (any case, surrounding spaces ignored) keeps one recipient's. */
    async messages(to?: string): Promise<OutboxMessage[]> {
      const recipient = to?.trim().toLowerCase();
      return outbox.list(recipient ? { to: recipient } : {});
    },
  };
}

export type DevMailboxService = ReturnType<typeof devMailboxService>;
