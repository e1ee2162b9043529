import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors } from '../errors';
import { bearerToken } from '../http/auth-guard';
import { safeEqual } from '../identity/secrets';
import type { AccountsDeps } from './context';
import { purchasesService } from './purchases.service';
import { parseBody } from './validation';

// POST /api/admin/purchases: what `npm run grant` calls when the server holds the data folder. Only the
// service-role key may call it.

const Schema = z.object({ email: z.string().trim().max(255) });

export async function purchasesAdminRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const purchases = purchasesService(deps);
  const requireServiceRole = async (request: FastifyRequest) => {
    const header = request.headers.apikey;
    const key = bearerToken(request) ?? (Array.isArray(header) ? header[0] : header);
    if (!key || !safeEqual(key, deps.serviceRoleKey)) throw errors.forbidden('This endpoint needs the service-role key.');
  };

  app.post('/api/admin/purchases', { preHandler: requireServiceRole }, async (request) => {
    const { email } = parseBody(Schema, request.body);
    return purchases.grant(email);
  });
}
