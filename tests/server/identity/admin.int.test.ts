import { AuthSessionMissingError } from '@supabase/supabase-js';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// The GoTrue admin API as supabase-js's auth.admin calls it with the service-role key (contract §8).

let s: IdentityServer;
beforeAll(async () => {
  s = await startIdentityServer();
});
afterAll(() => s.close());

const admin = () => s.client(s.keys.serviceRoleKey).auth.admin;

it('creates confirmed users without mail, and refuses a taken address', async () => {
  const { data, error } = await admin().createUser({
    email: 'Made@Example.com',
    password: 'Secret-123',
    email_confirm: true,
    user_metadata: { full_name: 'Made' },
  });
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email: 'made@example.com', user_metadata: { full_name: 'Made', email_verified: true } });
  expect(data.user?.email_confirmed_at).toBeDefined();
  expect(await s.mail('made@example.com')).toHaveLength(0);
  expect((await s.client().auth.signInWithPassword({ email: 'made@example.com', password: 'Secret-123' })).error).toBeNull();
  const again = await admin().createUser({ email: 'made@example.com', password: 'Secret-123' });
  expect(again.error).toMatchObject({
    code: 'email_exists',
    status: 422,
    message: 'A user with this email address has already been registered',
  });
});

it('gets, updates and deletes users by id; a new password signs the user out everywhere', async () => {
  const { data } = await admin().createUser({ email: 'update@example.com', password: 'Secret-123', email_confirm: true });
  const id = data.user!.id;
  expect((await admin().getUserById(id)).data.user?.email).toBe('update@example.com');
  const device = s.client();
  await device.auth.signInWithPassword({ email: 'update@example.com', password: 'Secret-123' });
  const updated = await admin().updateUserById(id, { password: 'Changed-456', user_metadata: { full_name: 'Updated' } });
  expect(updated.error).toBeNull();
  expect(updated.data.user?.user_metadata.full_name).toBe('Updated');
  expect((await device.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
  expect((await s.client().auth.signInWithPassword({ email: 'update@example.com', password: 'Changed-456' })).error).toBeNull();
  expect((await admin().deleteUser(id)).error).toBeNull();
  expect((await admin().getUserById(id)).error).toMatchObject({ code: 'user_not_found', status: 404, message: 'User not found' });
});

it('lists users with the total and Link pagination auth-js understands', async () => {
  for (const name of ['list-a', 'list-b', 'list-c']) await admin().createUser({ email: `${name}@example.com`, password: 'Secret-123' });
  const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
  expect(error).toBeNull();
  expect(data.users).toHaveLength(2);
  expect(data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
  expect((data as unknown as { total: number }).total).toBeGreaterThanOrEqual(3);
  const res = await fetch(`${s.url}/auth/v1/admin/users?filter=list-b`, {
    headers: { apikey: s.keys.serviceRoleKey, authorization: `Bearer ${s.keys.serviceRoleKey}` },
  });
  const body = (await res.json()) as { users: { email: string }[]; aud: string };
  expect(body.users.map((u) => u.email)).toEqual(['list-b@example.com']);
  expect(body.aud).toBe('authenticated');
});

it('generates a recovery link without sending mail; the link signs the user in for recovery', async () => {
  await admin().createUser({ email: 'link@example.com', password: 'Secret-123', email_confirm: true });
  const { data, error } = await admin().generateLink({
    type: 'recovery',
    email: 'link@example.com',
    options: { redirectTo: `${s.url}/auth/reset-password` },
  });
  expect(error).toBeNull();
  expect(data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: `${s.url}/auth/reset-password` });
  expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
  expect(await s.mail('link@example.com')).toHaveLength(0);
  const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toMatch(new RegExp(`^${s.url}/auth/reset-password#access_token=.+&type=recovery$`));
  const unknown = await admin().generateLink({ type: 'recovery', email: 'nobody@example.com' });
  expect(unknown.error).toMatchObject({ code: 'user_not_found', status: 404, message: 'User with this email not found' });
});

it('refuses the anon key and user tokens on admin endpoints', async () => {
  const anon = await s.client().auth.admin.listUsers();
  expect(anon.error).toMatchObject({ code: 'not_admin', status: 403, message: 'User not allowed' });
  await admin().createUser({ email: 'plain@example.com', password: 'Secret-123', email_confirm: true });
  const signedIn = await s.client().auth.signInWithPassword({ email: 'plain@example.com', password: 'Secret-123' });
  const res = await fetch(`${s.url}/auth/v1/admin/users`, {
    headers: {
      apikey: s.keys.anonKey,
      authorization: `Bearer ${signedIn.data.session!.access_token}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'not_admin' });
});

it('keeps user_metadata exactly as sent; the e-mail claims live in the identity', async () => {
  const created = await admin().createUser({ email: 'kept@example.com', password: 'Secret-123', user_metadata: { plan: 'pro' } });
  expect(created.data.user?.user_metadata).toEqual({ plan: 'pro' });
  expect(created.data.user?.identities?.[0]).toMatchObject({
    provider: 'email',
    identity_data: { sub: created.data.user!.id, email: 'kept@example.com', email_verified: false, phone_verified: false },
  });
  const updated = await admin().updateUserById(created.data.user!.id, { user_metadata: { colour: 'teal' } });
  expect(updated.data.user?.user_metadata).toEqual({ plan: 'pro', colour: 'teal' });
  const moved = await admin().updateUserById(created.data.user!.id, { email: 'moved-kept@example.com' });
  expect(moved.data.user).toMatchObject({ email: 'moved-kept@example.com', user_metadata: { plan: 'pro', colour: 'teal' } });
  expect(moved.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: 'moved-kept@example.com' });
  const linked = await admin().generateLink({
    type: 'signup',
    email: 'linked@example.com',
    password: 'Secret-123',
    options: { data: { plan: 'trial' } },
  });
  expect(linked.data.user?.user_metadata).toEqual({ plan: 'trial' });
  expect(linked.data.properties?.action_link).toMatch(/type=signup/);
});

it('refuses pagination it cannot read with the hosted message', async () => {
  const { data, error } = await admin().listUsers({ page: -1, perPage: 10 });
  expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  expect(error?.message).toMatch(/^Bad Pagination Parameters/);
  expect(data.users).toEqual([]);
  const perPage = await fetch(`${s.url}/auth/v1/admin/users?per_page=0`, {
    headers: { apikey: s.keys.serviceRoleKey, authorization: `Bearer ${s.keys.serviceRoleKey}`, 'x-supabase-api-version': '2024-01-01' },
  });
  expect(perPage.status).toBe(400);
});
