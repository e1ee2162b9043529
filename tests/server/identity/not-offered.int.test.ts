import type { SupabaseClient } from '@supabase/supabase-js';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// What the embedded identity does not offer (anonymous and phone sign-in, ID tokens, Web3, SSO, MFA, identity
// linking, the OAuth server) is refused in the words of a GoTrue with those features switched off, so code
// written against a hosted project reads the same errors here.

let s: IdentityServer;
let signedIn: SupabaseClient;

beforeAll(async () => {
  s = await startIdentityServer();
  await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'member@example.com', password: 'Secret-123', email_confirm: true });
  signedIn = s.client();
  await signedIn.auth.signInWithPassword({ email: 'member@example.com', password: 'Secret-123' });
});
afterAll(() => s.close());

it('refuses anonymous sign-in', async () => {
  const { data, error } = await s.client().auth.signInAnonymously();
  expect(data.session).toBeNull();
  expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
});

it('refuses every phone path', async () => {
  const phone = '15551234567';
  const signUp = await s.client().auth.signUp({ phone, password: 'Secret-123' });
  expect(signUp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
  const password = await s.client().auth.signInWithPassword({ phone, password: 'Secret-123' });
  expect(password.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
  const otp = await s.client().auth.signInWithOtp({ phone });
  expect(otp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
  const verify = await s.client().auth.verifyOtp({ phone, token: '123456', type: 'sms' });
  expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  const badNumber = await s.client().auth.verifyOtp({ phone: 'call me', token: '123456', type: 'sms' });
  expect(badNumber.error).toMatchObject({ status: 400, message: 'Invalid phone number format (E.164 required)' });
  const update = await signedIn.auth.updateUser({ phone });
  expect(update.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
});

it('refuses ID-token and Web3 sign-in', async () => {
  const idToken = await s.client().auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
  expect(idToken.error).toMatchObject({
    status: 400,
    code: 'provider_disabled',
    message: 'Provider (issuer "https://accounts.google.com") is not enabled',
  });
  const web3 = await fetch(`${s.url}/auth/v1/token?grant_type=web3`, {
    method: 'POST',
    headers: { apikey: s.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ chain: 'ethereum', message: 'hello', signature: '0x00' }),
  });
  expect(web3.status).toBe(422);
  expect(await web3.json()).toMatchObject({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
});

it('refuses SSO, MFA enrolment and identity linking', async () => {
  const sso = await s.client().auth.signInWithSSO({ domain: 'example.com' });
  expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
  const totp = await signedIn.auth.mfa.enroll({ factorType: 'totp' });
  expect(totp.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
  const challenge = await signedIn.auth.mfa.challenge({ factorId: '0b7a1c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f' });
  expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
  const link = await signedIn.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
  expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
});

it('refuses the OAuth server, and lists no MFA factors for a user', async () => {
  const admin = s.client(s.keys.serviceRoleKey).auth.admin;
  const clients = await admin.oauth.listClients();
  expect(clients.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
  const { data } = await admin.listUsers();
  const member = data.users.find((u) => u.email === 'member@example.com')!;
  const factors = await admin.mfa.listFactors({ userId: member.id });
  expect(factors.error).toBeNull();
  expect(factors.data?.factors).toEqual([]);
});

it('says so in the settings', async () => {
  const res = await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.keys.anonKey } });
  expect(await res.json()).toMatchObject({ external: { anonymous_users: false, phone: false, email: true }, saml_enabled: false });
});
