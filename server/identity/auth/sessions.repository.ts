import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthRefreshTokensTable, AuthSessionsTable } from '../../db/schema';
import { hmacBase64Url, sha256Hex } from '../secrets';

export type SessionRow = Selectable<AuthSessionsTable>;
export type RefreshTokenRow = Selectable<AuthRefreshTokensTable>;
export type AmrEntry = { method: string; timestamp: number };

// A refresh token is an HMAC of its row id under the server secret: the table keeps only its SHA-256, yet
// the server can hand the currently active token out again when a client lost the response that carried it.

export function sessionsRepository(database: Database, serverSecret: string) {
  const { db } = database;
  const tokenFor = (id: string) => hmacBase64Url(serverSecret, `refresh-token:${id}`);

  return {
    tokenFor,
    hashOf: (token: string) => sha256Hex(token),

    async create(userId: string, amr: AmrEntry[], now: Date): Promise<SessionRow> {
      return db
        .insertInto('auth_sessions')
        .values({ user_id: userId, amr: JSON.stringify(amr), created_at: now, refreshed_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find: (id: string) => db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

    async exists(id: string, userId: string): Promise<boolean> {
      const row = await db.selectFrom('auth_sessions').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('auth_sessions').where('id', '=', id).execute();
    },

    /** Ends every session of the user, or every one but `keep`. */
    async deleteForUser(userId: string, keep?: string): Promise<void> {
      let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
      if (keep) query = query.where('id', '<>', keep);
      await query.execute();
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.updateTable('auth_sessions').set({ refreshed_at: now }).where('id', '=', id).execute();
    },

    async issueRefreshToken(session: { id: string; user_id: string }, parentId: string | null, now: Date): Promise<string> {
      const id = randomUUID();
      const token = tokenFor(id);
      await db
        .insertInto('auth_refresh_tokens')
        .values({
          id,
          token_hash: sha256Hex(token),
          parent_id: parentId,
          session_id: session.id,
          user_id: session.user_id,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return token;
    },

    findRefreshToken: (token: string) =>
      db.selectFrom('auth_refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst(),

    /** Marks the token used; false when another request revoked it first. */
    async revokeRefreshToken(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('auth_refresh_tokens')
        .set({ revoked: true, updated_at: now })
        .where('id', '=', id)
        .where('revoked', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    activeRefreshToken: (sessionId: string) =>
      db
        .selectFrom('auth_refresh_tokens')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('revoked', '=', false)
        .orderBy('seq', 'desc')
        .executeTakeFirst(),
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
