import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import sharp from 'sharp';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';
import { report } from '../../support/report';

// Forged and stale access tokens against every place that reads one: the product API (GET /api/listings),
// the embedded Auth's /auth/v1/user, Storage uploads, and the admin endpoints (which want the service-role
// key). Each forged token carries a real user's claims (sub and a live session), so only the check under test
// stands between it and the data. Then the refresh-token family: a reused refresh token ends the session, and
// its access tokens stop working everywhere.

let s: IdentityServer;
let png: Buffer;
let user: { id: string; email: string; accessToken: string; claims: JWTPayload };
let attacks = 0;
let refused = 0;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as JWTPayload;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signIn(email: string) {
  const client = s.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'Secret-123' });
  if (error) throw error;
  return { client, session: data.session };
}

beforeAll(async () => {
  s = await startIdentityServer();
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#225588' } })
    .png()
    .toBuffer();
  const email = 'token-victim@example.com';
  const { data } = await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email, password: 'Secret-123', email_confirm: true });
  const { session } = await signIn(email);
  user = { id: data.user!.id, email, accessToken: session.access_token, claims: decode(session.access_token) };
});
afterAll(async () => {
  report(`Token attacks: ${attacks} tried, ${refused} refused.`);
  await s.close();
});

/** The victim's own claims, re-signed (or not) by the attacker. */
function claims(overrides: JWTPayload = {}): JWTPayload {
  const { iat: _iat, exp: _exp, ...rest } = user.claims;
  return { ...rest, iat: nowSeconds(), exp: nowSeconds() + 3600, ...overrides };
}

async function signedWithServerKey(payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: s.keys.kid, typ: 'JWT' }).sign(s.keys.privateKey);
}

async function forgedUserTokens(): Promise<[string, string][]> {
  const other = await generateKeyPair('ES256');
  const publicPem = await exportSPKI(s.keys.publicKey);
  const { kid } = s.keys;
  const real = user.accessToken.split('.');
  return [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['alg none with the key id', `${b64({ alg: 'none', kid, typ: 'JWT' })}.${b64(claims())}.`],
    [
      'HS256 signed with the public key (PEM)',
      await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' }).sign(new TextEncoder().encode(publicPem)),
    ],
    [
      'HS256 signed with the public JWK',
      await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
        .sign(new TextEncoder().encode(JSON.stringify(s.keys.publicJwk))),
    ],
    [
      'ES256 with another key under our key id',
      await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(other.privateKey),
    ],
    [
      'the real token with its claims changed',
      `${real[0]}.${b64({ ...decode(user.accessToken), exp: nowSeconds() + 86_400 * 365 })}.${real[2]}`,
    ],
    ['the real token without its signature', `${real[0]}.${real[1]}.`],
    ['expired an hour ago', await signedWithServerKey(claims({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }))],
    ['expired a minute ago', await signedWithServerKey(claims({ exp: nowSeconds() - 60 }))],
    ['not valid for another ten minutes', await signedWithServerKey(claims({ nbf: nowSeconds() + 600 }))],
    ['for another audience', await signedWithServerKey(claims({ aud: 'other-project' }))],
    ['with no audience', await signedWithServerKey(claims({ aud: undefined }))],
    ['for a session that does not exist', await signedWithServerKey(claims({ session_id: '00000000-0000-4000-8000-000000000000' }))],
    ['the anon key', s.keys.anonKey],
  ];
}

async function productApi(token: string): Promise<boolean> {
  const res = await s.app.inject({ method: 'GET', url: '/api/listings', headers: { authorization: `Bearer ${token}` } });
  return res.statusCode === 200;
}

async function authUser(token: string): Promise<boolean> {
  const res = await s.app.inject({
    method: 'GET',
    url: '/auth/v1/user',
    headers: { apikey: s.keys.anonKey, authorization: `Bearer ${token}` },
  });
  return res.statusCode === 200;
}

