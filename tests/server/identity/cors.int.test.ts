import { buildTestApp, type TestApp } from '../../support/server/test-app';

// Cross-origin pages (e.g. Vite's dev server on another port without its proxy) can call the identity API.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('answers preflights for auth and storage calls with the headers supabase-js sends', async () => {
  for (const url of ['/auth/v1/token?grant_type=password', '/storage/v1/object/avatars/u/a.png']) {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version, x-upsert',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-supabase-api-version');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-upsert');
  }
});
