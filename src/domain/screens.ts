// The screen machine of spec section 2: which screen the address opens, who may see which screen, and where
// Back leads. Screens are in-app states, not routes; only the entry rules read the address.

export const SCREENS = [
  'welcome',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'onboard-setup',
  'dashboard',
  'url-input',
  'loading',
  'listing-detail',
  'chat',
  'profile',
] as const;
export type Screen = (typeof SCREENS)[number];

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

export type Entry =
  | { kind: 'onboard'; mode: 'token'; session: string }
  | { kind: 'onboard'; mode: 'email'; email: string }
  | { kind: 'reset'; token: string }
  | { kind: 'reset'; accessToken: string; refreshToken: string }
  /** The reset path without a token: signed-in users go to the dashboard, others see the invalid-link error. */
  | { kind: 'reset-without-token' }
  | { kind: 'callback' }
  | { kind: 'none' };

function params(address: Address): URLSearchParams {
  const merged = new URLSearchParams(address.search);
  // Supabase's implicit flow puts tokens in the fragment (#access_token=...&refresh_token=...).
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ''));
  for (const [key, value] of fragment) if (!merged.has(key)) merged.set(key, value);
  return merged;
}

export function entryFromAddress(address: Address): Entry {
  const p = params(address);
  if (address.pathname.includes('onboard-setup')) {
    const session = p.get('session');
    if (session) return { kind: 'onboard', mode: 'token', session };
    const email = p.get('email');
    if (email) return { kind: 'onboard', mode: 'email', email };
  }
  if (address.pathname.includes('/auth/reset-password')) {
    const token = p.get('token');
    if (token) return { kind: 'reset', token };
    const accessToken = p.get('access_token');
    const refreshToken = p.get('refresh_token');
    if (accessToken && refreshToken) return { kind: 'reset', accessToken, refreshToken };
    return { kind: 'reset-without-token' };
  }
  if (address.pathname.includes('/auth/callback')) return { kind: 'callback' };
  return { kind: 'none' };
}

/** The first screen for an entry, before auth gating. */
export function entryScreen(entry: Entry): Screen {
  switch (entry.kind) {
    case 'onboard':
      return 'onboard-setup';
    case 'reset':
    case 'reset-without-token':
      return 'reset-password';
    default:
      return 'welcome';
  }
}

const SIGNED_OUT_ONLY: readonly Screen[] = ['welcome', 'login', 'signup', 'forgot-password'];
const SIGNED_IN_ONLY: readonly Screen[] = ['dashboard', 'url-input', 'loading', 'chat', 'profile', 'listing-detail'];

/**
 * Auth gating: signed-in users on the sign-in screens go to the dashboard; signed-out users on product screens
 * go to welcome. Onboarding and reset-password are exempt. Nothing moves while auth is still loading.
 */
export function gateScreen(screen: Screen, auth: AuthStatus): Screen {
  if (auth === 'authenticated' && SIGNED_OUT_ONLY.includes(screen)) return 'dashboard';
  if (auth === 'unauthenticated' && SIGNED_IN_ONLY.includes(screen)) return 'welcome';
  return screen;
}

export function isProtectedScreen(screen: Screen): boolean {
  return SIGNED_IN_ONLY.includes(screen);
}

/** Where the Back control of a screen leads. */
export function backTarget(screen: Screen, options: { chatFromListing?: boolean } = {}): Screen {
  switch (screen) {
    case 'login':
    case 'signup':
    case 'forgot-password':
    case 'reset-password':
      return 'welcome';
    case 'chat':
      return options.chatFromListing ? 'listing-detail' : 'dashboard';
    case 'url-input':
    case 'profile':
    case 'listing-detail':
      return 'dashboard';
    case 'loading':
      return 'url-input';
    default:
      return 'welcome';
  }
}

/** Where the callback path lands once auth has finished loading. */
export function callbackTarget(auth: AuthStatus): Screen {
  return auth === 'authenticated' ? 'dashboard' : 'login';
}
