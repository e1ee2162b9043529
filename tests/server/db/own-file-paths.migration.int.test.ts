import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../../server/db/database';
import { migrateToLatest, MIGRATIONS_DIR, readMigrationFiles } from '../../../server/db/migrate';

// Migration 0011 (issue 40): a database written before it held this server's own photos and avatars with the name
// a request used (http://localhost:8787/…), which the page's CSP blocks at any other name. After it they are paths;
// every other address (another site's photo, a hosted avatar, a public name) is left exactly as it was.

const MIGRATION = '0011_own_file_paths';
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lo-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR)) if (file < MIGRATION) cpSync(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const LISTING = '6a1c7e52-4c1e-4f55-9f0a-3c4b2f1d9e01';
const USER = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';
const photo = (url: string) => ({ url, caption: null, roomLabel: 'Living room', width: 1600, height: 1067 });

it('rewrites the old absolute addresses of its own photos and avatars to paths, and leaves every other address alone', async () => {
  const database = await openPglite();
  try {
    expect(await migrateToLatest(database, folder)).not.toContain(MIGRATION);
    const photos = [
      photo('http://localhost:8787/samples/photos/alfama-loft/1.jpg'),
      photo('http://127.0.0.1:9410/samples/photos/alfama-loft/2.jpg?v=3'),
      photo('http://[::1]:8787/samples/photos/alfama-loft/3.jpg'),
      photo('https://a0.muscache.com/im/pictures/abc.jpg?im_w=720'),
      photo('http://127.0.0.1:9411/photos/1.jpg'),
      photo('https://listings.example.com/samples/photos/alfama-loft/4.jpg'),
    ];
    await database.executeSql(
      `insert into listings (id, user_id, url, fetch_url, platform, title, image_url, scraped_data, updated_at)
       values ($1, $2, $3, $3, 'other', 'Alfama loft', $4, $5::jsonb, '2025-01-01T00:00:00Z')`,
      [
        LISTING,
        USER,
        'http://localhost:8787/samples/listings/alfama-loft.html',
        'http://localhost:8787/samples/photos/alfama-loft/1.jpg',
        JSON.stringify({ title: 'Alfama loft', photos, amenities: ['Wifi'] }),
      ],
    );
    const analysis = (index: number, url: string) =>
      database.executeSql(
        `insert into photo_analyses (listing_id, photo_index, photo_url, overall_score, priority, resolution_score, lighting_score,
           ai_description, quality_rating)
         values ($1, $2, $3, 80, 'low', 80, 80, 'Analysis unavailable', 8)`,
        [LISTING, index, url],
      );
    await analysis(0, 'http://localhost:8787/samples/photos/alfama-loft/1.jpg');
    await analysis(1, 'https://a0.muscache.com/im/pictures/abc.jpg?im_w=720');
    await database.executeSql(`insert into profiles (user_id, avatar_url) values ($1, $2), ($3, $4)`, [
      USER,
      'http://127.0.0.1:8787/storage/v1/object/public/avatars/u1/1700000000000-me.png?v=2',
      '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
      'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/avatars/u2/me.png',
    ]);

    // It and the migrations numbered after it (0012_markets) run; nothing before it runs again.
    expect(await migrateToLatest(database)).toEqual(
      readMigrationFiles()
        .map((m) => m.name)
        .filter((name) => name >= MIGRATION),
    );

    const listing = (await database.executeSql('select url, image_url, scraped_data, updated_at::text as updated from listings')).rows[0];
    expect(listing.image_url).toBe('/samples/photos/alfama-loft/1.jpg');
    expect(listing.scraped_data.photos).toEqual([
      photo('/samples/photos/alfama-loft/1.jpg'),
      photo('/samples/photos/alfama-loft/2.jpg?v=3'),
      photo('/samples/photos/alfama-loft/3.jpg'),
      photo('https://a0.muscache.com/im/pictures/abc.jpg?im_w=720'),
      photo('http://127.0.0.1:9411/photos/1.jpg'),
      photo('https://listings.example.com/samples/photos/alfama-loft/4.jpg'),
    ]);
    expect(listing.scraped_data).toMatchObject({ title: 'Alfama loft', amenities: ['Wifi'] });
    // The listing's own address is a link, not a photo: it stays as the host gave it.
    expect(listing.url).toBe('http://localhost:8787/samples/listings/alfama-loft.html');
    // A new version, so a browser holding the old answer reads the new one instead of hearing "unchanged".
    expect(listing.updated).not.toMatch(/^2025-01-01/);

    const analyses = (await database.executeSql('select photo_url from photo_analyses order by photo_index')).rows.map((r) => r.photo_url);
    expect(analyses).toEqual(['/samples/photos/alfama-loft/1.jpg', 'https://a0.muscache.com/im/pictures/abc.jpg?im_w=720']);
    const avatars = (await database.executeSql('select avatar_url from profiles order by avatar_url')).rows.map((r) => r.avatar_url);
    expect(avatars).toEqual([
      '/storage/v1/object/public/avatars/u1/1700000000000-me.png?v=2',
      'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/avatars/u2/me.png',
    ]);
  } finally {
    await database.close();
  }
}, 60_000);
