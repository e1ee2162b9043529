import { randomUUID } from 'node:crypto';
import type { Listing, PhotoAnalysis } from '../../../contract/wire';
import { buildFetchPolicy, createFetcher, type HostRule, type Resolver } from '../../../server/analysis/fetch';
import { resolveShortLink } from '../../../server/analysis/url/resolve-listing-url';
import { ListingUrlError } from '../../../server/analysis/url/url-rejection';
import { startLoopbackServer, type LoopbackServer } from '../../support/server/loopback-server';
import { cleanPhoto } from '../../support/server/synthetic-photos';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { report } from '../../support/report';

// SSRF through the two fetch paths an attacker steers without typing a URL into the fetcher: the photo list of a
// scraped page (photos are downloaded by the analysis, from URLs the page chose) and Airbnb short links (the
// redirect chain is chosen by whoever made the link). An "internal service" on another loopback port stands for
// the server's own network: it must never see a request. The page site is allowed exactly like an operator's
// ANALYZER_EXTRA_HOSTS entry allows it.

jest.setTimeout(60_000);

let internal: LoopbackServer;
let site: LoopbackServer;
let photo: Buffer;

/** Names the attacker controls the DNS of (or that a poisoned resolver answers): all point inward. */
const resolver: Resolver = async (hostname) => {
  const table: Record<string, string[]> = {
    localhost: ['127.0.0.1'],
    'a0.muscache.com': ['127.0.0.1'],
    'a1.muscache.com': ['169.254.169.254'],
    'a2.muscache.com': ['::ffff:10.0.0.7'],
    'abnb.me': ['127.0.0.1'],
    'www.airbnb.com': ['10.0.0.7'],
    'www.airbnb.fr': ['::ffff:127.0.0.1'],
    'www.airbnb.de': ['fd00::7'],
    'www.airbnb.it': ['93.184.216.34', '192.168.0.7'],
  };
  const addresses = table[hostname];
  if (!addresses) throw new Error(`no DNS in tests (${hostname})`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/** Photo URLs a hostile listing page lists (distinct paths: the URL parser folds 0x7f.1 and friends into 127.0.0.1); none may be fetched. */
function hostilePhotoUrls(): string[] {
  const port = internal.port;
  return [
    `${internal.origin}/secret-plain.jpg`,
    `http://localhost:${port}/secret-localhost.jpg`,
    `http://[::1]:${port}/secret-v6.jpg`,
    `http://2130706433:${port}/secret-decimal.jpg`,
    `http://0x7f.1:${port}/secret-hex.jpg`,
    `http://0177.0.0.1:${port}/secret-octal.jpg`,
    `http://[::ffff:127.0.0.1]:${port}/secret-mapped.jpg`,
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.7/admin.jpg',
    'http://192.168.1.1/router.jpg',
    'https://a0.muscache.com/im/pictures/loopback.jpg',
    'https://a1.muscache.com/im/pictures/metadata.jpg',
    'https://a2.muscache.com/im/pictures/mapped.jpg',
    `${site.origin}/redirect/internal.jpg`,
    `${site.origin}/redirect/metadata.jpg`,
    `${site.origin}/redirect/decimal.jpg`,
    `${site.origin}/redirect/file.jpg`,
    `${site.origin}/redirect/gopher.jpg`,
  ];
}

function jsonLdPage(photos: string[]): string {
  const rental = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: 'Lakeside studio with a dock and a canoe',
    description: 'A small studio on the water with a private dock, a canoe and a wood stove for cold evenings by the lake.',
    image: photos,
    address: { '@type': 'PostalAddress', addressLocality: 'Lake Town', addressCountry: 'US' },
    containsPlace: { '@type': 'Accommodation', occupancy: { '@type': 'QuantitativeValue', value: 2 }, numberOfBedrooms: 1 },
  };
  return `<!doctype html><html><head><title>${rental.name}</title><script type="application/ld+json">${JSON.stringify(rental).replace(/</g, '\\u003c')}</script></head><body><h1>${rental.name}</h1></body></html>`;
}

beforeAll(async () => {
  photo = await cleanPhoto({ seed: 11 });
  internal = await startLoopbackServer((_req, res) => {
    res.setHeader('content-type', 'image/jpeg');
    res.end(photo); // a perfectly good photo: only the guard can keep it out of the analysis
  });
  site = await startLoopbackServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const redirect = (location: string) => {
      res.statusCode = 302;
      res.setHeader('location', location);
      res.end();
    };
    switch (path) {
      case '/listing':
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(jsonLdPage([`${site.origin}/photos/good.jpg`, ...hostilePhotoUrls()]));
        return;
      case '/photos/good.jpg':
        res.setHeader('content-type', 'image/jpeg');
        res.end(photo);
        return;
      case '/redirect/internal.jpg':
        return redirect(`${internal.origin}/secret.jpg`);
      case '/redirect/metadata.jpg':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/redirect/decimal.jpg':
        return redirect(`http://2130706433:${internal.port}/secret.jpg`);
      case '/redirect/file.jpg':
        return redirect('file:///etc/passwd');
      case '/redirect/gopher.jpg':
        return redirect(`gopher://127.0.0.1:${internal.port}/_GET`);
      default:
        res.statusCode = 404;
        res.end();
    }
  });
});

