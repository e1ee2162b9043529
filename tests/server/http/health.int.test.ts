import { buildTestApp, type TestApp } from '../../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers with the version and an up database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: t.config.version,
      database: { kind: t.database.kind, status: 'up' },
    });
    expect(res.json().database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a database that cannot answer as down with a 503', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down', latencyMs: null } });
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('run-time configuration and the app shell', () => {
  it('serves /config.js with this server as the backend and the anon key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js', headers: { host: 'localhost:8787' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('no-store');
    const json = res.body.replace(/^window\.__APP_CONFIG__ = /, '').replace(/;\s*$/, '');
    expect(JSON.parse(json)).toMatchObject({ supabaseUrl: 'http://localhost:8787', supabaseAnonKey: t.keys.anonKey, mode: 'embedded' });
  });

  it('answers unknown API paths with the error shape, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No route for GET /api/nothing-here' });
  });

  it('sends a strict content security policy without inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer, errors included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const res of answers) {
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
    }
  });
});
