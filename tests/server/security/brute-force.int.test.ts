import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';
import { report } from '../../support/report';

// Password guessing and account discovery. Sign-ins are limited per client address, and wrong passwords per
// e-mail address, with the hosted Auth's answer ('Request rate limit reached') and a Retry-After; neither limit
// can be dodged with made-up X-Forwarded-For headers. Past the per-account limit, the addresses that guessed
// wait, while the owner signing in from an address that did not guess still gets in (the documented trade). The reset and onboarding endpoints answer a stranger the same for every address,
// whether or not it has an account, and do the same work before answering (no slow path for real accounts).

const RATE_LIMITED = { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', message: 'Request rate limit reached' };
let attempts = 0;
let limited = 0;

async function signIn(s: IdentityServer, email: string, options: { ip?: string; forwardedFor?: string; password?: string } = {}) {
  attempts++;
  const res = await s.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: options.ip ?? '198.51.100.10',
    headers: {
      apikey: s.keys.anonKey,
      'x-supabase-api-version': '2024-01-01',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: { email, password: options.password ?? 'Wrong-guess-1' },
  });
  const body = res.json() as { code?: string; message?: string; access_token?: string };
  if (res.statusCode === 429) {
    limited++;
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return { status: res.statusCode, body };
}

afterAll(() => report(`Brute force: ${attempts} sign-in attempts, ${limited} stopped by the limits.`));

describe('sign-in limits', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({ deps: { identity: { limits: { signInPerIp: 5, signInPerEmail: 4 } } } });
    await s
      .client(s.keys.serviceRoleKey)
      .auth.admin.createUser({ email: 'victim@example.com', password: 'Right-pass-1', email_confirm: true });
  });
  afterAll(() => s.close());

  it('stops one address guessing many accounts, and leaves other addresses alone', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(s, `target-${i}@example.com`, { ip: '198.51.100.1' })).status).toBe(400);
    const stopped = await signIn(s, 'target-5@example.com', { ip: '198.51.100.1' });
    expect(stopped).toEqual({ status: 429, body: RATE_LIMITED });
    expect((await signIn(s, 'target-5@example.com', { ip: '198.51.100.2' })).status).toBe(400);
  });

  it('is not fooled by a made-up X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 5; i++) await signIn(s, `spoof-${i}@example.com`, { ip: '198.51.100.3', forwardedFor: `10.9.8.${i}` });
    expect(await signIn(s, 'spoof-9@example.com', { ip: '198.51.100.3', forwardedFor: '10.9.8.99' })).toEqual({
      status: 429,
      body: RATE_LIMITED,
    });
  });

  it('past the wrong passwords one account allows, stops every address that guessed, however the e-mail is spelled', async () => {
    const spellings = ['victim@example.com', 'VICTIM@example.com', ' Victim@Example.com ', 'victim@EXAMPLE.COM'];
    for (const [i, email] of spellings.entries()) {
      const res = await signIn(s, email, { ip: `203.0.113.${i + 1}` });
      expect(res.body).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
    // A guesser that already failed is stopped, even when it now has the right password.
    expect(await signIn(s, 'victim@example.com', { ip: '203.0.113.1', password: 'Right-pass-1' })).toEqual({
      status: 429,
      body: RATE_LIMITED,
    });
    // A new address gets one guess, then waits as well.
    expect((await signIn(s, 'victim@example.com', { ip: '203.0.113.60' })).status).toBe(400);
    expect(await signIn(s, 'victim@example.com', { ip: '203.0.113.60' })).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it('lets the owner in with the right password from an address that has not failed for the account', async () => {
    const owner = await signIn(s, 'victim@example.com', { ip: '203.0.113.50', password: 'Right-pass-1' });
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
  });

  it('tells a stopped guesser how long to wait, and lets it try again when the five minutes are over', async () => {
    const stopped = await s.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress: '203.0.113.2',
      headers: { apikey: s.keys.anonKey },
      payload: { email: 'victim@example.com', password: 'Right-pass-1' },
    });
    expect(stopped.statusCode).toBe(429);
    const wait = Number(stopped.headers['retry-after']);
    expect(wait).toBeGreaterThan(240);
    expect(wait).toBeLessThanOrEqual(300);
    s.advance(301);
    const later = await signIn(s, 'victim@example.com', { ip: '203.0.113.2', password: 'Right-pass-1' });
    expect(later.status).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true)', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({
      env: { TRUST_PROXY: 'true' },
      deps: { identity: { limits: { signInPerIp: 3, signInPerEmail: 100 } } },
    });
  });
  afterAll(() => s.close());

  // The proxy (here on loopback) appends the address it saw to whatever X-Forwarded-For the client sent.
  const viaProxy = (clientSent: string, client: string) => ({ ip: '127.0.0.1', forwardedFor: `${clientSent}, ${client}` });

  it('limits by the address the proxy saw, not the one the client wrote in', async () => {
    for (let i = 0; i < 3; i++) await signIn(s, `proxied-${i}@example.com`, viaProxy(`192.0.2.${i}`, '203.0.113.77'));
    expect(await signIn(s, 'proxied-9@example.com', viaProxy('192.0.2.99', '203.0.113.77'))).toEqual({ status: 429, body: RATE_LIMITED });
    expect((await signIn(s, 'proxied-9@example.com', viaProxy('192.0.2.99', '203.0.113.78'))).status).toBe(400);
  });

  it('has no dev mailbox at all: behind a proxy every client looks like this machine', async () => {
    const asked = async (remoteAddress: string, forwardedFor?: string) =>
      (
        await s.app.inject({
          method: 'GET',
          url: '/dev/mail.json',
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        })
      ).statusCode;
    expect(await asked('127.0.0.1', '127.0.0.1, 203.0.113.7')).toBe(404); // through the proxy, spoofed
    expect(await asked('203.0.113.7', '127.0.0.1')).toBe(404); // straight at the server, spoofed
    expect(await asked('203.0.113.7', '::1')).toBe(404);
    expect(await asked('127.0.0.1')).toBe(404); // even this machine: the proxy's requests come from loopback too
  });
});

