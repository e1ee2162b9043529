import { mintAccessToken } from './access-token';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ListingContent } from '../../../contract/wire';
import { createPhotoService, type PhotoService } from '../../../server/photos/photos.service';
import type { FetchImage } from '../../../server/analysis/photos/types';
import { FetchError } from '../../../server/analysis/fetch';
import { buildApp } from '../../../server/app/build-app';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { localTokenVerifier } from '../../../server/identity/verify-token';
import type { Database } from '../../../server/db/database';
import { testConfig, TEST_SHUTDOWN_GRACE_MS } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { closeGracefully } from '../../../server/http/graceful-close';

// A server with the photo routes on a fresh database, for the photo integration tests. Downloads come from
// an in-memory map instead of the network.

async function insertListingRow(database: Database, id: string, userId: string, content: ListingContent | null): Promise<void> {
  const url = `https://www.airbnb.com/rooms/${randomBytes(6).readUIntBE(0, 6)}`;
  await database.executeSql(
    "insert into listings (id, user_id, url, fetch_url, platform, is_analyzing, scraped_data) values ($1, $2, $3, $3, 'airbnb', false, $4)",
    [id, userId, url, content === null ? null : JSON.stringify(content)],
  );
}

export interface PhotosTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  keys: KeyMaterial;
  photos: PhotoService;
  /** Photos served by the in-memory fetcher, by URL; a URL not here answers 404. */
  images: Map<string, Buffer>;
  /** URLs whose host is busy for now (503), as a CDN under load answers. */
  unavailable: Set<string>;
  fetchCalls: string[];
  tokenFor(userId: string): Promise<string>;
  /** Adds a listing row for the user with its extracted content (null: not analysed yet). */
  addListing(userId: string, content: ListingContent | null): Promise<string>;
  setContent(listingId: string, content: ListingContent | null): Promise<void>;
  close(): Promise<void>;
}

export async function buildPhotosTestApp(): Promise<PhotosTestApp> {
  const config = testConfig();
  const database = await createTestDatabase();
  const keys = await loadOrCreateKeys(database);
  const tokenVerifier = localTokenVerifier(keys);
  const images = new Map<string, Buffer>();
  const unavailable = new Set<string>();
  const fetchCalls: string[] = [];
  const fetchImage: FetchImage = async (url) => {
    fetchCalls.push(url);
    if (unavailable.has(url)) throw new FetchError('http_status', 'The site answered with HTTP 503.', { url, status: 503 });
    const image = images.get(url);
    if (!image) throw new FetchError('http_status', 'The site answered with HTTP 404.', { url, status: 404 });
    return image;
  };
  const photos = createPhotoService({ database, fetchImage });
  const app = await buildApp({ config, database, keys, tokenVerifier, photos });
  await app.ready();

  return {
    app,
    database,
    keys,
    photos,
    images,
    unavailable,
    fetchCalls,
    tokenFor(userId) {
      return mintAccessToken(keys, { userId });
    },
    async addListing(userId, content) {
      const id = randomUUID();
      await insertListingRow(database, id, userId, content);
      return id;
    },
    async setContent(listingId, content) {
      await database.executeSql('update listings set scraped_data = $2 where id = $1', [
        listingId,
        content === null ? null : JSON.stringify(content),
      ]);
    },
    async close() {
      await closeGracefully(app, TEST_SHUTDOWN_GRACE_MS);
      await database.drop();
    },
  };
}
