import { gzipSync } from 'node:zlib';
import {
  buildFetchPolicy,
  createFetcher,
  FetchError,
  parseExtraHost,
  type FetchPolicy,
  type HostRule,
  type Resolver,
} from '../../../../server/analysis/fetch';
import { startLoopbackServer, type LoopbackServer } from '../../../support/server/loopback-server';

// The fetcher must never become a way into the server's own network. Every refusal here happens before a
// connection is made (or, for redirects, at the hop that points inward); the only servers contacted are the
// test's own on 127.0.0.1, allowed explicitly per test.

const publicResolver: Resolver = async (hostname) => {
  throw new Error(`no DNS in tests (${hostname})`);
};

function resolverFrom(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`unknown host ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function rule(host: string, port: number | null, allowPrivate: boolean): HostRule {
  return { host, subdomains: false, ports: port === null ? null : [port], allowPrivate, origin: 'test' };
}

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof FetchError) return err;
    throw err;
  }
  throw new Error('expected the fetch to be refused');
}

let site: LoopbackServer;
let other: LoopbackServer;

beforeAll(async () => {
  other = await startLoopbackServer((_req, res) => res.end('the other server'));
  site = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/page':
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end('<h1>Hello</h1>');
        return;
      case '/latin1':
        res.setHeader('content-type', 'text/html; charset=iso-8859-1');
        res.end(Buffer.from([0x43, 0x61, 0x66, 0xe9])); // "Café"
        return;
      case '/redirect':
        res.statusCode = 302;
        res.setHeader('set-cookie', 'tracking=1; Path=/');
        res.setHeader('location', url.searchParams.get('to') ?? '/page');
        res.end();
        return;
      case '/chain': {
        const n = Number(url.searchParams.get('n'));
        res.statusCode = 301;
        res.setHeader('location', n > 0 ? `/chain?n=${n - 1}` : '/page');
        res.end();
        return;
      }
      case '/big':
        res.setHeader('content-type', 'text/html');
        res.setHeader('content-length', String(2 * 1024 * 1024));
        res.end(Buffer.alloc(2 * 1024 * 1024, 0x61));
        return;
      case '/big-chunked':
        res.setHeader('content-type', 'text/html');
        for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024, 0x62));
        res.end();
        return;
      case '/gzip-bomb':
        res.setHeader('content-type', 'text/html');
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0)));
        return;
      case '/gzip':
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(Buffer.from('<p>compressed page</p>')));
        return;
      case '/silent':
        return; // never answers
      case '/dribble':
        res.setHeader('content-type', 'text/html');
        res.write('<p>');
        return; // headers sent, body never finishes
      case '/missing':
        res.statusCode = 404;
        res.end('gone');
        return;
      case '/busy':
        res.statusCode = 429;
        res.end('slow down');
        return;
      default:
        res.statusCode = 500;
        res.end();
    }
  });
});

afterAll(async () => {
  await site.close();
  await other.close();
});

function siteFetcher(extra: HostRule[] = [], resolver: Resolver = publicResolver) {
  return createFetcher(buildFetchPolicy({ rules: [site.rule, ...extra] }), { resolver });
}

describe('allowed requests', () => {
  it('reads a page from an explicitly allowed loopback host, with browser headers and the locale pinned', async () => {
    const page = await siteFetcher().fetchText(`${site.origin}/page`);
    expect(page.status).toBe(200);
    expect(page.text).toBe('<h1>Hello</h1>');
    const seen = site.requests[site.requests.length - 1]!;
    expect(seen.headers['user-agent']).toMatch(/Mozilla\/5\.0 .*Chrome\//);
    expect(seen.headers['accept-language']).toBe('en-US,en;q=0.9');
    expect(seen.headers.accept).toContain('text/html');
  });

  it('decodes compressed bodies and the declared charset', async () => {
    expect((await siteFetcher().fetchText(`${site.origin}/gzip`)).text).toBe('<p>compressed page</p>');
    expect((await siteFetcher().fetchText(`${site.origin}/latin1`)).text).toBe('Café');
  });

  it('follows up to five redirects and keeps no cookies between hops', async () => {
    const page = await siteFetcher().fetchText(`${site.origin}/redirect?to=/chain%3Fn%3D3`);
    expect(page.text).toBe('<h1>Hello</h1>');
    expect(page.hops).toHaveLength(6);
    expect(page.url).toBe(`${site.origin}/page`);
    const after = site.requests.slice(-5);
    expect(after.every((r) => r.headers.cookie === undefined)).toBe(true);
  });

  it('connects to the address it checked, without asking DNS again', async () => {
    // "listing.test" exists only in the injected resolver; the connection still lands on the loopback site.
    const fetcher = siteFetcher([rule('listing.test', site.port, true)], resolverFrom({ 'listing.test': ['127.0.0.1'] }));
    const page = await fetcher.fetchText(`http://listing.test:${site.port}/page`);
    expect(page.text).toBe('<h1>Hello</h1>');
    expect(site.requests[site.requests.length - 1]!.headers.host).toBe(`listing.test:${site.port}`);
  });
});

