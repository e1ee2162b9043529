import { mailTemplates } from '../../../mail/templates';
import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, markSent } from '../email-links';
import { linkTokenFor, newOtp } from '../one-time-tokens';
import type { AuthenticatedRequest } from '../request-auth';
import { limit } from '../request-limits';
import type { UserRow } from '../users.repository';

// GET /reauthenticate (GoTrue reauthenticate.go): mails the signed-in user a 6-digit code, the nonce that
// updateUser({ password, nonce }) needs when secure password change is on and the session is over a day old.

/** GoTrue's "recently signed in": a session started within the last 24 hours needs no nonce. */
export const RECENT_SIGN_IN_MS = 24 * 3600_000;

export async function reauthenticate(ctx: IdentityContext, auth: AuthenticatedRequest): Promise<Record<string, never>> {
  const { user } = auth;
  if (!user.email_confirmed_at) throw authErrors.verifyEmailFirst();
  const wait = emailWaitSeconds(ctx, 'reauthentication', user.email, user.reauthentication_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  const code = newOtp();
  await ctx.oneTimeTokens.put({
    userId: user.id,
    type: 'reauthentication',
    linkToken: linkTokenFor(user.email, code),
    flowStateId: null,
    now: ctx.now(),
  });
  await ctx.mailer.send(user.email, mailTemplates.reauthentication(code));
  await markSent(ctx, user, 'reauthentication', user.email);
  return {};
}

/** Uses up the nonce; fails with GoTrue's words when it is missing, wrong or expired. */
export async function checkNonce(ctx: IdentityContext, user: UserRow, nonce: unknown): Promise<void> {
  if (typeof nonce !== 'string' || nonce === '') throw authErrors.reauthenticationNeeded();
  // Six digits are guessable: a few tries per user, whatever the client's address.
  limit(ctx.limiters.verifyPerIp, `nonce:${user.id}`);
  const row = await ctx.oneTimeTokens.consume(linkTokenFor(user.email, nonce.trim()), ['reauthentication'], ctx.now());
  if (!row || row.user_id !== user.id) throw authErrors.nonceInvalid();
}
