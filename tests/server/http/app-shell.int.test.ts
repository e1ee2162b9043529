import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// The built app's page: the root for any client, the app's own paths for a browser; never for API paths. Its
// hashed files, compressed at build time, go out as the browser accepts them and are kept for a year.

const INDEX = '<!doctype html><title>Listing Optimiser</title><div id="root"></div>';
const SCRIPT = `export const words = ${JSON.stringify('listing '.repeat(400))};\n`;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'lo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  t = await buildTestApp({ deps: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the page at the root whatever the client accepts', async () => {
  for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept } });
    expect({ accept, status: res.statusCode, body: res.body }).toEqual({ accept, status: 200, body: INDEX });
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

it('serves the page at every address of the app, whatever the client accepts, and a 404 for any other path', async () => {
  const appPaths = [
    '/login',
    '/signup',
    '/forgot-password',
    '/dashboard?tab=1',
    '/dashboard/',
    '/listings/new',
    '/listings/6a1c7e52-4c1e-4f55-9f0a-3c4b2f1d9e01',
    '/listings/6a1c7e52-4c1e-4f55-9f0a-3c4b2f1d9e01/chat',
    '/listings/6a1c7e52-4c1e-4f55-9f0a-3c4b2f1d9e01/analysis',
    '/listings/not-a-listing-of-anyone',
    '/chat',
    '/profile',
    '/auth/reset-password?token=abc',
    '/auth/callback#access_token=x',
    '/onboard-setup?session=abc',
  ];
  for (const url of appPaths) {
    for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect({ url, accept, status: page.statusCode, body: page.body }).toEqual({ url, accept, status: 200, body: INDEX });
    }
  }
  // A browser is told in words, with a way into the app; anything else gets the error body.
  for (const url of ['/nothing-here', '/listings', '/listings/a/photos', '/dashboard/extra', '/index.php']) {
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Page not found');
    expect(page.body).toContain('<a href="/">');
    expect(page.body).not.toContain('<script');
  }
  const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
  expect(asset.statusCode).toBe(404);
  expect(asset.json()).toMatchObject({ code: 'not_found' });
  const api = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ code: 'not_found' });
  const posted = await t.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
  expect(posted.statusCode).toBe(404);
});

it('sends the hashed files compressed as built, in the encoding the browser accepts, cached for a year', async () => {
  const url = '/assets/main-Ab12Cd34.js';
  const cases = [
    { accept: 'gzip, deflate, br', encoding: 'br', file: brotliCompressSync(SCRIPT) },
    { accept: 'gzip', encoding: 'gzip', file: gzipSync(SCRIPT) },
    { accept: 'identity', encoding: undefined, file: Buffer.from(SCRIPT) },
  ];
  for (const c of cases) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': c.accept } });
    expect({ accept: c.accept, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({
      accept: c.accept,
      status: 200,
      encoding: c.encoding,
    });
    expect(res.rawPayload.equals(c.file)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  }
});