describe('schemes and URL forms', () => {
  it.each(['file:///etc/passwd', 'ftp://www.airbnb.com/rooms/1', 'gopher://127.0.0.1:70/', 'data:text/html,hi', 'javascript:alert(1)'])(
    'refuses %s',
    async (url) => {
      expect((await failure(siteFetcher().fetchText(url))).reason).toBe('unsupported_scheme');
    },
  );

  it('refuses addresses that are not URLs', async () => {
    expect((await failure(siteFetcher().fetchText('not a url'))).reason).toBe('invalid_url');
  });

  it('refuses user names and passwords in the URL', async () => {
    expect((await failure(siteFetcher().fetchText(`http://user:pw@127.0.0.1:${site.port}/page`))).reason).toBe('credentials_in_url');
  });

  it('refuses a redirect to another scheme', async () => {
    const err = await failure(siteFetcher().fetchText(`${site.origin}/redirect?to=file:///etc/passwd`));
    expect(err.reason).toBe('unsupported_scheme');
  });
});

describe('hosts and ports', () => {
  const platformOnly = createFetcher(buildFetchPolicy(), { resolver: resolverFrom({ 'www.airbnb.com': ['93.184.216.34'] }) });

  it('refuses hosts that are not listing platforms', async () => {
    const err = await failure(platformOnly.fetchText('https://example.com/'));
    expect(err.reason).toBe('blocked_host');
    expect(err.message).toBe('example.com is not a listing site we read.');
  });

  it('refuses a platform host on a non-standard port', async () => {
    expect((await failure(platformOnly.fetchText('https://www.airbnb.com:8443/rooms/1'))).reason).toBe('blocked_port');
  });

  it('refuses loopback when nothing allows it', async () => {
    expect((await failure(platformOnly.fetchText(`${site.origin}/page`))).reason).toBe('blocked_host');
  });

  it('allows an explicitly listed private host:port only on that port', async () => {
    const fetcher = createFetcher(buildFetchPolicy({ extraHosts: [`127.0.0.1:${site.port}`] }), { resolver: publicResolver });
    expect((await fetcher.fetchText(`${site.origin}/page`)).status).toBe(200);
    expect((await failure(fetcher.fetchText(`${other.origin}/`))).reason).toBe('blocked_port');
  });

  it('reads ANALYZER_EXTRA_HOSTS entries: private literals and localhost may reach private addresses, names may not', () => {
    expect(parseExtraHost('127.0.0.1:8822')).toMatchObject({ host: '127.0.0.1', ports: [8822], allowPrivate: true });
    expect(parseExtraHost('localhost:8822')).toMatchObject({ host: 'localhost', ports: [8822], allowPrivate: true });
    expect(parseExtraHost('[::1]:9000')).toMatchObject({ host: '::1', ports: [9000], allowPrivate: true });
    expect(parseExtraHost('villa-rosa.example')).toMatchObject({ host: 'villa-rosa.example', ports: [80, 443], allowPrivate: false });
    expect(parseExtraHost('bad host')).toBeNull();
    expect(parseExtraHost('example.com:99999')).toBeNull();
  });

  it('keeps the server-owned samples rule to /samples/ paths', async () => {
    const fetcher = createFetcher(buildFetchPolicy({ samplesPort: site.port }), { resolver: resolverFrom({ localhost: ['127.0.0.1'] }) });
    expect((await failure(fetcher.fetchText(`http://localhost:${site.port}/page`))).reason).toBe('blocked_port');
    // The path check passes; the site answers 500 for unknown paths, which proves the request went out.
    expect((await failure(fetcher.fetchText(`http://localhost:${site.port}/samples/x.html`))).status).toBe(500);
  });

  it("reads a path stored for the server's own files from its own origin, still only under /samples/", async () => {
    const fetcher = createFetcher(buildFetchPolicy({ samplesPort: site.port }), {
      resolver: resolverFrom({ localhost: ['127.0.0.1'] }),
      ownOrigin: `http://localhost:${site.port}`,
    });
    const sample = await failure(fetcher.fetchBytes('/samples/photos/1.jpg'));
    expect({ status: sample.status, url: sample.url }).toEqual({ status: 500, url: `http://localhost:${site.port}/samples/photos/1.jpg` });
    expect((await failure(fetcher.fetchText('/page'))).reason).toBe('blocked_port');
    // A scheme-relative address names another host: never read as one of ours.
    expect((await failure(fetcher.fetchText(`//127.0.0.1:${other.port}/samples/x.html`))).reason).toBe('invalid_url');
  });
});

