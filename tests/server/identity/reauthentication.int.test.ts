import type { SupabaseClient } from '@supabase/supabase-js';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// reauthenticate() and the nonce that updateUser({ password, nonce }) needs with secure password change on
// (AUTH_SECURE_PASSWORD_CHANGE=true): as in GoTrue, only once the session is more than a day old.

let s: IdentityServer;
let n = 0;

beforeAll(async () => {
  s = await startIdentityServer({ env: { AUTH_SECURE_PASSWORD_CHANGE: 'true' } });
});
afterAll(() => s.close());

async function signedIn(): Promise<{ email: string; client: SupabaseClient }> {
  const email = `careful-${++n}@example.com`;
  const { error } = await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email, password: 'Secret-123', email_confirm: true });
  if (error) throw error;
  const client = s.client();
  const signIn = await client.auth.signInWithPassword({ email, password: 'Secret-123' });
  if (signIn.error) throw signIn.error;
  return { email, client };
}

/** Moves past GoTrue's "recently signed in" day and refreshes, as an app kept open would have. */
async function aDayLater(client: SupabaseClient): Promise<void> {
  s.advance(25 * 3600);
  const { error } = await client.auth.refreshSession();
  if (error) throw error;
}

const nonceIn = async (email: string) => (await s.mail(email))[0]!.text.match(/code: (\d{6})/)![1]!;

it('mails a 6-digit code and answers with no user and no session', async () => {
  const { email, client } = await signedIn();
  const { data, error } = await client.auth.reauthenticate();
  expect(error).toBeNull();
  expect(data).toEqual({ user: null, session: null });
  const [message] = await s.mail(email);
  expect(message).toMatchObject({ kind: 'reauthentication' });
  expect(message!.subject).toMatch(/^\d{6} is your verification code$/);
  expect(message!.text).not.toMatch(/https?:\/\//);
  const again = await client.auth.reauthenticate();
  expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
});

it('needs no nonce within a day of signing in', async () => {
  const { client } = await signedIn();
  expect((await client.auth.updateUser({ password: 'Fresh-456' })).error).toBeNull();
});

it('asks for the nonce in an older session, refuses a wrong one, and takes the mailed one once', async () => {
  const { email, client } = await signedIn();
  await aDayLater(client);
  const without = await client.auth.updateUser({ password: 'Changed-456' });
  expect(without.error).toMatchObject({
    status: 400,
    code: 'reauthentication_needed',
    message: 'Password update requires reauthentication',
  });

  expect((await client.auth.reauthenticate()).error).toBeNull();
  const nonce = await nonceIn(email);
  const wrong = await client.auth.updateUser({ password: 'Changed-456', nonce: nonce === '000000' ? '111111' : '000000' });
  expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

  expect((await client.auth.updateUser({ password: 'Changed-456', nonce })).error).toBeNull();
  expect((await s.client().auth.signInWithPassword({ email, password: 'Changed-456' })).error).toBeNull();
  const reused = await client.auth.updateUser({ password: 'Changed-789', nonce });
  expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });
});

it('does not take a nonce mailed to someone else', async () => {
  const alice = await signedIn();
  const bob = await signedIn();
  await aDayLater(bob.client);
  s.advance(61);
  await alice.client.auth.refreshSession();
  await alice.client.auth.reauthenticate();
  const { error } = await bob.client.auth.updateUser({ password: 'Stolen-456', nonce: await nonceIn(alice.email) });
  expect(error).toMatchObject({ code: 'reauthentication_not_valid' });
});
