import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AxiosInstance } from 'axios';
import { createHttp } from './http';
import { getAccessToken, setAccessToken } from './tokenCache';

// The two outside connections of the browser app: supabase-js for identity and storage, axios for the
// product API. Created once at start-up from the validated configuration.

let supabase: SupabaseClient | null = null;
let http: AxiosInstance | null = null;
let sessionExpiredHandler: () => void = () => undefined;

export function initApi(config: { supabaseUrl: string; supabaseAnonKey: string }): void {
  supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  const client = supabase;
  http = createHttp({
    baseURL: '',
    getAccessToken,
    async refreshSession() {
      const { data, error } = await client.auth.refreshSession();
      const token = error ? null : (data.session?.access_token ?? null);
      setAccessToken(token);
      return token;
    },
    onSessionExpired: () => sessionExpiredHandler(),
  });
}

/** The store registers how a failed refresh reaches the sagas (it dispatches sessionExpired). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function getSupabase(): SupabaseClient {
  if (!supabase) throw new Error('The API is not initialised yet');
  return supabase;
}

export function getHttp(): AxiosInstance {
  if (!http) throw new Error('The API is not initialised yet');
  return http;
}
