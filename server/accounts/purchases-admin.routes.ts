import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors } from '../errors';
import { bearerToken } from '../http/auth-guard';
import { isValidEmail, normaliseEmail, safeEqual } from '../identity/secrets';
import type { AccountsDeps } from './context';
import { grantPurchase } from './grant';
import { parseBody } from './validation';

// POST /api/admin/purchases: what `npm run grant` calls when the server holds the data folder. Only the
// service-role key may call it.

const Schema = z.object({ email: z.string().trim().max(255) });

export async function purchasesAdminRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const requireServiceRole = async (request: FastifyRequest) => {
    const header = request.headers.apikey;
    const key = bearerToken(request) ?? (Array.isArray(header) ? header[0] : header);
    if (!key || !safeEqual(key, deps.serviceRoleKey)) throw errors.forbidden('This endpoint needs the service-role key.');
  };

  app.post('/api/admin/purchases', { preHandler: requireServiceRole }, async (request) => {
    const { email: raw } = parseBody(Schema, request.body);
    const email = normaliseEmail(raw);
    if (!isValidEmail(email)) throw errors.validation('Please enter a valid email address');
    return grantPurchase(deps.database, deps.serverSecret, email, deps.identity.now());
  });
}
