import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Which IP addresses the server may connect to. Anything that is not plain public unicast is refused:
// private, loopback, link-local, carrier-grade NAT, multicast, broadcast, unspecified, reserved, IPv6 unique-local
// and site-local, and every IPv6 form that embeds an IPv4 address (mapped, IPv4-compatible, NAT64, 6to4, Teredo), because those
// can point back into a private network.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into addresses. Injected in tests so that names can resolve to private ranges. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Strips the brackets URL.hostname keeps around IPv6 literals. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * Parses an IP literal the way a URL parser would, including the legacy IPv4 forms (decimal 2130706433,
 * octal 0177.0.0.1, hex 0x7f.1, short 127.1). Returns the normalised address, or null for a host name.
 */
export function parseIpLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = bareHost(host);
  if (ipaddr.IPv6.isValid(bare) && bare.includes(':')) return ipaddr.IPv6.parse(bare);
  if (ipaddr.IPv4.isValid(bare)) return ipaddr.IPv4.parse(bare);
  return null;
}

export function isPublicAddress(address: string | ipaddr.IPv4 | ipaddr.IPv6): boolean {
  const parsed = typeof address === 'string' ? parseIpLiteral(address) : address;
  if (!parsed) return false;
  if (parsed.range() !== 'unicast') return false;
  // ipaddr.js calls the deprecated IPv4-compatible form (::a.b.c.d, e.g. [::127.0.0.1]) unicast; it embeds an
  // IPv4 address like the mapped form does.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return true;
}

/** A short description of why an address is refused, for logs and error messages. */
export function addressRange(address: string): string {
  const parsed = parseIpLiteral(address);
  return parsed ? parsed.range() : 'invalid';
}

export function normaliseAddress(address: string): string {
  const parsed = parseIpLiteral(address);
  return parsed ? parsed.toNormalizedString() : address;
}