let upload = 0;
async function storageUpload(token: string, folder = user.id): Promise<boolean> {
  const key = `${folder}/forged-${++upload}.png`;
  const res = await s.app.inject({
    method: 'POST',
    url: `/storage/v1/object/avatars/${key}`,
    headers: { apikey: s.keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: png,
  });
  const stored = await s.app.inject({ method: 'GET', url: `/storage/v1/object/public/avatars/${key}` });
  return res.statusCode === 200 || stored.statusCode === 200;
}

async function expectRefused(what: string, accepted: Promise<boolean>) {
  attacks++;
  const ok = await accepted;
  if (!ok) refused++;
  expect({ what, accepted: ok }).toEqual({ what, accepted: false });
}

it('the genuine token works everywhere (so a refusal below is the check, not the set-up)', async () => {
  expect(await productApi(user.accessToken)).toBe(true);
  expect(await authUser(user.accessToken)).toBe(true);
  expect(await storageUpload(user.accessToken)).toBe(true);
});

it('refuses every forged, stale or misdirected user token on the product API, /auth/v1/user and storage', async () => {
  for (const [name, token] of await forgedUserTokens()) {
    await expectRefused(`${name} on the product API`, productApi(token));
    await expectRefused(`${name} on /auth/v1/user`, authUser(token));
    await expectRefused(`${name} on storage`, storageUpload(token));
  }
});

it('does not take the service-role key for a user on the product API or /auth/v1/user', async () => {
  await expectRefused('the service-role key on the product API', productApi(s.keys.serviceRoleKey));
  await expectRefused('the service-role key on /auth/v1/user', authUser(s.keys.serviceRoleKey));
});

it('answers the product API refusal in the contract shape', async () => {
  const [first] = await forgedUserTokens();
  const token = first![1];
  const res = await s.app.inject({ method: 'GET', url: '/api/listings', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: 'unauthorized', message: 'Your session has expired or is not valid. Please sign in again.' });
});

it('refuses forged service-role tokens on the admin endpoints and on storage', async () => {
  const other = await generateKeyPair('ES256');
  const publicPem = await exportSPKI(s.keys.publicKey);
  const role = { role: 'service_role', iss: 'supabase', iat: nowSeconds(), exp: nowSeconds() + 3600 };
  const { kid } = s.keys;
  const forged: [string, string][] = [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(role)}.`],
    [
      'HS256 with the public key',
      await new SignJWT(role).setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' }).sign(new TextEncoder().encode(publicPem)),
    ],
    ['another key', await new SignJWT(role).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(other.privateKey)],
    [
      'the anon key with its role changed',
      `${s.keys.anonKey.split('.')[0]}.${b64({ ...decode(s.keys.anonKey), role: 'service_role' })}.${s.keys.anonKey.split('.')[2]}`,
    ],
    ['a user access token', user.accessToken],
    ['the anon key', s.keys.anonKey],
  ];
  for (const [name, token] of forged) {
    await expectRefused(
      `${name} on GET /auth/v1/admin/users`,
      s.app
        .inject({ method: 'GET', url: '/auth/v1/admin/users', headers: { apikey: s.keys.anonKey, authorization: `Bearer ${token}` } })
        .then((r) => r.statusCode === 200),
    );
    await expectRefused(
      `${name} on POST /auth/v1/admin/users`,
      s.app
        .inject({
          method: 'POST',
          url: '/auth/v1/admin/users',
          headers: { apikey: s.keys.anonKey, authorization: `Bearer ${token}` },
          payload: { email: `planted-${attacks}@example.com`, password: 'Secret-123', email_confirm: true },
        })
        .then((r) => r.statusCode === 200),
    );
    await expectRefused(
      `${name} on POST /api/admin/purchases`,
      s.app
        .inject({
          method: 'POST',
          url: '/api/admin/purchases',
          headers: { authorization: `Bearer ${token}` },
          payload: { email: 'free@example.com' },
        })
        .then((r) => r.statusCode === 200),
    );
    // Storage lets the service role write into any folder: a forged one must not.
    await expectRefused(`${name} writing into another user's folder`, storageUpload(token, randomUUID()));
  }
  // And the genuine key does work, so the refusals above are about the forgeries.
  const genuine = await s.app.inject({
    method: 'GET',
    url: '/auth/v1/admin/users',
    headers: { apikey: s.keys.anonKey, authorization: `Bearer ${s.keys.serviceRoleKey}` },
  });
  expect(genuine.statusCode).toBe(200);
});

it('refuses the tokens of a signed-out session everywhere', async () => {
  const { client, session } = await signIn(user.email);
  expect(await productApi(session.access_token)).toBe(true);
  await client.auth.signOut({ scope: 'local' });
  await expectRefused('signed-out session on the product API', productApi(session.access_token));
  await expectRefused('signed-out session on /auth/v1/user', authUser(session.access_token));
  await expectRefused('signed-out session on storage', storageUpload(session.access_token));
});

it('ends the whole session family when an old refresh token is replayed, and its access tokens with it', async () => {
  const { client, session: first } = await signIn(user.email);
  await client.auth.refreshSession();
  const latest = (await client.auth.refreshSession()).data.session!;
  expect(await productApi(latest.access_token)).toBe(true);
  s.advance(11); // past the 10-second grace period for two tabs refreshing together

  const replay = await s.client().auth.refreshSession({ refresh_token: first.refresh_token });
  expect(replay.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
  attacks++;
  if (replay.error) refused++;

  await expectRefused(
    'the newest refresh token of the family',
    s
      .client()
      .auth.refreshSession({ refresh_token: latest.refresh_token })
      .then((r) => r.error === null),
  );
  await expectRefused('an access token of the family on the product API', productApi(latest.access_token));
  await expectRefused('an access token of the family on /auth/v1/user', authUser(latest.access_token));
  await expectRefused('an access token of the family on storage', storageUpload(latest.access_token));
  // Other sessions of the same user are not part of the family.
  expect(await productApi(user.accessToken)).toBe(true);
});
