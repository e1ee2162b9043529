import { readFileSync } from 'node:fs';
import { fromRoot } from '../../../server/paths';
import { samplePhotoFile } from '../../../server/samples/sample-photo-file';
import { buildFetchPolicy, createFetcher, type Fetcher, type HostRule } from '../../../server/analysis/fetch';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

// A local "listing site" for job tests: serves the committed sample pages (samples/listings/*.html) under
// /listings/ and their photos under /samples/photos/, plus pages that misbehave on purpose (a hand-off form,
// a page without listing data, HTTP 403 and 429 refusals, a DataDome-style bot check). `fetcher` may reach it (and nothing else).

export interface SampleSite extends LoopbackServer {
  fetcher: Fetcher;
  /** Paths that answer 404 from now on (a listing taken down). */
  gone: Set<string>;
  /** Pages served instead of the committed sample at the same path (a host who edited their listing). */
  pages: Map<string, string>;
  url(path: string): string;
}

export async function startSampleSite(): Promise<SampleSite> {
  const gone = new Set<string>();
  const pages = new Map<string, string>();
  const site: LoopbackServer = await startLoopbackServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const host = (req.headers.host ?? '').split(':')[0];
    if (gone.has(path)) {
      res.statusCode = 404;
      res.end('<html><body>Not found</body></html>');
      return;
    }
    const edited = pages.get(path);
    if (edited !== undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(edited);
      return;
    }
    const sample = /^\/listings\/([a-z0-9-]+\.html)$/.exec(path);
    if (sample) {
      try {
        const body = readFileSync(fromRoot('samples', 'listings', sample[1]!));
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(body);
      } catch {
        res.statusCode = 404;
        res.end();
      }
      return;
    }
    const photo = /^\/samples\/photos\/([a-z0-9-]+)\/(\d+\.jpg)$/.exec(path);
    const photoBytes = photo ? samplePhotoFile(photo[1]!, photo[2]!) : null;
    if (photoBytes) {
      photoBytes.then(
        (bytes) => {
          res.setHeader('content-type', 'image/jpeg');
          res.end(bytes);
        },
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
      return;
    }
    if (path === '/handoff-listing') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (host === 'localhost') {
        res.end(readFileSync(fromRoot('samples', 'listings', 'lakeside-cabin.html')));
      } else {
        res.end(
          `<html><body><form method="POST" action="http://localhost:${site.port}/v2/domain_switch/handoff"><input type="hidden" name="x" value="1"></form><script>document.forms[0].submit()</script></body></html>`,
        );
      }
      return;
    }
    const refusal = /^\/status\/(403|429)$/.exec(path);
    if (refusal) {
      res.statusCode = Number(refusal[1]);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><head><title>Access denied</title></head><body><h1>Access denied</h1></body></html>');
      return;
    }
    if (path === '/bot-or-not') {
      // The shape of DataDome's interstitial (Vrbo answers plain clients with it): a 200 with a captcha frame.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        '<html><head><title>Bot or Not?</title></head><body><p>Please enable JS and disable any ad blocker</p>' +
          '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x" title="DataDome CAPTCHA"></iframe></body></html>',
      );
      return;
    }
    if (path === '/plain') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><head><title>Our company</title></head><body><h1>Welcome</h1></body></html>');
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  const localhost: HostRule = { host: 'localhost', subdomains: false, ports: [site.port], allowPrivate: true, origin: 'test' };
  const fetcher = createFetcher(buildFetchPolicy({ rules: [site.rule, localhost] }), {
    resolver: async (hostname) => {
      if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
      throw new Error(`no DNS in tests (${hostname})`);
    },
  });
  return Object.assign(site, { fetcher, gone, pages, url: (path: string) => `${site.origin}${path}` });
}
