import { AuthApiError } from '@supabase/supabase-js';
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as account from '../../../src/api/account';
import * as address from '../../../src/api/platform/address';
import * as auth from '../../../src/api/auth';
import { HttpError } from '../../../src/api/request/request-layer';
import { setAccessToken } from '../../../src/api/request/token-cache';
import type { Entry } from '../../../src/domain/screens';
import { completeOnboarding, prepareOnboarding } from '../../../src/sagas/onboarding.saga';
import { authEventReceived } from '../../../src/store/auth.slice';
import {
  onboardingFailed,
  onboardingPrepared,
  onboardingSubmitted,
  onboardingSucceeded,
  onboardingTokenRejected,
} from '../../../src/store/auth-forms.slice';
import { rootReducer, type RootState } from '../../../src/app/store';
import { entryConsumed, entryResolved, navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/address');
jest.mock('../../../src/api/request/token-cache');

const info = { user: { id: 'u1', email: 'buyer@example.com' }, accessToken: 'access-1', expiresAt: 1_900_000_000 };
const tokenOf = (contents: object) => Buffer.from(JSON.stringify(contents)).toString('base64');
const session = tokenOf({ email: 'buyer@example.com', purchaseId: 'p1' });
const toast = (title: string, description?: string) => ({
  action: { type: toastShown.type, payload: { title, ...(description ? { description } : {}) } },
});

function arrived(entry: Entry): RootState {
  const read = rootReducer(undefined, entryResolved(entry));
  if (entry.kind !== 'onboard') return read;
  return rootReducer(
    read,
    entry.mode === 'email'
      ? onboardingPrepared({ mode: 'email', email: entry.email })
      : onboardingPrepared({ mode: 'token', email: 'buyer@example.com' }),
  );
}

const submitted = (password = 'Abcdefg1', confirmPassword = password) => onboardingSubmitted({ password, confirmPassword });

describe('reading the onboarding link', () => {
  it('takes the e-mail of an e-mail link', async () => {
    await expectSaga(prepareOnboarding, entryResolved({ kind: 'onboard', mode: 'email', email: ' buyer@example.com ' }))
      .put(onboardingPrepared({ mode: 'email', email: 'buyer@example.com' }))
      .run();
  });

  it('decodes the e-mail of a session token', async () => {
    await expectSaga(prepareOnboarding, entryResolved({ kind: 'onboard', mode: 'token', session }))
      .put(onboardingPrepared({ mode: 'token', email: 'buyer@example.com' }))
      .run();
  });

  it('says "Invalid Token" when the token cannot be decoded', async () => {
    await expectSaga(prepareOnboarding, entryResolved({ kind: 'onboard', mode: 'token', session: '%%%' }))
      .put(onboardingTokenRejected())
      .put.like(toast('Invalid Token'))
      .run();
  });

  it('ignores other addresses', async () => {
    await expectSaga(prepareOnboarding, entryResolved({ kind: 'callback' }))
      .not.put.actionType(onboardingPrepared.type)
      .run();
  });
});

describe('creating the account', () => {
  it('sends the session token, signs in with the new password and opens the dashboard', async () => {
    const { storeState } = await expectSaga(completeOnboarding, submitted())
      .withReducer(rootReducer, arrived({ kind: 'onboard', mode: 'token', session }))
      .provide([
        [matchers.call.fn(account.completeOnboard), { message: 'Account created', email: 'buyer@example.com' }],
        [matchers.call.fn(auth.signInWithPassword), info],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(account.completeOnboard, { sessionToken: session, password: 'Abcdefg1' })
      .call(auth.signInWithPassword, 'buyer@example.com', 'Abcdefg1')
      .put(authEventReceived({ event: 'SIGNED_IN', user: info.user, expiresAt: info.expiresAt }))
      .put(onboardingSucceeded())
      .put.like(toast('Account Created!'))
      .call(address.replaceAddress, '/')
      .put(entryConsumed())
      .put(navigationRequested({ screen: 'dashboard', addressWrite: 'replace' }))
      .run();
    expect((storeState as RootState).auth.status).toBe('authenticated');
  });

  it('sends the e-mail of an e-mail link', async () => {
    await expectSaga(completeOnboarding, submitted())
      .withReducer(rootReducer, arrived({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' }))
      .provide([
        [matchers.call.fn(account.completeOnboard), { message: 'ok' }],
        [matchers.call.fn(auth.signInWithPassword), info],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(account.completeOnboard, { email: 'buyer@example.com', password: 'Abcdefg1' })
      .call(auth.signInWithPassword, 'buyer@example.com', 'Abcdefg1')
      .put(onboardingSucceeded())
      .run();
  });

  it('in e-mail mode, sends the host to sign in once the address is confirmed, when the account waits for that', async () => {
    await expectSaga(completeOnboarding, submitted())
      .withReducer(rootReducer, arrived({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' }))
      .provide([
        [
          matchers.call.fn(account.completeOnboard),
          { message: 'Account created. Please check your email and click the confirmation link.' },
        ],
        [matchers.call.fn(auth.signInWithPassword), throwError(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'))],
      ])
      .put(onboardingSucceeded())
      .put.like(toast('Account Created!', 'Please check your email and click the confirmation link.'))
      .call(address.replaceAddress, '/')
      .put(entryConsumed())
      .put(navigationRequested({ screen: 'login', addressWrite: 'replace' }))
      .not.put(onboardingFailed())
      .run();
  });

  it.each<[string, RootState, ReturnType<typeof onboardingSubmitted>, string]>([
    ['the link had neither token nor e-mail', rootReducer(undefined, { type: 'init' }), submitted(), 'Invalid Access'],
    [
      'the token could not be decoded',
      rootReducer(arrived({ kind: 'onboard', mode: 'token', session: 'x' }), onboardingTokenRejected()),
      submitted(),
      'Invalid Token',
    ],
    [
      'the password misses a requirement',
      arrived({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' }),
      submitted('abcdefgh'),
      'Password Requirements',
    ],
    [
      'the confirmation differs',
      arrived({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' }),
      submitted('Abcdefg1', 'Abcdefg2'),
      'Password Mismatch',
    ],
  ])('stops with a toast when %s', async (_case, state, action, title) => {
    await expectSaga(completeOnboarding, action)
      .withReducer(rootReducer, state)
      .put(onboardingFailed())
      .put.like(toast(title))
      .not.call.fn(account.completeOnboard)
      .run();
  });

  it.each<[string, Error, string]>([
    [
      'the server refuses',
      new HttpError('409: This purchase already has an account', { status: 409, serverMessage: 'This purchase already has an account' }),
      'This purchase already has an account',
    ],
    [
      'the server fails',
      new HttpError('500: Internal Server Error', { status: 500, serverMessage: 'Internal Server Error' }),
      'Failed to create account',
    ],
    ['there is no answer', new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }), 'Failed to create account'],
  ])('shows "Account Creation Failed" when %s', async (_case, error, description) => {
    await expectSaga(completeOnboarding, submitted())
      .withReducer(rootReducer, arrived({ kind: 'onboard', mode: 'token', session }))
      .provide([[matchers.call.fn(account.completeOnboard), throwError(error)]])
      .put(onboardingFailed())
      .put.like(toast('Account Creation Failed', description))
      .not.call.fn(auth.signInWithPassword)
      .run();
  });

  it('shows "Sign-in failed: ..." when the account exists but signing in fails', async () => {
    await expectSaga(completeOnboarding, submitted())
      .withReducer(rootReducer, arrived({ kind: 'onboard', mode: 'token', session }))
      .provide([
        [matchers.call.fn(account.completeOnboard), { message: 'ok' }],
        [matchers.call.fn(auth.signInWithPassword), throwError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))],
      ])
      .put(onboardingFailed())
      .put.like(toast('Account Creation Failed', 'Sign-in failed: Invalid login credentials'))
      .not.put.actionType(navigationRequested.type)
      .run();
  });
});
