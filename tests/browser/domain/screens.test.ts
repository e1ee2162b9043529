import {
  addressShows,
  backTarget,
  callbackTarget,
  entryFromAddress,
  entryScreen,
  gateScreen,
  pathOf,
  placeFromPath,
  SCREENS,
  type Screen,
} from '../../../src/domain/screens';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('entry rules from the address (spec section 2)', () => {
  it('opens onboard-setup for a path containing onboard-setup with a session parameter', () => {
    const entry = entryFromAddress(at('/onboard-setup', '?session=abc'));
    expect(entry).toEqual({ kind: 'onboard', mode: 'token', session: 'abc' });
    expect(entryScreen(entry)).toBe('onboard-setup');
  });

  it('opens onboard-setup in e-mail mode for an email parameter', () => {
    expect(entryFromAddress(at('/app/onboard-setup', '?email=host%40example.com'))).toEqual({
      kind: 'onboard',
      mode: 'email',
      email: 'host@example.com',
    });
  });

  it('does not open onboarding without a session or email parameter', () => {
    expect(entryFromAddress(at('/onboard-setup'))).toEqual({ kind: 'none' });
  });

  it('opens reset-password for /auth/reset-password with a token', () => {
    const entry = entryFromAddress(at('/auth/reset-password', '?token=t1'));
    expect(entry).toEqual({ kind: 'reset', token: 't1' });
    expect(entryScreen(entry)).toBe('reset-password');
  });

  it('opens reset-password with both access_token and refresh_token (query or fragment)', () => {
    expect(entryFromAddress(at('/auth/reset-password', '?access_token=a&refresh_token=r'))).toEqual({
      kind: 'reset',
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(entryFromAddress(at('/auth/reset-password', '', '#access_token=a&refresh_token=r&type=recovery'))).toEqual({
      kind: 'reset',
      accessToken: 'a',
      refreshToken: 'r',
    });
  });

  it('treats the reset path with only one of the two session tokens as having no token', () => {
    expect(entryFromAddress(at('/auth/reset-password', '?access_token=a'))).toEqual({ kind: 'reset-without-token' });
  });

  it('recognises the auth callback path', () => {
    expect(entryFromAddress(at('/auth/callback', '?code=x'))).toEqual({ kind: 'callback' });
  });

  it('starts on welcome for any other address', () => {
    expect(entryScreen(entryFromAddress(at('/')))).toBe('welcome');
    expect(entryScreen(entryFromAddress(at('/something/else')))).toBe('welcome');
  });

  it('sends the callback to the dashboard when signed in, else to login', () => {
    expect(callbackTarget('authenticated')).toBe('dashboard');
    expect(callbackTarget('unauthenticated')).toBe('login');
  });
});

describe('auth gating', () => {
  it.each(['welcome', 'login', 'signup', 'forgot-password'] as Screen[])('sends a signed-in user on %s to the dashboard', (screen) => {
    expect(gateScreen(screen, 'authenticated')).toBe('dashboard');
  });

  it.each(['dashboard', 'url-input', 'loading', 'chat', 'profile', 'listing-detail'] as Screen[])(
    'sends a signed-out user on %s to welcome',
    (screen) => {
      expect(gateScreen(screen, 'unauthenticated')).toBe('welcome');
    },
  );

  it.each(['onboard-setup', 'reset-password'] as Screen[])('leaves %s alone whatever the auth state', (screen) => {
    expect(gateScreen(screen, 'authenticated')).toBe(screen);
    expect(gateScreen(screen, 'unauthenticated')).toBe(screen);
  });

  it('moves nobody while auth is still loading', () => {
    for (const screen of SCREENS) expect(gateScreen(screen, 'loading')).toBe(screen);
  });

  it('lets signed-in users stay on product screens and signed-out users on sign-in screens', () => {
    expect(gateScreen('chat', 'authenticated')).toBe('chat');
    expect(gateScreen('signup', 'unauthenticated')).toBe('signup');
  });
});

describe('back behaviour', () => {
  it.each([
    ['login', 'welcome'],
    ['signup', 'welcome'],
    ['forgot-password', 'welcome'],
    ['reset-password', 'welcome'],
    ['url-input', 'dashboard'],
    ['chat', 'dashboard'],
    ['profile', 'dashboard'],
    ['listing-detail', 'dashboard'],
    ['loading', 'url-input'],
    ['dashboard', 'welcome'],
    ['onboard-setup', 'welcome'],
    ['welcome', 'welcome'],
  ] as [Screen, Screen][])('goes back from %s to %s', (from, to) => {
    expect(backTarget(from)).toBe(to);
  });

  it('goes back from chat to the listing it was opened from', () => {
    expect(backTarget('chat', { chatFromListing: true })).toBe('listing-detail');
  });
});

describe('addresses of the screens (issue 40)', () => {
  const places: [Screen, string | null, string][] = [
    ['welcome', null, '/'],
    ['login', null, '/login'],
    ['signup', null, '/signup'],
    ['forgot-password', null, '/forgot-password'],
    ['dashboard', null, '/dashboard'],
    ['url-input', null, '/listings/new'],
    ['loading', 'l-1', '/listings/l-1/analysis'],
    ['listing-detail', 'l-1', '/listings/l-1'],
    ['chat', 'l-1', '/listings/l-1/chat'],
    ['chat', null, '/chat'],
    ['profile', null, '/profile'],
  ];

  it.each(places)('gives %s (%s) the address %s, and that address opens it again', (screen, listingId, path) => {
    expect(pathOf(screen, listingId)).toBe(path);
    expect(placeFromPath(path)).toEqual({ screen, listingId });
  });

  it('forgives a trailing slash, and knows no other address', () => {
    expect(placeFromPath('/dashboard/')).toEqual({ screen: 'dashboard', listingId: null });
    expect(placeFromPath('/listings/l-1/')).toEqual({ screen: 'listing-detail', listingId: 'l-1' });
    for (const path of ['/nope', '/listings', '/listings/l-1/photos', '/listings/%E0%A4%A', '/dashboard/extra'])
      expect(placeFromPath(path)).toBeNull();
  });

  it('leaves a reset or onboarding link with its token in the address while its screen is open', () => {
    expect(addressShows(at('/auth/reset-password', '?token=t'), { screen: 'reset-password', listingId: null })).toBe(true);
    expect(addressShows(at('/onboard-setup', '?session=s'), { screen: 'onboard-setup', listingId: null })).toBe(true);
    expect(addressShows(at('/dashboard/'), { screen: 'dashboard', listingId: null })).toBe(false);
    expect(addressShows(at('/listings/l-2'), { screen: 'listing-detail', listingId: 'l-1' })).toBe(false);
  });
});
