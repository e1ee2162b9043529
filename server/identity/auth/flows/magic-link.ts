import { randomUUID } from 'node:crypto';
import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, sendEmailLink } from '../email-links';
import { insertEmailUser, signUpMetadata } from '../new-user';
import { hasText, readPhone } from '../phone';
import { limit } from '../request-limits';
import { readEmail, readMetadata } from '../user-input';
import { confirmEmail, isBanned } from '../user-state';
import type { UserRow } from '../users.repository';
import type { EmailRequestOptions } from './sign-up';

// POST /otp and POST /magiclink (GoTrue otp.go, magic_link.go): passwordless sign-in by e-mail. The message
// carries a link and a 6-digit code; either signs in (verify type magiclink, or email for the code). An
// address without a confirmed account is signed up first, unless the caller said create_user: false: with
// e-mail confirmation on it gets the sign-up confirmation (which signs in too), otherwise it is confirmed
// at once and gets the magic link.

type Body = Record<string, unknown>;

async function newOrConfirmed(ctx: IdentityContext, existing: UserRow | undefined, email: string, data: Record<string, unknown>) {
  if (existing) return confirmEmail(ctx, existing);
  const id = randomUUID();
  const user = await insertEmailUser(ctx, {
    id,
    email,
    password: null,
    confirmed: true,
    userMetadata: signUpMetadata(id, email, true, data),
  });
  if (!user) throw authErrors.userAlreadyExists();
  return user;
}

export async function signInWithOtp(ctx: IdentityContext, body: Body, options: EmailRequestOptions): Promise<Record<string, never>> {
  limit(ctx.limiters.emailRequestsPerIp, options.ip);
  if (hasText(body.email) && hasText(body.phone)) throw authErrors.emailOrPhoneOnly();
  if (hasText(body.email) && hasText(body.channel)) throw authErrors.channelNeedsPhone();
  const createUser = body.create_user !== false && ctx.config.access.allowSignup;
  if (hasText(body.phone)) {
    // No account has a phone number here: one that may not be created is not found.
    if (!createUser) {
      readPhone(body.phone);
      throw authErrors.otpSignupsDisabled();
    }
    throw authErrors.phoneProviderUnsupported();
  }
  if (!hasText(body.email)) throw authErrors.otpNeedsEmailOrPhone();
  const email = readEmail(body.email);
  const existing = await ctx.users.findByEmail(email);
  if (!existing && !createUser) throw authErrors.otpSignupsDisabled();
  const data = readMetadata(body.data);

  let user: UserRow;
  if (existing?.email_confirmed_at) {
    user = existing;
  } else if (ctx.config.auth.emailConfirmation) {
    // The confirmation link proves the address and signs in, as the magic link would.
    const wait = emailWaitSeconds(ctx, 'confirmation', email, existing?.confirmation_sent_at);
    if (wait > 0) throw authErrors.emailRateLimit(wait);
    let target = existing;
    if (!target) {
      const id = randomUUID();
      target = await insertEmailUser(ctx, {
        id,
        email,
        password: null,
        confirmed: false,
        userMetadata: signUpMetadata(id, email, false, data),
      });
      if (!target) throw authErrors.userAlreadyExists();
    }
    // Asked for a code-based sign-in: the confirmation offers its code as the magic link would.
    await sendEmailLink(ctx, options.base, target, 'confirmation', options.redirectTo, options.challenge, { offerCode: true });
    return {};
  } else {
    user = await newOrConfirmed(ctx, existing, email, data);
  }

  // A magic link shares the recovery e-mail's one-a-minute rule (GoTrue reuses its timer).
  const wait = emailWaitSeconds(ctx, 'magiclink', email, user.recovery_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  if (!isBanned(ctx, user)) await sendEmailLink(ctx, options.base, user, 'magiclink', options.redirectTo, options.challenge);
  return {};
}
