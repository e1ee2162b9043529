import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// The embedded identity driven by the real supabase-js client over loopback, with e-mail confirmation on
// (the default), as the browser app uses it.

let s: IdentityServer;
let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}@example.com`;

beforeAll(async () => {
  s = await startIdentityServer();
});
afterAll(() => s.close());

/** A confirmed user made through the service-role admin API. */
async function confirmedUser(password = 'Secret-123'): Promise<{ email: string; password: string; id: string }> {
  const email = uniqueEmail('user');
  const { data, error } = await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password, id: data.user.id };
}

async function signedIn(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = s.client();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

describe('sign-up with e-mail confirmation on', () => {
  it('creates an unconfirmed user with the full name, no session, and mails a confirmation link (no code: the app takes none)', async () => {
    const email = uniqueEmail('new');
    const { data, error } = await s.client().auth.signUp({ email, password: 'Secret-123', options: { data: { full_name: 'Ada Host' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', user_metadata: { full_name: 'Ada Host', email_verified: false } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    const [message] = await s.mail(email);
    expect(message).toMatchObject({ kind: 'confirmation', subject: 'Confirm your sign-up' });
    expect(message!.text).toContain(`${s.url}/auth/v1/verify?token=`);
    // Only the link: the app has nowhere to type a code, so the e-mail offers none.
    expect(message!.text).not.toMatch(/code/i);
  });

  it('refuses a sign-in before confirmation only after checking the password', async () => {
    const email = uniqueEmail('unconfirmed');
    await s.client().auth.signUp({ email, password: 'Secret-123' });
    const wrong = await s.client().auth.signInWithPassword({ email, password: 'Wrong-123' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    const right = await s.client().auth.signInWithPassword({ email, password: 'Secret-123' });
    expect(right.error).toMatchObject({ message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 });
  });

  it('re-sends a confirmation to an unconfirmed address at most once a minute', async () => {
    const email = uniqueEmail('resend');
    await s.client().auth.signUp({ email, password: 'Secret-123' });
    const again = await s.client().auth.signUp({ email, password: 'Secret-123' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (60|59) seconds\.$/);
    expect(again.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
    s.advance(61);
    const later = await s.client().auth.signUp({ email, password: 'Secret-123' });
    expect(later.error).toBeNull();
    expect(await s.mail(email)).toHaveLength(2);
  });

  it('answers a sign-up for a confirmed address with a stand-in user and sends nothing', async () => {
    const user = await confirmedUser();
    const { data, error } = await s.client().auth.signUp({ email: user.email, password: 'Other-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(user.id);
    expect(await s.mail(user.email)).toHaveLength(0);
  });

  it('rejects short passwords and bad addresses with the hosted messages', async () => {
    const short = await s.client().auth.signUp({ email: uniqueEmail('short'), password: '12345' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error?.message).toBe('Password should be at least 6 characters.');
    expect(short.error?.message).toContain('Password should be at least 6 characters');
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const bad = await s.client().auth.signUp({ email: 'not-an-address', password: 'Secret-123' });
    expect(bad.error).toMatchObject({
      message: 'Unable to validate email address: invalid format',
      code: 'validation_failed',
      status: 400,
    });
  });

  it('confirms through the e-mailed link: 303 back to the app with a session in the fragment', async () => {
    const email = uniqueEmail('link');
    await s.client().auth.signUp({ email, password: 'Secret-123', options: { emailRedirectTo: `${s.url}/auth/callback` } });
    const link = await s.latestLink(email, 'confirmation');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${s.url}/auth/callback`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('signup');
    const { data } = await s.client().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email_confirmed_at).toBeDefined();
    expect((await s.client().auth.signInWithPassword({ email, password: 'Secret-123' })).error).toBeNull();
    // Links work once.
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('confirms with the 6-digit code through verifyOtp (an API client gets it from the admin API; the e-mail has none)', async () => {
    const email = uniqueEmail('otp');
    await s.client().auth.signUp({ email, password: 'Secret-123' });
    const generated = await s.client(s.keys.serviceRoleKey).auth.admin.generateLink({ type: 'signup', email, password: 'Secret-123' });
    expect(generated.error).toBeNull();
    const code = generated.data.properties!.email_otp;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await s.client().auth.verifyOtp({ email, token: wrongCode, type: 'signup' });
    expect(wrong.error).toMatchObject({ message: 'Token has expired or is invalid', code: 'otp_expired', status: 403 });
    const { data, error } = await s.client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('does not redirect e-mail links to foreign sites', async () => {
    const email = uniqueEmail('redirect');
    await s.client().auth.signUp({ email, password: 'Secret-123', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = await s.latestLink(email, 'confirmation');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')!.startsWith(`${s.url}/#access_token=`)).toBe(true);
  });
});

describe('password sign-in and sessions', () => {
  it('issues an ES256 session with Supabase claims, verifiable with the published JWKS', async () => {
    const user = await confirmedUser();
    const { data, error } = await s.client().auth.signInWithPassword(user);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    const jwks = (await (await fetch(`${s.url}/auth/v1/.well-known/jwks.json`)).json()) as JSONWebKeySet;
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'ES256', kid: s.keys.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), { audience: 'authenticated' });
    expect(payload).toMatchObject({
      iss: `${s.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(typeof payload.session_id).toBe('string');
    expect(payload.amr).toEqual([{ method: 'password', timestamp: payload.iat }]);
  });

  it('issues the token at the instant the sign-in is recorded, even when the request spans seconds', async () => {
    // A clock that moves a second on every reading: any second reading within one sign-in shows up.
    let ticks = 0;
    const slow = await startIdentityServer({ deps: { now: () => new Date(Date.UTC(2026, 10, 27) + ++ticks * 1000) } });
    try {
      const { data: created } = await slow.client(slow.keys.serviceRoleKey).auth.admin.createUser({
        email: 'slow@example.com',
        password: 'Secret-123',
        email_confirm: true,
      });
      expect(created.user).not.toBeNull();
      const { data, error } = await slow.client().auth.signInWithPassword({ email: 'slow@example.com', password: 'Secret-123' });
      expect(error).toBeNull();
      const claims = decodeJwt(data.session!.access_token);
      expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }]);
      expect(data.session!.expires_at).toBe(claims.iat! + 3600);
    } finally {
      await slow.close();
    }
  });

  it('answers unknown addresses exactly like wrong passwords', async () => {
    const { error } = await s.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Secret-123' });
    expect(error).toMatchObject({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
  });

  it('gets the user with the access token', async () => {
    const user = await confirmedUser();
    const client = await signedIn(user);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated' });
  });

  it('rotates refresh tokens and keeps the session id', async () => {
    const client = await signedIn(await confirmedUser());
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims(data.session!.access_token).session_id).toBe(claims(first.access_token).session_id);
  });

  it('hands out the same child again when a client lost the refresh answer', async () => {
    const client = await signedIn(await confirmedUser());
    const first = (await client.auth.getSession()).data.session!;
    const second = (await client.auth.refreshSession()).data.session!;
    s.advance(30);
    const replay = await s.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(second.refresh_token);
  });

  it('detects reuse of an old refresh token after the grace period and ends the whole session', async () => {
    const client = await signedIn(await confirmedUser());
    const t1 = (await client.auth.getSession()).data.session!;
    await client.auth.refreshSession();
    const t3 = (await client.auth.refreshSession()).data.session!;
    s.advance(11);
    const stolen = await s.client().auth.refreshSession({ refresh_token: t1.refresh_token });
    expect(stolen.error).toMatchObject({ message: 'Invalid Refresh Token: Already Used', code: 'refresh_token_already_used', status: 400 });
    const owner = await s.client().auth.refreshSession({ refresh_token: t3.refresh_token });
    expect(owner.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    const user = await s.client().auth.getUser(t3.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('allows a reused token within the 10-second grace period (two tabs refreshing together)', async () => {
    const client = await signedIn(await confirmedUser());
    const t1 = (await client.auth.getSession()).data.session!;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const tab = await s.client().auth.refreshSession({ refresh_token: t1.refresh_token });
    expect(tab.error).toBeNull();
  });

  it('answers unknown refresh tokens and a missing one in the hosted shapes', async () => {
    const unknown = await s.client().auth.refreshSession({ refresh_token: 'made-up-token' });
    expect(unknown.error).toMatchObject({ message: 'Invalid Refresh Token: Refresh Token Not Found', code: 'refresh_token_not_found' });
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  it('changes the password, ending the other sessions but not this one', async () => {
    const user = await confirmedUser();
    const phone = await signedIn(user);
    const laptop = await signedIn(user);
    const same = await laptop.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({
      message: 'New password should be different from the old password.',
      code: 'same_password',
      status: 422,
    });
    const weak = await laptop.auth.updateUser({ password: 'abc' });
    expect(weak.error?.message).toContain('Password should be at least 6 characters');
    const { error } = await laptop.auth.updateUser({ password: 'Changed-456' });
    expect(error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    const phoneSession = (await s.client().auth.signInWithPassword({ email: user.email, password: user.password })).error;
    expect(phoneSession?.message).toBe('Invalid login credentials');
    expect((await s.client().auth.signInWithPassword({ email: user.email, password: 'Changed-456' })).error).toBeNull();
  });

  it('keeps user metadata updates', async () => {
    const client = await signedIn(await confirmedUser());
    const { data } = await client.auth.updateUser({ data: { full_name: 'New Name' } });
    expect(data.user?.user_metadata.full_name).toBe('New Name');
  });

  it('refuses expired access tokens with bad_jwt', async () => {
    const client = await signedIn(await confirmedUser());
    const token = (await client.auth.getSession()).data.session!.access_token;
    s.advance(3700);
    const { error } = await s.client().auth.getUser(token);
    expect(error).toMatchObject({
      code: 'bad_jwt',
      status: 403,
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
  });
});

describe('sign-out scopes', () => {
  async function threeDevices() {
    const user = await confirmedUser();
    return Promise.all([signedIn(user), signedIn(user), signedIn(user)]);
  }
  const alive = async (client: SupabaseClient) => {
    const token = (await client.auth.getSession()).data.session?.access_token;
    if (!token) return false;
    return (await s.client().auth.getUser(token)).error === null;
  };

  it('local ends only this device', async () => {
    const [a, b, c] = await threeDevices();
    const token = (await a.auth.getSession()).data.session!.access_token;
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await s.client().auth.getUser(token)).error).toBeInstanceOf(AuthSessionMissingError);
    expect(await alive(b)).toBe(true);
    expect(await alive(c)).toBe(true);
  });

  it('others ends every other device and keeps this one', async () => {
    const [a, b, c] = await threeDevices();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(a)).toBe(true);
    expect(await alive(b)).toBe(false);
    expect(await alive(c)).toBe(false);
  });

  it('global ends every device', async () => {
    const [a, b, c] = await threeDevices();
    const token = (await a.auth.getSession()).data.session!.access_token;
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect((await s.client().auth.getUser(token)).error).toBeInstanceOf(AuthSessionMissingError);
    expect(await alive(b)).toBe(false);
    expect(await alive(c)).toBe(false);
  });

  it('answers 204 and rejects unknown scopes', async () => {
    const client = await signedIn(await confirmedUser());
    const token = (await client.auth.getSession()).data.session!.access_token;
    const headers = {
      apikey: s.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
    };
    const bad = await fetch(`${s.url}/auth/v1/logout?scope=everywhere`, { method: 'POST', headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' });
    const ok = await fetch(`${s.url}/auth/v1/logout?scope=local`, { method: 'POST', headers });
    expect(ok.status).toBe(204);
  });
});

describe('password recovery through supabase-js', () => {
  it('mails a recovery link and code, verifies the code, and lets the user set a new password', async () => {
    const user = await confirmedUser();
    const { data, error } = await s.client().auth.resetPasswordForEmail(user.email, { redirectTo: `${s.url}/auth/reset-password` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [message] = await s.mail(user.email);
    expect(message).toMatchObject({ kind: 'recovery', subject: 'Reset your password' });
    expect(message!.text).toContain('type=recovery');
    const code = message!.text.match(/code: (\d{6})/)![1]!;
    const recovering = s.client();
    const events: string[] = [];
    recovering.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await recovering.auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await recovering.auth.updateUser({ password: 'Recovered-789' })).error).toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: user.email, password: 'Recovered-789' })).error).toBeNull();
  });

  it('limits recovery e-mails to one a minute per address, known or not, with the hosted message', async () => {
    const user = await confirmedUser();
    expect((await s.client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await s.client().auth.resetPasswordForEmail(user.email);
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(again.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
    const stranger = uniqueEmail('stranger');
    expect((await s.client().auth.resetPasswordForEmail(stranger)).error).toBeNull();
    expect((await s.client().auth.resetPasswordForEmail(stranger)).error?.message).toMatch(/^For security purposes/);
    expect(await s.mail(stranger)).toHaveLength(0);
  });

  it('accepts the link token as token_hash, once', async () => {
    const user = await confirmedUser();
    s.advance(120);
    await s.client().auth.resetPasswordForEmail(user.email);
    const link = new URL(await s.latestLink(user.email, 'recovery'));
    const tokenHash = link.searchParams.get('token')!;
    const first = await s.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.id).toBe(user.id);
    const second = await s.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(second.error).toMatchObject({ message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 });
  });
});

describe('PKCE', () => {
  it('exchanges the code from a PKCE sign-up link for a session, once, with the right verifier only', async () => {
    const email = uniqueEmail('pkce');
    // A PKCE client keeps its code verifier in (memory) storage, as a browser keeps it in localStorage.
    const pkce = s.client(undefined, { flowType: 'pkce' });
    await pkce.auth.signUp({ email, password: 'Secret-123', options: { emailRedirectTo: `${s.url}/auth/callback` } });
    const link = await s.latestLink(email, 'confirmation');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await pkce.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('refuses a wrong code verifier', async () => {
    const email = uniqueEmail('pkce-bad');
    const pkce = s.client(undefined, { flowType: 'pkce' });
    await pkce.auth.signUp({ email, password: 'Secret-123' });
    const res = await fetch(await s.latestLink(email, 'confirmation'), { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const wrong = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
  });
});

describe('wire details', () => {
  it('echoes the API version, sets x-sb-error-code, and falls back to the legacy shape without the header', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Secret-123' });
    const modern = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await modern.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json' },
      body,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('exposes the version header to cross-origin pages', async () => {
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        apikey: s.keys.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{}',
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-sb-error-code');
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'missing email or phone' });
  });

  it('requires a known API key, as the hosted gateway does', async () => {
    const missing = await fetch(`${s.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const wrong = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: 'sb_publishable_nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    const { error } = await s.client('wrong-key').auth.signInWithPassword({ email: 'a@example.com', password: 'Secret-123' });
    expect(error).toMatchObject({ status: 401, message: 'Invalid API key' });
  });

  it('publishes settings with confirmations on and Google off', async () => {
    const res = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.keys.anonKey } });
    expect(await res.json()).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, external: { email: true, google: false } });
  });

  it('answers Google sign-in with a clear error while Google is not configured', async () => {
    const res = await fetch(`${s.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(s.url)}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
  });

  it('rejects unknown grant types', async () => {
    const res = await fetch(`${s.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{}',
    });
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});
