import { loadConfig } from '../../../server/config';
import { listenAddressProblem } from '../../../server/http/public-origin';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// One public address: e-mailed links come from PUBLIC_URL only; without it the server answers loopback names
// only; any other Host is answered 421; the dev mailbox answers a loopback Host from a loopback client only.

const resetRequest = (s: IdentityServer, host: string) =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { host, 'content-type': 'application/json' },
    payload: { email: 'host@example.com' },
  });

describe('without PUBLIC_URL (this machine only)', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer();
    await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'host@example.com', password: 'Old-pass-1', email_confirm: true });
  });
  afterAll(() => s.close());

  it('refuses a reset request sent with a forged Host (421) and mails nothing', async () => {
    const res = await resetRequest(s, 'attacker.example');
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ code: 'misdirected_request', message: expect.stringContaining('does not answer for that address') });
    expect(await s.mail('host@example.com')).toHaveLength(0);
  });

  it('mails a link to the loopback origin the host used', async () => {
    expect((await resetRequest(s, 'localhost:8787')).statusCode).toBe(200);
    expect(await s.latestLink('host@example.com', 'password-reset')).toMatch(/^http:\/\/localhost:8787\/auth\/reset-password\?token=/);
  });

  it('answers 421 to the API, the identity service and the app under a borrowed name (DNS rebinding)', async () => {
    const token = await s.tokenFor();
    for (const url of ['/api/listings', '/auth/v1/settings', '/', '/dev/mail.json']) {
      const res = await s.app.inject({
        method: 'GET',
        url,
        headers: { host: 'rebound.attacker.example:8787', authorization: `Bearer ${token}` },
      });
      expect([url, res.statusCode]).toEqual([url, 421]);
    }
    // Health checks come by the machine's address and carry nothing a page could use.
    expect((await s.app.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.5:8787' } })).statusCode).toBe(200);
  });

  it('opens the dev mailbox only for a loopback Host asked by a loopback client', async () => {
    const ask = (host: string, remoteAddress = '127.0.0.1') =>
      s.app.inject({ method: 'GET', url: '/dev/mail.json', headers: { host }, remoteAddress });
    expect((await ask('localhost:8787')).statusCode).toBe(200);
    expect((await ask('127.0.0.1:8787')).statusCode).toBe(200);
    expect((await ask('[::1]:8787')).statusCode).toBe(200);
    expect((await ask('localhost:8787', '203.0.113.7')).statusCode).toBe(404);
    expect((await ask('my-laptop.local:8787')).statusCode).toBe(421);
  });
});

describe('a Host that is not a host name', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer();
    await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'host@example.com', password: 'Old-pass-1', email_confirm: true });
  });
  afterAll(() => s.close());

  it.each([
    'localhost:8871/@evil.com',
    'localhost?x=1',
    'localhost#frag',
    'user@localhost',
    'local host',
    'localhost:8787 ',
    '127.0.0.1:80/x',
  ])('answers 400 to %j without PUBLIC_URL, and mails nothing', async (host) => {
    const res = await resetRequest(s, host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_failed', message: 'The Host header of this request is not a host name.' });
    expect(await s.mail('host@example.com')).toHaveLength(0);
  });

  it('still answers the host names, addresses and ports people use', async () => {
    for (const host of ['localhost:8787', 'localhost', '127.0.0.1:8787', '[::1]:8787', 'app.localhost:5173', 'LOCALHOST:8787'])
      expect([host, (await s.app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode]).toEqual([host, 200]);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => s.close());

  it('has no dev mailbox, since every request then comes from loopback', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json'])
      expect([url, (await s.app.inject({ method: 'GET', url, headers: { host: 'localhost:8787' } })).statusCode]).toEqual([url, 404]);
  });
});

describe('with PUBLIC_URL', () => {
  let s: IdentityServer;
  beforeAll(async () => {
    s = await startIdentityServer({ env: { PUBLIC_URL: 'https://listings.example.com/' } });
    await s.client(s.keys.serviceRoleKey).auth.admin.createUser({ email: 'host@example.com', password: 'Old-pass-1', email_confirm: true });
  });
  afterAll(() => s.close());

  it('builds every mailed link from PUBLIC_URL, whichever allowed Host asked', async () => {
    expect((await resetRequest(s, 'listings.example.com')).statusCode).toBe(200);
    expect(await s.latestLink('host@example.com', 'password-reset')).toMatch(
      /^https:\/\/listings\.example\.com\/auth\/reset-password\?token=/,
    );
    s.advance(61);
    expect((await resetRequest(s, 'localhost:8787')).statusCode).toBe(200);
    const mails = await s.mail('host@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes('https://listings.example.com/auth/reset-password?token='))).toBe(true);
    expect(mails.some((m) => m.text.includes('localhost'))).toBe(false);
  });

  it('answers 421 to any other Host', async () => {
    expect((await resetRequest(s, 'attacker.example')).statusCode).toBe(421);
    expect((await resetRequest(s, 'listings.example.com.attacker.example')).statusCode).toBe(421);
  });

  it('keeps the dev mailbox off the public name, even for a loopback client', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/dev/mail.json',
      headers: { host: 'listings.example.com' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('listening address', () => {
  const problem = (env: Record<string, string>) => listenAddressProblem(loadConfig({ LOG_LEVEL: 'silent', ...env }));

  it('refuses a non-loopback HOST without PUBLIC_URL, saying what to set', () => {
    expect(problem({ HOST: '0.0.0.0' })).toMatch(/HOST=0\.0\.0\.0 .*Set PUBLIC_URL to the address people open/);
    expect(problem({ HOST: '::' })).toMatch(/PUBLIC_URL/);
    expect(problem({ HOST: '192.168.1.20' })).toMatch(/PUBLIC_URL/);
  });

  it('accepts loopback without PUBLIC_URL, and any HOST with it', () => {
    expect(problem({})).toBeNull();
    expect(problem({ HOST: '127.0.0.1' })).toBeNull();
    expect(problem({ HOST: '::1' })).toBeNull();
    expect(problem({ HOST: '0.0.0.0', PUBLIC_URL: 'https://listings.example.com' })).toBeNull();
  });
});
