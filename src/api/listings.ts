import { getHttp } from './request/supabase-client';
import { queryRetry, send } from './request/request-layer';
import type { AnalysisResponse, AnalyzeRequest, Listing, ListResponse, SingleResponse } from '../../contract/wire';

// The listing endpoints of spec section 7.

/** The list is the one query that retries: 2 times with delay min(1000*2^n, 5000) ms, never on 401 or 404. */
export const LIST_RETRIES = 2;

export async function fetchListings(): Promise<Listing[]> {
  const body = await send<ListResponse>(await getHttp(), 'GET', '/api/listings', undefined, { retry: queryRetry(LIST_RETRIES) });
  return body.listings;
}

export async function fetchListing(id: string): Promise<Listing> {
  const body = await send<SingleResponse>(await getHttp(), 'GET', `/api/listing/${encodeURIComponent(id)}`);
  return body.listing;
}

export async function analyzeListing(request: AnalyzeRequest): Promise<Listing> {
  const body = await send<AnalysisResponse>(await getHttp(), 'POST', '/api/listings/analyze', {
    url: request.url.trim(),
    userId: request.userId,
  });
  return body.listing;
}

export async function deleteListing(id: string): Promise<void> {
  await send<unknown>(await getHttp(), 'DELETE', `/api/listing/${encodeURIComponent(id)}`);
}

export async function reanalyzeListing(id: string): Promise<Listing> {
  const body = await send<SingleResponse>(await getHttp(), 'POST', `/api/listings/${encodeURIComponent(id)}/reanalyze`);
  return body.listing;
}
