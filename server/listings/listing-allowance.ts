import { sql } from 'kysely';
import type { ListingAllowance } from '../../contract/wire';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../errors';

// The free account: without a purchase, an account may add FREE_LISTINGS listings (1 by default); any purchase
// for its user id or its e-mail address lifts the limit. Re-analysing a listing, or adding its address again,
// uses nothing; deleting a listing does not give its analysis back.

export interface ListingOwner {
  id: string;
  email: string | null;
}

export const freeLimitReached = (freeListings: number) =>
  new AppError(
    'free_limit_reached',
    `A free account can analyse ${freeListings === 1 ? '1 listing' : `${freeListings} listings`}. Purchase access to analyse more.`,
  );

export function listingAllowanceService(database: Database, config: Config) {
  const { db } = database;
  const freeListings = config.access.freeListings;

  // Each query once, run on its own or inside the claim's single statement.
  const purchaseOf = (owner: ListingOwner) =>
    db
      .selectFrom('purchases')
      .select('id')
      .where((w) =>
        owner.email ? w.or([w('user_id', '=', owner.id), w('email', '=', owner.email.toLowerCase())]) : w('user_id', '=', owner.id),
      );
  const countOf = (userId: string) =>
    db
      .selectFrom('listing_allowance')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId);
  const addressOf = (userId: string, url: string) =>
    db.selectFrom('listing_allowance').select('url').where('user_id', '=', userId).where('url', '=', url);

  const purchased = async (owner: ListingOwner): Promise<boolean> => (await purchaseOf(owner).limit(1).executeTakeFirst()) !== undefined;
  const used = async (userId: string): Promise<number> => Number((await countOf(userId).executeTakeFirst())?.n ?? 0);
  const isKnown = async (userId: string, url: string): Promise<boolean> => (await addressOf(userId, url).executeTakeFirst()) !== undefined;

  return {
    async of(owner: ListingOwner): Promise<ListingAllowance> {
      const [bought, count] = await Promise.all([purchased(owner), used(owner.id)]);
      return { purchased: bought, freeListings, used: count, remaining: bought ? null : Math.max(0, freeListings - count) };
    },

    /** Counts a listing address against the account, or refuses (free_limit_reached) when none is left. */
    async claim(owner: ListingOwner, url: string): Promise<void> {
      // One statement, not a look-up, a purchase check, a count and an insert: every analysis a host starts
      // waits for this before its job is queued. `known` sees the table as it was before this statement.
      const { rows } = await sql<{ claimed: boolean; known: boolean }>`
        with claimed as (
          insert into listing_allowance (user_id, url)
          select ${owner.id}::uuid, ${url}::text
          where exists (${purchaseOf(owner)}) or (${countOf(owner.id)}) < ${freeListings}
          on conflict do nothing
          returning url
        )
        select exists (select 1 from claimed) as claimed, exists (${addressOf(owner.id, url)}) as known
      `.execute(db);
      if (rows[0]?.claimed || rows[0]?.known) return;
      // Refused, unless another server added the same address for this account meanwhile (it committed after
      // this statement began): then it is known, and uses nothing.
      if (!(await isKnown(owner.id, url))) throw freeLimitReached(freeListings);
    },
  };
}

export type ListingAllowanceService = ReturnType<typeof listingAllowanceService>;
