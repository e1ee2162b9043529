import type { FastifyInstance } from 'fastify';
import type { MarketInsight } from '../../contract/market';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import type { MarketService } from './market.service';

// GET /api/listing/:id/market: the listing among comparable listings of its market (contract/market.ts). Another
// user's listing answers 404 like a missing one; a listing in no loaded market answers 404 no_market.

export interface MarketRoutesOptions {
  tokenVerifier: TokenVerifier;
  markets: MarketService;
}

export async function marketRoutes(app: FastifyInstance, options: MarketRoutesOptions): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/listing/:id/market',
    { preHandler: requireUser(options.tokenVerifier) },
    async (request, reply): Promise<MarketInsight> => {
      const insight = await options.markets.insightFor(currentUser(request).id, request.params.id);
      // The user's own data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-cache');
      return insight;
    },
  );
}
