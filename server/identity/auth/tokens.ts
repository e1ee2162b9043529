import { SignJWT } from 'jose';
import type { IdentityContext } from './context';
import type { SessionRow } from './sessions.repository';
import { userJson } from './user-json';
import type { UserRow } from './users.repository';

// Access tokens with Supabase's claims (tokens/service.go GenerateAccessToken), signed ES256 with the key
// published at /auth/v1/.well-known/jwks.json.

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export async function mintAccessToken(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  session: SessionRow,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    aud: 'authenticated',
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: ctx.keys.kid, typ: 'JWT' })
    .setIssuer(`${base}/auth/v1`)
    .setSubject(user.id)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(ctx.keys.privateKey);
  return { token, expiresAt };
}

export async function sessionResponse(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  // One clock reading per request: a sign-in's token is issued at the instant its amr entry records,
  // even when the request straddles a second.
  const { token, expiresAt } = await mintAccessToken(ctx, base, user, session, now);
  const identities = await ctx.users.identitiesOf(user.id);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities, now),
    ...extra,
  };
}

export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/** Starts a session for a user who just proved who they are, and answers with its tokens. */
export async function startSession(ctx: IdentityContext, base: string, user: UserRow, method: string, extra: Record<string, unknown> = {}) {
  const now = ctx.now();
  const session = await ctx.sessions.create(user.id, [{ method, timestamp: Math.floor(now.getTime() / 1000) }], now);
  const refreshToken = await ctx.sessions.issueRefreshToken(session, null, now);
  const updated = (await ctx.users.update(user.id, { last_sign_in_at: now }, now)) ?? user;
  return sessionResponse(ctx, base, updated, session, refreshToken, now, extra);
}
