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

  const purchased = async (owner: ListingOwner): Promise<boolean> => {
    let query = db.selectFrom('purchases').select('id').where('user_id', '=', owner.id);
    if (owner.email)
      query = db
        .selectFrom('purchases')
        .select('id')
        .where((w) => w.or([w('user_id', '=', owner.id), w('email', '=', owner.email!.toLowerCase())]));
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  };

  const used = async (userId: string): Promise<number> => {
    const row = await db
      .selectFrom('listing_allowance')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  return {
    async of(owner: ListingOwner): Promise<ListingAllowance> {
      const [bought, count] = await Promise.all([purchased(owner), used(owner.id)]);
      return { purchased: bought, freeListings, used: count, remaining: bought ? null : Math.max(0, freeListings - count) };
    },

    /** Counts a listing address against the account, or refuses (free_limit_reached) when none is left. */
    async claim(owner: ListingOwner, url: string): Promise<void> {
      const known = await db
        .selectFrom('listing_allowance')
        .select('url')
        .where('user_id', '=', owner.id)
        .where('url', '=', url)
        .executeTakeFirst();
      if (known) return;
      if (!(await purchased(owner)) && (await used(owner.id)) >= freeListings) throw freeLimitReached(freeListings);
      await db
        .insertInto('listing_allowance')
        .values({ user_id: owner.id, url })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

export type ListingAllowanceService = ReturnType<typeof listingAllowanceService>;
