import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { fromRoot } from '../paths';

// Logs must never hold a token or a password. Headers are not logged at all, and query values that carry
// secrets (reset and verification links, OAuth codes, onboarding sessions) are masked in request URLs.
//
// What an operator reads: by default (LOG_LEVEL=info) the start, warnings, errors and requests slower than
// SLOW_REQUEST_MS with their time; one line per request only with LOG_LEVEL=debug (a host's 25 minutes of use made
// 5,900 lines before). On a terminal the lines are written for a person; piped to a file or a collector, as JSON.

/** A request that takes this long is worth an operator's look. */
export const SLOW_REQUEST_MS = 1_000;

/** Fastify's per-request lines, at debug; a slow request at warn, with its time. */
class OperatorLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime);
    if (error) reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    else if (responseTime >= SLOW_REQUEST_MS)
      reply.log.warn({ req: request, res: reply, responseTime }, `slow request: ${responseTime} ms`);
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'route not found');
  }
}

/** Lines for a person, when the output is a terminal and pino-pretty is installed; else null (JSON lines). */
function prettyStream(): NodeJS.WritableStream | null {
  if (!process.stdout.isTTY) return null;
  try {
    const pretty = createRequire(fromRoot('package.json'))('pino-pretty') as (options: object) => NodeJS.WritableStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true });
  } catch {
    return null;
  }
}

/** Fastify's options for the operator's log (above); `logController` goes beside `logger`. */
export function serverLogOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: loggerOptions(level, prettyStream()), logController: new OperatorLogController() };
}

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

export function loggerOptions(level: string, stream: NodeJS.WritableStream | null = null): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
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
