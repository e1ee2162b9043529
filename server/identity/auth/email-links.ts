import { mailTemplates, type MailContent } from '../../mail/templates';
import type { IdentityContext } from './context';
import { linkTokenFor, newOtp, PKCE_PREFIX, type OneTimeTokenType } from './one-time-tokens';
import type { PkceChallenge } from './pkce';
import type { UserRow } from './users.repository';

// Builds the e-mail links of GoTrue (…/auth/v1/verify?token=…&type=…&redirect_to=…), stores their token and,
// unless the admin API only wants the link, mails them.

export type LinkKind = Exclude<OneTimeTokenType, 'reauthentication'>;

export const VERIFY_TYPE: Record<LinkKind, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

const AUTH_METHOD: Record<LinkKind, string> = {
  confirmation: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/**
 * GoTrue keeps one "sent at" time per family of messages and allows one message of a family a minute: a magic
 * link waits on a recovery e-mail and the reverse, an invitation on a confirmation.
 */
type Family = 'confirmation' | 'recovery' | 'email_change' | 'reauthentication';

const FAMILY: Record<OneTimeTokenType, Family> = {
  confirmation: 'confirmation',
  invite: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: 'reauthentication',
};

const SENT_AT_COLUMN = {
  confirmation: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
} as const satisfies Record<Family, keyof UserRow>;

export interface EmailLink {
  link: string;
  otp: string;
  hashedToken: string;
  verificationType: string;
  redirectTo: string;
}

export interface LinkOptions {
  /** The address the token is for (the new one of an e-mail change); the user's own by default. */
  address?: string;
  /** A PKCE flow this link belongs to; one is created from `challenge` when absent. */
  flowStateId?: string | null;
  /**
   * A sign-up confirmation also offers its code: only when the client asked for a code-based sign-in
   * (signInWithOtp). The app's own sign-up has nowhere to type one (issue 40), so its e-mail offers the link alone.
   */
  offerCode?: boolean;
}

/** A PKCE flow state for links that end in ?code=…, exchanged by the browser that asked for them. */
export async function createLinkFlow(ctx: IdentityContext, user: UserRow, kind: LinkKind, redirectTo: string, challenge: PkceChallenge) {
  const now = ctx.now();
  await ctx.flows.prune(now);
  return ctx.flows.create({ userId: user.id, challenge, providerType: 'email', authenticationMethod: AUTH_METHOD[kind], redirectTo, now });
}

export async function createEmailLink(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  kind: LinkKind,
  redirectTo: string,
  challenge: PkceChallenge | null,
  options: LinkOptions = {},
): Promise<EmailLink> {
  const otp = newOtp();
  const hashedToken = linkTokenFor(options.address ?? user.email, otp);
  let flowStateId = options.flowStateId ?? null;
  if (challenge && !flowStateId) flowStateId = await createLinkFlow(ctx, user, kind, redirectTo, challenge);
  await ctx.oneTimeTokens.put({ userId: user.id, type: kind, linkToken: hashedToken, flowStateId, now: ctx.now() });
  const token = flowStateId ? `${PKCE_PREFIX}${hashedToken}` : hashedToken;
  const query = new URLSearchParams({ token, type: VERIFY_TYPE[kind], redirect_to: redirectTo });
  return { link: `${base}/auth/v1/verify?${query.toString()}`, otp, hashedToken, verificationType: VERIFY_TYPE[kind], redirectTo };
}

/** Records that a message of this kind went to `address` now (the one-a-minute rule) and stamps the user. */
export async function markSent(ctx: IdentityContext, user: UserRow, kind: OneTimeTokenType, address: string): Promise<UserRow> {
  const now = ctx.now();
  recordEmailSent(ctx, kind, address);
  const patch = { [SENT_AT_COLUMN[FAMILY[kind]]]: now, ...(kind === 'invite' ? { invited_at: now } : {}) };
  return (await ctx.users.update(user.id, patch, now)) ?? user;
}

function contentFor(kind: LinkKind, link: EmailLink, user: UserRow, options: LinkOptions): MailContent {
  switch (kind) {
    case 'confirmation':
      return mailTemplates.confirmation(link.link, options.offerCode ? link.otp : null);
    case 'email_change_new':
      return mailTemplates.emailChangeNew(link.link, link.otp, user.email_change ?? '');
    case 'email_change_current':
      return mailTemplates.emailChangeCurrent(link.link, link.otp, user.email_change ?? '');
    default:
      return mailTemplates[kind](link.link, link.otp);
  }
}

/** Creates the link, e-mails it and records when it was sent. */
export async function sendEmailLink(
  ctx: IdentityContext,
  base: string,
  user: UserRow,
  kind: LinkKind,
  redirectTo: string,
  challenge: PkceChallenge | null,
  options: LinkOptions = {},
): Promise<UserRow> {
  const address = options.address ?? user.email;
  const link = await createEmailLink(ctx, base, user, kind, redirectTo, challenge, options);
  await ctx.mailer.send(address, contentFor(kind, link, user, options));
  return markSent(ctx, user, kind, address);
}

/** Seconds before another message of this family may go to this address (0 = now). */
export function emailWaitSeconds(
  ctx: IdentityContext,
  kind: OneTimeTokenType,
  email: string,
  lastSentAt: Date | string | null | undefined,
): number {
  return ctx.limiters.emailInterval.secondsLeft(`${FAMILY[kind]}:${email}`, lastSentAt ? new Date(lastSentAt).getTime() : undefined);
}

/** The user's own record of the last message of this family, for emailWaitSeconds. */
export function lastSentAt(user: UserRow | undefined, kind: OneTimeTokenType): Date | string | null | undefined {
  return user?.[SENT_AT_COLUMN[FAMILY[kind]]];
}

export function recordEmailSent(ctx: IdentityContext, kind: OneTimeTokenType, email: string): void {
  ctx.limiters.emailInterval.record(`${FAMILY[kind]}:${email}`);
}
