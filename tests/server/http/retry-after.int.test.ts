import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Every 429 says when to come back: the product API's, the identity service's e-mail limit and its request limit.

let s: IdentityServer;
beforeAll(async () => {
  s = await startIdentityServer({ deps: { identity: { limits: { emailRequestsPerIp: 2 } } } });
});
afterAll(() => s.close());

const post = (url: string, payload: object, remoteAddress = '198.51.100.7') =>
  s.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { apikey: s.keys.anonKey } });

it('the product API: a second reset request within the minute waits the rest of that minute', async () => {
  expect((await post('/api/auth/request-password-reset', { email: 'wait@example.com' })).statusCode).toBe(200);
  s.advance(20);
  const again = await post('/api/auth/request-password-reset', { email: 'wait@example.com' });
  expect(again.statusCode).toBe(429);
  expect(again.json()).toMatchObject({ code: 'rate_limited' });
  expect(again.headers['retry-after']).toBe('40');
});

it('the product API: ten reset requests from one address in five minutes, then the rest of the five minutes', async () => {
  for (let i = 0; i < 10; i++)
    expect((await post('/api/auth/request-password-reset', { email: `a${i}@example.com` }, '198.51.100.8')).statusCode).toBe(200);
  const stopped = await post('/api/auth/request-password-reset', { email: 'a10@example.com' }, '198.51.100.8');
  expect(stopped.statusCode).toBe(429);
  expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(290);
});

it('the identity service: the e-mail limit and the request limit both carry Retry-After', async () => {
  const first = await post('/auth/v1/recover', { email: 'recover@example.com' }, '198.51.100.9');
  expect(first.statusCode).toBe(200);
  const again = await post('/auth/v1/recover', { email: 'recover@example.com' }, '198.51.100.9');
  expect(again.statusCode).toBe(429);
  expect(again.headers['retry-after']).toBe('60');
  const overIp = await post('/auth/v1/recover', { email: 'other@example.com' }, '198.51.100.9');
  expect(overIp.statusCode).toBe(429);
  expect(overIp.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  expect(Number(overIp.headers['retry-after'])).toBeGreaterThan(290);
});
