import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

// Links in e-mails and the token issuer are built from PUBLIC_URL, or from the request's own origin when it
// is unset (fine on localhost, where `npm start` listens by default). A server reachable by others must set
// PUBLIC_URL, or a forged Host header could point e-mailed links elsewhere; the warning says so once.

let warned = false;

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function baseUrlOf(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const origin = `${request.protocol}://${request.host}`;
  if (!warned && !LOOPBACK_HOSTS.test(request.hostname)) {
    warned = true;
    request.log.warn(
      'PUBLIC_URL is not set: e-mailed links use the Host header of each request. Set PUBLIC_URL on a server others can reach.',
    );
  }
  return origin;
}
