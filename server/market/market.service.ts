import type { MarketInsight } from '../../contract/market';
import type { ListingContent } from '../../contract/wire';
import { RUBRIC_VERSION, score } from '../analysis/score';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { amenityKeys, amenityName } from './amenity-names';
import { MarketComparer, roomTypeOf, type ListingForMarket, type MarketListingRow } from './comparables';
import { inArea, validCoordinates } from './market-area';
import { asMarketRow } from './market-content';
import { countryCode, placeKey, placeName } from './market-place';
import { rescoreMarket, type RescoreLogger } from './market-rescore';
import { marketsRepository, type ReadyMarket, type StoredMarketListing } from './markets.repository';

// The "Your market" answer for one of the signed-in user's listings: which loaded market it is in, and where it
// stands among that market's comparable listings. Markets change only when an operator imports or removes one
// (possibly from another process, on PostgreSQL), so their rows are read once and kept in memory; every request
// asks the database for the markets' versions (a few rows) and reads again only what changed.

export interface MarketServiceDeps {
  database: Database;
  logger?: RescoreLogger;
}

interface ListingCacheEntry {
  version: string;
  view: ListingForMarket;
  location: ListingContent['location'];
}

const LISTING_CACHE_LIMIT = 2_000;

/** The market a place belongs to: by its coordinates when it has them, else by its city and country. */
export function marketFor(markets: readonly ReadyMarket[], location: ListingContent['location']): ReadyMarket | null {
  const newest = (a: ReadyMarket, b: ReadyMarket) => b.scraped_on.localeCompare(a.scraped_on) || b.listing_count - a.listing_count;
  if (validCoordinates(location.lat, location.lng)) {
    const hits = markets
      .map((m) => ({ m, hit: inArea(m.area, location.lat!, location.lng!) }))
      .filter((h) => h.hit !== null)
      .sort((a, b) => (a.hit === b.hit ? newest(a.m, b.m) : a.hit === 'own' ? -1 : 1));
    return hits[0]?.m ?? null;
  }
  const city = placeKey(location.city);
  if (!city) return null;
  const country = countryCode(location.country);
  const named = markets.filter((m) => m.cities.some((c) => c.key === city && (!country || !c.country || c.country === country)));
  return named.sort(newest)[0] ?? null;
}

function nightlyPrice(content: ListingContent): ListingForMarket['price'] {
  const price = content.price;
  if (!price?.amount || !(price.amount > 0)) return null;
  if (price.period && !/night|nacht|nuit|noche|notte|noite/i.test(price.period)) return null;
  const currency = price.currency && /^[A-Za-z]{3}$/.test(price.currency) ? price.currency.toUpperCase() : null;
  return { amount: price.amount, currency };
}

/** The host's listing read the way the market's rows were, scored on the same parts by the same rubric. */
export function listingForMarket(content: ListingContent): ListingForMarket {
  return {
    score: score(asMarketRow(content)).seoScore,
    roomType: roomTypeOf(content.roomType) ?? roomTypeOf(content.propertyType),
    guests: content.capacity.guests && content.capacity.guests > 0 ? content.capacity.guests : null,
    amenities: amenityKeys(content.amenities),
    descriptionChars: [...(content.descriptionSections['Listing Description'] ?? '')].length,
    neighbourhoodChars: [...(content.location.neighborhood ?? '')].length,
    price: nightlyPrice(content),
  };
}

function comparerOf(market: ReadyMarket, stored: readonly StoredMarketListing[]): MarketComparer {
  const labels = new Map<string, string>();
  const rows: MarketListingRow[] = stored.map((r) => {
    const keys: string[] = [];
    for (const line of r.amenities) {
      const { key, label } = amenityName(line);
      if (!key || keys.includes(key)) continue;
      keys.push(key);
      if (!labels.has(key)) labels.set(key, label);
    }
    return {
      score: r.score,
      roomType: roomTypeOf(r.room_type),
      guests: r.accommodates,
      reviewsPerMonth: r.reviews_per_month,
      price: r.price,
      amenities: keys,
      descriptionChars: r.description_chars,
      neighbourhoodChars: r.neighbourhood_chars,
    };
  });
  return new MarketComparer({
    info: { name: market.name, scrapedAt: market.scraped_on, listings: market.listing_count, currency: market.currency },
    rubricVersion: market.rubric_version,
    rows,
    labels,
  });
}

