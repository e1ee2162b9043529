import type { RuntimeConfig } from '../../../contract/wire';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** What the server put in /config.js; Vite's env is the fallback for `npm run dev` against another backend. */
export function readRuntimeConfig(): Partial<RuntimeConfig> {
  const fromServer = typeof window !== 'undefined' ? (window.__APP_CONFIG__ ?? {}) : {};
  const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
  return {
    ...fromServer,
    supabaseUrl: fromServer.supabaseUrl ?? env.VITE_SUPABASE_URL,
    supabaseAnonKey: fromServer.supabaseAnonKey ?? env.VITE_SUPABASE_ANON_KEY,
  };
}
