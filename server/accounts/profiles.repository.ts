import type { Selectable } from 'kysely';
import type { Profile, ProfilePatch } from '../../contract/wire';
import type { Database } from '../db/database';
import type { ProfilesTable } from '../db/schema';

export type ProfileRow = Selectable<ProfilesTable>;

const COLUMNS: Record<keyof ProfilePatch, keyof ProfilesTable> = {
  fullName: 'full_name',
  phoneNumber: 'phone_number',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  avatarUrl: 'avatar_url',
};

export function toProfile(row: ProfileRow, email: string): Profile {
  return {
    id: row.user_id,
    email,
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    avatarUrl: row.avatar_url,
  };
}

// Every query is keyed by the signed-in user's id: a profile is only ever read or written by its owner.
export function profilesRepository(database: Database) {
  const { db } = database;
  return {
    /** The user's profile, created on first use with the name given at sign-up. */
    async ensure(userId: string, defaults: { fullName: string | null }): Promise<ProfileRow> {
      const existing = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (existing) return existing;
      await db
        .insertInto('profiles')
        .values({ user_id: userId, full_name: defaults.fullName })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    async update(userId: string, patch: ProfilePatch, now: Date): Promise<ProfileRow> {
      const values: Record<string, string | null> = {};
      for (const [key, column] of Object.entries(COLUMNS) as [keyof ProfilePatch, keyof ProfilesTable][]) {
        if (patch[key] !== undefined) values[column] = patch[key] ?? null;
      }
      return db
        .updateTable('profiles')
        .set({ ...values, updated_at: now })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
