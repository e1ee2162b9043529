import { getHttp } from './request/supabase-client';
import { HttpError, send, toHttpError, type CallOptions } from './request/request-layer';
import type { PhotoAnalysesResponse, PhotoAnalysis, PhotoRecommendation } from '../../contract/wire';

// The photo endpoints of spec section 7.

/** Photo analysis waits for the whole job: 6 minutes. */
export const PHOTO_ANALYSIS_TIMEOUT_MS = 360_000;

export async function fetchPhotoAnalyses(listingId: string, options: CallOptions = {}): Promise<PhotoAnalysis[]> {
  const body = await send<PhotoAnalysesResponse>(
    await getHttp(),
    'GET',
    `/api/photos/${encodeURIComponent(listingId)}`,
    undefined,
    options,
  );
  return body.analyses;
}

/** The listing's photo recommendation, or null while none exists yet (the server answers 404 until then). */
export async function fetchPhotoRecommendation(listingId: string, options: CallOptions = {}): Promise<PhotoRecommendation | null> {
  try {
    const path = `/api/photos/${encodeURIComponent(listingId)}/recommendations`;
    return await send<PhotoRecommendation>(await getHttp(), 'GET', path, undefined, options);
  } catch (err) {
    const error: HttpError = toHttpError(err);
    if (error.status === 404) return null;
    throw error;
  }
}

export async function analyzePhotos(listingId: string): Promise<PhotoRecommendation> {
  return send<PhotoRecommendation>(await getHttp(), 'POST', `/api/photos/analyze/${encodeURIComponent(listingId)}`, undefined, {
    timeout: PHOTO_ANALYSIS_TIMEOUT_MS,
  });
}
