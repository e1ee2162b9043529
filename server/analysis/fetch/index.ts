import type { Config } from '../../config';
import type { Resolver } from './address-guard';
import { guardedFetch, httpStatusError, type FetchOptions, type FetchResult } from './guarded-fetch';
import { HostGate, retryAfterMs } from './host-gate';
import { buildFetchPolicy, type FetchPolicy, type HostRule } from './host-policy';

// The fetcher's public face. Every outbound request of the server (listing pages, short-link resolution,
// listing photos) goes through a Fetcher made here, so the SSRF rules live in one place, and so does politeness:
// a few requests to one site at once, and a pause after it answers 429 (host-gate.ts).
//
//   const fetcher = fetcherFromConfig(config);            // platform hosts + ANALYZER_EXTRA_HOSTS + /samples/
//   const page = await fetcher.fetchText(url);            // HTML, 10 MB cap, 20 s deadline, <= 5 redirects
//   const img = await fetcher.fetchBytes(photoUrl, { maxBytes: 15e6, timeoutMs: 15_000, accept: IMAGE_ACCEPT });
//
// Failures throw FetchError with a typed `reason` ('blocked_host', 'private_address', 'too_large', 'timeout',
// 'http_status', ...), a readable `message`, the failing `url`, `status` for HTTP errors and `retryable`.

export interface Fetcher {
  readonly policy: FetchPolicy;
  /** Any body (photos, JSON): bytes as received, after content-encoding is undone. */
  fetchBytes(url: string | URL, options?: FetchOptions): Promise<FetchResult>;
  /** A page as text, decoded with the charset the server declared (UTF-8 otherwise). */
  fetchText(url: string | URL, options?: FetchOptions): Promise<FetchResult & { text: string }>;
}

function charsetOf(contentType: string | null): string {
  const match = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

export function decodeBody(body: Buffer, contentType: string | null): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** A fetcher's politeness: requests to one site at once (see host-gate.ts). Default 4. */
export interface PolitenessOptions {
  perHost?: number;
  now?: () => number;
}

export interface FetcherOptions {
  resolver?: Resolver;
  politeness?: PolitenessOptions;
  /**
   * Where this server's own files are read from (http://localhost:<port>): a path such as /samples/photos/1.jpg,
   * as stored for them (server/own-address.ts), is fetched from there. The policy still decides what may be read.
   */
  ownOrigin?: string | null;
}

export function createFetcher(policy: FetchPolicy, options: FetcherOptions = {}): Fetcher {
  const deps = { policy, resolver: options.resolver };
  const now = options.politeness?.now ?? Date.now;
  const gate = new HostGate({ perHost: options.politeness?.perHost ?? 4, now });
  const ownOrigin = options.ownOrigin ?? null;
  const fetchPolitely = async (given: string | URL, fetchOptions: FetchOptions = {}): Promise<FetchResult> => {
    const url = ownOrigin && typeof given === 'string' && /^\/(?!\/)/.test(given) ? `${ownOrigin}${given}` : given;
    let host: string;
    try {
      host = new URL(url).host.toLowerCase();
    } catch {
      return guardedFetch(deps, url, fetchOptions);
    }
    const result = await gate.run(host, () => guardedFetch(deps, url, { ...fetchOptions, allowErrorStatus: true }));
    const refused = result.status === 429 || (result.status === 503 && result.headers['retry-after'] !== undefined);
    if (refused) gate.refused(host, retryAfterMs(result.headers['retry-after'], now()));
    else gate.answered(host);
    if ((result.status < 200 || result.status >= 300) && !fetchOptions.allowErrorStatus) throw httpStatusError(result.url, result.status);
    return result;
  };
  return {
    policy,
    fetchBytes: fetchPolitely,
    async fetchText(url, fetchOptions) {
      const result = await fetchPolitely(url, fetchOptions);
      return { ...result, text: decodeBody(result.body, result.contentType) };
    },
  };
}

/** Port this server's own /samples/ pages are read from, when samples are on. */
export function samplesPortOf(config: Pick<Config, 'samples' | 'port'>): number | null {
  return config.samples && config.port > 0 ? config.port : null;
}

export function fetchPolicyFromConfig(
  config: Pick<Config, 'analyzerExtraHosts' | 'samples' | 'port'>,
  extraRules: HostRule[] = [],
): FetchPolicy {
  return buildFetchPolicy({ extraHosts: config.analyzerExtraHosts, samplesPort: samplesPortOf(config), rules: extraRules });
}

export function fetcherFromConfig(
  config: Pick<Config, 'analyzerExtraHosts' | 'samples' | 'port'> & { analysis?: Pick<Config['analysis'], 'fetchPerHost'> },
  options: { resolver?: Resolver } = {},
): Fetcher {
  const samplesPort = samplesPortOf(config);
  return createFetcher(fetchPolicyFromConfig(config), {
    ...options,
    politeness: { perHost: config.analysis?.fetchPerHost },
    ownOrigin: samplesPort ? `http://localhost:${samplesPort}` : null,
  });
}

export { FetchError, isFetchError, type FetchFailureReason } from './fetch-error';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  HTML_ACCEPT,
  IMAGE_ACCEPT,
  BROWSER_HEADERS,
  type FetchOptions,
  type FetchResult,
} from './guarded-fetch';
export { buildFetchPolicy, parseExtraHost, type FetchPolicy, type HostRule } from './host-policy';
export { isPublicAddress, systemResolver, type ResolvedAddress, type Resolver } from './address-guard';
export { isAirbnbHost, isAirbnbShortLinkHost, isBookingHost, isVrboHost } from './known-hosts';
