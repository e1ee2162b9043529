import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, recordEmailSent, sendEmailLink } from '../email-links';
import { limit } from '../request-limits';
import { readEmail } from '../user-input';
import { isBanned } from '../user-state';
import type { EmailRequestOptions } from './sign-up';

// POST /recover (GoTrue recover.go): a recovery link for a known address, the same answer for any other.

export async function recover(ctx: IdentityContext, body: Record<string, unknown>, options: EmailRequestOptions) {
  limit(ctx.limiters.emailRequestsPerIp, options.ip);
  if (typeof body.email !== 'string' || body.email.trim() === '') throw authErrors.validation('Password recovery requires an email');
  const email = readEmail(body.email);
  const user = await ctx.users.findByEmail(email);
  // The same one-a-minute rule applies to unknown addresses, so the answer does not reveal accounts.
  const wait = emailWaitSeconds(ctx, 'recovery', email, user?.recovery_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  recordEmailSent(ctx, 'recovery', email);
  if (user && !isBanned(ctx, user)) await sendEmailLink(ctx, options.base, user, 'recovery', options.redirectTo, options.challenge);
  return {};
}
