import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// "Continue with Google" when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, against a stand-in for
// Google's OAuth endpoints on loopback (the code exchange and userinfo calls are the real HTTP calls).

let s: IdentityServer;
let google: http.Server;
let googleUrl: string;
const profiles: Record<string, { sub: string; email: string; email_verified: boolean; name?: string }> = {
  'code-gina': { sub: 'google-gina', email: 'gina@example.com', email_verified: true, name: 'Gina Google' },
  'code-existing': { sub: 'google-existing', email: 'existing@example.com', email_verified: true, name: 'Existing' },
  'code-unverified': { sub: 'google-unverified', email: 'existing@example.com', email_verified: false },
};

beforeAll(async () => {
  google = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/token') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        const okClient =
          form.get('client_id') === 'client-id' &&
          form.get('client_secret') === 'client-secret' &&
          form.get('grant_type') === 'authorization_code';
        if (!okClient || !profiles[code] || form.get('redirect_uri') !== `${s.url}/auth/v1/callback`)
          return send(400, { error: 'invalid_grant' });
        send(200, { access_token: `at-${code}`, refresh_token: `rt-${code}`, token_type: 'Bearer', expires_in: 3599 });
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/userinfo') {
      const code = (req.headers.authorization ?? '').replace(/^Bearer at-/, '');
      return profiles[code] ? send(200, profiles[code]) : send(401, { error: 'invalid_token' });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  s = await startIdentityServer({
    env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' },
    deps: { identity: { google: { authorize: `${googleUrl}/auth`, token: `${googleUrl}/token`, userinfo: `${googleUrl}/userinfo` } } },
  });
});
afterAll(async () => {
  await s.close();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});

async function startGoogle(query: string): Promise<URL> {
  const res = await fetch(`${s.url}/auth/v1/authorize?provider=google&${query}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function returnFromGoogle(state: string, code: string): Promise<URL> {
  const res = await fetch(`${s.url}/auth/v1/callback?state=${encodeURIComponent(state)}&code=${code}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

it('sends the browser to Google with the client id, our callback, the scopes and a state', async () => {
  const google = await startGoogle(`redirect_to=${encodeURIComponent(`${s.url}/auth/callback`)}&access_type=offline`);
  expect(`${google.origin}${google.pathname}`).toBe(`${googleUrl}/auth`);
  expect(Object.fromEntries(google.searchParams)).toMatchObject({
    client_id: 'client-id',
    redirect_uri: `${s.url}/auth/v1/callback`,
    response_type: 'code',
    scope: 'email profile',
    access_type: 'offline',
  });
  expect(google.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
});

it('creates the user from Google and returns to the app with tokens in the fragment (implicit flow)', async () => {
  const google = await startGoogle(`redirect_to=${encodeURIComponent(`${s.url}/auth/callback`)}`);
  const back = await returnFromGoogle(google.searchParams.get('state')!, 'code-gina');
  expect(`${back.origin}${back.pathname}`).toBe(`${s.url}/auth/callback`);
  const fragment = new URLSearchParams(back.hash.slice(1));
  expect(fragment.get('provider_token')).toBe('at-code-gina');
  const { data } = await s.client().auth.getUser(fragment.get('access_token')!);
  expect(data.user).toMatchObject({
    email: 'gina@example.com',
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: { full_name: 'Gina Google', email_verified: true },
  });
  expect(data.user?.identities?.map((i) => i.provider)).toEqual(['google']);
});

it('works with supabase-js in PKCE mode, linking Google to an existing account with the same verified e-mail', async () => {
  await s
    .client(s.keys.serviceRoleKey)
    .auth.admin.createUser({ email: 'existing@example.com', password: 'Secret-123', email_confirm: true });
  const client = s.client(undefined, { flowType: 'pkce' });
  const { data } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${s.url}/auth/callback`, skipBrowserRedirect: true },
  });
  const authorize = await fetch(data.url!, { redirect: 'manual' });
  const google = new URL(authorize.headers.get('location')!);
  const back = await returnFromGoogle(google.searchParams.get('state')!, 'code-existing');
  const code = back.searchParams.get('code')!;
  const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code);
  expect(error).toBeNull();
  expect(exchanged.session?.provider_token).toBe('at-code-existing');
  expect(exchanged.user?.email).toBe('existing@example.com');
  expect(exchanged.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  expect((await s.client().auth.signInWithPassword({ email: 'existing@example.com', password: 'Secret-123' })).error).toBeNull();
});

it('does not link an address Google has not verified', async () => {
  const google = await startGoogle(`redirect_to=${encodeURIComponent(`${s.url}/auth/callback`)}`);
  const back = await returnFromGoogle(google.searchParams.get('state')!, 'code-unverified');
  expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe('access_denied');
});

it('sends a made-up state or a refused code back with an error', async () => {
  const forged = await returnFromGoogle('6f1d1c2e-8a7b-4c1e-9a55-0d5e1b2c3d4e', 'code-gina');
  expect(new URLSearchParams(forged.hash.slice(1)).get('error_code')).toBe('bad_oauth_state');
  const google = await startGoogle(`redirect_to=${encodeURIComponent(`${s.url}/auth/callback`)}`);
  const refused = await returnFromGoogle(google.searchParams.get('state')!, 'code-nobody');
  expect(refused.searchParams.get('error')).toBe('server_error');
  expect(new URLSearchParams(refused.hash.slice(1)).get('error_description')).toBe('Error getting user profile from external provider');
});

it('reports Google as enabled in the settings', async () => {
  const res = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.keys.anonKey } });
  expect(await res.json()).toMatchObject({ external: { google: true } });
});
