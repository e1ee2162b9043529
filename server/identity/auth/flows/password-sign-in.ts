import { isValidEmail, normaliseEmail } from '../../secrets';
import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { verifyPassword } from '../passwords';
import { limit } from '../request-limits';
import { startSession } from '../tokens';
import { isBanned } from '../user-state';

// POST /token?grant_type=password (GoTrue token.go ResourceOwnerPasswordGrant).

export async function passwordGrant(ctx: IdentityContext, body: Record<string, unknown>, options: { ip: string; base: string }) {
  limit(ctx.limiters.signInPerIp, options.ip);
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  if (hasEmail && hasPhone) throw authErrors.validation('Only an email address or phone number should be provided on login.');
  if (!hasEmail && !hasPhone) throw authErrors.missingEmailOrPhone();
  if (!hasEmail) throw authErrors.phoneLoginsDisabled(422);
  const email = normaliseEmail(body.email as string);
  const lockout = ctx.limiters.signInPerEmail.check(email, options.ip);
  if (!lockout.allowed) throw authErrors.requestRateLimit(lockout.retryAfterSeconds);
  const password = typeof body.password === 'string' ? body.password : '';
  const user = isValidEmail(email) ? await ctx.users.findByEmail(email) : undefined;
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches) {
    ctx.limiters.signInPerEmail.fail(email, options.ip);
    throw authErrors.invalidCredentials();
  }
  if (isBanned(ctx, user)) throw authErrors.userBanned();
  // Checked after the password, so the answer does not reveal unconfirmed accounts.
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  await ctx.users.touchIdentities(user.id, 'email', ctx.now());
  return startSession(ctx, options.base, user, 'password');
}
