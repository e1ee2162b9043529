import type { Config } from '../../config';
import type { Resolver } from './address-guard';
import { guardedFetch, type FetchOptions, type FetchResult } from './guarded-fetch';
import { buildFetchPolicy, type FetchPolicy, type HostRule } from './host-policy';

// The fetcher's public face. Every outbound request of the server (listing pages, short-link resolution,
// listing photos) goes through a Fetcher made here, so the SSRF rules live in one place.
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

export function createFetcher(policy: FetchPolicy, options: { resolver?: Resolver } = {}): Fetcher {
  const deps = { policy, resolver: options.resolver };
  return {
    policy,
    fetchBytes: (url, fetchOptions) => guardedFetch(deps, url, fetchOptions),
    async fetchText(url, fetchOptions) {
      const result = await guardedFetch(deps, url, fetchOptions);
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
  config: Pick<Config, 'analyzerExtraHosts' | 'samples' | 'port'>,
  options: { resolver?: Resolver } = {},
): Fetcher {
  return createFetcher(fetchPolicyFromConfig(config), options);
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
