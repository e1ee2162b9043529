import type { Database } from '../db/database';
import { sha256Hex } from '../identity/secrets';

// Reset links of the product's own forgot-password flow. Only a SHA-256 of each token is stored; a token
// works once and for one hour.

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export function passwordResetRepository(database: Database) {
  const { db } = database;
  return {
    async create(reset: { userId: string; email: string; token: string; now: Date }): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
        .values({
          user_id: reset.userId,
          email: reset.email,
          token_hash: sha256Hex(reset.token),
          created_at: reset.now,
          expires_at: new Date(reset.now.getTime() + RESET_TOKEN_TTL_MS),
        })
        .execute();
    },

    /** The live (unused, unexpired) token row, if any. */
    findLive: (token: string, now: Date) =>
      db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),

    /** Uses the token up; undefined when it is unknown, used or expired (or another request won). */
    claim: (token: string, now: Date) =>
      db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst(),

    async unclaim(id: string): Promise<void> {
      await db.updateTable('password_reset_tokens').set({ used_at: null }).where('id', '=', id).execute();
    },

    /** After a successful reset, the user's other outstanding links stop working too. */
    async retireOthers(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