describe('private, loopback, link-local and mapped addresses', () => {
  // Each literal gets a rule that names it but does not allow private addresses: only the address check stands
  // between the request and the target.
  const literals: [string, string][] = [
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://172.16.5.4/', '172.16.5.4'],
    ['http://192.168.1.1/', '192.168.1.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.64.0.1/', '100.64.0.1'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://224.0.0.1/', '224.0.0.1'],
    ['http://255.255.255.255/', '255.255.255.255'],
    ['http://[::1]/', '::1'],
    ['http://[::]/', '::'],
    ['http://[fe80::1]/', 'fe80::1'],
    ['http://[fc00::1]/', 'fc00::1'],
    ['http://[fd12:3456::1]/', 'fd12:3456::1'],
    ['http://[ff02::1]/', 'ff02::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::ffff:10.0.0.1]/', '::ffff:a00:1'],
    ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
  ];

  it.each(literals)('refuses %s', async (url, host) => {
    const fetcher = createFetcher({ rules: [rule(host, null, false)] }, { resolver: publicResolver });
    const err = await failure(fetcher.fetchText(url));
    expect(err.reason).toBe('private_address');
  });

  // More ranges and embedded-IPv4 forms, written as an attacker would; the rule names the host exactly as the URL
  // parser normalises it, so again only the address check decides.
  it.each([
    'http://[::127.0.0.1]/', // IPv4-compatible (deprecated), normalised to ::7f00:1
    'http://[::ffff:0:7f00:1]/', // RFC 6145 translated
    'http://[2002:7f00:1::1]/', // 6to4 around 127.0.0.1
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', // Teredo
    'http://[fec0::1]/', // site-local (deprecated)
    'http://[100::1]/', // discard
    'http://[2001:db8::1]/', // documentation
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/', // mapped metadata address, long form
    'http://198.18.0.1/', // benchmarking
    'http://192.0.0.8/', // IETF protocol assignments
    'http://192.0.2.10/', // documentation
    'http://240.0.0.1/', // reserved
    'http://127.0.0.1./', // trailing dot
    'http://127.000.000.001/', // zero-padded
    'http://0/', // 0.0.0.0 in one number
  ])('refuses %s', async (url) => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const fetcher = createFetcher({ rules: [rule(host, null, false)] }, { resolver: publicResolver });
    expect((await failure(fetcher.fetchText(url))).reason).toBe('private_address');
  });

  it.each([
    ['decimal', 'http://2130706433/'],
    ['octal', 'http://0177.0.0.1/'],
    ['hex', 'http://0x7f.0.0.1/'],
    ['hex long', 'http://0x7f000001/'],
    ['short', 'http://127.1/'],
  ])('normalises the %s IPv4 form to 127.0.0.1 before checking it', async (_form, url) => {
    const fetcher = createFetcher({ rules: [rule('127.0.0.1', null, false)] }, { resolver: publicResolver });
    expect((await failure(fetcher.fetchText(url))).reason).toBe('private_address');
    // ...and the platform-only policy does not take it for some allowed name either.
    expect((await failure(createFetcher(buildFetchPolicy()).fetchText(url))).reason).toBe('blocked_host');
  });

  it('lets the decimal form of an explicitly allowed loopback host:port through (it is the same host)', async () => {
    const fetcher = createFetcher(buildFetchPolicy({ extraHosts: [`127.0.0.1:${site.port}`] }), { resolver: publicResolver });
    expect((await fetcher.fetchText(`http://2130706433:${site.port}/page`)).text).toBe('<h1>Hello</h1>');
  });

  it.each([
    ['a private IPv4 address', ['10.0.0.5']],
    ['loopback', ['127.0.0.1']],
    ['the cloud metadata address', ['169.254.169.254']],
    ['a mix of public and private addresses', ['93.184.216.34', '192.168.0.10']],
    ['an IPv6 unique-local address', ['fd00::5']],
    ['an IPv4-mapped IPv6 address', ['::ffff:169.254.169.254']],
    ['an IPv4-compatible IPv6 address', ['::7f00:1']],
    ['an IPv6 site-local address', ['fec0::5']],
    ['an IPv6 link-local address', ['fe80::1']],
    ['a 6to4 address around a private IPv4 address', ['2002:a00:1::1']],
  ])('refuses a platform name that resolves to %s', async (_what, addresses) => {
    const fetcher = createFetcher(buildFetchPolicy(), { resolver: resolverFrom({ 'www.airbnb.com': addresses }) });
    const err = await failure(fetcher.fetchText('https://www.airbnb.com/rooms/123'));
    expect(err.reason).toBe('private_address');
    expect(err.message).toMatch(/^www\.airbnb\.com points to a private network address/);
  });

  it('refuses a name that does not resolve', async () => {
    const fetcher = createFetcher(buildFetchPolicy(), { resolver: resolverFrom({}) });
    expect((await failure(fetcher.fetchText('https://www.airbnb.com/rooms/1'))).reason).toBe('dns_failed');
  });
});

