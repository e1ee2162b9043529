import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { BenchServer } from './protocol';

// What the browser does, over HTTP: sign up through the embedded identity (a real user and a real session row,
// so the live-session check runs as it does in production) and call the product API with the access token.
// Requests go through node:http on kept-alive connections, not fetch: undici's fetch cost the bench process
// about 2.7 ms of CPU per request, which the end-to-end case's polls took from the analysis it times (the
// in-process baseline polls nothing).

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; the answer's status and text. */
export function request(
  server: BenchServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.base}${path}`,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface SignedIn {
  userId: string;
  token: string;
  headers: Record<string, string>;
}

export async function signUp(server: BenchServer, label: string): Promise<SignedIn & { email: string; password: string }> {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench-pass-1';
  const res = await request(
    server,
    'POST',
    '/auth/v1/signup',
    { apikey: server.anonKey, 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  const body = JSON.parse(res.text) as { access_token?: string; user?: { id: string } };
  if (res.status !== 200 || !body.access_token || !body.user) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
  return { email, password, userId: body.user.id, token: body.access_token, headers: { authorization: `Bearer ${body.access_token}` } };
}

export async function api<T>(
  server: BenchServer,
  user: SignedIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await request(
    server,
    method,
    path,
    { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body === undefined ? undefined : JSON.stringify(body),
  );
  return { status: res.status, body: (res.text ? JSON.parse(res.text) : null) as T };
}
