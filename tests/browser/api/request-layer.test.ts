/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TIMEOUT_MS, send, type HttpDeps, type HttpError } from '../../../src/api/request/request-layer';
import type { SessionVerdict } from '../../../src/api/request/session-verdict';
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
  const deps = {
    baseURL,
    getAccessToken: () => token,
    // The session saga's part: it refreshes, caches the new token, and tells the waiting requests to go again.
    awaitSessionVerdict: jest.fn(async (): Promise<SessionVerdict> => {
      token = 'fresh';
      return 'refreshed';
    }),
    ...overrides,
  };
  const setToken = (next: string | null) => (token = next);
  return { http: createHttp(deps), deps, setToken };
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

  it('on a 401 waits for the session verdict and retries with the refreshed token', async () => {
    const { http, deps } = client();
    await expect(send(http, 'GET', '/needs-fresh-token')).resolves.toEqual({ value: 'in' });
    expect(deps.awaitSessionVerdict).toHaveBeenCalledTimes(1);
    expect(seenAuth).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it("gives up after 2 retries with the max_retries code (words are the sagas')", async () => {
    const { http, deps } = client();
    const err = await failure(send(http, 'GET', '/always-401'));
    expect(err).toMatchObject({ status: 401, code: 'max_retries', serverMessage: '' });
    expect(deps.awaitSessionVerdict).toHaveBeenCalledTimes(2);
    expect(hits['/always-401']).toBe(3);
  });

  it('fails with the session_expired code when the verdict is that the session is over', async () => {
    const { http, deps } = client({ awaitSessionVerdict: jest.fn(async (): Promise<SessionVerdict> => 'expired') });
    const err = await failure(send(http, 'GET', '/always-401'));
    expect(err).toMatchObject({ status: 401, code: 'session_expired', serverMessage: '' });
    expect(deps.awaitSessionVerdict).toHaveBeenCalledTimes(1);
    expect(hits['/always-401']).toBe(1);
  });

  it('retries at once, without asking, a request sent before a refresh that has happened since', async () => {
    const { http, deps, setToken } = client();
    let answer: () => void = () => undefined;
    handlers['/slow-401'] = (req, res) => {
      answer = () => json(res, 401, { code: 'unauthorized', message: 'Sign in' });
    };
    const pending = send(http, 'GET', '/slow-401');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Meanwhile another request's refusal led to a refresh.
    setToken('fresh');
    handlers['/slow-401'] = (req, res) =>
      req.headers.authorization === 'Bearer fresh' ? json(res, 200, { value: 'in' }) : json(res, 401, {});
    answer();
    await expect(pending).resolves.toEqual({ value: 'in' });
    expect(deps.awaitSessionVerdict).not.toHaveBeenCalled();
    expect(seenAuth).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('reports a timeout by its code (per-call timeout)', async () => {
    const { http } = client();
    const err = await failure(send(http, 'GET', '/slow', undefined, { timeout: 50 }));
    expect(err).toMatchObject({ status: null, code: 'timeout', serverMessage: '' });
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
