import { getHttp } from './request/supabase-client';
import { send, type CallOptions } from './request/request-layer';
import type { MarketInsight } from '../../contract/market';

// Where a listing stands in its loaded market (issue 37): GET /api/listing/:id/market, 404 no_market when no
// loaded market covers its place.

export async function fetchListingMarket(listingId: string, options: CallOptions = {}): Promise<MarketInsight> {
  return send<MarketInsight>(await getHttp(), 'GET', `/api/listing/${encodeURIComponent(listingId)}/market`, undefined, options);
}
