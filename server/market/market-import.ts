import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RUBRIC_VERSION, score } from '../analysis/score';
import type { Database } from '../db/database';
import { MarketFileError } from './columns';
import { AreaBuilder } from './market-area';
import { IdentityBuilder, nameFromFile } from './market-identity';
import { placeKey } from './market-place';
import { marketsRepository, type NewMarketListing } from './markets.repository';
import type { MalformedRow } from './reader';
import { readMarketFile } from './reader';
import type { MarketRow } from './listing-row';

// `npm run market -- import FILE`: one Inside Airbnb listings file into the database. Each live listing is read
// by the reader (the app's ListingContent), scored by the app's own rubric on what the file holds, and stored
// with what the comparison needs; the market's place, area, currency and scrape date come from the rows. The
// same market and scrape imported again replaces the earlier import, in one transaction at the end.

export interface ImportProgress {
  /** Listings read so far (live ones, kept). */
  rows: number;
  /** Share of the file read, 0..1. */
  share: number;
}

export interface ImportOptions {
  /** What to call the market; by default the city most of its place lines name, else the file's own name. */
  name?: string;
  onProgress?: (progress: ImportProgress) => void;
  onMalformed?: (problem: MalformedRow) => void;
}

export interface ImportResult {
  name: string;
  scrapedOn: string;
  listings: number;
  country: string | null;
  currency: string | null;
  /** An earlier import of the same market and scrape was replaced. */
  replaced: boolean;
  malformed: number;
  /** Rows of earlier scrapes the file carries, left out. */
  otherSources: number;
  seconds: number;
}

const BATCH = 200;
/** Scoring a row takes a millisecond or two: a server importing lets requests in between every few rows. */
const YIELD_EVERY = 20;

const descriptionChars = (row: MarketRow) => [...(row.content.descriptionSections['Listing Description'] ?? '')].length;
const neighbourhoodChars = (row: MarketRow) => [...(row.content.location.neighborhood ?? '')].length;

export function toStoredListing(row: MarketRow): NewMarketListing {
  return {
    listingId: row.id,
    roomType: row.roomType,
    accommodates: row.accommodates,
    price: row.price,
    latitude: row.place.latitude,
    longitude: row.place.longitude,
    score: score(row.content).seoScore,
    reviewsPerMonth: row.outcomes.reviewsPerMonth,
    numberOfReviews: row.outcomes.numberOfReviews,
    amenities: row.amenities,
    descriptionChars: descriptionChars(row),
    neighbourhoodChars: neighbourhoodChars(row),
    content: row.content,
  };
}

export class MarketNameError extends MarketFileError {}

/** A market name as given: trimmed, one line, at most 80 characters, with a letter in it. */
export function cleanMarketName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(clean) || clean.length > 80) {
    throw new MarketNameError(`"${name}" is not a market name: give the place's name, e.g. --name "Munich".`);
  }
  return clean;
}

export async function importMarketFile(database: Database, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const repository = marketsRepository(database);
  const given = options.name === undefined ? null : cleanMarketName(options.name);
  const provisional = given ?? nameFromFile(file) ?? 'Unnamed market';
  const reading = readMarketFile(file, {
    onMalformed: options.onMalformed,
    onProgress: (p) => options.onProgress?.({ rows: reading.stats.rows, share: p.share }),
    progressEvery: 250,
  });
  const marketId = await repository.createLoading({
    name: provisional,
    nameKey: placeKey(provisional),
    sourceFile: path.basename(file),
    rubricVersion: RUBRIC_VERSION,
  });
  try {
    const identity = new IdentityBuilder();
    const area = new AreaBuilder();
    let batch: NewMarketListing[] = [];
    let sinceYield = 0;
    for await (const row of reading) {
      identity.add(row);
      area.add(row.place.latitude, row.place.longitude);
      batch.push(toStoredListing(row));
      if (++sinceYield === YIELD_EVERY) {
        sinceYield = 0;
        await nextTurn();
      }
      if (batch.length === BATCH) {
        await repository.insertListings(marketId, batch);
        batch = [];
      }
    }
    await repository.insertListings(marketId, batch);
    const stats = reading.stats;
    if (stats.empty) throw new MarketFileError(`${file} is empty.`);
    if (stats.rows === 0) {
      throw new MarketFileError(
        `${file} has no live listing to load (${stats.otherSources} rows of earlier scrapes, ${stats.malformed} unreadable rows).`,
      );
    }
    const place = identity.build();
    if (!place.scrapedOn) throw new MarketFileError(`${file} does not say when it was scraped (its last_scraped column is empty).`);
    const name = given ?? place.suggestedName ?? nameFromFile(file);
    if (!name) {
      throw new MarketNameError(
        `${file} does not name its city in a way the app can read. Give the market a name: npm run market -- import ${file} --name "Tasmania".`,
      );
    }
    const { replaced } = await repository.finish(marketId, {
      name,
      nameKey: placeKey(name),
      scrapedOn: place.scrapedOn,
      country: place.country,
      currency: place.currency,
      cities: place.cities,
      area: area.build(),
      listingCount: stats.rows,
    });
    return {
      name,
      scrapedOn: place.scrapedOn,
      listings: stats.rows,
      country: place.country,
      currency: place.currency,
      replaced,
      malformed: stats.malformed,
      otherSources: stats.otherSources,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (err) {
    await repository.discard(marketId).catch(() => undefined);
    throw err;
  }
}
