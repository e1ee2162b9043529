import { getHttp } from './request/supabase-client';
import { getPolled, send, type CallOptions, type Polled } from './request/request-layer';
import type {
  AnalysisResponse,
  AnalyzeRequest,
  Listing,
  ListingAllowance,
  ListingCard,
  ListResponse,
  SingleResponse,
} from '../../contract/wire';

// The listing endpoints of spec section 7. The list's retries are the sagas' (src/sagas/retry.ts). The list answers
// cards (what the dashboard and the chat picker show); a listing is read whole by id. Both are polled conditionally.

/** A poll's options: the abort signal, and the tag of the answer the caller holds (a 304 then says "unchanged"). */
export type ReadOptions = CallOptions & { since?: string | null };

/** The listing cards (ListResponse), or unchanged since `since`. */
export async function fetchListings(options: ReadOptions = {}): Promise<Polled<ListingCard[]>> {
  const answer = await getPolled<ListResponse>(await getHttp(), '/api/listings', options.since, { signal: options.signal });
  return answer.unchanged ? answer : { ...answer, value: answer.value.listings };
}

/** The whole listing (SingleResponse), or unchanged since `since`. */
export async function fetchListing(id: string, options: ReadOptions = {}): Promise<Polled<Listing>> {
  const url = `/api/listing/${encodeURIComponent(id)}`;
  const answer = await getPolled<SingleResponse>(await getHttp(), url, options.since, { signal: options.signal });
  return answer.unchanged ? answer : { ...answer, value: answer.value.listing };
}

export async function analyzeListing(request: AnalyzeRequest): Promise<Listing> {
  const body = await send<AnalysisResponse>(await getHttp(), 'POST', '/api/listings/analyze', {
    url: request.url.trim(),
    userId: request.userId,
  });
  return body.listing;
}

/** Deletes the listing with all it holds: its chat, what the host told the assistant, its photos and its score history. */
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
