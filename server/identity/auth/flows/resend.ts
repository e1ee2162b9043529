import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, recordEmailSent, sendEmailLink } from '../email-links';
import { limit } from '../request-limits';
import { readEmail } from '../user-input';
import type { EmailRequestOptions } from './sign-up';

// POST /resend (GoTrue resend.go): the sign-up confirmation again, at most once a minute per address.

export async function resend(ctx: IdentityContext, body: Record<string, unknown>, options: EmailRequestOptions) {
  limit(ctx.limiters.emailRequestsPerIp, options.ip);
  if (body.type !== 'signup') throw authErrors.validation('Only signup confirmations can be resent on this server');
  const email = readEmail(body.email);
  const user = await ctx.users.findByEmail(email);
  const wait = emailWaitSeconds(ctx, 'confirmation', email, user?.confirmation_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  recordEmailSent(ctx, 'confirmation', email);
  if (user && !user.email_confirmed_at) await sendEmailLink(ctx, options.base, user, 'confirmation', options.redirectTo, options.challenge);
  return {};
}
