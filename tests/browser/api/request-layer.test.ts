/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TIMEOUT_MS, queryRetry, send, type HttpDeps, type HttpError } from '../../../src/api/request/request-layer';
import { createHttp } from '../../../src/api/request/axios-instance';

// The request layer against a real HTTP server on loopback (no mocked axios).

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseURL: string;
const hits: Record<string, number> = {};
const seenAuth: (string | undefined)[] = [];
let handlers: Record<string, Handler> = {};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    hits[path] = (hits[path] ?? 0) + 1;
    seenAuth.push(req.headers.authorization);
    const handler = handlers[path];
    if (handler) handler(req, res);
    else json(res, 404, { code: 'not_found', message: 'Nothing here' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  for (const key of Object.keys(hits)) delete hits[key];
  seenAuth.length = 0;
  handlers = {
    '/ok': (_req, res) => json(res, 200, { value: 42 }),
    '/needs-fresh-token': (req, res) =>
      req.headers.authorization === 'Bearer fresh'
        ? json(res, 200, { value: 'in' })
        : json(res, 401, { code: 'unauthorized', message: 'Sign in' }),
    '/always-401': (_req, res) => json(res, 401, { code: 'unauthorized', message: 'Sign in' }),
    '/slow': (_req, res) => void setTimeout(() => json(res, 200, {}), 300),
    '/bad-url': (_req, res) =>
      json(res, 400, { code: 'unsupported_listing_url', message: 'That link is an Airbnb search page, not a listing' }),
    '/text-error': (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream exploded');
    },
    '/empty-error': (_req, res) => {
      res.writeHead(503);
      res.end();
    },
  };
});

function client(overrides: Partial<HttpDeps> = {}) {
  let token: string | null = 'stale';
  const deps: HttpDeps = {
    baseURL,
    getAccessToken: () => token,
    refreshSession: jest.fn(async () => {
      token = 'fresh';
      return token;
    }),
    onSessionExpired: jest.fn(),
    ...overrides,
  };
  return { http: createHttp(deps), deps };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('request layer (spec section 7)', () => {
  it('sends the cached access token as bearer and parses JSON', async () => {
    const { http } = client();
    await expect(send(http, 'GET', '/ok')).resolves.toEqual({ value: 42 });
    expect(seenAuth).toEqual(['Bearer stale']);
  });

  it('sends no authorization header when no token is cached', async () => {
    const { http } = client({ getAccessToken: () => null });
    await send(http, 'GET', '/ok');
    expect(seenAuth).toEqual([undefined]);
  });

  it('uses a 25000 ms timeout and includes credentials by default', () => {
    const { http } = client();
    expect(http.defaults.timeout).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(25_000);
    expect(http.defaults.withCredentials).toBe(true);
  });

  it('refreshes the session on a 401 and retries with the new token', async () => {
    const { http, deps } = client();
    await expect(send(http, 'GET', '/needs-fresh-token')).resolves.toEqual({ value: 'in' });
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(seenAuth).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up after 2 retries with "Maximum retry attempts exceeded."', async () => {
    const { http, deps } = client();
    const err = await failure(send(http, 'GET', '/always-401'));
    expect(err.message).toBe('Maximum retry attempts exceeded.');
    expect(deps.refreshSession).toHaveBeenCalledTimes(2);
    expect(hits['/always-401']).toBe(3);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs the user out when the session cannot be refreshed', async () => {
    const { http, deps } = client({ refreshSession: jest.fn(async () => null) });
    const err = await failure(send(http, 'GET', '/always-401'));
    expect(err.message).toBe('Authentication session expired. Please sign in again.');
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hits['/always-401']).toBe(1);
  });

  it('treats a refresh that throws like one that failed', async () => {
    const { http, deps } = client({ refreshSession: jest.fn(async () => Promise.reject(new Error('offline'))) });
    const err = await failure(send(http, 'GET', '/always-401'));
    expect(err.message).toBe('Authentication session expired. Please sign in again.');
    expect(deps.onSessionExpired).toHaveBeenCalled();
  });

  it('reports a timeout in plain words (per-call timeout)', async () => {
    const { http } = client();
    const err = await failure(send(http, 'GET', '/slow', undefined, { timeout: 50 }));
    expect(err.message).toBe('Request timed out. Please check your connection and try again.');
  });

  it('raises "status: message" for JSON errors and keeps the server message and code', async () => {
    const { http } = client();
    const err = await failure(send(http, 'POST', '/bad-url', { url: 'x' }));
    expect(err.message).toBe('400: That link is an Airbnb search page, not a listing');
    expect(err.serverMessage).toBe('That link is an Airbnb search page, not a listing');
    expect(err.code).toBe('unsupported_listing_url');
    expect(err.status).toBe(400);
  });

  it('raises "status: body text" for text errors and "status: status text" for empty ones', async () => {
    const { http } = client();
    expect((await failure(send(http, 'GET', '/text-error'))).message).toBe('502: upstream exploded');
    expect((await failure(send(http, 'GET', '/empty-error'))).message).toBe('503: Service Unavailable');
  });

  it('sends a JSON body only when a payload is given', async () => {
    const bodies: string[] = [];
    handlers['/echo'] = (req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(`${req.headers['content-type'] ?? 'none'}|${body}`);
        json(res, 200, {});
      });
    };
    const { http } = client();
    await send(http, 'POST', '/echo', { url: 'https://www.airbnb.com/rooms/1' });
    await send(http, 'POST', '/echo');
    expect(bodies[0]).toMatch(/^application\/json.*\|\{"url":"https:\/\/www.airbnb.com\/rooms\/1"\}$/);
    // No payload, no JSON: the body is empty (the browser's XHR adapter also drops the content type).
    expect(bodies[1]).not.toContain('application/json');
    expect(bodies[1]!.split('|')[1]).toBe('');
  });
});

describe('list retries (axios-retry)', () => {
  it('waits min(1000*2^n, 5000) ms before each retry', () => {
    const { retryDelay } = queryRetry(2);
    const delays = [1, 2, 3, 4].map((n) => retryDelay!(n, {} as never));
    expect(delays).toEqual([1000, 2000, 4000, 5000]);
  });

  it('retries a failing list twice, then succeeds, without a real wait', async () => {
    const realSetTimeout = global.setTimeout;
    let calls = 0;
    handlers['/flaky'] = (_req, res) =>
      ++calls <= 2 ? json(res, 500, { code: 'internal_error', message: 'x' }) : json(res, 200, { listings: [] });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { http } = client();
      let settled = false;
      const result = send(http, 'GET', '/flaky', undefined, { retry: queryRetry(2) }).finally(() => (settled = true));
      let waited = 0;
      while (!settled && waited < 10_000) {
        await new Promise((r) => realSetTimeout(r, 5));
        await jest.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      await expect(result).resolves.toEqual({ listings: [] });
      expect(calls).toBe(3);
      // 1000 ms before the first retry and 2000 ms before the second.
      expect(waited).toBeGreaterThanOrEqual(3000);
      expect(waited).toBeLessThan(4000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry a 404 or a 401', async () => {
    const { http } = client({ refreshSession: jest.fn(async () => null) });
    await failure(send(http, 'GET', '/missing', undefined, { retry: queryRetry(2) }));
    expect(hits['/missing']).toBe(1);
    await failure(send(http, 'GET', '/always-401', undefined, { retry: queryRetry(2) }));
    expect(hits['/always-401']).toBe(1);
  });
});
