import { buildFetchPolicy, createFetcher, type HostRule, type Resolver } from '../../../../server/analysis/fetch';
import { classifyListingUrl, ListingUrlError, resolveListingUrl, type IntakeContext } from '../../../../server/analysis/url';
import { startLoopbackServer, type LoopbackServer } from '../../../support/server/loopback-server';

const context: IntakeContext = {
  policy: buildFetchPolicy({ extraHosts: ['villa-rosa.example', '127.0.0.1:8822'] }),
  ownOrigins: ['http://localhost:8787'],
  samplesFetchOrigin: 'http://localhost:8787',
};

function rejection(input: string): string {
  try {
    classifyListingUrl(input, context);
  } catch (err) {
    if (err instanceof ListingUrlError) return err.message;
    throw err;
  }
  throw new Error(`expected ${input} to be refused`);
}

describe('Airbnb listing addresses', () => {
  it.each([
    ['https://www.airbnb.com/rooms/12345678', '12345678'],
    ['https://airbnb.com/rooms/12345678', '12345678'],
    ['http://www.airbnb.com/rooms/12345678/', '12345678'],
    ['www.airbnb.co.uk/rooms/53801777', '53801777'],
    ['airbnb.com/rooms/53801777', '53801777'],
    ['https://www.airbnb.it/rooms/1438101512728990114', '1438101512728990114'],
    ['https://www.airbnb.com.br/rooms/53801777?adults=2&check_in=2026-01-01&source_impression_id=p3_1', '53801777'],
    ['https://www.airbnb.co.in/rooms/1515049444316122693?unique_share_id=abc&viralityEntryPoint=1&s=76', '1515049444316122693'],
    ['https://es.airbnb.com/rooms/777', '777'],
    ['https://fr.airbnb.ca/rooms/777', '777'],
    ['https://it.airbnb.ch/rooms/777#availability-calendar', '777'],
    ['https://zh.airbnb.com/rooms/777?locale=zh&currency=CNY', '777'],
    ['https://www.airbnb.com.au/rooms/777/photos', '777'],
    ['https://www.airbnb.de/rooms/777/amenities', '777'],
    ['https://www.airbnb.fr/rooms/777/reviews?photo_id=5', '777'],
    ['https://www.airbnb.com/rooms/plus/4419876', '4419876'],
    ['https://www.airbnb.com/luxury/listing/12345', '12345'],
    ['HTTPS://WWW.AIRBNB.COM/ROOMS/42', '42'],
    ['  https://www.airbnb.mx/rooms/42  ', '42'],
    ['https://www.airbnb.com/rooms/9999999999999999999', '9999999999999999999'],
  ])('%s is listing %s', (input, id) => {
    const target = classifyListingUrl(input, context);
    expect(target).toEqual({
      kind: 'airbnb',
      platform: 'airbnb',
      listingId: id,
      canonicalUrl: `https://www.airbnb.com/rooms/${id}`,
      fetchUrl: `https://www.airbnb.com/rooms/${id}?locale=en&currency=USD`,
    });
  });

  it('keeps 19-digit ids exactly, as strings', () => {
    const target = classifyListingUrl('https://www.airbnb.it/rooms/1438101512728990114', context);
    expect(target.kind === 'airbnb' && target.listingId).toBe('1438101512728990114');
    expect(Number('1438101512728990114').toString()).not.toBe('1438101512728990114');
  });

  it.each([
    'https://www.airbnb.com/h/seaside-cottage',
    'https://www.airbnb.co.uk/slink/AbCd1234',
    'https://www.airbnb.com/l/xYz987',
    'https://abnb.me/e3f1Gh2iJkb',
  ])('%s is a short link to follow', (input) => {
    expect(classifyListingUrl(input, context)).toMatchObject({ kind: 'airbnb-short-link' });
  });
});

