import { AuthClient, type GoTrueClient } from '@supabase/supabase-js';
import { authStorageKey, baseOf } from './auth-endpoint';
import { fetchNotingRetryAfter } from './retry-after';

/** The part of a Supabase client the app uses. */
export interface SupabaseAuth {
  auth: GoTrueClient;
}

/**
 * The auth client exactly as createClient() makes it (same endpoint, headers, storage key and options),
 * without the realtime, database, storage and functions clients createClient() also builds and the app never
 * uses: they were an eighth of the JavaScript every screen loads.
 */
export function createAuth(supabaseUrl: string, anonKey: string): SupabaseAuth {
  return {
    auth: new AuthClient({
      url: new URL('auth/v1', baseOf(supabaseUrl)).href,
      headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
      storageKey: authStorageKey(supabaseUrl),
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      hasCustomAuthorizationHeader: false,
      fetch: fetchNotingRetryAfter,
    }),
  };
}
