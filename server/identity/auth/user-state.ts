import type { IdentityContext } from './context';
import { userJson } from './user-json';
import type { UserRow } from './users.repository';

// Facts about a user that several flows ask for or change.

export function isBanned(ctx: IdentityContext, user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until) > ctx.now();
}

/** The User object of the API, with its identities. */
export async function userResponse(ctx: IdentityContext, user: UserRow) {
  return userJson(user, await ctx.users.identitiesOf(user.id), ctx.now());
}

/** Marks the e-mail verified: following any e-mail link proves the address. */
export async function confirmEmail(ctx: IdentityContext, user: UserRow): Promise<UserRow> {
  if (user.email_confirmed_at && user.user_metadata.email_verified === true) return user;
  const now = ctx.now();
  const updated = await ctx.users.update(
    user.id,
    { email_confirmed_at: user.email_confirmed_at ?? now, user_metadata: { ...user.user_metadata, email_verified: true } },
    now,
  );
  const identity = (await ctx.users.identitiesOf(user.id)).find((i) => i.provider === 'email');
  if (identity) await ctx.users.touchIdentities(user.id, 'email', now, { ...identity.identity_data, email_verified: true });
  return updated ?? user;
}