describe('account discovery', () => {
  let s: IdentityServer;
  let stalledSmtp: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // An SMTP server that accepts the connection and never says a word: delivery to it hangs.
    stalledSmtp = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => stalledSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = stalledSmtp.address() as AddressInfo;
    s = await startIdentityServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const admin = s.client(s.keys.serviceRoleKey).auth.admin;
    await admin.createUser({ email: 'has-account@example.com', password: 'Secret-123', email_confirm: true });
    await admin.createUser({ email: 'bought-and-onboarded@example.com', password: 'Secret-123', email_confirm: true });
    await admin.createUser({ email: 'bought-twice@example.com', password: 'Secret-123', email_confirm: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stalledSmtp.close(() => resolve()));
    await s.close();
  });

  const post = async (url: string, payload: unknown, ip: string) => {
    const res = await s.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  /** Resolves with the answer, or says it is still waiting after a while (the answer waits on slow work). */
  const answered = <T>(promise: Promise<T>) =>
    Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 5_000).unref())]);

  it('answers a reset request the same for an address with an account, without waiting on its e-mail', async () => {
    const known = await answered(post('/api/auth/request-password-reset', { email: 'has-account@example.com' }, '198.51.100.20'));
    const unknown = await answered(post('/api/auth/request-password-reset', { email: 'no-account@example.com' }, '198.51.100.21'));
    expect(known).toEqual(unknown);
    expect(known).toEqual({
      status: 200,
      body: { message: "If an account with that email exists, we've sent password reset instructions." },
    });
  });

  it('answers onboarding by e-mail the same whether the address has an account, a used purchase or nothing', async () => {
    const grant = (email: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/admin/purchases',
        headers: { authorization: `Bearer ${s.keys.serviceRoleKey}` },
        payload: { email },
      });
    // A purchase used up by onboarding, and an unused purchase for someone who already had an account.
    await grant('used-purchase@example.com');
    expect(
      (await post('/api/auth/complete-onboard', { email: 'used-purchase@example.com', password: 'Strong-pass-1' }, '198.51.100.30')).status,
    ).toBe(200);
    await grant('bought-twice@example.com');

    const answers = [];
    for (const [i, email] of [
      'nobody-here@example.com',
      'has-account@example.com',
      'used-purchase@example.com',
      'bought-twice@example.com',
    ].entries()) {
      answers.push(await post('/api/auth/complete-onboard', { email, password: 'Strong-pass-1' }, `198.51.100.${40 + i}`));
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 404,
      body: {
        code: 'not_found',
        message: 'No unused purchase was found for this email address. If you already created your account, please sign in.',
      },
    });
    // The account that existed before its purchase keeps its password.
    expect((await s.client().auth.signInWithPassword({ email: 'bought-twice@example.com', password: 'Secret-123' })).error).toBeNull();
  });
});
