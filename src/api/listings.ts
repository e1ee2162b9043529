import { getHttp } from './request/supabase-client';
import { send, type CallOptions } from './request/request-layer';
import type { AnalysisResponse, AnalyzeRequest, Listing, ListingAllowance, ListResponse, SingleResponse } from '../../contract/wire';

// The listing endpoints of spec section 7. The list's retries are the sagas' (src/sagas/retry.ts).

export async function fetchListings(options: CallOptions = {}): Promise<Listing[]> {
  const body = await send<ListResponse>(await getHttp(), 'GET', '/api/listings', undefined, options);
  return body.listings;
}

export async function fetchListing(id: string, options: CallOptions = {}): Promise<Listing> {
  const body = await send<SingleResponse>(await getHttp(), 'GET', `/api/listing/${encodeURIComponent(id)}`, undefined, options);
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

export async function fetchAllowance(options: CallOptions = {}): Promise<ListingAllowance> {
  return send<ListingAllowance>(await getHttp(), 'GET', '/api/listings/allowance', undefined, options);
}