afterAll(async () => {
  await site.close();
  await internal.close();
});

describe('photo URLs taken from a scraped page', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The production policy for this setup: the platforms plus one ANALYZER_EXTRA_HOSTS entry for the site.
    const fetcher = createFetcher(buildFetchPolicy({ extraHosts: [`127.0.0.1:${site.port}`] }), { resolver });
    t = await buildTestApp({
      env: { WORKERS: 'true', ANALYZER_EXTRA_HOSTS: `127.0.0.1:${site.port}` },
      deps: { fetcher, scoreListing: null, workerOptions: { pollingIntervalSeconds: 0.5 } },
    });
  });
  afterAll(() => t.close());

  it('analyses the listing and its own photo, and refuses every photo that points inward, at the hop', async () => {
    const userId = randomUUID();
    const auth = { authorization: `Bearer ${await t.tokenFor({ id: userId })}` };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/listings/analyze',
      headers: auth,
      payload: { url: `${site.origin}/listing`, userId },
    });
    expect(started.statusCode).toBe(200);
    const id = (started.json().listing as Listing).id;

    // The listing analysis, then the photo job it queues, both run by the in-process workers.
    let analyses: PhotoAnalysis[] = [];
    const deadline = Date.now() + 45_000;
    while (analyses.length === 0) {
      if (Date.now() > deadline) throw new Error('the photo analysis did not finish');
      await new Promise((r) => setTimeout(r, 200));
      const res = await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers: auth });
      if (res.statusCode === 200) analyses = (res.json() as { analyses: PhotoAnalysis[] }).analyses;
    }

    const byUrl = new Map(analyses.map((a) => [a.photoUrl, a]));
    const good = byUrl.get(`${site.origin}/photos/good.jpg`);
    expect(good).toMatchObject({ width: 1440 });
    expect(good?.error ?? null).toBeNull();
    // Every hostile URL the extractor kept was tried and refused; none reached the internal service.
    const refused = analyses.filter((a) => a !== good);
    expect(refused.length).toBe(hostilePhotoUrls().length);
    for (const analysis of refused) {
      expect({ url: analysis.photoUrl, error: analysis.error }).toEqual({
        url: analysis.photoUrl,
        error: expect.stringMatching(
          /^Could not analyse this photo: .*(not a listing site we read|not reachable on that port|private network address|Only web addresses)/,
        ),
      });
      expect(analysis.overallScore).toBe(0);
    }
    expect(internal.requests).toHaveLength(0);
    report(
      `SSRF through scraped photo URLs: ${refused.length} attacks tried, ${refused.length} refused, 0 requests reached the internal service.`,
    );
  });
});

