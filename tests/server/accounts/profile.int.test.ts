import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// GET /api/auth/user, PATCH /api/profile and POST /api/upload/avatar with tokens from a real sign-in.

let s: IdentityServer;
beforeAll(async () => {
  s = await startIdentityServer({ env: { AUTH_EMAIL_CONFIRMATION: 'false' } });
});
afterAll(() => s.close());

async function signUp(email: string, fullName?: string) {
  const client = s.client();
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Secret-123',
    ...(fullName ? { options: { data: { full_name: fullName } } } : {}),
  });
  if (error) throw error;
  return { client, token: data.session!.access_token, id: data.user!.id };
}

const api = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, body?: unknown) =>
  fetch(`${s.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

it('creates the profile on first read with the name given at sign-up and the e-mail of the user', async () => {
  const host = await signUp('named@example.com', 'Grace Hopper');
  const res = await api('GET', '/api/auth/user', host.token);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    id: host.id,
    email: 'named@example.com',
    fullName: 'Grace Hopper',
    phoneNumber: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    avatarUrl: null,
  });
});

it('has no name for a user who gave none', async () => {
  const host = await signUp('unnamed@example.com');
  expect(await (await api('GET', '/api/auth/user', host.token)).json()).toMatchObject({ fullName: null, email: 'unnamed@example.com' });
});

it('updates only the profile fields, trimmed, and ignores the rest', async () => {
  const host = await signUp('edit@example.com', 'Old Name');
  const res = await api('PATCH', '/api/profile', host.token, {
    fullName: '  New Name ',
    phoneNumber: '+1 (555) 010-2000',
    city: 'Lisbon',
    zipCode: '',
    avatarUrl: `${s.url}/storage/v1/object/public/avatars/${host.id}/a.png`,
    email: 'hijack@example.com',
    id: '00000000-0000-0000-0000-000000000000',
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({
    id: host.id,
    email: 'edit@example.com',
    fullName: 'New Name',
    phoneNumber: '+1 (555) 010-2000',
    city: 'Lisbon',
    zipCode: null,
    avatarUrl: `/storage/v1/object/public/avatars/${host.id}/a.png`,
  });
  expect(await (await api('GET', '/api/auth/user', host.token)).json()).toMatchObject({ fullName: 'New Name', city: 'Lisbon' });
});

it("keeps an avatar uploaded here by its path, whatever name the browser used, and another site's by its address", async () => {
  const host = await signUp('avatar-paths@example.com');
  const own = `/storage/v1/object/public/avatars/${host.id}/1700000000000-me.png?v=2`;
  const port = new URL(s.url).port;
  const avatarOf = async (res: Response) => ((await res.json()) as { avatarUrl: string | null }).avatarUrl;
  for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
    const res = await api('PATCH', '/api/profile', host.token, { avatarUrl: `http://${name}:${port}${own}` });
    expect({ name, avatarUrl: await avatarOf(res) }).toEqual({ name, avatarUrl: own });
  }
  expect(await avatarOf(await api('PATCH', '/api/profile', host.token, { avatarUrl: own }))).toBe(own);
  const elsewhere = 'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/avatars/u/me.png';
  expect(await avatarOf(await api('PATCH', '/api/profile', host.token, { avatarUrl: elsewhere }))).toBe(elsewhere);
  // A path that is no file of this server is no address at all.
  const stray = await api('PATCH', '/api/profile', host.token, { avatarUrl: '/api/auth/user' });
  expect(stray.status).toBe(400);
});

it('refuses non-http avatar URLs and over-long fields with a readable message', async () => {
  const host = await signUp('invalid@example.com');
  const script = await api('PATCH', '/api/profile', host.token, { avatarUrl: 'javascript:alert(1)' });
  expect(script.status).toBe(400);
  expect(await script.json()).toEqual({ code: 'validation_failed', message: 'avatarUrl: must be an http or https URL' });
  const long = await api('PATCH', '/api/profile', host.token, { city: 'x'.repeat(121) });
  expect(await long.json()).toEqual({ code: 'validation_failed', message: 'city: must be at most 120 characters' });
});

it("keeps each user's profile to that user", async () => {
  const a = await signUp('scope-a@example.com', 'A');
  const b = await signUp('scope-b@example.com', 'B');
  await api('PATCH', '/api/profile', a.token, { city: 'Porto' });
  expect(await (await api('GET', '/api/auth/user', b.token)).json()).toMatchObject({ id: b.id, fullName: 'B', city: null });
});

it('needs a valid, live session', async () => {
  expect((await fetch(`${s.url}/api/auth/user`)).status).toBe(401);
  const host = await signUp('ended@example.com');
  await host.client.auth.signOut({ scope: 'global' });
  const res = await api('GET', '/api/auth/user', host.token);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ code: 'unauthorized', message: 'Your session has ended. Please sign in again.' });
});

it('reports avatar uploads as ready, with the bucket and the size limit', async () => {
  const host = await signUp('avatar@example.com');
  const res = await api('POST', '/api/upload/avatar', host.token);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ready: true, bucket: 'avatars', maxBytes: 5 * 1024 * 1024 });
});

it('answers the Stripe webhook with a clear 503 while STRIPE_WEBHOOK_SECRET is unset', async () => {
  const res = await fetch(`${s.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    body: '{}',
  });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({
    code: 'service_unavailable',
    message: 'Stripe webhooks are not configured on this server. Set STRIPE_WEBHOOK_SECRET to the signing secret of the endpoint.',
  });
});
