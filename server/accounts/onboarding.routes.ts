import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageResponse } from '../../contract/wire';
import { errors } from '../errors';
import { publicBaseUrl } from '../http/public-origin';
import { WindowLimiter } from '../identity/rate-limit';
import type { AccountsDeps } from './context';
import { onboardingService } from './onboarding.service';
import { parseBody } from './validation';

// POST /api/auth/complete-onboard (spec sections 2 and 7): a purchaser sets a password and gets an account
// (onboarding.service.ts): confirmed at once from the signed link, or once the address is confirmed in e-mail mode.

/** The spec's words for signing in before the address is confirmed. */
const CHECK_EMAIL = 'Please check your email and click the confirmation link.';

const Schema = z.object({
  sessionToken: z.string().max(4096).optional(),
  email: z.string().trim().max(255).optional(),
  password: z.string().max(72, 'Password must be 72 characters or less'),
});

export async function onboardingRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const onboarding = onboardingService(deps);
  const perIp = new WindowLimiter(deps.config.access.onboardingPerIp, 5 * 60_000, () => deps.identity.now().getTime());

  app.post('/api/auth/complete-onboard', async (request): Promise<MessageResponse> => {
    const body = parseBody(Schema, request.body);
    const ipLimit = perIp.hit(request.ip);
    if (!ipLimit.allowed)
      throw errors.rateLimited('Too many attempts. Please wait a few minutes and try again.', ipLimit.retryAfterSeconds);
    const { email, confirmBy } = await onboarding.complete(body, publicBaseUrl(deps.config, request));
    return { message: confirmBy === 'email' ? `Account created. ${CHECK_EMAIL}` : 'Account created', email };
  });
}