describe('refused addresses, with the reason shown on the dashboard', () => {
  it.each([
    ['', 'Please paste the address of a listing'],
    ['   ', 'Please paste the address of a listing'],
    ['hello there', 'That is not a web address'],
    ['ftp://www.airbnb.com/rooms/1', 'Only web addresses (http or https) can be analysed, not ftp'],
    ['javascript:alert(1)', 'Only web addresses (http or https) can be analysed, not javascript'],
    ['https://me:pw@www.airbnb.com/rooms/1', 'Web addresses with a user name or password cannot be analysed'],
    ['https://www.airbnb.com/s/Lisbon--Portugal/homes?adults=2', 'That link is an Airbnb search page, not a listing'],
    ['https://www.airbnb.com/homes', 'That link is an Airbnb search page, not a listing'],
    ['https://www.airbnb.com/experiences/272085', 'That link is an Airbnb experience, not a stay listing'],
    ['https://www.airbnb.com/users/show/52006639', 'That link is an Airbnb profile page, not a listing'],
    ['https://www.airbnb.com/help/article/2908', 'That link is an Airbnb help page, not a listing'],
    ['https://www.airbnb.com/wishlists/123', 'That link is an Airbnb wishlist, not a listing'],
    ['https://www.airbnb.com/hosting/listings', "That link is a page of Airbnb's host tools; paste the listing's public page instead"],
    ['https://www.airbnb.com/', 'That Airbnb link does not point to a listing; open the listing and copy the address from the browser'],
    [
      'https://www.airbnb.com/rooms/',
      'That Airbnb link does not point to a listing; open the listing and copy the address from the browser',
    ],
    ['https://www.airbnb.com/rooms/12345678901234567890', 'That Airbnb listing number is not valid'],
    ['https://www.airbnb.com/rooms/abc', 'That Airbnb listing number is not valid'],
    ['https://www.booking.com/searchresults.html?ss=Rome', 'That Booking.com link is not a property page'],
    ['https://www.vrbo.com/search?destination=Maui', 'That Vrbo link is not a property page'],
    ['https://example.com/rooms/1', 'example.com is not a listing site we can read (Airbnb, Vrbo or Booking.com)'],
    [
      'https://www.airbnb.com.evil.example/rooms/1',
      'www.airbnb.com.evil.example is not a listing site we can read (Airbnb, Vrbo or Booking.com)',
    ],
    ['http://127.0.0.1:9999/listing.html', '127.0.0.1:9999 is not a listing site we can read (Airbnb, Vrbo or Booking.com)'],
    ['http://localhost:8787/api/listings', 'localhost:8787 is not a listing site we can read (Airbnb, Vrbo or Booking.com)'],
  ])('%j: %s', (input, message) => {
    const text = rejection(input);
    expect(text).toBe(message);
    expect(text.endsWith('.')).toBe(false);
  });
});

describe('other listing sites, read from their JSON-LD', () => {
  it('rebuilds Booking.com property pages without language and search parameters', () => {
    expect(
      classifyListingUrl('https://www.booking.com/hotel/it/villa-serena.en-gb.html?aid=123&label=x&checkin=2026-06-01', context),
    ).toEqual({
      kind: 'page',
      platform: 'booking',
      canonicalUrl: 'https://www.booking.com/hotel/it/villa-serena.html',
      fetchUrl: 'https://www.booking.com/hotel/it/villa-serena.html?lang=en-us',
    });
  });

  it.each([
    ['https://www.vrbo.com/1234567ha', 'https://www.vrbo.com/1234567'],
    ['https://www.vrbo.com/en-gb/1234567?chkin=2026-01-01', 'https://www.vrbo.com/1234567'],
    ['https://www.vrbo.com/vacation-rentals/p1234567', 'https://www.vrbo.com/1234567'],
    ['https://www.vrbo.com/1234567?unitId=8901234&adults=2', 'https://www.vrbo.com/1234567?unitId=8901234'],
  ])('reads Vrbo %s as %s', (input, canonical) => {
    expect(classifyListingUrl(input, context)).toMatchObject({ kind: 'page', platform: 'vrbo', canonicalUrl: canonical });
  });

  it('accepts pages on hosts the operator allowed, without their tracking parameters', () => {
    expect(classifyListingUrl('https://villa-rosa.example/stay?property=12&utm_source=mail&fbclid=x#photos', context)).toEqual({
      kind: 'page',
      platform: 'other',
      canonicalUrl: 'https://villa-rosa.example/stay?property=12',
      fetchUrl: 'https://villa-rosa.example/stay?property=12',
    });
    expect(classifyListingUrl('http://127.0.0.1:8822/listing/strong.html', context)).toMatchObject({
      kind: 'page',
      canonicalUrl: 'http://127.0.0.1:8822/listing/strong.html',
    });
  });

  it("accepts this server's own sample pages and reads them over loopback", () => {
    expect(classifyListingUrl('http://localhost:8787/samples/listings/seaside-loft.html', context)).toEqual({
      kind: 'page',
      platform: 'other',
      canonicalUrl: 'http://localhost:8787/samples/listings/seaside-loft.html',
      fetchUrl: 'http://localhost:8787/samples/listings/seaside-loft.html',
    });
    expect(() => classifyListingUrl('http://localhost:8787/samples/x.html', { ...context, samplesFetchOrigin: null })).toThrow(
      'The sample listings are not available on this server',
    );
  });
});

