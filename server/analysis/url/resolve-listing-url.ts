import { load } from 'cheerio';
import { isAirbnbHost, isAirbnbShortLinkHost } from '../fetch/known-hosts';
import { isFetchError, type Fetcher } from '../fetch';
import { classifyListingUrl, type IntakeContext, type ResolvedTarget } from './listing-url';
import { ListingUrlError, rejections } from './url-rejection';

// Short links (/h/<vanity>, /slink/<code>, /l/<code>, abnb.me/<code>) are followed like a browser would, but
// only through Airbnb's own hosts. Where the last hop is a page rather than a redirect (vanity pages, Branch's
// landing page), the listing address is read from the page's canonical / Open Graph / app-link tags.

export const SHORT_LINK_TIMEOUT_MS = 8_000;

const isAirbnbHop = (hostname: string) => isAirbnbHost(hostname) || isAirbnbShortLinkHost(hostname);

function listingUrlInPage(html: string, base: string): string | null {
  const $ = load(html);
  const candidates = [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
    $('meta[property="al:web:url"]').attr('content'),
    /url=([^;]+)$/i.exec($('meta[http-equiv="refresh" i]').attr('content') ?? '')?.[1],
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate.trim().replace(/^['"]|['"]$/g, ''), base);
      if (isAirbnbHost(url.hostname) && /\/rooms\/(plus\/)?\d+/.test(url.pathname)) return url.href;
    } catch {
      // not a URL; try the next tag
    }
  }
  return null;
}

export async function resolveShortLink(url: string, context: IntakeContext, fetcher: Fetcher): Promise<ResolvedTarget> {
  let page;
  try {
    page = await fetcher.fetchText(url, { hostFilter: isAirbnbHop, timeoutMs: SHORT_LINK_TIMEOUT_MS, maxRedirects: 5 });
  } catch (err) {
    if (isFetchError(err)) {
      if (err.reason === 'blocked_host' && err.url !== url) throw rejections.shortLinkOutside();
      if (err.reason === 'http_status' && err.status === 404) throw rejections.shortLinkBroken();
      throw rejections.shortLinkUnreachable(err.message.replace(/\.$/, ''));
    }
    throw err;
  }
  const candidates = [page.url, listingUrlInPage(page.text, page.url)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const target = classifyListingUrl(candidate, context);
      if (target.kind === 'airbnb') return target;
    } catch (err) {
      if (!(err instanceof ListingUrlError)) throw err;
    }
  }
  throw rejections.shortLinkBroken();
}

/** Classifies a pasted address and follows short links, so the answer is always a listing to fetch. */
export async function resolveListingUrl(input: string, context: IntakeContext, fetcher: Fetcher): Promise<ResolvedTarget> {
  const target = classifyListingUrl(input, context);
  if (target.kind !== 'airbnb-short-link') return target;
  return resolveShortLink(target.url, context, fetcher);
}
