import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// The built app's page: the root for any client, the app's own paths for a browser; never for API paths.

const INDEX = '<!doctype html><title>Listing Optimiser</title><div id="root"></div>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'lo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
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

it("serves the page for the app's own paths when a browser asks, and a 404 otherwise", async () => {
  const page = await t.app.inject({ method: 'GET', url: '/dashboard?tab=1', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toBe(INDEX);
  const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
  expect(asset.statusCode).toBe(404);
  const api = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
  expect(api.statusCode).toBe(404);
});
