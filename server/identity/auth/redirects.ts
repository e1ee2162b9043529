import ipaddr from 'ipaddr.js';

// GoTrue's redirect allow-list (utilities/request.go IsRedirectURLValid), with this server as SITE_URL:
// same scheme and host as the site (any port when the site is on localhost), or a loopback IP literal.
// Anything else falls back to the Referer when that is allowed, then to the site itself, without an error.

function isLoopbackLiteral(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'loopback';
}

export function isAllowedRedirect(candidate: string, siteUrl: string): boolean {
  let url: URL;
  let site: URL;
  try {
    url = new URL(candidate);
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (isLoopbackLiteral(url.hostname)) return true;
  if (url.hostname === 'localhost' && site.hostname === 'localhost') return true;
  return url.protocol === site.protocol && url.host === site.host;
}

export function resolveRedirect(candidate: unknown, siteUrl: string, referer?: string): string {
  if (typeof candidate === 'string' && candidate !== '' && isAllowedRedirect(candidate, siteUrl)) return candidate;
  if (referer && isAllowedRedirect(referer, siteUrl)) return referer;
  return `${siteUrl}/`;
}

/** Puts parameters in the fragment (replacing any), keys sorted as GoTrue does. */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  const keys = Object.keys(params).sort();
  const fragment = new URLSearchParams(keys.map((k): [string, string] => [k, params[k]!])).toString();
  url.hash = '';
  return `${url.toString()}#${fragment}`;
}

/** Merges parameters into the query string. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
