import type { AuthEvent } from '../../../src/api/session';

// The auth client (supabase-js, a fifth of the welcome screen's JavaScript) loads when it has something to do:
// at start-up only when an earlier visit stored a session or the address carries a link's tokens; otherwise
// with the first call that needs it. A signed-out first visit is signed out at once without it.

const URL_ = 'http://localhost:8787';
const KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
const stored = { access_token: 'tok', user: { id: 'u1', email: 'host@example.com' }, expires_at: 99 };

type Listener = (event: string, session: typeof stored | null) => void;

function fakeClient() {
  const listeners: Listener[] = [];
  return {
    listeners,
    getSession: jest.fn(async () => ({ data: { session: localStorage.getItem('sb-localhost-auth-token') ? stored : null }, error: null })),
    signInWithPassword: jest.fn(async () => {
      listeners.forEach((l) => l('SIGNED_IN', stored));
      return { data: { session: stored, user: stored.user }, error: null };
    }),
    onAuthStateChange: jest.fn((listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: jest.fn() } } };
    }),
  };
}

let client: ReturnType<typeof fakeClient>;
const createAuth = jest.fn(() => ({ auth: client }));
jest.mock('../../../src/api/request/auth-client', () => ({ createAuth: () => createAuth() }));

async function freshApi(address: string) {
  window.history.replaceState(null, '', address);
  jest.resetModules();
  const api = await import('../../../src/api/request/supabase-client');
  api.initApi({ supabaseUrl: URL_, supabaseAnonKey: KEY });
  return { session: await import('../../../src/api/session'), auth: await import('../../../src/api/auth') };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  client = fakeClient();
  createAuth.mockClear();
  localStorage.clear();
});

it('signs a first visitor out at once without loading the auth client, and loads it with the sign-in', async () => {
  const { session, auth } = await freshApi('/');
  const events: AuthEvent[] = [];
  session.subscribeToAuthEvents((e) => events.push(e));
  expect(await session.getStoredSession()).toBeNull();
  await flush();
  expect(events).toEqual([{ event: 'INITIAL_SESSION', session: null }]);
  expect(createAuth).not.toHaveBeenCalled();

  const info = await auth.signInWithPassword('host@example.com', 'secret1');
  await flush();
  expect(info.user.id).toBe('u1');
  expect(createAuth).toHaveBeenCalledTimes(1);
  // The events follow from then on.
  client.listeners.forEach((l) => l('SIGNED_OUT', null));
  expect(events.at(-1)).toEqual({ event: 'SIGNED_OUT', session: null });
});

it('loads it at start-up when an earlier visit stored a session, and restores it', async () => {
  localStorage.setItem('sb-localhost-auth-token', JSON.stringify(stored));
  const { session } = await freshApi('/');
  expect(await session.getStoredSession()).toEqual({ user: { id: 'u1', email: 'host@example.com' }, accessToken: 'tok', expiresAt: 99 });
  expect(createAuth).toHaveBeenCalledTimes(1);
});

it('loads it at start-up for a link that carries tokens in the address', async () => {
  const { session } = await freshApi('/auth/callback#access_token=abc&refresh_token=def');
  session.subscribeToAuthEvents(() => undefined);
  await flush();
  expect(createAuth).toHaveBeenCalledTimes(1);
  expect(client.onAuthStateChange).toHaveBeenCalledTimes(1);
});
