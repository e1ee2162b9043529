import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

// One public address. Links in e-mails, the token issuer and the browser's runtime configuration are built
// from PUBLIC_URL; when it is unset the server runs for this machine only, and the request's own origin is
// used only when its Host is a loopback name. A request for any other Host is answered 421 (misdirected), so
// a forged Host cannot point a mailed link elsewhere and a DNS-rebinding page cannot reach the API or the
// dev mailbox through a name it borrowed.

const LOOPBACK_NAMES = /^(localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

export function isLoopbackName(hostname: string): boolean {
  return LOOPBACK_NAMES.test(hostname.replace(/\.$/, ''));
}

/** The hostname of a Host header value ("example.com:8080", "[::1]:8787"), lower-case; null when unreadable. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function publicHostname(config: Config): string | null {
  return config.publicUrl ? hostnameOf(new URL(config.publicUrl).host) : null;
}

/** Whether this server answers for the request's Host: PUBLIC_URL's host, or a loopback name. */
export function answersFor(config: Config, request: FastifyRequest): boolean {
  const hostname = hostnameOf(request.host);
  if (hostname === null) return false;
  return isLoopbackName(hostname) || hostname === publicHostname(config);
}

/** The request's Host is a loopback name (the dev mailbox asks this as well as the client's address). */
export function hostIsLoopback(request: FastifyRequest): boolean {
  const hostname = hostnameOf(request.host);
  return hostname !== null && isLoopbackName(hostname);
}

export const misdirected = () =>
  new AppError('misdirected_request', 'This server does not answer for that address. Use the address its operator gave you.');

/** Where users reach the app: PUBLIC_URL, else the request's own origin when its Host is a loopback name. */
export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (!isHostSyntax(request.host ?? '')) throw badHost();
  if (!hostIsLoopback(request)) throw misdirected();
  return `${request.protocol}://${request.host}`;
}

// Load balancers probe health by the machine's address; the answer holds nothing a rebinding page could use.
const ANY_HOST_PATHS = new Set(['/api/health']);

/**
 * A Host value as RFC 9110 allows it: a name or an IPv4 address, or an IPv6 address in brackets, and an optional
 * port. Anything else (a '/', '?', '#' or '@', white space) would turn into a path, a query or a user part when the
 * value is put in a link: "localhost:8871/@evil.com" reads as loopback but reaches the mailed link as written.
 */
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isHostSyntax(host: string): boolean {
  return host.length <= 255 && HOST_SYNTAX.test(host);
}

const badHost = () => new AppError('validation_failed', 'The Host header of this request is not a host name.');

/** Answers 400 to a Host that is not a host name, and 421 to every request whose Host this server does not answer for. */
export function installHostCheck(app: FastifyInstance, config: Config): void {
  // Answered here rather than thrown: the identity routes render errors in GoTrue's shape, this one is the app's.
  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    // Without PUBLIC_URL the request's own Host is what links are built from.
    if (!config.publicUrl && !isHostSyntax(request.host ?? ''))
      return reply.code(400).header('cache-control', 'no-store').send(badHost().toBody());
    if (ANY_HOST_PATHS.has(request.url.split('?')[0]!)) return;
    if (!answersFor(config, request)) return reply.code(421).header('cache-control', 'no-store').send(misdirected().toBody());
  });
}

/** Why the server must not listen on this address, or null: others could reach it, and links need PUBLIC_URL. */
export function listenAddressProblem(config: Config): string | null {
  if (config.publicUrl) return null;
  const host = config.host.trim().toLowerCase();
  if (isLoopbackName(host) || /^127\./.test(host) || host === '::1' || host === '[::1]') return null;
  return (
    `HOST=${config.host} lets other machines reach this server, but PUBLIC_URL is not set, so the links it e-mails ` +
    `would have no trustworthy address. Set PUBLIC_URL to the address people open (for example ` +
    `PUBLIC_URL=https://listings.example.com), or leave HOST unset to serve this machine only.`
  );
}
