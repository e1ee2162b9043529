import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { sessionResponse, type SessionResponse } from '../tokens';
import { isBanned } from '../user-state';

// POST /token?grant_type=refresh_token: rotation with GoTrue's reuse rules (tokens/service.go RefreshTokenGrant).

export async function refreshGrant(
  ctx: IdentityContext,
  body: Record<string, unknown>,
  options: { base: string },
  attempt = 0,
): Promise<SessionResponse> {
  const token = body.refresh_token;
  if (typeof token !== 'string' || token === '') throw authErrors.refreshRequired();
  const row = await ctx.sessions.findRefreshToken(token);
  if (!row) throw authErrors.refreshNotFound();
  const session = await ctx.sessions.find(row.session_id);
  if (!session) throw authErrors.refreshNoSession();
  const user = await ctx.users.findById(row.user_id);
  if (!user) throw authErrors.refreshNotFound();
  if (isBanned(ctx, user)) throw authErrors.userBanned();
  const now = ctx.now();

  let issued: string;
  if (row.revoked) {
    const active = await ctx.sessions.activeRefreshToken(session.id);
    const revokedAgo = (now.getTime() - new Date(row.updated_at).getTime()) / 1000;
    if (active && active.parent_id === row.id) {
      // The client never got the answer that carried the child: hand it the same child again.
      issued = ctx.sessions.tokenFor(active.id);
    } else if (revokedAgo <= ctx.limits.refreshReuseSeconds) {
      // Two tabs refreshing at once: a short grace period, as hosted projects allow.
      issued = await ctx.sessions.issueRefreshToken(session, row.id, now);
    } else {
      // A stolen token replayed after its owner moved on: end the whole session (every token of it).
      await ctx.sessions.delete(session.id);
      throw authErrors.refreshAlreadyUsed();
    }
  } else {
    const won = await ctx.sessions.revokeRefreshToken(row.id, now);
    if (!won) {
      if (attempt > 2) throw authErrors.refreshAlreadyUsed();
      return refreshGrant(ctx, body, options, attempt + 1);
    }
    issued = await ctx.sessions.issueRefreshToken(session, row.id, now);
  }
  await ctx.sessions.touch(session.id, now);
  return sessionResponse(ctx, options.base, user, session, issued, now);
}
