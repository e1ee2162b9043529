import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Purchases and onboarding: grant (the admin endpoint `npm run grant` uses), the signed onboarding link,
// account creation in token and e-mail mode, and the Stripe webhook.

const WEBHOOK_SECRET = 'whsec_test_secret_for_onboarding';
let s: IdentityServer;

beforeAll(async () => {
  s = await startIdentityServer({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
afterAll(() => s.close());

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function grant(email: string): Promise<{ purchaseId: string; sessionToken: string; onboardingPath: string }> {
  const res = await post('/api/admin/purchases', { email }, { authorization: `Bearer ${s.keys.serviceRoleKey}` });
  expect(res.status).toBe(200);
  return res.body as never;
}

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { payload: string; signature: string };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

it('grants a purchase whose link carries a signed {payload, signature} token the browser can read', async () => {
  const granted = await grant('Buyer@Example.com');
  expect(granted.onboardingPath).toBe(`/onboard-setup?session=${encodeURIComponent(granted.sessionToken)}`);
  const outer = decode(granted.sessionToken);
  expect(JSON.parse(outer.payload)).toEqual({ email: 'buyer@example.com', purchaseId: granted.purchaseId });
  expect(outer.signature).toBe(createHmac('sha256', s.keys.serverSecret).update(outer.payload).digest('hex'));
});

it('creates a confirmed account from the link, once; the user then signs in', async () => {
  const { sessionToken } = await grant('token-mode@example.com');
  expect(await post('/api/auth/complete-onboard', { sessionToken, password: 'Strong-pass-1' })).toEqual({
    status: 200,
    body: { message: 'Account created', email: 'token-mode@example.com' },
  });
  const { data, error } = await s.client().auth.signInWithPassword({ email: 'token-mode@example.com', password: 'Strong-pass-1' });
  expect(error).toBeNull();
  expect(data.user?.email_confirmed_at).toBeDefined();
  expect(data.user?.user_metadata.full_name).toBeUndefined();
  expect(await post('/api/auth/complete-onboard', { sessionToken, password: 'Another-pass-2' })).toEqual({
    status: 409,
    body: { code: 'conflict', message: 'This purchase has already been used to create an account. Please sign in instead.' },
  });
});

it('refuses forged tokens: a changed payload, a made-up signature, garbage', async () => {
  const { sessionToken, purchaseId } = await grant('forge@example.com');
  const outer = decode(sessionToken);
  const otherEmail = encode({ payload: JSON.stringify({ email: 'attacker@example.com', purchaseId }), signature: outer.signature });
  const madeUp = encode({ payload: outer.payload, signature: createHmac('sha256', 'guessed-secret').update(outer.payload).digest('hex') });
  const unsigned = encode({ email: 'forge@example.com', purchaseId });
  for (const token of [otherEmail, madeUp, unsigned, 'not base64 at all!']) {
    expect(await post('/api/auth/complete-onboard', { sessionToken: token, password: 'Strong-pass-1' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'This onboarding link is not valid. Please use the link from your purchase email.' },
    });
  }
  expect((await s.client().auth.signInWithPassword({ email: 'attacker@example.com', password: 'Strong-pass-1' })).error).not.toBeNull();
});

it('refuses a validly signed link for a purchase that does not exist', async () => {
  const payload = JSON.stringify({ email: 'ghost@example.com', purchaseId: '6f1d1c2e-8a7b-4c1e-9a55-0d5e1b2c3d4e' });
  const token = encode({ payload, signature: createHmac('sha256', s.keys.serverSecret).update(payload).digest('hex') });
  expect(await post('/api/auth/complete-onboard', { sessionToken: token, password: 'Strong-pass-1' })).toEqual({
    status: 404,
    body: { code: 'not_found', message: 'No purchase was found for this onboarding link.' },
  });
});

it('holds passwords to 8 characters with upper, lower and digit, without using the purchase up', async () => {
  const { sessionToken } = await grant('rules@example.com');
  for (const password of ['Short-1', 'alllower-1', 'ALLUPPER-1', 'NoDigits-here']) {
    const res = await post('/api/auth/complete-onboard', { sessionToken, password });
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.',
      },
    });
  }
  expect((await post('/api/auth/complete-onboard', { sessionToken, password: 'Good-pass-1' })).status).toBe(200);
});

it('creates the account in e-mail mode only when an unused purchase exists for the address', async () => {
  expect(await post('/api/auth/complete-onboard', { email: 'no-purchase@example.com', password: 'Strong-pass-1' })).toEqual({
    status: 404,
    body: {
      code: 'not_found',
      message: 'No unused purchase was found for this email address. If you already created your account, please sign in.',
    },
  });
  await grant('email-mode@example.com');
  expect(await post('/api/auth/complete-onboard', { email: 'Email-Mode@example.com', password: 'Strong-pass-1' })).toEqual({
    status: 200,
    body: { message: 'Account created. Please check your email and click the confirmation link.', email: 'email-mode@example.com' },
  });
  // Used up: e-mail mode answers exactly as for an address without a purchase (it must not tell who has an account).
  expect((await post('/api/auth/complete-onboard', { email: 'email-mode@example.com', password: 'Strong-pass-1' })).status).toBe(404);
});

it('leaves an account made in e-mail mode unconfirmed until the link mailed to that address is opened', async () => {
  await grant('unconfirmed-buyer@example.com');
  const created = await post('/api/auth/complete-onboard', { email: 'unconfirmed-buyer@example.com', password: 'Strong-pass-1' });
  expect(created.status).toBe(200);
  // Knowing the buyer's address is not enough to get in: the sign-in screen then says to check the e-mail.
  const early = await s.client().auth.signInWithPassword({ email: 'unconfirmed-buyer@example.com', password: 'Strong-pass-1' });
  expect(early.error?.message).toBe('Email not confirmed');
  const mails = await s.mail('unconfirmed-buyer@example.com');
  expect(mails.map((m) => [m.kind, m.subject])).toEqual([['confirmation', 'Confirm your e-mail to finish your account']]);
  const opened = await fetch(await s.latestLink('unconfirmed-buyer@example.com', 'confirmation'), { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toMatch(/#access_token=/);
  const { data, error } = await s.client().auth.signInWithPassword({ email: 'unconfirmed-buyer@example.com', password: 'Strong-pass-1' });
  expect(error).toBeNull();
  expect(data.user?.email_confirmed_at).toBeDefined();
});

it("lets the buyer's signed link finish an account a stranger started in e-mail mode, with the buyer's password", async () => {
  const { sessionToken } = await grant('targeted-buyer@example.com');
  expect((await post('/api/auth/complete-onboard', { email: 'targeted-buyer@example.com', password: 'Strangers-pass-1' })).status).toBe(
    200,
  );
  expect(await post('/api/auth/complete-onboard', { sessionToken, password: 'Buyers-pass-2' })).toEqual({
    status: 200,
    body: { message: 'Account created', email: 'targeted-buyer@example.com' },
  });
  expect(
    (await s.client().auth.signInWithPassword({ email: 'targeted-buyer@example.com', password: 'Strangers-pass-1' })).error,
  ).not.toBeNull();
  expect((await s.client().auth.signInWithPassword({ email: 'targeted-buyer@example.com', password: 'Buyers-pass-2' })).error).toBeNull();
  // Once confirmed, the purchase is used for good.
  expect((await post('/api/auth/complete-onboard', { sessionToken, password: 'Third-pass-3' })).status).toBe(409);
  // The tests of this file share one address: a new window of its onboarding attempts for the ones after.
  s.advance(5 * 60 + 1);
});

it('does not take over an existing account, and keeps the purchase for later', async () => {
  await s
    .client(s.keys.serviceRoleKey)
    .auth.admin.createUser({ email: 'existing@example.com', password: 'Secret-123', email_confirm: true });
  const { sessionToken } = await grant('existing@example.com');
  expect(await post('/api/auth/complete-onboard', { sessionToken, password: 'Strong-pass-1' })).toEqual({
    status: 409,
    body: { code: 'conflict', message: 'An account with this email already exists. Please sign in instead.' },
  });
  expect((await s.client().auth.signInWithPassword({ email: 'existing@example.com', password: 'Secret-123' })).error).toBeNull();
});

it('lets only the service-role key grant purchases', async () => {
  expect((await post('/api/admin/purchases', { email: 'x@example.com' })).status).toBe(403);
  expect((await post('/api/admin/purchases', { email: 'x@example.com' }, { authorization: `Bearer ${s.keys.anonKey}` })).status).toBe(403);
});

describe('Stripe webhook', () => {
  const checkout = (overrides: Record<string, unknown> = {}) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${Math.random().toString(36).slice(2)}`,
        object: 'checkout.session',
        payment_status: 'paid',
        customer_details: { email: 'stripe-buyer@example.com' },
        ...overrides,
      },
    },
  });
  const deliver = async (event: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${s.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  };

  it('turns a paid checkout into a purchase and an onboarding e-mail, once per event', async () => {
    const event = checkout();
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    const messages = await s.mail('stripe-buyer@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'onboarding', subject: 'Set up your Listing Optimiser account' });
    const link = new URL(messages[0]!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/onboard-setup');
    const sessionToken = link.searchParams.get('session')!;
    expect((await post('/api/auth/complete-onboard', { sessionToken, password: 'Stripe-pass-1' })).status).toBe(200);
  });

  it('records nothing for an unpaid checkout, and refuses a bad signature', async () => {
    expect(await deliver(checkout({ payment_status: 'unpaid', customer_details: { email: 'unpaid@example.com' } }))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await s.mail('unpaid@example.com')).toHaveLength(0);
    expect(await deliver(checkout({ customer_details: { email: 'forged@example.com' } }), 'whsec_wrong')).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Invalid Stripe signature' },
    });
    expect(await s.mail('forged@example.com')).toHaveLength(0);
  });
});
