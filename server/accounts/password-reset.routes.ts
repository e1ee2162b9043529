import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageResponse } from '../../contract/wire';
import { errors } from '../errors';
import { AdminApiError } from '../identity/admin-client';
import { IntervalLimiter, WindowLimiter } from '../identity/rate-limit';
import { isValidEmail, normaliseEmail, randomToken } from '../identity/secrets';
import { baseUrlOf } from '../identity/base-url';
import { mailTemplates } from '../mail/templates';
import type { AccountsDeps } from './context';
import { passwordResetRepository } from './password-reset.repository';
import { parseBody } from './validation';

// The forgot-password screen's flow (spec sections 2, 7, 8): request a link by e-mail, validate it when the
// reset screen opens, set the new password. The answer to a request never depends on whether the address
// has an account. The new password is set through the admin API, which also confirms the address (the
// user just proved it) and signs the user out everywhere; the browser then signs in with the new password.

export const RESET_SENT_MESSAGE = "If an account with that email exists, we've sent password reset instructions.";
export const INVALID_RESET_LINK = 'Invalid or expired reset link. Please request a new password reset.';

const RequestSchema = z.object({ email: z.string().trim().min(1, 'Email is required').max(255) });
const TokenSchema = z.object({ token: z.string().min(1, 'Reset token is missing. Please request a new password reset.').max(200) });
const ResetSchema = z.object({
  token: z.string().min(1, 'Reset token is missing. Please request a new password reset.').max(200),
  newPassword: z.string().min(6, 'Password must be at least 6 characters').max(72, 'Password must be 72 characters or less'),
});

export async function passwordResetRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const resets = passwordResetRepository(deps.database);
  const { now } = deps.identity;
  const ms = () => now().getTime();
  const perIp = new WindowLimiter(10, 5 * 60_000, ms);
  const perEmail = new IntervalLimiter(60_000, ms);

  app.post('/api/auth/request-password-reset', async (request): Promise<MessageResponse> => {
    const { email: raw } = parseBody(RequestSchema, request.body);
    const email = normaliseEmail(raw);
    if (!isValidEmail(email)) throw errors.validation('Please enter a valid email address');
    if (!perIp.hit(request.ip).allowed)
      throw errors.rateLimited('Too many reset requests from this address. Please wait a few minutes and try again.');
    const wait = perEmail.take(email);
    // Same rule for every address, known or not, so the answer reveals nothing.
    if (wait > 0) throw errors.rateLimited(`For security purposes, you can only request this after ${wait} seconds.`);
    const user = await deps.identity.admin.findUserByEmail(email);
    if (user) {
      const token = randomToken(32);
      await resets.create({ userId: user.id, email: user.email, token, now: now() });
      const link = `${baseUrlOf(deps.config, request)}/auth/reset-password?token=${encodeURIComponent(token)}`;
      await deps.identity.mailer.send(user.email, mailTemplates.passwordReset(link));
    }
    return { message: RESET_SENT_MESSAGE };
  });

  app.post('/api/auth/validate-reset-token', async (request): Promise<MessageResponse> => {
    const { token } = parseBody(TokenSchema, request.body);
    const row = await resets.findLive(token, now());
    if (!row) throw errors.validation(INVALID_RESET_LINK);
    return { message: 'The reset link is valid.', email: row.email };
  });

  app.post('/api/auth/reset-password', async (request): Promise<MessageResponse> => {
    const { token, newPassword } = parseBody(ResetSchema, request.body);
    const row = await resets.claim(token, now());
    if (!row) throw errors.validation(INVALID_RESET_LINK);
    try {
      const user = await deps.identity.admin.updateUser(row.user_id, { password: newPassword, emailConfirm: true });
      await resets.retireOthers(row.user_id, now());
      return { message: 'Password updated', email: user.email };
    } catch (err) {
      if (err instanceof AdminApiError && err.code === 'user_not_found') throw errors.validation(INVALID_RESET_LINK);
      // Anything else did not change the password: the link stays usable.
      await resets.unclaim(row.id);
      if (err instanceof AdminApiError && err.status < 500) throw errors.validation(err.message);
      throw errors.unavailable('The password could not be changed right now. Please try again in a moment.', err);
    }
  });
}
