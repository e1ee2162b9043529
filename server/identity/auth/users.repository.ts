import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthIdentitiesTable, AuthUsersTable } from '../../db/schema';

export type UserRow = Selectable<AuthUsersTable>;
export type IdentityRow = Selectable<AuthIdentitiesTable>;

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  now: Date;
  id?: string;
  /** The identity to create with the user; the e-mail identity unless given (e.g. Google). */
  identity?: { provider: string; providerId: string; data: Record<string, unknown> };
}

/** The columns flows change on a user. */
export type UserPatch = Partial<{
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  banned_until: Date | null;
  invited_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
}>;

export function usersRepository(database: Database) {
  const { db } = database;
  return {
    findById: (id: string) => db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (email: string) => db.selectFrom('auth_users').selectAll().where('email', '=', email).executeTakeFirst(),

    /** Inserts the user with its e-mail identity; undefined when the e-mail is taken. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('auth_users')
          .values({
            ...(user.id ? { id: user.id } : {}),
            email: user.email,
            encrypted_password: user.encryptedPassword,
            email_confirmed_at: user.emailConfirmedAt,
            user_metadata: JSON.stringify(user.userMetadata),
            app_metadata: JSON.stringify(user.appMetadata),
            created_at: user.now,
            updated_at: user.now,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const identity = user.identity ?? {
          provider: 'email',
          providerId: row.id,
          data: { sub: row.id, email: row.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false },
        };
        await trx
          .insertInto('auth_identities')
          .values({
            user_id: row.id,
            provider: identity.provider,
            provider_id: identity.providerId,
            identity_data: JSON.stringify(identity.data),
            created_at: user.now,
            updated_at: user.now,
          })
          .execute();
        return row;
      });
    },

    async update(id: string, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
      const { user_metadata, app_metadata, ...plain } = patch;
      return db
        .updateTable('auth_users')
        .set({
          ...plain,
          ...(user_metadata ? { user_metadata: JSON.stringify(user_metadata) } : {}),
          ...(app_metadata ? { app_metadata: JSON.stringify(app_metadata) } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('auth_users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** GoTrue's admin list: newest first, optional substring filter on e-mail or full name. */
    async list(options: { page: number; perPage: number; filter?: string }): Promise<{ users: UserRow[]; total: number }> {
      let query = db.selectFrom('auth_users');
      if (options.filter) {
        const pattern = `%${options.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb(sql<string>`user_metadata->>'full_name'`, 'ilike', pattern)]));
      }
      const [{ count }] = (await query.select((eb) => eb.fn.countAll<number>().as('count')).execute()) as [{ count: number }];
      const users = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage)
        .execute();
      return { users, total: Number(count) };
    },

    identitiesOf: (userId: string) =>
      db.selectFrom('auth_identities').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),

    findIdentity: (provider: string, providerId: string) =>
      db
        .selectFrom('auth_identities')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_id', '=', providerId)
        .executeTakeFirst(),

    async addIdentity(identity: {
      userId: string;
      provider: string;
      providerId: string;
      data: Record<string, unknown>;
      now: Date;
    }): Promise<void> {
      await db
        .insertInto('auth_identities')
        .values({
          user_id: identity.userId,
          provider: identity.provider,
          provider_id: identity.providerId,
          identity_data: JSON.stringify(identity.data),
          last_sign_in_at: identity.now,
          created_at: identity.now,
          updated_at: identity.now,
        })
        .onConflict((oc) =>
          oc
            .columns(['provider', 'provider_id'])
            .doUpdateSet({ identity_data: JSON.stringify(identity.data), last_sign_in_at: identity.now, updated_at: identity.now }),
        )
        .execute();
    },

    async updateIdentityData(userId: string, provider: string, data: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .updateTable('auth_identities')
        .set({ identity_data: JSON.stringify(data), updated_at: now })
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .execute();
    },

    async touchIdentities(userId: string, provider: string, now: Date, data?: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('auth_identities')
        .set({ last_sign_in_at: now, updated_at: now, ...(data ? { identity_data: JSON.stringify(data) } : {}) })
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
