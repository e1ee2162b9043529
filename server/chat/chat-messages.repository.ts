import type { Selectable } from 'kysely';
import type { ChatMessage } from '../../contract/wire';
import type { Database } from '../db/database';
import type { ChatMessagesTable } from '../db/schema';

// Chat messages, always read and written for one user. A thread is (user, listing) or (user, general).

type Row = Selectable<ChatMessagesTable>;

export interface StoredMessage extends ChatMessage {
  section: string | null;
}

function toMessage(row: Row): StoredMessage {
  return {
    id: row.id,
    userId: row.user_id,
    listingId: row.listing_id,
    role: row.role,
    content: row.content,
    section: row.section,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Strips fields the wire type does not have. */
export function toWire(message: StoredMessage): ChatMessage {
  const { section: _section, ...wire } = message;
  return wire;
}

export interface NewUserMessage {
  userId: string;
  listingId: string | null;
  content: string;
  section: string | null;
  clientMessageId: string | null;
}

export const THREAD_LIMIT = 500;

export function chatMessagesRepository(database: Database) {
  const { db } = database;

  const thread = (userId: string, listingId: string | null) => {
    const q = db.selectFrom('chat_messages').where('user_id', '=', userId);
    return listingId === null ? q.where('listing_id', 'is', null) : q.where('listing_id', '=', listingId);
  };

  async function findByClientId(userId: string, clientMessageId: string): Promise<StoredMessage | null> {
    const row = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('client_message_id', '=', clientMessageId)
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  async function replyTo(userId: string, userMessageId: string): Promise<StoredMessage | null> {
    const row = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('reply_to', '=', userMessageId)
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  return {
    findByClientId,
    replyTo,

    /** The thread, oldest first: its latest THREAD_LIMIT messages. */
    async listThread(userId: string, listingId: string | null, limit = THREAD_LIMIT): Promise<StoredMessage[]> {
      const rows = await thread(userId, listingId).selectAll().orderBy('seq', 'desc').limit(limit).execute();
      return rows.reverse().map(toMessage);
    },

    /**
     * The thread's latest user message when it has this content and section and was stored after `since`: a
     * send the browser retried because it never saw the answer.
     */
    async findRecentRepeat(message: Omit<NewUserMessage, 'clientMessageId'>, since: Date): Promise<StoredMessage | null> {
      const latest = await thread(message.userId, message.listingId)
        .selectAll()
        .where('role', '=', 'user')
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) return null;
      const same = latest.content === message.content && (latest.section ?? null) === (message.section ?? null);
      return same && new Date(latest.created_at).getTime() >= since.getTime() ? toMessage(latest) : null;
    },

    /** Stores a user message; with a client id already used, answers the stored one instead. */
    async insertUserMessage(message: NewUserMessage): Promise<{ message: StoredMessage; created: boolean }> {
      const row = await db
        .insertInto('chat_messages')
        .values({
          user_id: message.userId,
          listing_id: message.listingId,
          role: 'user',
          content: message.content,
          section: message.section,
          client_message_id: message.clientMessageId,
        })
        .onConflict((oc) => oc.columns(['user_id', 'client_message_id']).where('client_message_id', 'is not', null).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { message: toMessage(row), created: true };
      const existing = await findByClientId(message.userId, message.clientMessageId!);
      if (!existing) throw new Error('chat message conflict without a stored message');
      return { message: existing, created: false };
    },

    /** Stores the answer to a user message; when another request answered it first, returns that answer. */
    async insertReply(question: StoredMessage, content: string): Promise<StoredMessage> {
      const row = await db
        .insertInto('chat_messages')
        .values({
          user_id: question.userId,
          listing_id: question.listingId,
          role: 'assistant',
          content,
          section: question.section,
          reply_to: question.id,
        })
        .onConflict((oc) => oc.column('reply_to').where('reply_to', 'is not', null).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return toMessage(row);
      const existing = await replyTo(question.userId, question.id);
      if (!existing) throw new Error('chat reply conflict without a stored reply');
      return existing;
    },

    /** Messages of the thread stored before the given one, oldest first (context for the model). */
    async before(userId: string, listingId: string | null, message: StoredMessage, limit: number): Promise<StoredMessage[]> {
      const anchor = await db
        .selectFrom('chat_messages')
        .select('seq')
        .where('id', '=', message.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!anchor) return [];
      const rows = await thread(userId, listingId).selectAll().where('seq', '<', anchor.seq).orderBy('seq', 'desc').limit(limit).execute();
      return rows.reverse().map(toMessage);
    },
  };
}

export type ChatMessagesRepository = ReturnType<typeof chatMessagesRepository>;
