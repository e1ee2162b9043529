// The addresses of the browser app (issue 40): every screen has one, so Back, Forward, a reload and a bookmark
// work as on any web page. The browser maps them to its screens (src/domain/screens.ts); the server answers the
// app's page for them and 404 for every other path (server/web/web.routes.ts). The reset, onboarding and
// callback paths are those the e-mails and the identity service link to.

export type AppRoute =
  | {
      name:
        | 'welcome'
        | 'login'
        | 'signup'
        | 'forgot-password'
        | 'dashboard'
        | 'new-listing'
        | 'chat'
        | 'profile'
        | 'reset-password'
        | 'onboarding'
        | 'callback';
    }
  | { name: 'listing' | 'listing-chat' | 'listing-analysis'; listingId: string };

const FIXED: Record<string, AppRoute['name']> = {
  '/': 'welcome',
  '/login': 'login',
  '/signup': 'signup',
  '/forgot-password': 'forgot-password',
  '/dashboard': 'dashboard',
  '/listings/new': 'new-listing',
  '/chat': 'chat',
  '/profile': 'profile',
  '/auth/reset-password': 'reset-password',
  '/onboard-setup': 'onboarding',
  '/auth/callback': 'callback',
};

export const appPaths = {
  welcome: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  newListing: '/listings/new',
  chat: '/chat',
  profile: '/profile',
  resetPassword: '/auth/reset-password',
  onboarding: '/onboard-setup',
  callback: '/auth/callback',
  listing: (id: string) => `/listings/${encodeURIComponent(id)}`,
  listingChat: (id: string) => `/listings/${encodeURIComponent(id)}/chat`,
  listingAnalysis: (id: string) => `/listings/${encodeURIComponent(id)}/analysis`,
} as const;

function decoded(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    return id.trim() ? id : null;
  } catch {
    return null;
  }
}

/** The app's route at a path (its query and fragment left off), or null when the app has no such address. */
export function matchAppPath(pathname: string): AppRoute | null {
  // One trailing slash is forgiven (/dashboard/), as a typed or pasted address often has one.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return { name: fixed } as AppRoute;
  const listing = /^\/listings\/([^/]+)(?:\/(chat|analysis))?$/.exec(path);
  if (!listing) return null;
  const listingId = decoded(listing[1]!);
  if (listingId === null) return null;
  const name = listing[2] === 'chat' ? 'listing-chat' : listing[2] === 'analysis' ? 'listing-analysis' : 'listing';
  return { name, listingId };
}
