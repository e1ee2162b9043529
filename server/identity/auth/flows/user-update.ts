import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { ALL_TOKEN_TYPES } from '../one-time-tokens';
import { checkPasswordPolicy, hashPassword, verifyPassword } from '../passwords';
import { hasText, readPhone } from '../phone';
import type { PkceChallenge } from '../pkce';
import type { AuthenticatedRequest } from '../request-auth';
import { mergeMetadata, readEmail, readMetadata } from '../user-input';
import { userResponse } from '../user-state';
import type { UserPatch } from '../users.repository';
import { assertEmailFree, requestEmailChange } from './email-change';
import { checkNonce, RECENT_SIGN_IN_MS } from './reauthenticate';

// PUT /user (GoTrue user.go UserUpdate): a new password, user_metadata, or a new e-mail address (which is
// only requested here; see email-change.ts) for the signed-in user, checked in GoTrue's order.

export async function updateUser(
  ctx: IdentityContext,
  auth: AuthenticatedRequest,
  body: Record<string, unknown>,
  options: { base: string; redirectTo: string; challenge: PkceChallenge | null },
) {
  const { user, session } = auth;
  const newEmail = hasText(body.email) ? readEmail(body.email) : null;
  if (hasText(body.phone)) {
    readPhone(body.phone);
    throw authErrors.phoneLoginsDisabled(422);
  }
  const password = body.password === undefined || body.password === null ? null : body.password;
  if (password !== null) {
    if (typeof password !== 'string') throw authErrors.validation('Password must be a string');
    checkPasswordPolicy(password);
  }
  const changesEmail = newEmail !== null && newEmail !== user.email;
  if (changesEmail) await assertEmailFree(ctx, user, newEmail);

  const now = ctx.now();
  const patch: UserPatch = {};
  if (password !== null) {
    const signedInAt = new Date(session.created_at).getTime();
    if (ctx.config.auth.securePasswordChange && now.getTime() - signedInAt > RECENT_SIGN_IN_MS) await checkNonce(ctx, user, body.nonce);
    if (typeof body.current_password === 'string' && !(await verifyPassword(body.current_password, user.encrypted_password))) {
      throw authErrors.currentPasswordMismatch();
    }
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) throw authErrors.samePassword();
    patch.encrypted_password = await hashPassword(password);
    // A new password voids every pending link and code (GoTrue models/user.go UpdatePassword).
    Object.assign(patch, {
      confirmation_sent_at: null,
      recovery_sent_at: null,
      email_change_sent_at: null,
      reauthentication_sent_at: null,
    });
  }
  if (body.data !== undefined && body.data !== null) patch.user_metadata = mergeMetadata(user.user_metadata, readMetadata(body.data));
  let updated = Object.keys(patch).length ? ((await ctx.users.update(user.id, patch, now)) ?? user) : user;
  if (password !== null) {
    // ...and ends every other session of the user.
    await ctx.sessions.deleteForUser(user.id, session.id);
    await ctx.oneTimeTokens.clear(user.id, ALL_TOKEN_TYPES);
  }
  if (changesEmail) updated = await requestEmailChange(ctx, updated, newEmail, options);
  return userResponse(ctx, updated);
}
