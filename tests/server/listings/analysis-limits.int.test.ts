import { randomUUID } from 'node:crypto';
import { buildFetchPolicy, createFetcher } from '../../../server/analysis/fetch';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// A host may have ANALYSES_PER_USER analyses waiting or running and start ANALYSIS_RATE_PER_MINUTE a minute;
// beyond that POST /api/listings/analyze (and /import) answers 429 with a code the browser turns into words, and a reason.

const offline = createFetcher(buildFetchPolicy(), { resolver: async () => Promise.reject(new Error('no network in tests')) });

async function hostOn(t: TestApp) {
  const id = randomUUID();
  const headers = { authorization: `Bearer ${await t.tokenFor({ id })}` };
  return (url: string) => t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers, payload: { url, userId: id } });
}

/** A host who analyses by address and by handing over the page (POST /api/listings/import). */
async function importingHostOn(t: TestApp) {
  const id = randomUUID();
  const headers = { authorization: `Bearer ${await t.tokenFor({ id })}` };
  const page = (url: string) => `<html><head><link rel="canonical" href="${url}"></head><body>Casa</body></html>`;
  return {
    analyse: (url: string) => t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers, payload: { url, userId: id } }),
    importPage: (url: string) => t.app.inject({ method: 'POST', url: '/api/listings/import', headers, payload: { html: page(url), url } }),
  };
}

describe('the per-host limit of analyses in flight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ANALYSES_PER_USER: '3' }, deps: { fetcher: offline } });
  });
  afterAll(() => t.close());

  it('refuses a fourth analysis while three are waiting, but not re-analysing one of them, nor another host', async () => {
    const analyse = await hostOn(t);
    for (const id of [1, 2, 3]) expect((await analyse(`https://www.airbnb.com/rooms/${id}`)).statusCode).toBe(200);
    const refused = await analyse('https://www.airbnb.com/rooms/4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'analysis_limit_reached',
      message:
        'You already have 3 analyses waiting or running, the most one account may have. Please wait for some to finish, then try again.',
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await analyse('https://www.airbnb.com/rooms/2')).statusCode).toBe(200);
    const other = await hostOn(t);
    expect((await other('https://www.airbnb.com/rooms/4')).statusCode).toBe(200);
  });

  it('counts an imported page as an analysis in flight', async () => {
    const host = await importingHostOn(t);
    expect((await host.importPage('https://www.airbnb.com/rooms/21')).statusCode).toBe(200);
    for (const id of [22, 23]) expect((await host.analyse(`https://www.airbnb.com/rooms/${id}`)).statusCode).toBe(200);
    const refused = await host.importPage('https://www.airbnb.com/rooms/24');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('analysis_limit_reached');
  });
});

describe('the per-host rate of analyses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ANALYSIS_RATE_PER_MINUTE: '2' }, deps: { fetcher: offline } });
  });
  afterAll(() => t.close());

  it('refuses a third start within a minute, saying when to try again, and lets another host start', async () => {
    const analyse = await hostOn(t);
    expect((await analyse('https://www.airbnb.com/rooms/11')).statusCode).toBe(200);
    expect((await analyse('https://www.airbnb.com/rooms/12')).statusCode).toBe(200);
    const refused = await analyse('https://www.airbnb.com/rooms/13');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('analysis_rate_limited');
    expect(refused.json().message).toMatch(
      /^You started 2 analyses within a minute, the most we take\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await hostOn(t);
    expect((await other('https://www.airbnb.com/rooms/13')).statusCode).toBe(200);
  });

  it('counts an imported page as a start', async () => {
    const host = await importingHostOn(t);
    expect((await host.analyse('https://www.airbnb.com/rooms/31')).statusCode).toBe(200);
    expect((await host.importPage('https://www.airbnb.com/rooms/32')).statusCode).toBe(200);
    const refused = await host.importPage('https://www.airbnb.com/rooms/33');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('analysis_rate_limited');
  });
});
