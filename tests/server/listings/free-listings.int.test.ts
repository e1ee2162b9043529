import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromRoot } from '../../../server/paths';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// The free account: FREE_LISTINGS listings (here the default, 1) without a purchase; a purchase lifts the limit;
// re-analysing uses nothing and deleting gives nothing back. ALLOW_SIGNUP=false makes access purchase-only.

jest.setTimeout(60_000);

const sample = (slug: string) => `http://localhost:8787/samples/listings/${slug}.html`;

describe('FREE_LISTINGS (default 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PORT: '8787', FREE_LISTINGS: '1' } });
  });
  afterAll(() => t.close());

  const as = async (email: string) => {
    const id = randomUUID();
    const headers = { authorization: `Bearer ${await t.tokenFor({ id, email })}` };
    return {
      id,
      allowance: async () => (await t.app.inject({ method: 'GET', url: '/api/listings/allowance', headers })).json(),
      analyse: (url: string) => t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers, payload: { url, userId: id } }),
      importPage: (url: string, slug: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/listings/import',
          headers,
          payload: { html: readFileSync(fromRoot('samples', 'listings', `${slug}.html`), 'utf8'), url },
        }),
      remove: (listingId: string) => t.app.inject({ method: 'DELETE', url: `/api/listing/${listingId}`, headers }),
    };
  };

  it('gives a free account one analysis, then refuses the next with a code the app words', async () => {
    const host = await as('free.host@example.com');
    expect(await host.allowance()).toEqual({ purchased: false, freeListings: 1, used: 0, remaining: 1 });
    const first = await host.analyse(sample('alfama-loft'));
    expect(first.statusCode).toBe(200);
    expect(await host.allowance()).toEqual({ purchased: false, freeListings: 1, used: 1, remaining: 0 });

    const second = await host.analyse(sample('basic-flat'));
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      code: 'free_limit_reached',
      message: 'A free account can analyse 1 listing. Purchase access to analyse more.',
    });
    // An imported page is a listing too.
    expect((await host.importPage(sample('lakeside-cabin'), 'lakeside-cabin')).json()).toMatchObject({ code: 'free_limit_reached' });

    // The same listing again is a re-analysis and uses nothing.
    expect((await host.analyse(sample('alfama-loft'))).statusCode).toBe(200);
    // Deleting it does not give the analysis back.
    expect((await host.remove(first.json().listing.id)).statusCode).toBe(200);
    expect((await host.analyse(sample('basic-flat'))).json()).toMatchObject({ code: 'free_limit_reached' });
    expect(await host.allowance()).toMatchObject({ remaining: 0 });
  });

  it('lifts the limit once the address has a purchase', async () => {
    const host = await as('buyer@example.com');
    expect((await host.analyse(sample('alfama-loft'))).statusCode).toBe(200);
    expect((await host.analyse(sample('basic-flat'))).statusCode).toBe(403);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/purchases',
      headers: { authorization: `Bearer ${t.keys.serviceRoleKey}` },
      payload: { email: 'Buyer@Example.com' },
    });
    expect(granted.statusCode).toBe(200);
    expect((await host.analyse(sample('basic-flat'))).statusCode).toBe(200);
    expect((await host.importPage(sample('lakeside-cabin'), 'lakeside-cabin')).statusCode).toBe(200);
    expect(await host.allowance()).toEqual({ purchased: true, freeListings: 1, used: 3, remaining: null });
  });
});

describe('ALLOW_SIGNUP=false (purchase only)', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({ env: { ALLOW_SIGNUP: 'false' } });
  });
  afterAll(() => s.close());

  it('refuses sign-up, tells the app so, and still creates accounts from purchases', async () => {
    const { error } = await s.client().auth.signUp({ email: 'walk.in@example.com', password: 'Secret-123' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect((await s.client().auth.signInWithOtp({ email: 'walk.in@example.com' })).error).toMatchObject({ code: 'otp_disabled' });
    expect(
      ((await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.keys.anonKey } })).json()) as { disable_signup: boolean })
        .disable_signup,
    ).toBe(true);
    expect(await (await fetch(`${s.url}/config.js`)).text()).toContain('"allowSignup":false');

    await s.app.inject({
      method: 'POST',
      url: '/api/admin/purchases',
      headers: { authorization: `Bearer ${s.keys.serviceRoleKey}` },
      payload: { email: 'buyer@example.com' },
    });
    const onboard = await fetch(`${s.url}/api/auth/complete-onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Strong-pass-1' }),
    });
    expect(onboard.status).toBe(200);
    // By address alone the account waits for the buyer to confirm it from the mail, sign-ups off or not.
    expect((await s.client().auth.signInWithPassword({ email: 'buyer@example.com', password: 'Strong-pass-1' })).error?.message).toBe(
      'Email not confirmed',
    );
    expect((await fetch(await s.latestLink('buyer@example.com', 'confirmation'), { redirect: 'manual' })).status).toBe(303);
    expect((await s.client().auth.signInWithPassword({ email: 'buyer@example.com', password: 'Strong-pass-1' })).error).toBeNull();
  });
});
