import type { FastifyServerOptions } from 'fastify';

// Logs must never hold a token or a password. Headers are not logged at all, and query values that carry
// secrets (reset and verification links, OAuth codes, onboarding sessions) are masked in request URLs.

const SECRET_QUERY_KEYS = new Set(['token', 'token_hash', 'access_token', 'refresh_token', 'code', 'session', 'apikey', 'password']);

export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: maskUrl(request.url), ip: request.ip };
      },
    },
  };
}
