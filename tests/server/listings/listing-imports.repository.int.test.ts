import { randomUUID } from 'node:crypto';
import { openPglite, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { listingImportsRepository } from '../../../server/listings/listing-imports.repository';

// A handed-over page is kept gzipped, and the next analysis reads back exactly what the host gave; a page kept
// before pages were gzipped is still read.

let database: Database;
const userId = randomUUID();

beforeAll(async () => {
  database = await openPglite();
  await migrateToLatest(database);
});
afterAll(() => database.close());

let rooms = 5;
async function listing(): Promise<string> {
  const id = randomUUID();
  const url = `https://www.airbnb.com/rooms/${rooms++}`;
  await database.executeSql("insert into listings (id, user_id, url, fetch_url, platform) values ($1, $2, $3, $3, 'airbnb')", [
    id,
    userId,
    url,
  ]);
  return id;
}

it('keeps a page gzipped and gives the analysis back the same text', async () => {
  const listingId = await listing();
  const page = `<html><body><h1>Loft à Lisboa — vista rio</h1>${'<p>A bright room by the river.</p>'.repeat(20_000)}</body></html>`;
  const imports = listingImportsRepository(database);
  const importId = await imports.save({ listingId, userId, page, source: 'paste', fileName: null });

  const pending = await imports.pendingFor(listingId);
  expect(pending).toMatchObject({ importId, page });
  const stored = (
    await database.executeSql(
      'select page is null as text_dropped, octet_length(page_gz) as kept, page_bytes from listing_imports where listing_id = $1',
      [listingId],
    )
  ).rows[0] as { text_dropped: boolean; kept: number; page_bytes: number };
  expect(stored.text_dropped).toBe(true);
  expect(stored.page_bytes).toBe(Buffer.byteLength(page));
  expect(stored.kept).toBeLessThan(stored.page_bytes / 20);
});

it('still reads a page kept as text before pages were gzipped', async () => {
  const listingId = await listing();
  const importId = randomUUID();
  await database.executeSql(
    "insert into listing_imports (listing_id, user_id, import_id, page, source, page_bytes) values ($1, $2, $3, '<html>old</html>', 'file', 16)",
    [listingId, userId, importId],
  );
  expect(await listingImportsRepository(database).pendingFor(listingId)).toMatchObject({ importId, page: '<html>old</html>' });
});
