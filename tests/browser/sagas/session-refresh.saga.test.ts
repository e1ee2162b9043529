/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Action } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import * as session from '../../../src/api/session';
import { createHttp } from '../../../src/api/request/axios-instance';
import { send, type HttpError } from '../../../src/api/request/request-layer';
import { awaitSessionVerdict } from '../../../src/api/request/session-verdict';
import { getAccessToken } from '../../../src/api/request/token-cache';
import { sessionSaga } from '../../../src/sagas/session.saga';
import {
  accessTokenRejected,
  authEventReceived,
  hostRecognised,
  sessionRefreshed,
  sessionRefreshFailed,
  signedOut,
  visitorRecognised,
} from '../../../src/store/auth.slice';
import { profileRequested } from '../../../src/store/profile.slice';
import { toastShown } from '../../../src/store/toasts.slice';
import { sagaStore } from '../../support/browser/saga-store';

// The 401 path of spec section 7, end to end inside the browser app: the real request layer (wired as initApi
// wires it) against a product API on loopback that refuses the old token, and the real session saga with only
// the identity service's answers provided. Two requests are refused at once: one refresh, both sent again.

jest.mock('../../../src/api/session', () => ({
  ...jest.requireActual<typeof import('../../../src/api/session')>('../../../src/api/session'),
  getStoredSession: jest.fn(),
  subscribeToAuthEvents: jest.fn(),
  refreshSession: jest.fn(),
  signOut: jest.fn(),
}));
const identity = jest.mocked(session);

const stored: session.SessionInfo = { user: { id: 'u-1', email: 'host@example.com' }, accessToken: 'old', expiresAt: 1_900_000_000 };
const refreshed: session.SessionInfo = { ...stored, accessToken: 'new', expiresAt: 1_900_003_600 };

let server: Server;
let http: AxiosInstance;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.url} ${req.headers.authorization}`);
    const ok = req.headers.authorization === 'Bearer new';
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { path: req.url } : { code: 'unauthorized', message: 'Sign in again' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = createHttp({ baseURL, getAccessToken, awaitSessionVerdict });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The app after start-up: the stored session restored and announced, so the old token is cached. */
async function signedInApp() {
  seen.length = 0;
  jest.resetAllMocks();
  identity.getStoredSession.mockResolvedValue(stored);
  identity.subscribeToAuthEvents.mockImplementation((listener) => {
    setTimeout(() => listener({ event: 'INITIAL_SESSION', session: stored }), 0);
    return () => undefined;
  });
  identity.signOut.mockResolvedValue(undefined);
  const app = sagaStore(sessionSaga);
  await waitFor(() => app.store.getState().auth.status === 'authenticated');
  expect(getAccessToken()).toBe('old');
  return app;
}

async function waitFor(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 3000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The identity service's answer, held back until the test lets it through. */
function heldRefresh() {
  let release: { resolve: (info: session.SessionInfo) => void; reject: (error: Error) => void } | null = null;
  identity.refreshSession.mockImplementation(() => new Promise((resolve, reject) => (release = { resolve, reject })));
  return () => release!;
}

/** What happened after start-up, in order. */
const since = (actions: Action[], type: string) => actions.slice(actions.findIndex((a) => a.type === type)).map((a) => a.type);

describe('a 401 goes through the session saga', () => {
  it('two requests refused at once: one refresh, both sent again with the new token and answered', async () => {
    const { actions, store } = await signedInApp();
    expect(actions.map((a) => a.type)).toEqual([
      visitorRecognised.type,
      authEventReceived.type,
      hostRecognised.type,
      profileRequested.type,
    ]);
    const refresh = heldRefresh();

    const first = send(http, 'GET', '/api/listings');
    const second = send(http, 'GET', '/api/listing/l-1');
    // Both are refused and wait; the refresh the first one started is still running when the second arrives.
    await waitFor(() => actions.filter((a) => a.type === accessTokenRejected.type).length === 2);
    refresh().resolve(refreshed);

    await expect(first).resolves.toEqual({ path: '/api/listings' });
    await expect(second).resolves.toEqual({ path: '/api/listing/l-1' });
    expect(identity.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen.slice(0, 2).sort()).toEqual(['/api/listing/l-1 Bearer old', '/api/listings Bearer old']);
    expect(seen.slice(2).sort()).toEqual(['/api/listing/l-1 Bearer new', '/api/listings Bearer new']);
    expect(since(actions, accessTokenRejected.type)).toEqual([accessTokenRejected.type, accessTokenRejected.type, sessionRefreshed.type]);
    expect(actions.find((a) => a.type === sessionRefreshed.type)).toEqual(
      sessionRefreshed({ user: refreshed.user, expiresAt: refreshed.expiresAt }),
    );
    expect(getAccessToken()).toBe('new');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', expiresAt: refreshed.expiresAt });
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it('a failed refresh fails both requests as session_expired and signs the user out once, saying why', async () => {
    const { actions, store } = await signedInApp();
    const refresh = heldRefresh();

    const first = send(http, 'GET', '/api/listings').catch((e: unknown) => e as HttpError);
    const second = send(http, 'GET', '/api/auth/user').catch((e: unknown) => e as HttpError);
    await waitFor(() => actions.filter((a) => a.type === accessTokenRejected.type).length === 2);
    refresh().reject(new Error('Invalid Refresh Token: Refresh Token Not Found'));

    expect(await first).toMatchObject({ status: 401, code: 'session_expired' });
    expect(await second).toMatchObject({ status: 401, code: 'session_expired' });
    await waitFor(() => actions.some((a) => a.type === toastShown.type));
    expect(identity.refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(since(actions, accessTokenRejected.type)).toEqual([
      accessTokenRejected.type,
      accessTokenRejected.type,
      sessionRefreshFailed.type,
      signedOut.type,
      toastShown.type,
    ]);
    expect(actions.at(-1)).toMatchObject({
      payload: { title: 'Authentication session expired. Please sign in again.', variant: 'error' },
    });
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null });
  });
});
