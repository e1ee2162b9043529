import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { sha256Hex } from '../secrets';

// E-mail link tokens as GoTrue makes them: a 6-digit OTP, and the link token = hex SHA-224 of email + OTP
// (so verifyOtp({ email, token }) and the link both work). PKCE links carry 'pkce_' + that hash. The table
// keeps a SHA-256 of the link token; each user has at most one live token per kind. An e-mail change has a
// token for the new address (hashed with that address) and, with secure e-mail change, one for the current
// address; a reauthentication token is a code only, checked by updateUser.

export type OneTimeTokenType =
  'confirmation' | 'recovery' | 'magiclink' | 'invite' | 'email_change_current' | 'email_change_new' | 'reauthentication';

export const ALL_TOKEN_TYPES: OneTimeTokenType[] = [
  'confirmation',
  'recovery',
  'magiclink',
  'invite',
  'email_change_current',
  'email_change_new',
  'reauthentication',
];

export const OTP_TTL_SECONDS = 3600;
export const PKCE_PREFIX = 'pkce_';

export function linkTokenFor(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Which stored kinds a verify `type` may consume (GoTrue: 'email' covers sign-up and magic link). */
export function kindsForVerifyType(type: string): OneTimeTokenType[] | null {
  switch (type) {
    case 'signup':
      return ['confirmation'];
    case 'recovery':
      return ['recovery'];
    case 'magiclink':
      return ['magiclink'];
    case 'invite':
      return ['invite'];
    case 'email':
      return ['confirmation', 'magiclink'];
    case 'email_change':
      return ['email_change_current', 'email_change_new'];
    default:
      return null;
  }
}

export function oneTimeTokensRepository(database: Database) {
  const { db } = database;
  return {
    /** Replaces the user's live token of this kind. */
    async put(token: { userId: string; type: OneTimeTokenType; linkToken: string; flowStateId: string | null; now: Date }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('auth_one_time_tokens').where('user_id', '=', token.userId).where('token_type', '=', token.type).execute();
        await trx
          .insertInto('auth_one_time_tokens')
          .values({
            user_id: token.userId,
            token_type: token.type,
            token_hash: sha256Hex(token.linkToken),
            flow_state_id: token.flowStateId,
            created_at: token.now,
          })
          .execute();
      });
    },

    /** Finds and deletes a live token (single use); undefined when unknown, expired or of another kind. */
    async consume(linkToken: string, kinds: OneTimeTokenType[], now: Date) {
      const row = await db
        .deleteFrom('auth_one_time_tokens')
        .where('token_hash', '=', sha256Hex(linkToken))
        .where('token_type', 'in', kinds)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (new Date(row.created_at).getTime() + OTP_TTL_SECONDS * 1000 < now.getTime()) return undefined;
      return row;
    },

    /** Whether the user holds a live token of this kind. */
    async has(userId: string, type: OneTimeTokenType, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('auth_one_time_tokens')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('token_type', '=', type)
        .executeTakeFirst();
      return row !== undefined && new Date(row.created_at).getTime() + OTP_TTL_SECONDS * 1000 >= now.getTime();
    },

    async clear(userId: string, types: OneTimeTokenType[]): Promise<void> {
      await db.deleteFrom('auth_one_time_tokens').where('user_id', '=', userId).where('token_type', 'in', types).execute();
    },
  };
}