describe('redirects', () => {
  it('refuses a redirect into a private range at that hop', async () => {
    const fetcher = siteFetcher([], resolverFrom({ 'www.airbnb.com': ['10.1.2.3'] }));
    const err = await failure(fetcher.fetchText(`${site.origin}/redirect?to=${encodeURIComponent('http://www.airbnb.com/rooms/1')}`));
    expect(err.reason).toBe('private_address');
    expect(err.url).toBe('http://www.airbnb.com/rooms/1');
  });

  it('refuses a redirect to the cloud metadata address and to other local ports', async () => {
    const toMetadata = await failure(
      siteFetcher().fetchText(`${site.origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`),
    );
    expect(toMetadata.reason).toBe('blocked_host');
    const toOther = await failure(siteFetcher().fetchText(`${site.origin}/redirect?to=${encodeURIComponent(`${other.origin}/`)}`));
    expect(toOther.reason).toBe('blocked_port');
    expect(other.requests).toHaveLength(0);
  });

  it('stops after five redirects', async () => {
    const err = await failure(siteFetcher().fetchText(`${site.origin}/chain?n=5`));
    expect(err.reason).toBe('too_many_redirects');
  });

  it('applies a per-call host filter to every hop', async () => {
    const fetcher = siteFetcher([rule('localhost', site.port, true)], resolverFrom({ localhost: ['127.0.0.1'] }));
    const err = await failure(
      fetcher.fetchText(`${site.origin}/redirect?to=${encodeURIComponent(`http://localhost:${site.port}/page`)}`, {
        hostFilter: (h) => h === '127.0.0.1',
      }),
    );
    expect(err.reason).toBe('blocked_host');
  });
});

describe('size, time and status', () => {
  it('refuses a body over the cap that declares its length', async () => {
    const err = await failure(siteFetcher().fetchBytes(`${site.origin}/big`, { maxBytes: 1024 * 1024 }));
    expect(err.reason).toBe('too_large');
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    expect((await failure(siteFetcher().fetchBytes(`${site.origin}/big-chunked`, { maxBytes: 1024 * 1024 }))).reason).toBe('too_large');
  });

  it('counts decompressed bytes, so a small gzip bomb is refused', async () => {
    expect((await failure(siteFetcher().fetchBytes(`${site.origin}/gzip-bomb`, { maxBytes: 1024 * 1024 }))).reason).toBe('too_large');
  });

  it('reads bodies under the cap (10 MB by default)', async () => {
    expect((await siteFetcher().fetchBytes(`${site.origin}/big-chunked`)).body.length).toBe(40 * 64 * 1024);
  });

  it('gives up on a server that never answers', async () => {
    const err = await failure(siteFetcher().fetchText(`${site.origin}/silent`, { timeoutMs: 300 }));
    expect(err.reason).toBe('timeout');
    expect(err.retryable).toBe(true);
  });

  it('gives up on a server that sends its body too slowly', async () => {
    expect((await failure(siteFetcher().fetchText(`${site.origin}/dribble`, { timeoutMs: 300 }))).reason).toBe('timeout');
  });

  it('reports HTTP errors with their status, and which ones are worth retrying', async () => {
    const missing = await failure(siteFetcher().fetchText(`${site.origin}/missing`));
    expect(missing).toMatchObject({ reason: 'http_status', status: 404, message: 'The site answered with HTTP 404.' });
    expect(missing.retryable).toBe(false);
    const busy = await failure(siteFetcher().fetchText(`${site.origin}/busy`));
    expect(busy.status).toBe(429);
    expect(busy.retryable).toBe(true);
  });

  it('can hand back an error page instead of throwing', async () => {
    const page = await siteFetcher().fetchText(`${site.origin}/missing`, { allowErrorStatus: true });
    expect(page.status).toBe(404);
    expect(page.text).toBe('gone');
  });
});

// A policy object is plain data; make sure the default one lists the platforms' photo hosts too.
it('allows Airbnb, Vrbo and Booking.com pages and their image hosts by default', () => {
  const policy: FetchPolicy = buildFetchPolicy();
  const hosts = policy.rules.map((r) => r.host);
  expect(hosts).toEqual(
    expect.arrayContaining(['airbnb.com', 'airbnb.co.uk', 'muscache.com', 'vrbo.com', 'booking.com', 'bstatic.com', 'abnb.me']),
  );
});
