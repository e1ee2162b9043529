import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { PurchasesTable } from '../db/schema';

export type PurchaseRow = Selectable<PurchasesTable>;

export function purchasesRepository(database: Database) {
  const { db } = database;
  return {
    /** Records a purchase; undefined when this Stripe event or checkout was recorded before. */
    record: (purchase: { email: string; source: 'grant' | 'stripe'; stripeEventId?: string; checkoutSessionId?: string; now: Date }) =>
      db
        .insertInto('purchases')
        .values({
          email: purchase.email,
          source: purchase.source,
          stripe_event_id: purchase.stripeEventId ?? null,
          stripe_checkout_session_id: purchase.checkoutSessionId ?? null,
          created_at: purchase.now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),

    find: (id: string) => db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The oldest unused purchase for an address, else the newest used one (to say it was used). */
    async forEmail(email: string): Promise<PurchaseRow | undefined> {
      const unused = await db
        .selectFrom('purchases')
        .selectAll()
        .where('email', '=', email)
        .where('used_at', 'is', null)
        .orderBy('created_at')
        .executeTakeFirst();
      if (unused) return unused;
      return db.selectFrom('purchases').selectAll().where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** Marks the purchase used; false when someone else used it first. */
    async claim(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('purchases')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async release(id: string): Promise<void> {
      await db.updateTable('purchases').set({ used_at: null }).where('id', '=', id).where('user_id', 'is', null).execute();
    },

    async attachUser(id: string, userId: string): Promise<void> {
      await db.updateTable('purchases').set({ user_id: userId }).where('id', '=', id).execute();
    },
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
