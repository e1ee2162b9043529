import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as auth from '../../../src/api/auth';
import * as storage from '../../../src/api/platform/browser-storage';
import * as clock from '../../../src/api/platform/clock';
import { setAccessToken } from '../../../src/api/request/token-cache';
import type { SignInError, SignUpError } from '../../../src/domain/auth-errors';
import { signIn, signInWithGoogle, signUp } from '../../../src/sagas/sign-in.saga';
import { authEventReceived } from '../../../src/store/auth.slice';
import {
  googleSignInFailed,
  googleSignInRequested,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
} from '../../../src/store/auth-forms.slice';
import { rootReducer, type RootState } from '../../../src/app/store';
import { profileRequested } from '../../../src/store/profile.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';

const info = { user: { id: 'u1', email: 'host@example.com' }, accessToken: 'access-1', expiresAt: 1_900_000_000 };
const tokenCache: StaticProvider = [matchers.call.fn(setAccessToken), undefined];

describe('sign-in', () => {
  it.each<[string, string | null, string[], string]>([
    ['a host this browser has seen', null, ['u1'], 'Welcome back!'],
    ['a host whose account is more than a day old, on a new browser', '2025-01-01T00:00:00Z', [], 'Welcome back!'],
    ['a host who has just created their account', '2026-03-01T11:00:00Z', [], 'Welcome!'],
  ])('signs in, adopts the session, greets %s and opens the dashboard', async (_case, createdAt, known, greeting) => {
    const user = { ...info.user, createdAt };
    const { storeState } = await expectSaga(signIn, signInRequested({ email: ' host@example.com ', password: 'secret1' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(auth.signInWithPassword), { ...info, user }],
        tokenCache,
        [matchers.call.fn(storage.readItem), JSON.stringify(known)],
        [matchers.call.fn(storage.writeItem), undefined],
        [matchers.call.fn(clock.now), Date.parse('2026-03-01T12:00:00Z')],
      ])
      .call(auth.signInWithPassword, 'host@example.com', 'secret1')
      .call(setAccessToken, 'access-1')
      .put(authEventReceived({ event: 'SIGNED_IN', user, expiresAt: info.expiresAt }))
      // This browser remembers the host: next time is a return.
      .call(storage.writeItem, 'listing-optimiser.hosts', JSON.stringify(['u1']))
      .put(profileRequested())
      .put(signInSucceeded())
      .put.like({
        action: {
          type: toastShown.type,
          payload: { title: greeting, description: 'You have been successfully signed in.', variant: 'success' },
        },
      })
      .put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }))
      .run();
    expect((storeState as RootState).auth.status).toBe('authenticated');
  });

  it.each<[string, Error, SignInError]>([
    ['wrong credentials', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), { code: 'invalid_credentials' }],
    ['an unconfirmed address', new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), { code: 'email_not_confirmed' }],
    ['another provider message', new AuthApiError('User is banned', 400, 'user_banned'), { code: 'provider', message: 'User is banned' }],
    [
      'too many attempts',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      { code: 'rate_limited', retryAfterSeconds: null },
    ],
    ['an unreachable service', new AuthRetryableFetchError('Failed to fetch', 0), { code: 'unexpected' }],
    ['an exception', new TypeError('undefined is not a function'), { code: 'unexpected' }],
  ])('maps %s', async (_case, error, expected) => {
    const { storeState } = await expectSaga(signIn, signInRequested({ email: 'host@example.com', password: 'secret1' }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(auth.signInWithPassword), throwError(error)]])
      .put(signInFailed(expected))
      .not.put.actionType(navigationRequested.type)
      .not.put.actionType(authEventReceived.type)
      .run();
    expect((storeState as RootState).authForms.signIn).toEqual({ status: 'failed', error: expected });
  });
});

describe('sign-up', () => {
  const request = signUpRequested({ fullName: ' Ada Host ', email: ' ada@example.com ', password: 'Secret12' });

  it('creates the account with the full name as metadata and asks for the confirmation', async () => {
    await expectSaga(signUp, request)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(auth.signUp), { session: null, alreadyRegistered: false }]])
      .call(auth.signUp, { fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12' })
      .put(signUpSucceeded())
      .put.like({
        action: {
          type: toastShown.type,
          payload: {
            title: 'Account created successfully!',
            description: 'Please check your email to confirm your account before signing in.',
          },
        },
      })
      .put(navigationRequested({ screen: 'login' }))
      .not.put.actionType(authEventReceived.type)
      .run();
  });

  it('opens the dashboard at once when the service confirmed the address itself', async () => {
    const { storeState } = await expectSaga(signUp, request)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(auth.signUp), { session: info, alreadyRegistered: false }], tokenCache])
      .put(signUpSucceeded())
      .put(authEventReceived({ event: 'SIGNED_IN', user: info.user, expiresAt: info.expiresAt }))
      .put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }))
      .run();
    expect((storeState as RootState).auth.status).toBe('authenticated');
  });

  it.each<[string, Error, SignUpError]>([
    ['a registered address', new AuthApiError('User already registered', 422, 'user_already_exists'), { code: 'user_exists' }],
    [
      'a short password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      { code: 'weak_password', message: 'Password should be at least 6 characters.' },
    ],
    [
      'another provider message',
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      { code: 'provider', message: 'Signups not allowed for this instance' },
    ],
    ['an exception', new Error('boom'), { code: 'unexpected' }],
  ])('maps %s', async (_case, error, expected) => {
    await expectSaga(signUp, request)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(auth.signUp), throwError(error)]])
      .put(signUpFailed(expected))
      .not.put.actionType(toastShown.type)
      .run();
  });

  it('treats the stand-in user of a registered address as "already registered"', async () => {
    await expectSaga(signUp, request)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(auth.signUp), { session: null, alreadyRegistered: true }]])
      .put(signUpFailed({ code: 'user_exists' }))
      .not.put(signUpSucceeded())
      .run();
  });
});

describe('Google', () => {
  it('hands over to the identity service', async () => {
    const { storeState } = await expectSaga(signInWithGoogle)
      .withReducer(rootReducer, rootReducer(undefined, googleSignInRequested()))
      .provide([[matchers.call.fn(auth.signInWithGoogle), undefined]])
      .call(auth.signInWithGoogle)
      .not.put.actionType(googleSignInFailed.type)
      .run();
    // The browser is leaving for Google: the button stays busy.
    expect((storeState as RootState).authForms.google.status).toBe('pending');
  });

  it('says Google sign-in is not available when the service has no Google provider', async () => {
    await expectSaga(signInWithGoogle)
      .provide([
        [
          matchers.call.fn(auth.signInWithGoogle),
          throwError(new AuthApiError('Unsupported provider: provider is not enabled', 400, 'validation_failed')),
        ],
      ])
      .put(googleSignInFailed({ code: 'google_unavailable' }))
      .run();
  });
});
