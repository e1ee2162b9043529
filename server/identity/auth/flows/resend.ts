import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, recordEmailSent, sendEmailLink } from '../email-links';
import { hasText, readPhone } from '../phone';
import { limit } from '../request-limits';
import { readEmail } from '../user-input';
import { resendEmailChange } from './email-change';
import type { EmailRequestOptions } from './sign-up';

// POST /resend (GoTrue resend.go): the sign-up confirmation or the links of a pending e-mail change again,
// at most once a minute per address. The answer is the same whether or not the address has an account.

export async function resend(ctx: IdentityContext, body: Record<string, unknown>, options: EmailRequestOptions) {
  limit(ctx.limiters.emailRequestsPerIp, options.ip);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') throw authErrors.resendBadType();
  if (!hasText(body.email) && type === 'signup') throw authErrors.resendNeedsEmail();
  if (!hasText(body.phone) && type === 'sms') throw authErrors.validation('Type provided requires a phone number');
  if (hasText(body.email) && hasText(body.phone)) throw authErrors.validation('Only an email address or phone number should be provided.');
  if (hasText(body.phone)) {
    readPhone(body.phone);
    throw authErrors.phoneLoginsDisabled(400);
  }
  if (!hasText(body.email)) throw authErrors.resendNeedsAddress();
  const email = readEmail(body.email);
  const user = await ctx.users.findByEmail(email);

  if (type === 'email_change') {
    if (user) await resendEmailChange(ctx, user, options);
    return {};
  }
  if (type !== 'signup') return {};
  const wait = emailWaitSeconds(ctx, 'confirmation', email, user?.confirmation_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  recordEmailSent(ctx, 'confirmation', email);
  if (user && !user.email_confirmed_at) await sendEmailLink(ctx, options.base, user, 'confirmation', options.redirectTo, options.challenge);
  return {};
}
