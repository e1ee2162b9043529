import { isValidEmail, normaliseEmail } from '../../secrets';
import { AuthApiError, authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { kindsForVerifyType, linkTokenFor, PKCE_PREFIX, type OneTimeTokenType } from '../one-time-tokens';
import { hasText, readPhone } from '../phone';
import { withFragment, withQuery } from '../redirects';
import { limit } from '../request-limits';
import { startSession } from '../tokens';
import { confirmEmail, isBanned } from '../user-state';
import type { UserRow } from '../users.repository';
import { ACCEPTED_FIRST_LINK, completeEmailChange } from './email-change';

// GoTrue verify.go: GET /verify is the link in an e-mail (answered with a 303 back to the app), POST /verify
// is verifyOtp with the 6-digit code or the token hash (answered with a session). The first of the two
// links of a secure e-mail change answers with a message instead of a session.

const AMR_FOR_KIND: Record<OneTimeTokenType, string> = {
  confirmation: 'otp',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: 'otp',
};

type Verified = { kind: 'signed-in'; user: UserRow; via: OneTimeTokenType; flowStateId: string | null } | { kind: 'first-link-accepted' };

/** Consumes an e-mail link or code and applies it; null when it is unknown, used or expired. */
async function consumeToken(ctx: IdentityContext, linkToken: string, kinds: OneTimeTokenType[]): Promise<Verified | null> {
  const raw = linkToken.startsWith(PKCE_PREFIX) ? linkToken.slice(PKCE_PREFIX.length) : linkToken;
  if (!/^[0-9a-f]{56}$/.test(raw)) return null;
  const row = await ctx.oneTimeTokens.consume(raw, kinds, ctx.now());
  if (!row) return null;
  const found = await ctx.users.findById(row.user_id);
  if (!found) return null;
  if (isBanned(ctx, found)) throw authErrors.userBanned();
  const via = row.token_type as OneTimeTokenType;
  if (via === 'email_change_current' || via === 'email_change_new') {
    const changed = await completeEmailChange(ctx, found, via);
    return changed ? { kind: 'signed-in', user: changed, via, flowStateId: row.flow_state_id } : { kind: 'first-link-accepted' };
  }
  // Following any other e-mail link proves the address.
  return { kind: 'signed-in', user: await confirmEmail(ctx, found), via, flowStateId: row.flow_state_id };
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
  /** GoTrue puts the outcome in the fragment, and for PKCE links in the query too. */
  const answer = (params: Record<string, string>) =>
    withFragment(pkce ? withQuery(options.redirectTo, params) : options.redirectTo, { ...params, sb: '' });
  const failure = (error: AuthApiError = authErrors.linkExpired()) =>
    answer({
      error: error.status >= 500 ? 'server_error' : error.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: error.code,
      error_description: error.message,
    });

  const kinds = kindsForVerifyType(type);
  if (!kinds) return failure();
  let result: Verified | null;
  try {
    result = await consumeToken(ctx, token, kinds);
  } catch (err) {
    if (err instanceof AuthApiError) return failure(err);
    throw err;
  }
  if (!result) return failure();
  if (result.kind === 'first-link-accepted') return answer({ message: ACCEPTED_FIRST_LINK });
  if (pkce) {
    if (!result.flowStateId) return failure();
    const code = await ctx.flows.issueAuthCode(result.flowStateId, {}, ctx.now());
    return withQuery(options.redirectTo, { code });
  }
  const session = await startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.via]);
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

/** POST /verify: { email, token, type } or { token_hash, type }; a phone number is never found here. */
export async function verifyOtp(ctx: IdentityContext, body: Record<string, unknown>, options: { ip: string; base: string }) {
  limit(ctx.limiters.verifyPerIp, options.ip);
  if (!hasText(body.type)) throw authErrors.verifyBadType();
  const kinds = kindsForVerifyType(body.type);
  const hasToken = hasText(body.token);
  if (hasToken === hasText(body.token_hash)) throw authErrors.verifyNeedsToken();

  let result: Verified | null;
  if (hasText(body.token_hash)) {
    if (hasText(body.email) || hasText(body.phone)) throw authErrors.tokenHashOnly();
    if (!kinds) throw authErrors.invalidVerifyType();
    result = await consumeToken(ctx, body.token_hash, kinds);
    if (!result) throw authErrors.linkExpired();
  } else if (hasText(body.phone) && !hasText(body.email)) {
    readPhone(body.phone);
    throw authErrors.otpExpired();
  } else if (hasText(body.email) && !hasText(body.phone)) {
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email)) throw new AuthApiError(422, 'validation_failed', 'Invalid email format');
    // A 6-digit code is guessable: limit attempts per address too, whatever the client's IP.
    limit(ctx.limiters.verifyPerIp, `email:${email}`);
    result = kinds ? await consumeToken(ctx, linkTokenFor(email, (body.token as string).trim()), kinds) : null;
    if (!result) throw authErrors.otpExpired();
  } else {
    throw authErrors.validation('Only an email address or phone number should be provided on verify');
  }
  if (result.kind === 'first-link-accepted') return { msg: ACCEPTED_FIRST_LINK, code: '200' };
  return startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.via]);
}
