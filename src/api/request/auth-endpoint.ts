// Where the identity service is and where supabase-js keeps its session: plain strings, so the app can tell
// whether there is a session to restore without loading the auth client.

export const baseOf = (url: string) => new URL(url.endsWith('/') ? url : `${url}/`);

/** supabase-js's own storage key for a project URL (createClient() derives it the same way). */
export const authStorageKey = (url: string) => `sb-${baseOf(url).hostname.split('.')[0]}-auth-token`;
