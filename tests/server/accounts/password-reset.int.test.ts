import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// The forgot-password screen's flow end to end: request, the e-mailed link, validate, reset, sign in.

let s: IdentityServer;
beforeAll(async () => {
  s = await startIdentityServer();
  await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'host@example.com', password: 'Old-pass-1', email_confirm: true });
});
afterAll(() => s.close());

const post = async (url: string, body: unknown) => {
  const res = await fetch(`${s.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const SENT = { message: "If an account with that email exists, we've sent password reset instructions." };
const INVALID = { code: 'validation_failed', message: 'Invalid or expired reset link. Please request a new password reset.' };

async function requestLink(email: string): Promise<string> {
  expect(await post('/api/auth/request-password-reset', { email })).toEqual({ status: 200, body: SENT });
  const link = await s.latestLink(email, 'password-reset');
  expect(link.startsWith(`${s.url}/auth/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

it('answers the same for unknown addresses and sends nothing', async () => {
  expect(await post('/api/auth/request-password-reset', { email: 'nobody@example.com' })).toEqual({ status: 200, body: SENT });
  expect(await s.mail('nobody@example.com')).toHaveLength(0);
});

it('resets the password with the e-mailed link, once, and the user signs in with the new password', async () => {
  const device = s.client();
  await device.auth.signInWithPassword({ email: 'host@example.com', password: 'Old-pass-1' });
  const token = await requestLink('Host@Example.com');
  expect(await post('/api/auth/validate-reset-token', { token })).toEqual({
    status: 200,
    body: { message: 'The reset link is valid.', email: 'host@example.com' },
  });
  expect(await post('/api/auth/reset-password', { token, newPassword: 'New-pass-2' })).toEqual({
    status: 200,
    body: { message: 'Password updated', email: 'host@example.com' },
  });
  expect((await s.client().auth.signInWithPassword({ email: 'host@example.com', password: 'New-pass-2' })).error).toBeNull();
  expect((await s.client().auth.signInWithPassword({ email: 'host@example.com', password: 'Old-pass-1' })).error?.message).toBe(
    'Invalid login credentials',
  );
  // The reset signed the old device out.
  expect((await device.auth.getUser()).error).not.toBeNull();
  // The link was used up.
  expect(await post('/api/auth/validate-reset-token', { token })).toEqual({ status: 400, body: INVALID });
  expect(await post('/api/auth/reset-password', { token, newPassword: 'Third-pass-3' })).toEqual({ status: 400, body: INVALID });
});

it('lets a link expire after one hour', async () => {
  s.advance(61);
  const token = await requestLink('host@example.com');
  s.advance(59 * 60);
  expect((await post('/api/auth/validate-reset-token', { token })).status).toBe(200);
  s.advance(61);
  expect(await post('/api/auth/validate-reset-token', { token })).toEqual({ status: 400, body: INVALID });
  expect(await post('/api/auth/reset-password', { token, newPassword: 'Late-pass-4' })).toEqual({ status: 400, body: INVALID });
});

it('refuses made-up tokens and passwords outside 6 to 72 characters', async () => {
  expect(await post('/api/auth/validate-reset-token', { token: 'made-up' })).toEqual({ status: 400, body: INVALID });
  s.advance(61);
  const token = await requestLink('host@example.com');
  expect(await post('/api/auth/reset-password', { token, newPassword: '12345' })).toEqual({
    status: 400,
    body: { code: 'validation_failed', message: 'newPassword: Password must be at least 6 characters' },
  });
  expect(await post('/api/auth/reset-password', { token, newPassword: 'x'.repeat(73) })).toEqual({
    status: 400,
    body: { code: 'validation_failed', message: 'newPassword: Password must be 72 characters or less' },
  });
  // A refused password does not use the link up.
  expect((await post('/api/auth/reset-password', { token, newPassword: 'Fine-pass-5' })).status).toBe(200);
});

it('allows one request a minute per address, known or not', async () => {
  s.advance(61);
  await post('/api/auth/request-password-reset', { email: 'host@example.com' });
  const again = await post('/api/auth/request-password-reset', { email: 'host@example.com' });
  expect(again.status).toBe(429);
  expect(again.body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  await post('/api/auth/request-password-reset', { email: 'ghost@example.com' });
  expect((await post('/api/auth/request-password-reset', { email: 'ghost@example.com' })).status).toBe(429);
});

it('validates the address', async () => {
  expect(await post('/api/auth/request-password-reset', { email: 'not-an-address' })).toEqual({
    status: 400,
    body: { code: 'validation_failed', message: 'Please enter a valid email address' },
  });
});
