import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import {
  addressRange,
  bareHost,
  isPublicAddress,
  parseIpLiteral,
  systemResolver,
  type ResolvedAddress,
  type Resolver,
} from './address-guard';
import { FetchError } from './fetch-error';
import { findRule, knowsHost, type FetchPolicy, type HostRule } from './host-policy';

// The one way the server reaches another machine. Every hop (the first request and each redirect) is checked
// the same way: http(s) only, no credentials in the URL, a host and port the policy allows, and every address
// the name resolves to public (unless the rule explicitly allows a private one). The socket then connects to
// exactly the addresses that were checked: the lookup hook hands them over, so no second DNS answer can
// swap in another address. Bodies are streamed and cut off at the size cap; one deadline covers every hop.

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_REDIRECTS = 5;

/** Browser-like request headers with the locale pinned, so pages come back in English and in full. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
  'upgrade-insecure-requests': '1',
};

export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

export interface FetchOptions {
  /** Largest body accepted, after decompression. Default 10 MB. */
  maxBytes?: number;
  /** Deadline for the whole exchange, redirects included. Default 20 s. */
  timeoutMs?: number;
  /** Redirects followed at most. Default 5; 0 refuses any redirect. */
  maxRedirects?: number;
  /** Accept header. Default: HTML. */
  accept?: string;
  /** Further narrows which hosts this call (and its redirects) may reach, e.g. Airbnb hosts only. */
  hostFilter?: (hostname: string) => boolean;
  /** Answer non-2xx responses instead of throwing (the body is still read, within the cap). */
  allowErrorStatus?: boolean;
  signal?: AbortSignal;
}

export interface FetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string | null;
  body: Buffer;
  /** Every URL requested, in order (the first is the one asked for). */
  hops: string[];
}

interface Hop {
  url: URL;
  rule: HostRule;
  addresses: ResolvedAddress[];
}

function parseUrl(raw: string | URL): URL {
  try {
    return raw instanceof URL ? new URL(raw.href) : new URL(raw);
  } catch {
    throw new FetchError('invalid_url', 'That is not a valid web address.', { url: String(raw) });
  }
}

async function checkHop(policy: FetchPolicy, resolver: Resolver, url: URL, options: FetchOptions): Promise<Hop> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('unsupported_scheme', `Only web addresses (http or https) can be read, not ${url.protocol.replace(/:$/, '')}.`, {
      url: url.href,
    });
  }
  if (url.username || url.password) {
    throw new FetchError('credentials_in_url', 'Web addresses with a user name or password are not read.', { url: url.href });
  }
  const hostname = bareHost(url.hostname.toLowerCase());
  if (options.hostFilter && !options.hostFilter(hostname)) {
    throw new FetchError('blocked_host', `The link led to ${hostname}, which is not a listing site we read.`, { url: url.href });
  }
  const rule = findRule(policy, url);
  if (!rule) {
    if (knowsHost(policy, url))
      throw new FetchError('blocked_port', `${url.host} is not reachable on that port or path.`, { url: url.href });
    throw new FetchError('blocked_host', `${hostname} is not a listing site we read.`, { url: url.href });
  }
  const literal = parseIpLiteral(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal.toString(), family: literal.kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await resolver(hostname);
    } catch (cause) {
      throw new FetchError('dns_failed', `The address ${hostname} could not be found.`, { url: url.href, cause });
    }
    if (addresses.length === 0) throw new FetchError('dns_failed', `The address ${hostname} could not be found.`, { url: url.href });
  }
  if (!rule.allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      throw new FetchError(
        'private_address',
        `${hostname} points to a private network address (${addressRange(refused.address)}), which is not allowed.`,
        {
          url: url.href,
        },
      );
    }
  }
  return { url, rule, addresses };
}

