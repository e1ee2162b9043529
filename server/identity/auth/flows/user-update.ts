import { normaliseEmail } from '../../secrets';
import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { checkPasswordPolicy, hashPassword, verifyPassword } from '../passwords';
import type { AuthenticatedRequest } from '../request-auth';
import { mergeMetadata, readMetadata } from '../user-input';
import { userResponse } from '../user-state';

// PUT /user (GoTrue user.go UserUpdate): a new password and user_metadata for the signed-in user.

export async function updateUser(ctx: IdentityContext, auth: AuthenticatedRequest, body: Record<string, unknown>) {
  const { user } = auth;
  if (typeof body.email === 'string' && body.email !== '' && normaliseEmail(body.email) !== user.email)
    throw authErrors.emailChangeUnsupported();
  if (typeof body.phone === 'string' && body.phone !== '') throw authErrors.validation('Phone numbers are not supported on this server');
  const now = ctx.now();
  const patch: Parameters<typeof ctx.users.update>[1] = {};
  let passwordChanged = false;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string') throw authErrors.validation('Password must be a string');
    checkPasswordPolicy(body.password);
    if (typeof body.current_password === 'string' && !(await verifyPassword(body.current_password, user.encrypted_password))) {
      throw authErrors.currentPasswordMismatch();
    }
    if (user.encrypted_password && (await verifyPassword(body.password, user.encrypted_password))) throw authErrors.samePassword();
    patch.encrypted_password = await hashPassword(body.password);
    passwordChanged = true;
  }
  if (body.data !== undefined && body.data !== null) patch.user_metadata = mergeMetadata(user.user_metadata, readMetadata(body.data));
  const updated = Object.keys(patch).length ? ((await ctx.users.update(user.id, patch, now)) ?? user) : user;
  if (passwordChanged) {
    // A new password ends every other session of the user (GoTrue models/user.go UpdatePassword).
    await ctx.sessions.deleteForUser(user.id, auth.session.id);
    await ctx.oneTimeTokens.clear(user.id, ['recovery', 'confirmation']);
  }
  return userResponse(ctx, updated);
}
