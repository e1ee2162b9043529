import { mailTemplates } from '../../mail/templates';
import type { IdentityContext } from './context';
import { linkTokenFor, newOtp, PKCE_PREFIX, type OneTimeTokenType } from './one-time-tokens';
import type { PkceChallenge } from './pkce';
import type { UserRow } from './users.repository';

// Builds the e-mail links of GoTrue (…/auth/v1/verify?token=…&type=…&redirect_to=…), stores their token and,
// unless the admin API only wants the link, mails them.

export const VERIFY_TYPE: Record<OneTimeTokenType, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
};

const AUTH_METHOD: Record<OneTimeTokenType, string> = {
  confirmation: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
};

export interface EmailLink {
  link: string;
  otp: string;
  hashedToken: string;
  verificationType: string;
  redirectTo: string;
}

export async function createEmailLink(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<EmailLink> {
  const now = ctx.now();
  const otp = newOtp();
  const hashedToken = linkTokenFor(user.email, otp);
  let flowStateId: string | null = null;
  if (challenge) {
    await ctx.flows.prune(now);
    flowStateId = await ctx.flows.create({
      userId: user.id,
      challenge,
      providerType: 'email',
      authenticationMethod: AUTH_METHOD[type],
      redirectTo,
      now,
    });
  }
  await ctx.oneTimeTokens.put({ userId: user.id, type, linkToken: hashedToken, flowStateId, now });
  const token = challenge ? `${PKCE_PREFIX}${hashedToken}` : hashedToken;
  const query = new URLSearchParams({ token, type: VERIFY_TYPE[type], redirect_to: redirectTo });
  return { link: `${base}/auth/v1/verify?${query.toString()}`, otp, hashedToken, verificationType: VERIFY_TYPE[type], redirectTo };
}

/** Creates the link, e-mails it and records when it was sent (for the one-a-minute rule). */
export async function sendEmailLink(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  const link = await createEmailLink(ctx, base, user, type, redirectTo, challenge);
  await ctx.mailer.send(user.email, mailTemplates[type](link.link, link.otp));
  const now = ctx.now();
  ctx.limiters.emailInterval.record(`${type}:${user.email}`);
  const sentAt = type === 'recovery' ? { recovery_sent_at: now } : { confirmation_sent_at: now };
  return (await ctx.users.update(user.id, sentAt, now)) ?? user;
}

/** Seconds before another e-mail of this kind may go to this address (0 = now). */
export function emailWaitSeconds(
  ctx: IdentityContext,
  type: OneTimeTokenType,
  email: string,
  lastSentAt: Date | string | null | undefined,
): number {
  return ctx.limiters.emailInterval.secondsLeft(`${type}:${email}`, lastSentAt ? new Date(lastSentAt).getTime() : undefined);
}

export function recordEmailSent(ctx: IdentityContext, type: OneTimeTokenType, email: string): void {
  ctx.limiters.emailInterval.record(`${type}:${email}`);
}