/** A lookup hook that answers with the addresses already checked, never asking DNS again. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean; family?: number } | number, callback: (...args: unknown[]) => void) => {
    const opts = typeof options === 'object' && options !== null ? options : { family: options };
    const wanted = opts.family === 4 || opts.family === 6 ? addresses.filter((a) => a.family === opts.family) : addresses;
    const list = wanted.length ? wanted : addresses;
    if (opts.all)
      callback(
        null,
        list.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, list[0]!.address, list[0]!.family);
  }) as LookupFunction;
}

function headerRecord(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function tooLarge(url: string, maxBytes: number): FetchError {
  return new FetchError(
    'too_large',
    `The page is larger than ${Math.round(maxBytes / 1024 / 1024) || maxBytes / 1024 / 1024} MB, which is more than we read.`,
    {
      url,
    },
  );
}

function requestOnce(
  hop: Hop,
  options: Required<Pick<FetchOptions, 'maxBytes' | 'accept'>>,
  signal: AbortSignal,
): Promise<{ res: IncomingMessage; body: Buffer | null }> {
  const { url } = hop;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url.hostname),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...BROWSER_HEADERS, accept: options.accept, host: url.host },
        lookup: pinnedLookup(hop.addresses),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ res, body: null });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes && !res.headers['content-encoding']) {
          res.destroy();
          reject(tooLarge(url.href, options.maxBytes));
          return;
        }
        const decoder = decoderFor(res.headers['content-encoding']);
        const stream: NodeJS.ReadableStream = decoder ? res.pipe(decoder) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        let rawSize = 0;
        let settled = false;
        const fail = (err: FetchError) => {
          if (settled) return;
          settled = true;
          res.destroy();
          decoder?.end();
          reject(err);
        };
        if (decoder) {
          res.on('data', (chunk: Buffer) => {
            rawSize += chunk.length;
            if (rawSize > options.maxBytes) fail(tooLarge(url.href, options.maxBytes));
          });
        }
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            fail(tooLarge(url.href, options.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => {
          if (settled) return;
          settled = true;
          resolve({ res, body: Buffer.concat(chunks) });
        });
        stream.on('error', (cause: Error) => {
          if (signal.aborted) return; // the deadline handler reports it
          fail(new FetchError('network', 'The connection broke while reading the page.', { url: url.href, cause }));
        });
        res.on('aborted', () => fail(new FetchError('network', 'The connection broke while reading the page.', { url: url.href })));
      },
    );
    req.on('error', (cause: Error & { code?: string }) => {
      if (signal.aborted) {
        reject(new FetchError('timeout', 'The site took too long to answer.', { url: url.href, cause }));
        return;
      }
      reject(
        new FetchError('network', `Could not connect to ${url.host}${cause.code ? ` (${cause.code})` : ''}.`, { url: url.href, cause }),
      );
    });
    req.end();
  });
}

export function httpStatusError(url: string, status: number): FetchError {
  return new FetchError('http_status', `The site answered with HTTP ${status}.`, { url, status });
}

export interface GuardedFetchDeps {
  policy: FetchPolicy;
  resolver?: Resolver;
}

export async function guardedFetch(deps: GuardedFetchDeps, target: string | URL, options: FetchOptions = {}): Promise<FetchResult> {
  const resolver = deps.resolver ?? systemResolver;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const accept = options.accept ?? HTML_ACCEPT;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchError('timeout', 'The site took too long to answer.')), timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const hops: string[] = [];
  try {
    let url = parseUrl(target);
    for (let redirects = 0; ; redirects++) {
      url.hash = '';
      hops.push(url.href);
      const hop = await withDeadline(checkHop(deps.policy, resolver, url, options), controller.signal, url.href);
      const { res, body } = await withDeadline(requestOnce(hop, { maxBytes, accept }, controller.signal), controller.signal, url.href);
      const status = res.statusCode ?? 0;
      if (body === null) {
        if (redirects >= maxRedirects) {
          throw new FetchError('too_many_redirects', `The link redirected more than ${maxRedirects} times.`, { url: url.href, status });
        }
        url = parseUrl(new URL(res.headers.location!, url));
        continue;
      }
      const headers = headerRecord(res);
      if ((status < 200 || status >= 300) && !options.allowErrorStatus) throw httpStatusError(url.href, status);
      return { url: url.href, status, headers, contentType: headers['content-type'] ?? null, body, hops };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Races a step against the deadline so that DNS and slow bodies are cut off too. */
function withDeadline<T>(promise: Promise<T>, signal: AbortSignal, url: string): Promise<T> {
  if (signal.aborted) return Promise.reject(asTimeout(signal.reason, url));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(asTimeout(signal.reason, url));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? asTimeout(signal.reason, url) : err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

function asTimeout(reason: unknown, url: string): FetchError {
  if (reason instanceof FetchError) return new FetchError(reason.reason, reason.message, { url, status: reason.status });
  return new FetchError('timeout', 'The request was cancelled before the site answered.', { url, cause: reason });
}