describe('Airbnb short links', () => {
  let linkSite: LoopbackServer;

  beforeAll(async () => {
    linkSite = await startLoopbackServer((req, res) => {
      const redirects: Record<string, string> = {
        '/to-private-name': 'http://www.airbnb.com/rooms/1',
        '/to-mapped-name': 'https://www.airbnb.fr/rooms/2',
        '/to-unique-local-name': 'https://www.airbnb.de/rooms/3',
        '/to-mixed-name': 'https://www.airbnb.it/rooms/4',
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-internal': `${internal.origin}/rooms/5`,
        '/to-decimal': `http://2130706433:${internal.port}/rooms/6`,
        '/to-ipv6-loopback': `http://[::1]:${internal.port}/rooms/7`,
        '/to-file': 'file:///etc/passwd',
        '/to-lookalike': `http://www.airbnb.com.evil.test:${internal.port}/rooms/8`,
        '/to-userinfo': `http://www.airbnb.com@127.0.0.1:${internal.port}/rooms/9`,
      };
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/canonical-inward') {
        // A landing page (no redirect) whose canonical link points inward: it is not taken for a listing.
        res.setHeader('content-type', 'text/html');
        res.end(
          `<html><head><link rel="canonical" href="http://127.0.0.1:${internal.port}/rooms/10"><meta property="og:url" content="http://169.254.169.254/rooms/11"></head></html>`,
        );
        return;
      }
      res.statusCode = redirects[path] ? 302 : 404;
      if (redirects[path]) res.setHeader('location', redirects[path]);
      res.end();
    });
  });
  afterAll(() => linkSite.close());

  // abnb.me is reachable here only on the test site's port (it "resolves" to loopback); every other name keeps
  // the platform rule, so its private address is refused.
  function shortLinks() {
    const abnb: HostRule = { host: 'abnb.me', subdomains: false, ports: [linkSite.port], allowPrivate: true, origin: 'test' };
    const policy = buildFetchPolicy({ rules: [abnb] });
    return { fetcher: createFetcher(policy, { resolver }), context: { policy } };
  }

  async function refusal(url: string): Promise<string> {
    const { fetcher, context } = shortLinks();
    try {
      await resolveShortLink(url, context, fetcher);
    } catch (err) {
      if (err instanceof ListingUrlError) return err.message;
      throw err;
    }
    throw new Error(`${url} was followed`);
  }

  it.each([
    ['/to-private-name', /could not be opened \(www\.airbnb\.com points to a private network address/],
    ['/to-mapped-name', /could not be opened \(www\.airbnb\.fr points to a private network address/],
    ['/to-unique-local-name', /could not be opened \(www\.airbnb\.de points to a private network address/],
    ['/to-mixed-name', /could not be opened \(www\.airbnb\.it points to a private network address/],
    ['/to-metadata', /^That short link leads away from Airbnb$/],
    ['/to-internal', /^That short link leads away from Airbnb$/],
    ['/to-decimal', /^That short link leads away from Airbnb$/],
    ['/to-ipv6-loopback', /^That short link leads away from Airbnb$/],
    ['/to-lookalike', /^That short link leads away from Airbnb$/],
    ['/to-userinfo', /could not be opened \(Web addresses with a user name or password are not read/],
    ['/to-file', /could not be opened \(Only web addresses \(http or https\) can be read, not file/],
    ['/canonical-inward', /^That Airbnb short link did not lead to a listing$/],
  ])('refuses a short link whose chain goes %s', async (path, message) => {
    expect(await refusal(`http://abnb.me:${linkSite.port}${path}`)).toMatch(message);
    expect(internal.requests).toHaveLength(0);
  });

  it('refuses a short-link host that itself resolves to a private address, before connecting', async () => {
    const fetcher = createFetcher(buildFetchPolicy(), { resolver });
    await expect(resolveShortLink('https://abnb.me/e3f1Gh2iJkb', { policy: fetcher.policy }, fetcher)).rejects.toThrow(
      /could not be opened \(abnb\.me points to a private network address/,
    );
    const vanity = await resolveShortLink('https://www.airbnb.com/h/cosy-cabin', { policy: fetcher.policy }, fetcher).catch(
      (err: Error) => err.message,
    );
    expect(vanity).toMatch(/could not be opened \(www\.airbnb\.com points to a private network address/);
  });
});
