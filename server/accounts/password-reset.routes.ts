import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageResponse } from '../../contract/wire';
import { errors } from '../errors';
import { IntervalLimiter, WindowLimiter } from '../identity/rate-limit';
import { isValidEmail, normaliseEmail } from '../identity/secrets';
import { publicBaseUrl as baseUrlOf } from '../http/public-origin';
import type { AccountsDeps } from './context';
import { passwordResetService } from './password-reset.service';
import { parseBody } from './validation';

// The forgot-password screen's endpoints (spec sections 2, 7, 8): request a link by e-mail, validate it when
// the reset screen opens, set the new password. The answer to a request never depends on whether the address
// has an account: the same limits apply to every address, and the same answer comes back.

export const RESET_SENT_MESSAGE = "If an account with that email exists, we've sent password reset instructions.";

const RequestSchema = z.object({ email: z.string().trim().min(1, 'Email is required').max(255) });
const TokenSchema = z.object({ token: z.string().min(1, 'Reset token is missing. Please request a new password reset.').max(200) });
const ResetSchema = z.object({
  token: z.string().min(1, 'Reset token is missing. Please request a new password reset.').max(200),
  newPassword: z.string().min(6, 'Password must be at least 6 characters').max(72, 'Password must be 72 characters or less'),
});

export async function passwordResetRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const resets = passwordResetService(deps);
  const ms = () => deps.identity.now().getTime();
  const perIp = new WindowLimiter(10, 5 * 60_000, ms);
  const perEmail = new IntervalLimiter(60_000, ms);

  app.post('/api/auth/request-password-reset', async (request): Promise<MessageResponse> => {
    const { email: raw } = parseBody(RequestSchema, request.body);
    const email = normaliseEmail(raw);
    if (!isValidEmail(email)) throw errors.validation('Please enter a valid email address');
    const ipLimit = perIp.hit(request.ip);
    if (!ipLimit.allowed)
      throw errors.rateLimited(
        'Too many reset requests from this address. Please wait a few minutes and try again.',
        ipLimit.retryAfterSeconds,
      );
    const wait = perEmail.take(email);
    // Same rule for every address, known or not, so the answer reveals nothing.
    if (wait > 0) throw errors.rateLimited(`For security purposes, you can only request this after ${wait} seconds.`, wait);
    await resets.request(email, baseUrlOf(deps.config, request));
    return { message: RESET_SENT_MESSAGE };
  });

  app.post('/api/auth/validate-reset-token', async (request): Promise<MessageResponse> => {
    const { token } = parseBody(TokenSchema, request.body);
    return { message: 'The reset link is valid.', email: await resets.validate(token) };
  });

  app.post('/api/auth/reset-password', async (request): Promise<MessageResponse> => {
    const { token, newPassword } = parseBody(ResetSchema, request.body);
    return { message: 'Password updated', email: await resets.reset(token, newPassword) };
  });
}
