import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { bearerToken } from '../../http/auth-guard';
import { isUuid } from '../secrets';
import { authErrors } from './auth-errors';
import type { IdentityContext } from './context';
import type { SessionRow } from './sessions.repository';
import type { UserRow } from './users.repository';

// Bearer checks of GoTrue's auth.go, in its order: signature and expiry, then that the sub user and the
// session_id session still exist, then the ban.

export async function verifyJwt(ctx: IdentityContext, token: string, options: { audience?: string } = {}): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, ctx.keys.publicKey, {
      algorithms: ['ES256'],
      currentDate: ctx.now(),
      ...(options.audience ? { audience: options.audience } : {}),
    });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw authErrors.badJwt(`token has invalid claims: ${err.message}`);
    throw authErrors.badJwt(err instanceof Error ? err.message : 'token is malformed');
  }
}

export interface AuthenticatedRequest {
  user: UserRow;
  session: SessionRow;
  claims: JWTPayload;
}

export async function authenticateUser(ctx: IdentityContext, request: FastifyRequest): Promise<AuthenticatedRequest> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyJwt(ctx, token, { audience: 'authenticated' });
  if (typeof claims.sub !== 'string') throw authErrors.jwtUserMissing();
  const user = isUuid(claims.sub) ? await ctx.users.findById(claims.sub) : undefined;
  if (!user) throw authErrors.jwtUserMissing();
  const session = isUuid(claims.session_id) ? await ctx.sessions.find(claims.session_id) : undefined;
  if (!session || session.user_id !== user.id) throw authErrors.jwtSessionMissing();
  if (user.banned_until && new Date(user.banned_until) > ctx.now()) throw authErrors.userBanned();
  return { user, session, claims };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** Admin endpoints: a JWT whose role is an admin role (the service-role key). */
export async function requireAdmin(ctx: IdentityContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyJwt(ctx, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw authErrors.notAdmin();
}
