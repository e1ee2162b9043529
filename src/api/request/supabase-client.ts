import type { GoTrueClient } from '@supabase/supabase-js';
import type { StorageClient } from '@supabase/storage-js';
import type { AxiosInstance } from 'axios';
import { readItem } from '../platform/browser-storage';
import { readAddress } from '../platform/address';
import { authStorageKey, baseOf } from './auth-endpoint';
import type { HttpDeps } from './request-layer';
import { awaitSessionVerdict } from './session-verdict';
import { getAccessToken } from './token-cache';

// The two outside connections of the browser app: supabase-js's auth client for identity, axios for the
// product API. Both load with their first use (./auth-client.ts, ./axios-instance.ts): a signed-out first visit
// has no session to restore and shows the welcome screen without the auth client, which comes with the first
// sign-in, sign-up or link that needs it.

let auth: Promise<GoTrueClient> | null = null;
let authLoaded: (client: GoTrueClient) => void = () => undefined;
let whenAuthLoaded: Promise<GoTrueClient> = new Promise(() => undefined);
let endpoint: { url: string; anonKey: string } | null = null;
let storage: Promise<StorageClient> | null = null;
let httpDeps: HttpDeps | null = null;
let http: Promise<AxiosInstance> | null = null;

export function initApi(config: { supabaseUrl: string; supabaseAnonKey: string }): void {
  auth = null;
  whenAuthLoaded = new Promise((resolve) => (authLoaded = resolve));
  http = null;
  storage = null;
  endpoint = { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
  // A refused token waits for the session saga (./session-verdict.ts), which alone refreshes and signs out.
  httpDeps = { baseURL: '', getAccessToken, awaitSessionVerdict };
}

/** supabase-js's auth client, loaded (with supabase-js) by its first use. */
export function getAuth(): Promise<GoTrueClient> {
  const config = endpoint;
  if (!config) throw new Error('The API is not initialised yet');
  auth ??= import('./auth-client').then(({ createAuth }) => {
    const client = createAuth(config.url, config.anonKey).auth;
    authLoaded(client);
    return client;
  });
  return auth;
}

/** Resolves with the auth client once something loaded it (never, on a visit that needs none). */
export function authClientLoaded(): Promise<GoTrueClient> {
  return whenAuthLoaded;
}

/**
 * Whether the auth client has anything to do at start-up: a session stored by an earlier visit, or an address
 * with a query or fragment (sign-in callbacks, recovery and onboarding links carry their tokens there).
 */
export function authNeededAtStart(): boolean {
  if (auth) return true;
  if (!endpoint) throw new Error('The API is not initialised yet');
  const { search, hash } = readAddress();
  return readItem(authStorageKey(endpoint.url)) !== null || search.length > 1 || hash.length > 1;
}

/** The product API's axios instance, loaded (with axios) by the first product call. */
export function getHttp(): Promise<AxiosInstance> {
  const deps = httpDeps;
  if (!deps) throw new Error('The API is not initialised yet');
  http ??= import('./axios-instance').then(({ createHttp }) => createHttp(deps));
  return http;
}

/**
 * The storage service's client as createClient() builds it (same endpoint; every request carries the anon key
 * and the signed-in user's access token), loaded by the first avatar upload.
 */
export function getStorage(): Promise<StorageClient> {
  const config = endpoint;
  if (!config) throw new Error('The API is not initialised yet');
  storage ??= import('@supabase/storage-js').then(({ StorageClient }) => {
    const base = baseOf(config.url);
    const authorisedFetch: typeof fetch = async (input, init) => {
      const { data } = await (await getAuth()).getSession();
      const headers = new Headers(init?.headers);
      headers.set('apikey', config.anonKey);
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? config.anonKey}`);
      return fetch(input, { ...init, headers });
    };
    return new StorageClient(new URL('storage/v1', base).href, {}, authorisedFetch);
  });
  return storage;
}

/** The identity service's public settings (GET /auth/v1/settings): which sign-in providers are on. */
export async function fetchAuthSettings(): Promise<{ external?: Record<string, boolean> }> {
  if (!endpoint) throw new Error('The API is not initialised yet');
  const response = await fetch(new URL('auth/v1/settings', baseOf(endpoint.url)).href, { headers: { apikey: endpoint.anonKey } });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as { external?: Record<string, boolean> };
}
