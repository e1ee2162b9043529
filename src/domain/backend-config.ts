// Start-up validation of the backend address and public key (spec section 5, last bullet). Pure: the caller
// decides what to do with the verdict.

export type BackendConfigResult =
  | { ok: true; url: string; anonKey: string; derivedFromKey: boolean }
  | { ok: false; error: 'missing-configuration' | 'invalid-address'; detail: string };

const HOSTED_SUFFIX = '.supabase.co';
const HOSTED_ADDRESS = /^https:\/\/[a-z0-9]{20}\.supabase\.co\/?$/;
const HOSTED_HYPHENATED_ADDRESS = /^https:\/\/[a-z0-9]+(?:-[a-z0-9]+)*\.supabase\.co\/?$/;
const LOCAL_ADDRESS = /^http:\/\/(?:localhost|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)):\d{1,5}\/?$/;

function isValidAddress(url: string): boolean {
  return HOSTED_ADDRESS.test(url) || HOSTED_HYPHENATED_ADDRESS.test(url) || LOCAL_ADDRESS.test(url);
}

/** The `ref` claim of a Supabase API key (a JWT), or null for keys that carry none. */
export function projectRefOfKey(key: string): string | null {
  const parts = key.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const claims = JSON.parse(json) as { ref?: unknown };
    return typeof claims.ref === 'string' && claims.ref !== '' ? claims.ref : null;
  } catch {
    return null;
  }
}

function projectRefOfAddress(raw: string): string | null {
  try {
    const { hostname } = new URL(raw);
    return hostname.endsWith(HOSTED_SUFFIX) ? hostname.slice(0, -HOSTED_SUFFIX.length) : null;
  } catch {
    return null;
  }
}

export function validateBackendConfig(input: { url?: string | null; anonKey?: string | null }): BackendConfigResult {
  const url = input.url?.trim() ?? '';
  const anonKey = input.anonKey?.trim() ?? '';
  if (!url || !anonKey) {
    const missing = [!url && 'backend address', !anonKey && 'public key'].filter(Boolean).join(' and ');
    return { ok: false, error: 'missing-configuration', detail: `The ${missing} is not configured.` };
  }
  if (!isValidAddress(url)) {
    return { ok: false, error: 'invalid-address', detail: `The backend address "${url}" is not a valid address.` };
  }
  const keyRef = projectRefOfKey(anonKey);
  if (keyRef && keyRef !== projectRefOfAddress(url)) {
    return { ok: true, url: `https://${keyRef}${HOSTED_SUFFIX}`, anonKey, derivedFromKey: true };
  }
  return { ok: true, url: url.replace(/\/+$/, ''), anonKey, derivedFromKey: false };
}
