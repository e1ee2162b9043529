import type { Database } from '../../../server/db/database';

// chat_messages.listing_id references listings(id) once the listings migration and the chat foreign key are
// both on main. The chat tests find their listings through an in-memory ListingLookup; this makes the same ids
// exist as rows, so the foreign key holds. Without a listings table (the assistant branch alone) there is
// nothing to do.

export async function persistListings(database: Database, listings: { id: string; userId: string }[]): Promise<void> {
  const table = await database.executeSql("select to_regclass('public.listings') as name");
  if (!table.rows[0]?.name) return;
  for (const listing of listings) {
    const url = `https://www.airbnb.com/rooms/${listing.id}`;
    await database.executeSql(
      "insert into listings (id, user_id, url, fetch_url, platform, is_analyzing) values ($1, $2, $3, $3, 'airbnb', false) on conflict (id) do nothing",
      [listing.id, listing.userId, url],
    );
  }
}
