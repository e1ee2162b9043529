import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { FLOW_STATE_TTL_SECONDS, verifierMatches } from '../pkce';
import { startSession } from '../tokens';
import { isBanned } from '../user-state';

// POST /token?grant_type=pkce: the auth code of an e-mail link or OAuth sign-in, with its code verifier.

export async function pkceGrant(ctx: IdentityContext, body: Record<string, unknown>, options: { base: string }) {
  const code = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') throw authErrors.pkceEmpty();
  const flow = await ctx.flows.consumeByCode(code);
  if (!flow || !flow.user_id) throw authErrors.flowStateNotFound();
  const issuedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (ctx.now().getTime() - issuedAt > FLOW_STATE_TTL_SECONDS * 1000) throw authErrors.flowStateExpired();
  if (!flow.code_challenge || !flow.code_challenge_method || !verifierMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
    throw authErrors.badCodeVerifier();
  }
  const user = await ctx.users.findById(flow.user_id);
  if (!user) throw authErrors.flowStateNotFound();
  if (isBanned(ctx, user)) throw authErrors.userBanned();
  const extra = flow.provider_access_token
    ? {
        provider_token: flow.provider_access_token,
        ...(flow.provider_refresh_token ? { provider_refresh_token: flow.provider_refresh_token } : {}),
      }
    : {};
  return startSession(ctx, options.base, user, flow.authentication_method, extra);
}