const versionOf = (m: { id: string; imported_at: Date | string; rubric_version: string }) =>
  `${m.id}@${new Date(m.imported_at).getTime()}@${m.rubric_version}`;

export function marketService(deps: MarketServiceDeps) {
  const repository = marketsRepository(deps.database);
  let index: { signature: string; markets: ReadyMarket[] } | null = null;
  let loadingIndex: Promise<ReadyMarket[]> | null = null;
  const comparers = new Map<string, Promise<MarketComparer>>();
  const listings = new Map<string, ListingCacheEntry>();
  const rescoring = new Map<string, Promise<unknown>>();

  let checkedAtWrite: number | null = null;

  async function readyMarkets(): Promise<ReadyMarket[]> {
    // On PGlite this process makes every write: none since the last look, and the markets are as they were.
    const writes = deps.database.writeCount?.() ?? null;
    if (index && writes !== null && writes === checkedAtWrite) return index.markets;
    const signature = (await repository.versions()).map(versionOf).sort().join('|');
    checkedAtWrite = writes;
    if (index?.signature === signature) return index.markets;
    loadingIndex ??= repository.listReady().finally(() => (loadingIndex = null));
    const markets = await loadingIndex;
    const current = new Set(markets.map(versionOf));
    for (const key of comparers.keys()) if (!current.has(key)) comparers.delete(key);
    index = { signature: [...current].sort().join('|'), markets };
    return markets;
  }

  function comparerFor(market: ReadyMarket): Promise<MarketComparer> {
    const key = versionOf(market);
    let comparer = comparers.get(key);
    if (!comparer) {
      comparer = repository.listingsOf(market.id).then((rows) => comparerOf(market, rows));
      comparer.catch(() => comparers.delete(key));
      comparers.set(key, comparer);
    }
    return comparer;
  }

  /** The listing read as the market's rows were, kept until the listing changes (or the rubric does). */
  async function viewOf(userId: string, listing: { id: string; updated_at: Date | string }): Promise<ListingCacheEntry | null> {
    const version = `${new Date(listing.updated_at).getTime()}@${RUBRIC_VERSION}`;
    const known = listings.get(listing.id);
    if (known?.version === version) return known;
    const content = await repository.contentOf(userId, listing.id);
    if (!content) return null;
    const entry = { version, view: listingForMarket(content), location: content.location };
    if (listings.size >= LISTING_CACHE_LIMIT) listings.delete(listings.keys().next().value!);
    listings.set(listing.id, entry);
    return entry;
  }

  /** Starts re-scoring a market scored by a past rubric, once per process at a time. */
  function rescoreInBackground(market: ReadyMarket): void {
    if (rescoring.has(market.id)) return;
    const run = rescoreMarket(deps.database, market.id)
      .catch((err: unknown) => deps.logger?.error({ err, marketId: market.id }, 'market re-scoring failed'))
      .finally(() => rescoring.delete(market.id));
    rescoring.set(market.id, run);
  }

  async function insightFor(userId: string, listingId: string): Promise<MarketInsight> {
    const listing = await repository.listingOf(userId, listingId);
    if (!listing) throw errors.listingNotFound();
    const read = await viewOf(userId, listing);
    if (!read) throw errors.conflict('This listing has not been read yet. Its market shows once its analysis finishes.');
    const market = marketFor(await readyMarkets(), read.location);
    if (!market) throw errors.noMarket(placeName(read.location) ?? listing.location);
    if (market.rubric_version !== RUBRIC_VERSION) {
      rescoreInBackground(market);
      throw errors.marketUpdating(market.name);
    }
    return (await comparerFor(market)).insight(read.view);
  }

  return {
    insightFor,

    /** The insight, or null when the listing is in no loaded market (or that market is being re-scored). */
    async insightOrNull(userId: string, listingId: string): Promise<MarketInsight | null> {
      try {
        return await insightFor(userId, listingId);
      } catch (err) {
        if (err instanceof AppError && (err.code === 'no_market' || err.code === 'market_updating' || err.code === 'conflict')) return null;
        throw err;
      }
    },

    /** Reads every market's rows ahead of the first request (the server does it once it listens). */
    async warm(): Promise<void> {
      for (const market of await readyMarkets()) if (market.rubric_version === RUBRIC_VERSION) await comparerFor(market);
    },
  };
}

export type MarketService = ReturnType<typeof marketService>;
