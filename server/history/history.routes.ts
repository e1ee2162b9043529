import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ListingHistoryResponse } from '../../contract/wire';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import type { HistoryService } from './history.service';

// GET /api/listing/:id/history: every finished analysis of the listing, oldest first, and what changed since
// the one before the latest (or since the analysis `since` names). Another user's listing answers 404.

export interface HistoryRoutesOptions {
  tokenVerifier: TokenVerifier;
  history: HistoryService;
}

const Query = z.object({ since: z.iso.datetime({ offset: true, error: 'since is a date and time (ISO 8601)' }).optional() });

export async function historyRoutes(app: FastifyInstance, options: HistoryRoutesOptions): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/listing/:id/history',
    { preHandler: requireUser(options.tokenVerifier) },
    async (request): Promise<ListingHistoryResponse> => {
      const query = Query.safeParse(request.query ?? {});
      if (!query.success) throw errors.validation(query.error.issues[0]?.message ?? 'Invalid request');
      const since = query.data.since ? new Date(query.data.since) : undefined;
      return options.history.history(currentUser(request).id, request.params.id, since);
    },
  );
}
