import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { sha256Hex } from '../secrets';
import { authErrors } from './auth-errors';

// PKCE flow states (GoTrue models/flow_state.go): created when a PKCE client starts a sign-up, recovery or
// OAuth sign-in, given an auth code when the e-mail link or provider returns, exchanged once for a session.

export const FLOW_STATE_TTL_SECONDS = 300;

export interface PkceChallenge {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** Reads code_challenge and code_challenge_method from a body; null when the client uses the implicit flow. */
export function readChallenge(body: { code_challenge?: unknown; code_challenge_method?: unknown }): PkceChallenge | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if ((challenge === undefined || challenge === null || challenge === '') && (method === undefined || method === null || method === ''))
    return null;
  if (typeof challenge !== 'string' || typeof method !== 'string') throw authErrors.pkceChallengeInvalid();
  const m = method.toLowerCase();
  if ((m !== 's256' && m !== 'plain') || challenge.length < 43 || challenge.length > 128) throw authErrors.pkceChallengeInvalid();
  return { codeChallenge: challenge, method: m };
}

export function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  if (method.toLowerCase() === 'plain') return challenge === verifier;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

export function flowStatesRepository(database: Database) {
  const { db } = database;
  return {
    async create(flow: {
      userId: string | null;
      challenge: PkceChallenge | null;
      providerType: string;
      authenticationMethod: string;
      redirectTo: string | null;
      now: Date;
    }): Promise<string> {
      const row = await db
        .insertInto('auth_flow_states')
        .values({
          user_id: flow.userId,
          code_challenge: flow.challenge?.codeChallenge ?? null,
          code_challenge_method: flow.challenge?.method ?? null,
          provider_type: flow.providerType,
          authentication_method: flow.authenticationMethod,
          redirect_to: flow.redirectTo,
          created_at: flow.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find: (id: string) => db.selectFrom('auth_flow_states').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Gives the flow an auth code (returned once, stored hashed). */
    async issueAuthCode(
      id: string,
      patch: { userId?: string; providerAccessToken?: string | null; providerRefreshToken?: string | null },
      now: Date,
    ): Promise<string> {
      const code = randomUUID();
      await db
        .updateTable('auth_flow_states')
        .set({
          auth_code_hash: sha256Hex(code),
          auth_code_issued_at: now,
          ...(patch.userId ? { user_id: patch.userId } : {}),
          ...(patch.providerAccessToken !== undefined ? { provider_access_token: patch.providerAccessToken } : {}),
          ...(patch.providerRefreshToken !== undefined ? { provider_refresh_token: patch.providerRefreshToken } : {}),
        })
        .where('id', '=', id)
        .execute();
      return code;
    },

    /** Deletes and returns the flow with this auth code (single use). */
    consumeByCode: (code: string) =>
      db.deleteFrom('auth_flow_states').where('auth_code_hash', '=', sha256Hex(code)).returningAll().executeTakeFirst(),

    async delete(id: string): Promise<void> {
      await db.deleteFrom('auth_flow_states').where('id', '=', id).execute();
    },

    /** Flows older than an hour can no longer complete; drop them as new ones arrive. */
    async prune(now: Date): Promise<void> {
      await db
        .deleteFrom('auth_flow_states')
        .where('created_at', '<', new Date(now.getTime() - 3600_000))
        .execute();
    },
  };
}
