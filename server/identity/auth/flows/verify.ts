import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { kindsForVerifyType, linkTokenFor, PKCE_PREFIX, type OneTimeTokenType } from '../one-time-tokens';
import { withFragment, withQuery } from '../redirects';
import { limit } from '../request-limits';
import { startSession } from '../tokens';
import { readEmail } from '../user-input';
import { confirmEmail } from '../user-state';

// GoTrue verify.go: GET /verify is the link in an e-mail (answered with a 303 back to the app), POST /verify
// is verifyOtp with the 6-digit code or the token hash (answered with a session).

const AMR_FOR_KIND: Record<OneTimeTokenType, string> = {
  confirmation: 'otp',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
};

/** Consumes an e-mail link or OTP token; null when it is unknown, used or expired. */
async function consumeToken(ctx: IdentityContext, linkToken: string, type: string) {
  const kinds = kindsForVerifyType(type);
  if (!kinds) throw authErrors.verifyBadType();
  const pkce = linkToken.startsWith(PKCE_PREFIX);
  const raw = pkce ? linkToken.slice(PKCE_PREFIX.length) : linkToken;
  if (!/^[0-9a-f]{56}$/.test(raw)) return null;
  const row = await ctx.oneTimeTokens.consume(raw, kinds, ctx.now());
  if (!row) return null;
  const found = await ctx.users.findById(row.user_id);
  if (!found) return null;
  const user = await confirmEmail(ctx, found);
  return { user, kind: row.token_type as OneTimeTokenType, flowStateId: row.flow_state_id, pkce };
}

/** GET /verify: where to send the browser. */
export async function verifyLink(
  ctx: IdentityContext,
  query: { token?: unknown; type?: unknown },
  options: { ip: string; base: string; redirectTo: string },
): Promise<string> {
  limit(ctx.limiters.verifyPerIp, options.ip);
  const token = typeof query.token === 'string' ? query.token : '';
  const type = typeof query.type === 'string' ? query.type : '';
  const pkce = token.startsWith(PKCE_PREFIX);
  const failure = () => {
    const params = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '' };
    const target = pkce
      ? withQuery(options.redirectTo, {
          error: params.error,
          error_code: params.error_code,
          error_description: params.error_description,
        })
      : options.redirectTo;
    return withFragment(target, params);
  };
  if (!kindsForVerifyType(type)) return failure();
  const result = await consumeToken(ctx, token, type);
  if (!result) return failure();
  if (result.pkce) {
    if (!result.flowStateId) return failure();
    const code = await ctx.flows.issueAuthCode(result.flowStateId, {}, ctx.now());
    return withQuery(options.redirectTo, { code });
  }
  const session = await startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.kind]);
  return withFragment(options.redirectTo, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: 'bearer',
    type,
  });
}

/** POST /verify: { email, token, type } or { token_hash, type }. */
export async function verifyOtp(ctx: IdentityContext, body: Record<string, unknown>, options: { ip: string; base: string }) {
  limit(ctx.limiters.verifyPerIp, options.ip);
  const type = typeof body.type === 'string' ? body.type : '';
  if (!kindsForVerifyType(type)) throw authErrors.verifyBadType();
  let result: Awaited<ReturnType<typeof consumeToken>>;
  if (typeof body.token_hash === 'string' && body.token_hash !== '') {
    if (body.email !== undefined && body.email !== null && body.email !== '') throw authErrors.tokenHashOnly();
    result = await consumeToken(ctx, body.token_hash, type);
    if (!result) throw authErrors.linkExpired();
  } else if (typeof body.token === 'string' && body.token !== '' && typeof body.email === 'string') {
    const email = readEmail(body.email);
    // A 6-digit code is guessable: limit attempts per address too, whatever the client's IP.
    limit(ctx.limiters.verifyPerIp, `email:${email}`);
    result = await consumeToken(ctx, linkTokenFor(email, body.token.trim()), type);
    if (!result) throw authErrors.otpExpired();
  } else {
    throw authErrors.verifyNeedsToken();
  }
  return startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.kind]);
}
