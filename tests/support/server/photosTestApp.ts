import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SignJWT } from 'jose';
import type { ListingContent } from '../../../src/api/wire';
import { createPhotoService, type PhotoService } from '../../../server/analysis/photos/photos.service';
import type { FetchImage } from '../../../server/analysis/photos/types';
import { buildApp } from '../../../server/app';
import { openPglite, openPostgres, type Database } from '../../../server/db/database';
import { listingContentSource } from '../../../server/db/photos.repository';
import { migrateToLatest, readMigrationFiles } from '../../../server/db/migrate';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { localTokenVerifier } from '../../../server/identity/verify-token';
import { photoRoutes } from '../../../server/routes/photos.routes';
import { testConfig } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

// A server with the photo routes on a fresh database, for the photo integration tests.
//
// The listings table belongs to the ingestion branch (migration 0003). Until that is merged, this branch's
// migration 0004 references a table no migration creates, so here the database gets a minimal listings table
// (the columns the photo code reads: id, user_id, scraped_data) before the migrations run. Once a migration
// creates listings, the shared test database is used as is, and addListing() fills the real table's other
// required columns with plain values.

const MINIMAL_LISTINGS = `CREATE TABLE listings (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL, scraped_data jsonb)`;

function listingsMigrated(): boolean {
  return readMigrationFiles().some((f) => /create\s+table\s+(if\s+not\s+exists\s+)?("?public"?\.)?"?listings"?\s*\(/i.test(f.text));
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseWithMinimalListings(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite();
    await db.executeSql(MINIMAL_LISTINGS);
    await migrateToLatest(db);
    return Object.assign(db, { drop: () => db.close() });
  }
  const name = `lo_photos_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 5 });
  await db.executeSql(MINIMAL_LISTINGS);
  await migrateToLatest(db);
  return Object.assign(db, {
    async drop() {
      await db.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  });
}

/** A value of the column's type for required columns the test does not care about. */
function filler(dataType: string, udtName: string): unknown {
  if (udtName === 'uuid') return randomUUID();
  if (/int|numeric|double|real/.test(dataType)) return 0;
  if (dataType === 'boolean') return false;
  if (/timestamp|date/.test(dataType)) return new Date().toISOString();
  if (/json/.test(dataType)) return '{}';
  if (dataType === 'ARRAY') return '{}';
  return `https://www.airbnb.com/rooms/${randomBytes(6).readUIntBE(0, 6)}`;
}

async function insertListingRow(database: Database, id: string, userId: string, content: ListingContent | null): Promise<void> {
  const { rows } = await database.executeSql(
    `select column_name, data_type, udt_name from information_schema.columns
      where table_name = 'listings' and table_schema = current_schema()
        and is_nullable = 'NO' and column_default is null and column_name not in ('id', 'user_id', 'scraped_data')`,
  );
  const names = ['id', 'user_id', 'scraped_data', ...rows.map((r) => `"${r.column_name as string}"`)];
  const values = [id, userId, content === null ? null : JSON.stringify(content), ...rows.map((r) => filler(r.data_type as string, r.udt_name as string))];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  await database.executeSql(`insert into listings (${names.join(', ')}) values (${placeholders})`, values);
}

export interface PhotosTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  keys: KeyMaterial;
  photos: PhotoService;
  /** Photos served by the in-memory fetcher, by URL; a URL not here fails to download. */
  images: Map<string, Buffer>;
  fetchCalls: string[];
  tokenFor(userId: string): Promise<string>;
  /** Adds a listing row for the user with its extracted content (null: not analysed yet). */
  addListing(userId: string, content: ListingContent | null): Promise<string>;
  setContent(listingId: string, content: ListingContent | null): Promise<void>;
  close(): Promise<void>;
}

export async function buildPhotosTestApp(): Promise<PhotosTestApp> {
  const config = testConfig();
  const database = listingsMigrated() ? await createTestDatabase() : await databaseWithMinimalListings();
  const keys = await loadOrCreateKeys(database);
  const tokenVerifier = localTokenVerifier(keys);
  const images = new Map<string, Buffer>();
  const fetchCalls: string[] = [];
  const fetchImage: FetchImage = async (url) => {
    fetchCalls.push(url);
    const image = images.get(url);
    if (!image) throw new Error('HTTP 404 from the image host');
    return image;
  };
  const photos = createPhotoService({ database, listings: listingContentSource(database), fetchImage });
  const app = await buildApp({ config, database, keys, tokenVerifier });
  await app.register(photoRoutes, { tokenVerifier, photos });
  await app.ready();

  return {
    app,
    database,
    keys,
    photos,
    images,
    fetchCalls,
    async tokenFor(userId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: 'host@example.com', role: 'authenticated', session_id: randomUUID() })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
        .setSubject(userId)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(keys.privateKey);
    },
    async addListing(userId, content) {
      const id = randomUUID();
      await insertListingRow(database, id, userId, content);
      return id;
    },
    async setContent(listingId, content) {
      await database.executeSql('update listings set scraped_data = $2 where id = $1', [listingId, content === null ? null : JSON.stringify(content)]);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
