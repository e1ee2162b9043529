import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Changing the e-mail address through supabase-js's updateUser({ email }), as GoTrue does it: links to the
// new address and (secure e-mail change, the default) to the current one; the address changes once the
// required links are followed. The messages are read from the dev mailbox.

let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}@example.com`;
const codeIn = (text: string) => text.match(/code: (\d{6})/)![1]!;

async function signedInUser(s: IdentityServer): Promise<{ email: string; id: string; client: SupabaseClient }> {
  const email = uniqueEmail('mover');
  const { data, error } = await s
    .client(s.keys.serviceRoleKey)
    .auth.admin.createUser({ email, password: 'Secret-123', email_confirm: true });
  if (error) throw error;
  const client = s.client();
  const signIn = await client.auth.signInWithPassword({ email, password: 'Secret-123' });
  if (signIn.error) throw signIn.error;
  return { email, id: data.user.id, client };
}

async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

const canSignIn = async (s: IdentityServer, email: string) =>
  (await s.client().auth.signInWithPassword({ email, password: 'Secret-123' })).error === null;

describe('with secure e-mail change (the default)', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer();
  });
  afterAll(() => s.close());

  it('mails both addresses; the change happens only when both links are followed', async () => {
    const user = await signedInUser(s);
    const newEmail = uniqueEmail('moved');
    const events: string[] = [];
    user.client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await user.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${s.url}/profile` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toBeDefined();
    expect(events).toContain('USER_UPDATED');

    const [toNew] = await s.mail(newEmail);
    const [toCurrent] = await s.mail(user.email);
    expect(toNew).toMatchObject({ kind: 'email-change', subject: 'Confirm your new e-mail address' });
    expect(toCurrent).toMatchObject({ kind: 'email-change', subject: 'Confirm your e-mail change' });
    expect(toCurrent!.text).toContain(newEmail);

    const first = await follow(await s.latestLink(newEmail, 'email-change'));
    expect(first.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.get('access_token')).toBeNull();
    expect(await canSignIn(s, user.email)).toBe(true);

    const second = await follow(await s.latestLink(user.email, 'email-change'));
    expect(second.get('type')).toBe('email_change');
    const { data: after } = await s.client().auth.getUser(second.get('access_token')!);
    expect(after.user).toMatchObject({ id: user.id, email: newEmail });
    expect(after.user?.new_email).toBeUndefined();
    expect(after.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail, email_verified: true });
    expect(await canSignIn(s, newEmail)).toBe(true);
    expect(await canSignIn(s, user.email)).toBe(false);
  });

  it('takes the two codes through verifyOtp, the first answering with no session', async () => {
    const user = await signedInUser(s);
    const newEmail = uniqueEmail('coded');
    await user.client.auth.updateUser({ email: newEmail });
    const currentCode = codeIn((await s.mail(user.email))[0]!.text);
    const newCode = codeIn((await s.mail(newEmail))[0]!.text);
    const first = await s.client().auth.verifyOtp({ email: user.email, token: currentCode, type: 'email_change' });
    expect(first).toEqual({ data: { user: null, session: null }, error: null });
    const second = await s.client().auth.verifyOtp({ email: newEmail, token: newCode, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });

  it('refuses an address another account has, and a malformed one', async () => {
    const user = await signedInUser(s);
    const other = await signedInUser(s);
    const taken = await user.client.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const bad = await user.client.auth.updateUser({ email: 'not-an-address' });
    expect(bad.error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' });
    expect(await s.mail(other.email)).toHaveLength(0);
  });

  it('sends the change links at most once a minute, and resends them on request', async () => {
    const user = await signedInUser(s);
    const newEmail = uniqueEmail('again');
    await user.client.auth.updateUser({ email: newEmail });
    const again = await user.client.auth.updateUser({ email: newEmail });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    s.advance(61);
    expect((await s.client().auth.resend({ type: 'email_change', email: user.email })).error).toBeNull();
    expect(await s.mail(newEmail)).toHaveLength(2);
    // Only the latest links work.
    const [latest, earlier] = await s.mail(newEmail);
    const stale = new URL(earlier!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await s.client().auth.verifyOtp({ token_hash: stale, type: 'email_change' })).error?.message).toBe(
      'Email link is invalid or has expired',
    );
    const fresh = new URL(latest!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await s.client().auth.verifyOtp({ token_hash: fresh, type: 'email_change' })).error).toBeNull();
  });

  it('ends a PKCE change with a code for the verifier that asked for it', async () => {
    // supabase-js 2.109 drops its stored verifier when updateUser saves the session, so this flow is driven
    // over HTTP with a verifier of our own.
    const user = await signedInUser(s);
    const accessToken = (await user.client.auth.getSession()).data.session!.access_token;
    const verifier = 'v'.repeat(64);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const headers = { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    const newEmail = uniqueEmail('pkce-moved');
    const update = await fetch(`${s.url}/auth/v1/user?redirect_to=${encodeURIComponent(`${s.url}/profile`)}`, {
      method: 'PUT',
      headers: { ...headers, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ email: newEmail, code_challenge: challenge, code_challenge_method: 's256' }),
    });
    expect(update.status).toBe(200);
    const firstLink = await s.latestLink(newEmail, 'email-change');
    expect(new URL(firstLink).searchParams.get('token')).toMatch(/^pkce_/);
    const first = await fetch(firstLink, { redirect: 'manual' });
    expect(new URL(first.headers.get('location')!).searchParams.get('message')).toMatch(/^Confirmation link accepted/);
    const second = await fetch(await s.latestLink(user.email, 'email-change'), { redirect: 'manual' });
    const code = new URL(second.headers.get('location')!).searchParams.get('code')!;
    const exchange = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(exchange.status).toBe(200);
    expect(((await exchange.json()) as { user: { email: string } }).user.email).toBe(newEmail);
  });

  it('generates either link through the admin API without sending mail', async () => {
    const user = await signedInUser(s);
    const newEmail = uniqueEmail('generated');
    const admin = s.client(s.keys.serviceRoleKey).auth.admin;
    const current = await admin.generateLink({ type: 'email_change_current', email: user.email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ email: user.email, new_email: newEmail });
    expect(current.data.properties).toMatchObject({
      verification_type: 'email_change_current',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(current.data.properties?.action_link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=email_change&redirect_to=/);
    const toNew = await admin.generateLink({ type: 'email_change_new', email: user.email, newEmail });
    expect(toNew.error).toBeNull();
    expect(await s.mail(newEmail)).toHaveLength(0);
    expect((await follow(current.data.properties!.action_link)).get('message')).toMatch(/^Confirmation link accepted/);
    expect((await follow(toNew.data.properties!.action_link)).get('type')).toBe('email_change');
    expect(await canSignIn(s, newEmail)).toBe(true);
    const unknown = await admin.generateLink({ type: 'email_change_new', email: uniqueEmail('nobody'), newEmail: uniqueEmail('x') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
  });
});

describe('without secure e-mail change', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({ env: { AUTH_SECURE_EMAIL_CHANGE: 'false' } });
  });
  afterAll(() => s.close());

  it('mails only the new address, and its link alone makes the change', async () => {
    const user = await signedInUser(s);
    const newEmail = uniqueEmail('single');
    expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect(await s.mail(user.email)).toHaveLength(0);
    const fragment = await follow(await s.latestLink(newEmail, 'email-change'));
    expect(fragment.get('type')).toBe('email_change');
    expect(await canSignIn(s, newEmail)).toBe(true);
  });

  it('refuses a link for the current address', async () => {
    const user = await signedInUser(s);
    const { error } = await s
      .client(s.keys.serviceRoleKey)
      .auth.admin.generateLink({ type: 'email_change_current', email: user.email, newEmail: uniqueEmail('y') });
    expect(error).toMatchObject({ status: 400, message: 'Enable secure email change to generate link for current email' });
  });
});