describe('following short links', () => {
  let site: LoopbackServer;
  const hostRule = (host: string): HostRule => ({ host, subdomains: false, ports: [site.port], allowPrivate: true, origin: 'test' });
  const resolver: Resolver = async (h) => {
    if (['abnb.me', 'www.airbnb.com', 'www.airbnb.co.uk', 'evil.example'].includes(h)) return [{ address: '127.0.0.1', family: 4 }];
    throw new Error(`unknown ${h}`);
  };

  beforeAll(async () => {
    site = await startLoopbackServer((req, res) => {
      const at = (path: string) => `http://${req.headers.host!.split(':')[0]}:${site.port}${path}`;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/share1') {
        res.statusCode = 302;
        res.setHeader('location', `http://www.airbnb.co.uk:${site.port}/rooms/53801777?source_impression_id=p3&s=67`);
        res.end();
      } else if (path === '/h/seaside-cottage') {
        res.setHeader('content-type', 'text/html');
        res.end(`<html><head><link rel="canonical" href="https://www.airbnb.com/rooms/1208022985954091133"></head><body></body></html>`);
      } else if (path === '/away') {
        res.statusCode = 301;
        res.setHeader('location', `http://evil.example:${site.port}/rooms/1`);
        res.end();
      } else if (path === '/gone') {
        res.statusCode = 404;
        res.end();
      } else if (path.startsWith('/rooms/')) {
        res.setHeader('content-type', 'text/html');
        res.end('<html></html>');
      } else {
        res.statusCode = 302;
        res.setHeader('location', at('/'));
        res.end();
      }
    });
  });
  afterAll(() => site.close());

  function shortLinkContext() {
    const policy = buildFetchPolicy({ rules: ['abnb.me', 'www.airbnb.com', 'www.airbnb.co.uk', 'evil.example'].map(hostRule) });
    return { context: { ...context, policy }, fetcher: createFetcher(policy, { resolver }) };
  }

  it('follows a redirect to the listing and drops its tracking parameters', async () => {
    const { context: ctx, fetcher } = shortLinkContext();
    const target = await resolveListingUrl(`http://abnb.me:${site.port}/share1`, ctx, fetcher);
    expect(target).toMatchObject({ kind: 'airbnb', listingId: '53801777', canonicalUrl: 'https://www.airbnb.com/rooms/53801777' });
  });

  it("reads a vanity page's canonical link", async () => {
    const { context: ctx, fetcher } = shortLinkContext();
    const target = await resolveListingUrl(`http://www.airbnb.com:${site.port}/h/seaside-cottage`, ctx, fetcher);
    expect(target).toMatchObject({ kind: 'airbnb', listingId: '1208022985954091133' });
  });

  it('does not follow a short link that leaves Airbnb', async () => {
    const { context: ctx, fetcher } = shortLinkContext();
    await expect(resolveListingUrl(`http://abnb.me:${site.port}/away`, ctx, fetcher)).rejects.toThrow(
      'That short link leads away from Airbnb',
    );
  });

  it('reports a short link that no longer works', async () => {
    const { context: ctx, fetcher } = shortLinkContext();
    await expect(resolveListingUrl(`http://abnb.me:${site.port}/gone`, ctx, fetcher)).rejects.toThrow(
      'That Airbnb short link did not lead to a listing',
    );
  });

  it('does not resolve anything for a plain listing address', async () => {
    const fetcher = createFetcher(buildFetchPolicy(), { resolver: async () => Promise.reject(new Error('no network')) });
    await expect(resolveListingUrl('https://www.airbnb.com/rooms/5', context, fetcher)).resolves.toMatchObject({ listingId: '5' });
  });
});
