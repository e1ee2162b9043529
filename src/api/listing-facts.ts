import { getHttp } from './request/supabase-client';
import { send } from './request/request-layer';
import type { HostFact, HostFactResponse, ListingFactsResponse } from '../../contract/wire';

// What the assistant knows about a listing (docs/assistant.md): the page's facts and the host's, which the host
// edits and removes in the chat's panel. Every later suggestion uses them as they are on the server.

const factsPath = (listingId: string) => `/api/listing/${encodeURIComponent(listingId)}/facts`;

export async function fetchListingFacts(listingId: string): Promise<ListingFactsResponse> {
  return send<ListingFactsResponse>(await getHttp(), 'GET', factsPath(listingId));
}

export async function addHostFact(listingId: string, text: string): Promise<HostFact> {
  const body = await send<HostFactResponse>(await getHttp(), 'POST', factsPath(listingId), { text });
  return body.fact;
}

export async function editHostFact(listingId: string, factId: string, text: string): Promise<HostFact> {
  const body = await send<HostFactResponse>(await getHttp(), 'PATCH', `${factsPath(listingId)}/${encodeURIComponent(factId)}`, { text });
  return body.fact;
}

export async function removeHostFact(listingId: string, factId: string): Promise<void> {
  await send<unknown>(await getHttp(), 'DELETE', `${factsPath(listingId)}/${encodeURIComponent(factId)}`);
}
