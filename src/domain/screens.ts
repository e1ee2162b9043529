import { appPaths, matchAppPath } from '../../contract/app-paths';

// The screen machine of spec section 2: which screen the address opens, who may see which screen, and where
// Back leads. Screens are in-app states (the store holds them); each has an address (issue 40) that follows the
// state, so Back, Forward, a reload and a bookmark work (src/sagas/address.saga.ts).

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

/** A screen and the listing it is about: what an address names, and what the address is written from. */
export interface Place {
  screen: Screen;
  listingId: string | null;
}

/** The screen an address names (before auth gating), or null when the app has no such address. */
export function placeFromPath(pathname: string): Place | null {
  const route = matchAppPath(pathname);
  if (!route) return null;
  switch (route.name) {
    case 'listing':
      return { screen: 'listing-detail', listingId: route.listingId };
    case 'listing-chat':
      return { screen: 'chat', listingId: route.listingId };
    case 'listing-analysis':
      return { screen: 'loading', listingId: route.listingId };
    case 'new-listing':
      return { screen: 'url-input', listingId: null };
    case 'chat':
      return { screen: 'chat', listingId: null };
    case 'onboarding':
      return { screen: 'onboard-setup', listingId: null };
    case 'callback':
      return { screen: 'welcome', listingId: null };
    default:
      return { screen: route.name, listingId: null };
  }
}

/** The address of a screen. A screen about a listing without one has the address of where it would be chosen. */
export function pathOf(screen: Screen, listingId: string | null): string {
  switch (screen) {
    case 'welcome':
      return appPaths.welcome;
    case 'login':
      return appPaths.login;
    case 'signup':
      return appPaths.signup;
    case 'forgot-password':
      return appPaths.forgotPassword;
    case 'reset-password':
      return appPaths.resetPassword;
    case 'onboard-setup':
      return appPaths.onboarding;
    case 'dashboard':
      return appPaths.dashboard;
    case 'url-input':
      return appPaths.newListing;
    case 'loading':
      return listingId ? appPaths.listingAnalysis(listingId) : appPaths.newListing;
    case 'listing-detail':
      return listingId ? appPaths.listing(listingId) : appPaths.dashboard;
    case 'chat':
      return listingId ? appPaths.listingChat(listingId) : appPaths.chat;
    case 'profile':
      return appPaths.profile;
  }
}

/**
 * Whether the address already shows this screen. The reset and onboarding links are recognised as their entry
 * rules recognise them, so the token they carry stays in the address while their screen is open.
 */
export function addressShows(address: Address, place: Place): boolean {
  if (place.screen === 'reset-password' && address.pathname.includes('/auth/reset-password')) return true;
  if (place.screen === 'onboard-setup' && address.pathname.includes('onboard-setup')) return true;
  return address.pathname === pathOf(place.screen, place.listingId);
}
