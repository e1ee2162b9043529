import { randomUUID } from 'node:crypto';
import type { BenchServer } from './protocol';

// What the browser does, over HTTP: sign up through the embedded identity (a real user and a real session row,
// so the live-session check runs as it does in production) and call the product API with the access token.

export interface SignedIn {
  userId: string;
  token: string;
  headers: Record<string, string>;
}

export async function signUp(server: BenchServer, label: string): Promise<SignedIn & { email: string; password: string }> {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench-pass-1';
  const res = await fetch(`${server.base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string; user?: { id: string } };
  if (!res.ok || !body.access_token || !body.user) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(body)}`);
  return { email, password, userId: body.user.id, token: body.access_token, headers: { authorization: `Bearer ${body.access_token}` } };
}

export async function api<T>(
  server: BenchServer,
  user: SignedIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
