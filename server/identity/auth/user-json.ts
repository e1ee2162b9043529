import type { IdentityRow, UserRow } from './users.repository';

// The User object GoTrue returns (models/user.go): null timestamps are left out, phone is '' when unset,
// identities is always an array.

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function identityJson(identity: IdentityRow, email: string) {
  return withoutUndefined({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    email,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
  });
}

export function userJson(user: UserRow, identities: IdentityRow[], now: Date) {
  const banned = user.banned_until && new Date(user.banned_until) > now;
  return withoutUndefined({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: identities.map((i) => identityJson(i, user.email)),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: banned ? iso(user.banned_until) : undefined,
    is_anonymous: false,
  });
}

export type UserJson = ReturnType<typeof userJson>;
