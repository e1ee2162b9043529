import type { FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../../../server/app/build-app';
import { hostedTokenVerifier } from '../../../server/identity/verify-token';
import { outboxRepository } from '../../../server/mail/outbox.repository';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';
import { testConfig } from '../../support/server/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// Hosted mode against a "hosted project" that is a second instance of our own server in embedded mode:
// the product server verifies tokens with the project's JWKS and creates and updates accounts through the
// project's admin API, exactly as it would against supabase.co.

let project: IdentityServer;
let product: { app: FastifyInstance; url: string; database: TestDatabase };

beforeAll(async () => {
  project = await startIdentityServer();
  const config = testConfig({
    DATA_DIR: project.dataDir,
    SUPABASE_URL: project.url,
    SUPABASE_ANON_KEY: project.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: project.keys.serviceRoleKey,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    keys: null,
    tokenVerifier: hostedTokenVerifier(config.supabase.url!, undefined),
    identity: { printMail: () => undefined },
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  product = { app, url, database };
});
afterAll(async () => {
  await product.app.close();
  await product.database.drop();
  await project.close();
});

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${product.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function projectUser(email: string, password = 'Secret-123') {
  await project
    .client(project.keys.serviceRoleKey)
    .auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Hosted Host' } });
  const { data, error } = await project.client().auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

it("gives the browser the project's address and anon key, and serves no embedded identity", async () => {
  const res = await fetch(`${product.url}/config.js`);
  const config = JSON.parse((await res.text()).replace(/^window\.__APP_CONFIG__ = /, '').replace(/;\s*$/, ''));
  expect(config).toMatchObject({ supabaseUrl: project.url, supabaseAnonKey: project.keys.anonKey, mode: 'hosted' });
  expect((await fetch(`${product.url}/auth/v1/settings`, { headers: { apikey: project.keys.anonKey } })).status).toBe(404);
  expect((await fetch(`${product.url}/dev/mail.json`)).status).toBe(404);
});

it("accepts the project's user tokens (checked against its JWKS) and nothing else", async () => {
  const session = await projectUser('hosted-user@example.com');
  const res = await fetch(`${product.url}/api/auth/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ id: session.user.id, email: 'hosted-user@example.com', fullName: 'Hosted Host' });

  const { privateKey } = await generateKeyPair('ES256');
  const forged = await new SignJWT({ role: 'authenticated', email: 'hosted-user@example.com' })
    .setProtectedHeader({ alg: 'ES256', kid: project.keys.kid })
    .setSubject(session.user.id)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  expect((await fetch(`${product.url}/api/auth/user`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
});

it('creates onboarded accounts in the project through its admin API', async () => {
  const granted = await post(
    '/api/admin/purchases',
    { email: 'hosted-buyer@example.com' },
    { authorization: `Bearer ${project.keys.serviceRoleKey}` },
  );
  expect(granted.status).toBe(200);
  const created = await post('/api/auth/complete-onboard', { sessionToken: granted.body.sessionToken, password: 'Strong-pass-1' });
  expect(created).toEqual({ status: 200, body: { message: 'Account created', email: 'hosted-buyer@example.com' } });
  expect(
    (await project.client().auth.signInWithPassword({ email: 'hosted-buyer@example.com', password: 'Strong-pass-1' })).error,
  ).toBeNull();
});

it('resets passwords in the project through its admin API, mailing the link from the product server', async () => {
  await projectUser('hosted-reset@example.com', 'Old-pass-1');
  expect((await post('/api/auth/request-password-reset', { email: 'hosted-reset@example.com' })).status).toBe(200);
  const [message] = await outboxRepository(product.database).list({ to: 'hosted-reset@example.com' });
  const token = new URL(message!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  expect(await post('/api/auth/reset-password', { token, newPassword: 'New-pass-2' })).toEqual({
    status: 200,
    body: { message: 'Password updated', email: 'hosted-reset@example.com' },
  });
  expect((await project.client().auth.signInWithPassword({ email: 'hosted-reset@example.com', password: 'New-pass-2' })).error).toBeNull();
});

it("asks the project's Storage whether the avatars bucket exists", async () => {
  const session = await projectUser('hosted-avatar@example.com');
  const res = await fetch(`${product.url}/api/upload/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(await res.json()).toEqual({ ready: true, bucket: 'avatars', maxBytes: 5 * 1024 * 1024 });
});

it('verifies legacy HS256 project tokens with SUPABASE_JWT_SECRET', async () => {
  const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
  const verifier = hostedTokenVerifier('https://abcdefghijklmnopqrst.supabase.co', secret);
  const token = await new SignJWT({
    role: 'authenticated',
    email: 'legacy@example.com',
    session_id: 'a1b2',
    user_metadata: { full_name: 'Legacy' },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('7d0c4b1e-2f3a-4c5d-8e9f-0a1b2c3d4e5f')
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
  await expect(verifier.verify(token)).resolves.toMatchObject({
    id: '7d0c4b1e-2f3a-4c5d-8e9f-0a1b2c3d4e5f',
    email: 'legacy@example.com',
    userMetadata: { full_name: 'Legacy' },
  });
  const wrong = await new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('x')
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-use'));
  await expect(verifier.verify(wrong)).rejects.toMatchObject({ code: 'unauthorized' });
});
