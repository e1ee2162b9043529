import { AuthClient, type GoTrueClient } from '@supabase/supabase-js';
import type { StorageClient } from '@supabase/storage-js';
import type { AxiosInstance } from 'axios';
import type { HttpDeps } from './request-layer';
import { awaitSessionVerdict } from './session-verdict';
import { fetchNotingRetryAfter } from './retry-after';
import { getAccessToken } from './token-cache';

// The two outside connections of the browser app: supabase-js's auth client for identity, axios for the
// product API. Created once at start-up from the validated configuration.

/** The part of a Supabase client the app uses. */
export interface SupabaseAuth {
  auth: GoTrueClient;
}

/**
 * The auth client exactly as createClient() makes it (same endpoint, headers, storage key and options),
 * without the realtime, database, storage and functions clients createClient() also builds and the app never
 * uses: they were an eighth of the JavaScript every screen loads.
 */
const baseOf = (url: string) => new URL(url.endsWith('/') ? url : `${url}/`);

export function createAuth(supabaseUrl: string, anonKey: string): SupabaseAuth {
  const base = baseOf(supabaseUrl);
  return {
    auth: new AuthClient({
      url: new URL('auth/v1', base).href,
      headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
      storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      hasCustomAuthorizationHeader: false,
      fetch: fetchNotingRetryAfter,
    }),
  };
}

let supabase: SupabaseAuth | null = null;
let endpoint: { url: string; anonKey: string } | null = null;
let storage: Promise<StorageClient> | null = null;
let httpDeps: HttpDeps | null = null;
let http: Promise<AxiosInstance> | null = null;

export function initApi(config: { supabaseUrl: string; supabaseAnonKey: string }): void {
  supabase = createAuth(config.supabaseUrl, config.supabaseAnonKey);
  http = null;
  storage = null;
  endpoint = { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
  // A refused token waits for the session saga (./session-verdict.ts), which alone refreshes and signs out.
  httpDeps = { baseURL: '', getAccessToken, awaitSessionVerdict };
}

export function getSupabase(): SupabaseAuth {
  if (!supabase) throw new Error('The API is not initialised yet');
  return supabase;
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
  const auth = supabase?.auth;
  if (!config || !auth) throw new Error('The API is not initialised yet');
  storage ??= import('@supabase/storage-js').then(({ StorageClient }) => {
    const base = baseOf(config.url);
    const authorisedFetch: typeof fetch = async (input, init) => {
      const { data } = await auth.getSession();
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
