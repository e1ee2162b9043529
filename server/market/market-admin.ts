import { countries, type TCountryCode } from 'countries-list';
import type { Database } from '../db/database';
import { placeKey } from './market-place';
import { marketsRepository, type ReadyMarket } from './markets.repository';

// What `npm run market -- list` and `remove` do, on the database directly or inside the server that holds it.

export interface MarketListEntry {
  name: string;
  scrapedOn: string;
  listings: number;
  /** "Munich, Germany": the market's main city and its country, as far as the file named them. */
  place: string | null;
  currency: string | null;
  importedAt: string;
  rubricVersion: string;
}

export interface MarketList {
  markets: MarketListEntry[];
  /** Imports that stopped half-way; the next import of the same market (or `remove`) clears them. */
  unfinished: number;
}

export interface RemovedMarket {
  name: string;
  scrapedOn: string;
}

function placeOf(market: ReadyMarket): string | null {
  const city = market.cities[0]?.name ?? null;
  const country = market.country ? (countries[market.country as TCountryCode]?.name ?? market.country) : null;
  return [city, country].filter(Boolean).join(', ') || null;
}

export async function listMarkets(database: Database): Promise<MarketList> {
  const repository = marketsRepository(database);
  const [ready, unfinished] = await Promise.all([repository.listReady(), repository.countLoading()]);
  return {
    markets: ready.map((m) => ({
      name: m.name,
      scrapedOn: m.scraped_on,
      listings: m.listing_count,
      place: placeOf(m),
      currency: m.currency,
      importedAt: new Date(m.imported_at).toISOString(),
      rubricVersion: m.rubric_version,
    })),
    unfinished,
  };
}

/** Removes every scrape of the market named (or the one scrape); an unknown name removes nothing. */
export async function removeMarket(database: Database, name: string, scrapedOn?: string): Promise<RemovedMarket[]> {
  const removed = await marketsRepository(database).remove(placeKey(name), scrapedOn);
  return removed.filter((r) => r.status === 'ready').map((r) => ({ name: r.name, scrapedOn: r.scraped_on }));
}
