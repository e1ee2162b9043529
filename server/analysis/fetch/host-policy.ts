import { bareHost, isPublicAddress, parseIpLiteral } from './address-guard';
import {
  AIRBNB_DOMAINS,
  AIRBNB_IMAGE_DOMAINS,
  AIRBNB_SHORT_LINK_DOMAINS,
  BOOKING_DOMAINS,
  matchesDomain,
  VRBO_DOMAINS,
} from './known-hosts';

// Which hosts (and ports, and for the server's own samples which paths) the fetcher may reach at all. The
// address check in guarded-fetch.ts comes on top: a listed host that resolves to a private address is still
// refused, unless its rule says otherwise (an operator's explicit host:port entry naming a private address).

export interface HostRule {
  /** Lower-case host name or IP literal (IPv6 without brackets). */
  host: string;
  /** Also match every sub-domain of `host`. */
  subdomains: boolean;
  /** Ports allowed; null means the scheme defaults (80 for http, 443 for https). */
  ports: number[] | null;
  /** May connect to private/loopback addresses (only rules naming such an address, or localhost). */
  allowPrivate: boolean;
  /** Only paths under this prefix (the server's own /samples/). */
  pathPrefix?: string;
  /** Where the rule came from, for error messages. */
  origin: 'platform' | 'extra-host' | 'samples' | 'test';
}

export interface FetchPolicy {
  rules: HostRule[];
}

export function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : defaultPort(url.protocol);
}

function hostMatches(rule: HostRule, hostname: string): boolean {
  return rule.subdomains ? matchesDomain(hostname, rule.host) : hostname === rule.host;
}

/** The first rule that lets this URL through, or null. */
export function findRule(policy: FetchPolicy, url: URL): HostRule | null {
  const hostname = bareHost(url.hostname.toLowerCase()).replace(/\.$/, '');
  const port = effectivePort(url);
  for (const rule of policy.rules) {
    if (!hostMatches(rule, hostname)) continue;
    const ports = rule.ports ?? [defaultPort(url.protocol)];
    if (!ports.includes(port)) continue;
    if (rule.pathPrefix && !url.pathname.startsWith(rule.pathPrefix)) continue;
    return rule;
  }
  return null;
}

/** True when some rule names this host, whatever the port or path (to tell "wrong port" from "unknown host"). */
export function knowsHost(policy: FetchPolicy, url: URL): boolean {
  const hostname = bareHost(url.hostname.toLowerCase()).replace(/\.$/, '');
  return policy.rules.some((rule) => hostMatches(rule, hostname));
}

function platformRule(domain: string): HostRule {
  return { host: domain, subdomains: true, ports: null, allowPrivate: false, origin: 'platform' };
}

export const PLATFORM_RULES: HostRule[] = [
  ...AIRBNB_DOMAINS,
  ...AIRBNB_SHORT_LINK_DOMAINS,
  ...AIRBNB_IMAGE_DOMAINS,
  ...VRBO_DOMAINS,
  ...BOOKING_DOMAINS,
].map(platformRule);

function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * One ANALYZER_EXTRA_HOSTS entry: `host`, `host:port` or `[v6]:port`. A public name allows that exact host
 * (no sub-domains) on the given port, or 80/443 without one. An entry naming a loopback or private address
 * (or localhost) allows exactly that host and port to reach that private address.
 */
export function parseExtraHost(entry: string): HostRule | null {
  const text = entry.trim().toLowerCase();
  if (!text) return null;
  let host: string;
  let port: number | null = null;
  const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (v6) {
    host = v6[1]!;
    port = v6[2] ? Number(v6[2]) : null;
  } else if ((text.match(/:/g) ?? []).length === 1) {
    const [h, p] = text.split(':');
    host = h!;
    port = Number(p);
  } else if (!text.includes(':')) {
    host = text;
  } else {
    host = text; // a bare IPv6 literal without port
  }
  if (port !== null && (!Number.isInteger(port) || port < 1 || port > 65535)) return null;
  const literal = parseIpLiteral(host);
  if (literal) host = literal.toString();
  else if (!/^[a-z0-9.-]+$/.test(host)) return null;
  const allowPrivate = literal ? !isPublicAddress(literal) : isLocalName(host);
  return { host, subdomains: false, ports: port === null ? [80, 443] : [port], allowPrivate, origin: 'extra-host' };
}

export function extraHostRules(entries: readonly string[]): HostRule[] {
  return entries.map(parseExtraHost).filter((r): r is HostRule => r !== null);
}

/** The server's own /samples/ pages, reached over loopback on its own port. */
export function samplesRules(port: number): HostRule[] {
  return ['localhost', '127.0.0.1', '::1'].map((host) => ({
    host,
    subdomains: false,
    ports: [port],
    allowPrivate: true,
    pathPrefix: '/samples/',
    origin: 'samples' as const,
  }));
}

export interface PolicyOptions {
  extraHosts?: readonly string[];
  /** Port of this server when its /samples/ pages may be read. */
  samplesPort?: number | null;
  /** Additional rules (tests). */
  rules?: HostRule[];
}

export function buildFetchPolicy(options: PolicyOptions = {}): FetchPolicy {
  return {
    rules: [
      ...PLATFORM_RULES,
      ...extraHostRules(options.extraHosts ?? []),
      ...(options.samplesPort ? samplesRules(options.samplesPort) : []),
      ...(options.rules ?? []),
    ],
  };
}
