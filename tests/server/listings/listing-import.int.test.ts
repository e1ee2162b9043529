import { randomUUID } from 'node:crypto';
import type { Listing, PhotoAnalysesResponse } from '../../../contract/wire';
import { analyseListingJob } from '../../../server/jobs/analyse-listing.job';
import { analysePhotosJobDefinition } from '../../../server/jobs/analyse-photos.job';
import type { JobDefinition } from '../../../server/jobs/job-types';
import { score } from '../../../server/analysis/score';
import { startLoopbackServer, type LoopbackServer } from '../../support/server/loopback-server';
import { asMhtml } from '../../support/server/saved-pages';
import { samplePage } from '../../support/server/sample-pages';
import { startSampleSite, type SampleSite } from '../../support/server/sample-site';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// POST /api/listings/import end to end: a host hands over the page their browser shows (a saved file, an
// .mhtml, or the page source); the listing is created (or started over) under the page's own address and read
// by the same extraction, scoring and photo analysis as a fetched page.

const quickJob = {
  ...analyseListingJob,
  settings: { ...analyseListingJob.settings, retryLimit: 1, retryDelay: 1, retryBackoff: false },
} as JobDefinition<never>;

const ALFAMA = 'https://www.airbnb.com/rooms/900000000000000101';

let site: SampleSite;
let internal: LoopbackServer;
let t: TestApp;
beforeAll(async () => {
  site = await startSampleSite();
  internal = await startLoopbackServer((_req, res) => res.end('secret'));
  t = await buildTestApp({
    env: { WORKERS: 'true' },
    deps: {
      fetcher: site.fetcher,
      scoreListing: score,
      workerOptions: { definitions: [quickJob, analysePhotosJobDefinition as JobDefinition<never>], pollingIntervalSeconds: 0.5 },
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await internal.close();
  await site.close();
});

async function user() {
  const id = randomUUID();
  return { id, headers: { authorization: `Bearer ${await t.tokenFor({ id })}` } };
}

function multipart(file: { name: string; type: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importPage(headers: Record<string, string>, body: { payload: Buffer | object; headers?: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: '/api/listings/import', headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function settled(headers: Record<string, string>, id: string): Promise<Listing> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const listing = (await t.app.inject({ method: 'GET', url: `/api/listing/${id}`, headers })).json().listing as Listing;
    if (!listing.isAnalyzing) return listing;
    if (Date.now() > deadline) throw new Error('still analysing');
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('importing a page', () => {
  it('answers like analyze, under the address the page names, and analyses the page it was given', async () => {
    const { headers } = await user();
    const res = await importPage(headers, { payload: { html: samplePage('alfama-loft') } });
    expect(res.statusCode).toBe(200);
    const { listing } = res.json() as { listing: Listing };
    expect(listing).toMatchObject({ url: ALFAMA, title: ALFAMA, isAnalyzing: true, seoScore: null, analysisError: null });
    const done = await settled(headers, listing.id);
    expect(done).toMatchObject({ title: 'Sunlit Alfama Loft · Rooftop Terrace & River View', photoCount: 25, analysisError: null });
    expect(done.seoScore).toBeGreaterThan(80);
    expect(done.scrapedData?.extraction).toMatchObject({ format: 'airbnb-niobeClientData', origin: 'imported' });
    expect(done.scrapedData?.fieldSources?.title).toBe('state');
  });

  it('updates the same listing when the page is imported again (a file this time), instead of adding one', async () => {
    const { headers } = await user();
    const first = (await importPage(headers, { payload: { html: samplePage('lakeside-cabin') } })).json().listing as Listing;
    await settled(headers, first.id);
    const file = { name: 'Cozy cabin - Airbnb.html', type: 'text/html', bytes: Buffer.from(samplePage('lakeside-cabin')) };
    const again = await importPage(headers, multipart(file));
    expect(again.statusCode).toBe(200);
    expect(again.json().listing.id).toBe(first.id);
    await settled(headers, first.id);
    const all = (await t.app.inject({ method: 'GET', url: '/api/listings', headers })).json().listings as Listing[];
    expect(all).toHaveLength(1);
  });

  it("reads Chrome's single-file .mhtml, taking only its HTML part", async () => {
    const { headers } = await user();
    const file = {
      name: 'listing.mhtml',
      type: 'multipart/related',
      bytes: asMhtml(samplePage('kreuzberg-garden-studio'), 'https://www.airbnb.de/rooms/900000000000000104?adults=2', {
        framesFirst: true,
      }),
    };
    const res = await importPage(headers, multipart(file));
    expect(res.statusCode).toBe(200);
    const done = await settled(headers, res.json().listing.id);
    expect(done).toMatchObject({
      url: 'https://www.airbnb.com/rooms/900000000000000104',
      title: 'Garden studio in Kreuzberg, quiet and bright',
      analysisError: null,
    });
  });

  it("lets the host's address win when it is a listing address, and ignores it when it is not", async () => {
    const { headers } = await user();
    const given = await importPage(headers, {
      payload: { html: samplePage('alfama-loft'), url: 'https://www.airbnb.co.uk/rooms/42?adults=2' },
    });
    expect(given.json().listing.url).toBe('https://www.airbnb.com/rooms/42');
    const wrong = await importPage(headers, { payload: { html: samplePage('alfama-loft'), url: 'https://www.airbnb.com/s/Lisbon/homes' } });
    expect(wrong.json().listing.url).toBe(ALFAMA);
  });

  it('asks for the address when neither the page nor the host names the listing', async () => {
    const { headers } = await user();
    const anonymous = samplePage('alfama-loft')
      .replace(/<link rel="canonical"[^>]*>/, '')
      .replace(/<meta (property|name)="(og:url|twitter:app:url:iphone)"[^>]*>/g, '');
    const res = await importPage(headers, { payload: { html: anonymous } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^We could not tell which listing this page is/);
    const withBadUrl = await importPage(headers, { payload: { html: anonymous, url: 'not a url' } });
    expect(withBadUrl.json()).toEqual({
      code: 'invalid_url',
      message: 'That is not a web address, and the page names no listing address of its own',
    });
  });
});

describe('what is refused', () => {
  it('an image or any binary file: 415 with what to do instead', async () => {
    const { headers } = await user();
    const png = {
      name: 'screenshot.png',
      type: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    };
    const res = await importPage(headers, multipart(png));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'unsupported_media_type',
      message:
        'That file is an image (PNG), not a web page. Save the listing page from your browser as "Webpage, HTML only" or "Webpage, single file", or paste its page source.',
    });
    const raw = await importPage(headers, { payload: png.bytes, headers: { 'content-type': 'image/png' } });
    expect(raw.statusCode).toBe(415);
  });

  it('a page over 15 MB: 413, whether uploaded or pasted', async () => {
    const { headers } = await user();
    const big = `<html><body>${'x'.repeat(15 * 1024 * 1024)}</body></html>`;
    const upload = await importPage(headers, multipart({ name: 'big.html', type: 'text/html', bytes: Buffer.from(big) }));
    expect(upload.statusCode).toBe(413);
    expect(upload.json().message).toMatch(/^That page is larger than 15 MB/);
    const pasted = await importPage(headers, { payload: { html: big } });
    expect(pasted.statusCode).toBe(413);
  });

  it('a request without a page, or without a signed-in user', async () => {
    const { headers } = await user();
    expect((await importPage(headers, multipart(null, { url: ALFAMA }))).json().message).toBe(
      'Add the saved page in the form field "file".',
    );
    expect((await importPage({}, { payload: { html: samplePage('alfama-loft') } })).statusCode).toBe(401);
    const other = await importPage(headers, { payload: { html: samplePage('alfama-loft'), userId: randomUUID() } });
    expect(other.statusCode).toBe(403);
  });

  it('a bot check saved instead of the listing: the analysis says so', async () => {
    const { headers } = await user();
    const res = await importPage(headers, { payload: { html: samplePage('blocked-page') } });
    const done = await settled(headers, res.json().listing.id);
    expect(done.analysisError).toMatch(/^The page you imported is the bot check, not your listing/);
    expect(done.title).toBe(done.url);
  });
});

describe('hostile pages', () => {
  it('never serves the imported markup back: the listing is JSON, its text is text', async () => {
    const { headers } = await user();
    // Inside the page's JSON a "</script>" is written "<\/script>", as pages write it.
    const html = samplePage('basic-flat').replace(
      /"title":"Apartment"/g,
      '"title":"<img src=x onerror=alert(1)><script>alert(2)<\\/script>"',
    );
    const res = await importPage(headers, { payload: { html } });
    const done = await settled(headers, res.json().listing.id);
    expect(done.title).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
    const raw = await t.app.inject({ method: 'GET', url: `/api/listing/${done.id}`, headers });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.body).not.toContain('data-deferred-state');
  });

  it('fetches the photos it names only through the guarded fetcher: internal addresses get nothing', async () => {
    const { headers } = await user();
    const targets = [
      site.url('/samples/photos/basic-flat/1.jpg'),
      `${internal.origin}/private.jpg`,
      `http://localhost:${internal.port}/admin.jpg`,
      'http://169.254.169.254/latest/meta-data/iam.jpg',
    ];
    let n = 0;
    const html = samplePage('basic-flat').replace(/"baseUrl":"[^"]*"/g, () => `"baseUrl":"${targets[n++ % targets.length]}"`);
    const res = await importPage(headers, { payload: { html } });
    const done = await settled(headers, res.json().listing.id);
    expect(done.photoCount).toBe(4);
    const deadline = Date.now() + 20_000;
    let analyses: PhotoAnalysesResponse['analyses'] = [];
    while (Date.now() < deadline && analyses.length === 0) {
      await new Promise((r) => setTimeout(r, 200));
      analyses = (await t.app.inject({ method: 'GET', url: `/api/photos/${done.id}`, headers })).json<PhotoAnalysesResponse>().analyses;
    }
    expect(analyses).toHaveLength(4);
    expect(analyses.map((a) => Boolean(a.error))).toEqual([false, true, true, true]);
    expect(internal.requests).toHaveLength(0);
  }, 40_000);
});

describe('re-analysing an imported listing', () => {
  it('fetches the listing again when it can be read', async () => {
    const { headers } = await user();
    const url = site.url('/listings/villa-serena.html');
    const imported = (await importPage(headers, { payload: { html: samplePage('alfama-loft'), url } })).json().listing as Listing;
    const first = await settled(headers, imported.id);
    expect(first.scrapedData?.extraction?.origin).toBe('imported');
    await t.app.inject({ method: 'POST', url: `/api/listings/${imported.id}/reanalyze`, headers });
    const second = await settled(headers, imported.id);
    expect(second.title).toBe('Villa Serena – farmhouse with pool in the Chianti hills');
    expect(second.scrapedData?.extraction?.origin).toBeUndefined();
  });

  it('says so when the listing cannot be read, and keeps what the imported page gave', async () => {
    const { headers } = await user();
    const url = site.url('/listings/taken-down.html');
    site.gone.add('/listings/taken-down.html');
    const imported = (await importPage(headers, { payload: { html: samplePage('lakeside-cabin'), url } })).json().listing as Listing;
    const first = await settled(headers, imported.id);
    await t.app.inject({ method: 'POST', url: `/api/listings/${imported.id}/reanalyze`, headers });
    const second = await settled(headers, imported.id);
    expect(second.analysisError).toMatch(
      /^This listing could not be found\. .* What you see is from the page you imported on \d{1,2} \w+ \d{4}\.$/,
    );
    expect(second).toMatchObject({ seoScore: first.seoScore, title: first.title });
    expect(second.scrapedData?.extraction?.origin).toBe('imported');
  });
});
