import { randomUUID } from 'node:crypto';
import type { IdentityContext } from './context';
import { hashPassword } from './passwords';
import type { UserRow } from './users.repository';

// Creating a user who signs in by e-mail: sign-up, magic link, invite and the admin API all end here.

export interface NewEmailUser {
  email: string;
  /** Null for users who have not chosen a password (invited, or admin-created without one). */
  password: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  id?: string;
}

/** What sign-up stores as user_metadata: the e-mail identity's claims, plus the caller's data where it adds keys. */
export function signUpMetadata(id: string, email: string, confirmed: boolean, data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, sub: id, email, email_verified: confirmed, phone_verified: false };
}

/** Inserts the user with its e-mail identity; undefined when the address is taken. */
export async function insertEmailUser(ctx: IdentityContext, user: NewEmailUser): Promise<UserRow | undefined> {
  const now = ctx.now();
  return ctx.users.insert({
    id: user.id ?? randomUUID(),
    email: user.email,
    encryptedPassword: user.password === null ? null : await hashPassword(user.password),
    emailConfirmedAt: user.confirmed ? now : null,
    userMetadata: user.userMetadata,
    appMetadata: { ...user.appMetadata, provider: 'email', providers: ['email'] },
    now,
  });
}
