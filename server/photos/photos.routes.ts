import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhotoAnalysesResponse, PhotoRecommendation } from '../../contract/wire';
import type { PhotoService } from './photos.service';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';

// Spec section 7: run the photo analysis (answers when done, within the browser's 6-minute timeout), read the
// per-photo analyses, read the recommendation (404 until one exists; the browser polls it every 3 s).

export interface PhotoRoutesOptions {
  tokenVerifier: TokenVerifier;
  photos: PhotoService;
}

const Params = z.object({ id: z.uuid() });

/** A malformed id names no listing: answer as for any listing the user does not have. */
function listingId(params: unknown): string {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw errors.listingNotFound();
  return parsed.data.id;
}

export async function photoRoutes(app: FastifyInstance, options: PhotoRoutesOptions): Promise<void> {
  const { photos } = options;
  const guard = requireUser(options.tokenVerifier);

  app.post('/api/photos/analyze/:id', { preHandler: guard }, async (request): Promise<PhotoRecommendation> => {
    const id = listingId(request.params);
    return (await photos.analyse(currentUser(request).id, id)).recommendation;
  });

  app.get('/api/photos/:id', { preHandler: guard }, async (request): Promise<PhotoAnalysesResponse> => {
    const id = listingId(request.params);
    return { analyses: await photos.analyses(currentUser(request).id, id) };
  });

  app.get('/api/photos/:id/recommendations', { preHandler: guard }, async (request): Promise<PhotoRecommendation> => {
    const id = listingId(request.params);
    return photos.recommendation(currentUser(request).id, id);
  });
}
