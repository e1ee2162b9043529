import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fromRoot } from '../../../server/paths';
import { renderSamplePage } from '../../../server/samples/render-sample';
import { SAMPLE_LISTINGS } from '../../../server/samples/sample-listings';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// The offline samples: committed pages equal what the generator writes, the embedded server serves them and
// their drawn photos, and a sample URL pasted on this server is accepted and read over loopback.

it.each(SAMPLE_LISTINGS.map((s) => [s.slug, s] as const))('samples/listings/%s.html is what `npm run samples` writes', (slug, sample) => {
  expect(readFileSync(fromRoot('samples', 'listings', `${slug}.html`), 'utf8')).toBe(renderSamplePage(sample));
});

describe('served in embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PORT: '8787' } });
  });
  afterAll(() => t.close());

  it('lists the sample addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/samples/', headers: { host: 'localhost:8787' } });
    expect(res.statusCode).toBe(200);
    for (const s of SAMPLE_LISTINGS) expect(res.body).toContain(`http://localhost:8787/samples/listings/${s.slug}.html`);
  });

  it('serves the pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/samples/listings/alfama-loft.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="data-deferred-state-0"');
    expect((await t.app.inject({ method: 'GET', url: '/samples/listings/../../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/samples/listings/nope.html' })).statusCode).toBe(404);
  });

  it('draws good and deliberately poor photos', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/samples/photos/alfama-loft/1.jpg' });
    expect(good.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(good.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });

    const sizes = [];
    const brightness = [];
    for (let i = 1; i <= 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/samples/photos/basic-flat/${i}.jpg` });
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      sizes.push([meta.width, meta.height]);
      brightness.push((await image.stats()).channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3);
    }
    expect(sizes).toEqual([
      [1600, 1067],
      [1600, 1067],
      [320, 213],
      [800, 1200],
    ]);
    expect(brightness[0]).toBeLessThan(60); // the dark one
    expect(brightness[2]).toBeGreaterThan(100);
    expect((await t.app.inject({ method: 'GET', url: '/samples/photos/basic-flat/5.jpg' })).statusCode).toBe(404);
  });

  it('accepts a sample address pasted on this server (its PUBLIC_URL) and reads it over loopback', async () => {
    const lan = await buildTestApp({ env: { PORT: '8787', PUBLIC_URL: 'http://my-laptop.local:8787' } });
    const userId = randomUUID();
    const token = await lan.tokenFor({ id: userId });
    const res = await lan.app.inject({
      method: 'POST',
      url: '/api/listings/analyze',
      headers: { authorization: `Bearer ${token}`, host: 'my-laptop.local:8787' },
      payload: { url: 'http://my-laptop.local:8787/samples/listings/alfama-loft.html', userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      url: 'http://my-laptop.local:8787/samples/listings/alfama-loft.html',
      title: 'http://my-laptop.local:8787/samples/listings/alfama-loft.html',
    });
    const { rows } = await lan.database.executeSql('select fetch_url from listings where id = $1', [res.json().listing.id]);
    expect(rows[0].fetch_url).toBe('http://localhost:8787/samples/listings/alfama-loft.html');
    await lan.close();
  });
});

describe('with samples off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SAMPLES: 'false' } });
  });
  afterAll(() => t.close());

  it('serves no samples', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/samples/listings/alfama-loft.html' })).statusCode).toBe(404);
  });
});
