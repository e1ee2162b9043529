import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { createLinkFlow, emailWaitSeconds, sendEmailLink } from '../email-links';
import { ALL_TOKEN_TYPES } from '../one-time-tokens';
import type { PkceChallenge } from '../pkce';
import type { UserRow } from '../users.repository';

// Changing the e-mail address as GoTrue does it (user.go UserUpdate, mail.go sendEmailChange, verify.go
// emailChangeVerify): the new address gets a link and a code; with secure e-mail change the current address
// gets its own. The address changes when the required links are followed: both while e-mail confirmation is
// on and both were sent, otherwise the first one. Until then the user keeps signing in with the old address
// and sees the pending one as new_email.

export type EmailChangeKind = 'email_change_current' | 'email_change_new';

export const ACCEPTED_FIRST_LINK = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Fails as GoTrue does when another account has the address. */
export async function assertEmailFree(ctx: IdentityContext, user: UserRow, email: string): Promise<void> {
  const taken = await ctx.users.findByEmail(email);
  if (taken && taken.id !== user.id) throw authErrors.emailExists();
}

export async function requestEmailChange(
  ctx: IdentityContext,
  user: UserRow,
  newEmail: string,
  options: { base: string; redirectTo: string; challenge: PkceChallenge | null },
): Promise<UserRow> {
  await assertEmailFree(ctx, user, newEmail);
  const wait = emailWaitSeconds(ctx, 'email_change_new', user.email, user.email_change_sent_at);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
  const now = ctx.now();
  // A new request replaces the links of an earlier one.
  await ctx.oneTimeTokens.clear(user.id, ['email_change_current', 'email_change_new']);
  const pending = (await ctx.users.update(user.id, { email_change: newEmail }, now)) ?? user;
  const flowStateId = options.challenge
    ? await createLinkFlow(ctx, pending, 'email_change_new', options.redirectTo, options.challenge)
    : null;
  let sent = await sendEmailLink(ctx, options.base, pending, 'email_change_new', options.redirectTo, null, {
    address: newEmail,
    flowStateId,
  });
  if (ctx.config.auth.secureEmailChange) {
    sent = await sendEmailLink(ctx, options.base, sent, 'email_change_current', options.redirectTo, null, { flowStateId });
  }
  return sent;
}

/** Sends the links of the pending change again (POST /resend type email_change); nothing when none is pending. */
export async function resendEmailChange(
  ctx: IdentityContext,
  user: UserRow,
  options: { base: string; redirectTo: string; challenge: PkceChallenge | null },
): Promise<void> {
  if (!user.email_change) return;
  await requestEmailChange(ctx, user, user.email_change, options);
}

/**
 * After one of the change's links was followed: null while the other one is still required, otherwise the
 * user with the new address (confirmed, and the e-mail identity moved to it).
 */
export async function completeEmailChange(ctx: IdentityContext, user: UserRow, followed: EmailChangeKind): Promise<UserRow | null> {
  const newEmail = user.email_change;
  if (!newEmail) throw authErrors.linkExpired();
  const now = ctx.now();
  const other: EmailChangeKind = followed === 'email_change_new' ? 'email_change_current' : 'email_change_new';
  // With e-mail confirmation off GoTrue takes one link as enough, even when both were sent.
  if (ctx.config.auth.emailConfirmation && (await ctx.oneTimeTokens.has(user.id, other, now))) return null;
  await assertEmailFree(ctx, user, newEmail);
  await ctx.oneTimeTokens.clear(user.id, ALL_TOKEN_TYPES);
  const changed = await ctx.users.update(
    user.id,
    {
      email: newEmail,
      email_change: null,
      email_confirmed_at: user.email_confirmed_at ?? now,
      ...(user.email_confirmed_at ? {} : { user_metadata: { ...user.user_metadata, email_verified: true } }),
    },
    now,
  );
  const identity = (await ctx.users.identitiesOf(user.id)).find((i) => i.provider === 'email');
  if (identity)
    await ctx.users.updateIdentityData(user.id, 'email', { ...identity.identity_data, email: newEmail, email_verified: true }, now);
  return changed ?? user;
}
