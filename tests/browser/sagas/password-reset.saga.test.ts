import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { all, call, takeEvery } from 'redux-saga/effects';
import * as account from '../../../src/api/account';
import * as address from '../../../src/api/platform/address';
import * as auth from '../../../src/api/auth';
import { HttpError } from '../../../src/api/request/request-layer';
import { setAccessToken } from '../../../src/api/request/token-cache';
import type { ForgotError, ResetError, ResetLinkError } from '../../../src/domain/auth-errors';
import type { Entry } from '../../../src/domain/screens';
import { sleep } from '../../../src/sagas/effects';
import { checkResetLink, passwordResetSaga, requestResetEmail, submitNewPassword } from '../../../src/sagas/password-reset.saga';
import { authEventReceived } from '../../../src/store/auth.slice';
import {
  newPasswordSubmitted,
  passwordUpdated,
  passwordUpdateFailed,
  resetEmailFailed,
  resetEmailRequested,
  resetEmailSent,
  resetLinkChecking,
  resetLinkRejected,
  resetLinkValidated,
} from '../../../src/store/auth-forms.slice';
import { rootReducer, type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { entryConsumed, entryResolved, navigationRequested } from '../../../src/store/screen.slice';
import { toastShown } from '../../../src/store/toasts.slice';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/address');
jest.mock('../../../src/api/request/token-cache');

const info = { user: { id: 'u1', email: 'host@example.com' }, accessToken: 'access-1', expiresAt: 1_900_000_000 };
const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
const refused = (status: number, message: string) => new HttpError(`${status}: ${message}`, { status, serverMessage: message });

/** State after the reset link was read and checked. */
function withLink(entry: Entry, email: string | null = 'host@example.com'): RootState {
  const read = rootReducer(undefined, entryResolved(entry));
  return rootReducer(read, resetLinkValidated({ email }));
}

describe('forgot password', () => {
  it('sends the instructions and confirms', async () => {
    const { storeState } = await expectSaga(requestResetEmail, resetEmailRequested({ email: ' host@example.com ' }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(account.requestPasswordReset), { message: 'sent' }]])
      .call(account.requestPasswordReset, 'host@example.com')
      .put(resetEmailSent({ email: 'host@example.com' }))
      .put.like({ action: { type: toastShown.type, payload: { title: 'Reset email sent!', variant: 'success' } } })
      .run();
    expect((storeState as RootState).authForms.forgot).toMatchObject({ status: 'succeeded', sentTo: 'host@example.com' });
  });

  it.each<[string, Error, ForgotError]>([
    [
      'the "For security purposes" limit',
      new HttpError('429: ...', { status: 429, serverMessage: 'For security purposes, you can only request this after 30 seconds.' }),
      { code: 'rate_limited' },
    ],
    ['a refusal with its own words', refused(400, 'Invalid email'), { code: 'server', message: 'Invalid email' }],
    ['a server failure', refused(500, 'Internal Server Error'), { code: 'failed' }],
    ['no answer', networkError(), { code: 'failed' }],
  ])('maps %s', async (_case, error, expected) => {
    await expectSaga(requestResetEmail, resetEmailRequested({ email: 'host@example.com' }))
      .provide([[matchers.call.fn(account.requestPasswordReset), throwError(error)]])
      .put(resetEmailFailed(expected))
      .not.put.actionType(toastShown.type)
      .run();
  });
});

describe('checking the reset link on load', () => {
  it('validates an e-mailed token and keeps the e-mail it belongs to', async () => {
    await expectSaga(checkResetLink, entryResolved({ kind: 'reset', token: 'tok-1' }))
      .provide([[matchers.call.fn(account.validateResetToken), { email: 'host@example.com' }]])
      .put(resetLinkChecking())
      .call(account.validateResetToken, 'tok-1')
      .put(resetLinkValidated({ email: 'host@example.com' }))
      .run();
  });

  it('adopts the session of a recovery link', async () => {
    const { storeState } = await expectSaga(checkResetLink, entryResolved({ kind: 'reset', accessToken: 'acc', refreshToken: 'ref' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(auth.setSession), info],
        [matchers.call.fn(setAccessToken), undefined],
      ])
      .call(auth.setSession, 'acc', 'ref')
      .put(authEventReceived({ event: 'SIGNED_IN', user: info.user, expiresAt: info.expiresAt }))
      .put(resetLinkValidated({ email: 'host@example.com' }))
      .run();
    expect((storeState as RootState).authForms.reset.link).toBe('valid');
  });

  it('says the token is missing when the path has none', async () => {
    await expectSaga(checkResetLink, entryResolved({ kind: 'reset-without-token' }))
      .put(resetLinkRejected({ code: 'token_missing' }))
      .run();
  });

  it('does nothing for other addresses', async () => {
    await expectSaga(checkResetLink, entryResolved({ kind: 'none' }))
      .not.put.actionType(resetLinkChecking.type)
      .not.call.fn(account.validateResetToken)
      .run();
  });

  it.each<[string, Entry, Error, ResetLinkError]>([
    [
      'a refused token',
      { kind: 'reset', token: 't' },
      refused(400, 'This reset link has expired.'),
      { code: 'server', message: 'This reset link has expired.' },
    ],
    ['a failed validation call', { kind: 'reset', token: 't' }, networkError(), { code: 'validation_failed' }],
    ['a server failure', { kind: 'reset', token: 't' }, refused(502, 'Bad Gateway'), { code: 'validation_failed' }],
    [
      'a refused recovery session',
      { kind: 'reset', accessToken: 'a', refreshToken: 'r' },
      new AuthApiError('Invalid Refresh Token: Already Used', 400, 'refresh_token_already_used'),
      { code: 'link_invalid' },
    ],
  ])('rejects %s', async (_case, entry, error, expected) => {
    await expectSaga(checkResetLink, entryResolved(entry))
      .provide([
        [matchers.call.fn(account.validateResetToken), throwError(error)],
        [matchers.call.fn(auth.setSession), throwError(error)],
      ])
      .put(resetLinkRejected(expected))
      .run();
  });
});

describe('setting the new password', () => {
  const delayed: StaticProvider = [matchers.call.fn(sleep), true];

  it('resets by token, signs in with the new password, waits 2 seconds, then opens the dashboard', async () => {
    const { storeState } = await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, withLink({ kind: 'reset', token: 'tok-1' }))
      .provide([
        [matchers.call.fn(account.resetPassword), { message: 'Password updated', email: 'host@example.com' }],
        [matchers.call.fn(auth.signInWithPassword), info],
        [matchers.call.fn(setAccessToken), undefined],
        delayed,
      ])
      .call(account.resetPassword, 'tok-1', 'n3w-Secret')
      .call(auth.signInWithPassword, 'host@example.com', 'n3w-Secret')
      .put(passwordUpdated())
      .put.like({ action: { type: toastShown.type, payload: { title: 'Password updated!', variant: 'success' } } })
      .call(sleep, 2000)
      .call(address.replaceAddress, '/')
      .put(entryConsumed())
      .put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }))
      .run();
    const state = storeState as RootState;
    expect(state.auth.status).toBe('authenticated');
    expect(state.screen.entry).toEqual({ kind: 'none' });
  });

  it('signs in with the e-mail from the link check when the reset answer has none', async () => {
    await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, withLink({ kind: 'reset', token: 'tok-1' }, 'checked@example.com'))
      .provide([
        [matchers.call.fn(account.resetPassword), { message: 'ok' }],
        [matchers.call.fn(auth.signInWithPassword), info],
        [matchers.call.fn(setAccessToken), undefined],
        delayed,
      ])
      .call(auth.signInWithPassword, 'checked@example.com', 'n3w-Secret')
      .run();
  });

  it('still reports success, then opens the sign-in screen, when signing in afterwards fails', async () => {
    await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, withLink({ kind: 'reset', token: 'tok-1' }))
      .provide([
        [matchers.call.fn(account.resetPassword), { message: 'ok', email: 'host@example.com' }],
        [matchers.call.fn(auth.signInWithPassword), throwError(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'))],
        delayed,
      ])
      .put(passwordUpdated())
      .put(navigationRequested({ screen: 'login', landing: false, addressWrite: 'replace' }))
      .run();
  });

  it('updates the password of a recovery session through the identity service', async () => {
    await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, withLink({ kind: 'reset', accessToken: 'a', refreshToken: 'r' }))
      .provide([[matchers.call.fn(auth.updatePassword), undefined], delayed])
      .call(auth.updatePassword, 'n3w-Secret')
      .not.call.fn(account.resetPassword)
      .put(passwordUpdated())
      .put(navigationRequested({ screen: 'dashboard', landing: true, addressWrite: 'replace' }))
      .run();
  });

  it.each<[string, Entry, Error, ResetError]>([
    ['a message about the session', { kind: 'reset', token: 't' }, refused(400, 'Reset session not found'), { code: 'session_expired' }],
    [
      'a missing recovery session',
      { kind: 'reset', accessToken: 'a', refreshToken: 'r' },
      new AuthSessionMissingError(),
      { code: 'session_expired' },
    ],
    [
      'a refusal with its own words',
      { kind: 'reset', token: 't' },
      refused(400, 'Password is too weak'),
      { code: 'server', message: 'Password is too weak' },
    ],
    [
      'a provider refusal',
      { kind: 'reset', accessToken: 'a', refreshToken: 'r' },
      new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      { code: 'server', message: 'New password should be different from the old password.' },
    ],
    ['no answer', { kind: 'reset', token: 't' }, networkError(), { code: 'failed' }],
  ])('maps %s', async (_case, entry, error, expected) => {
    await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, withLink(entry))
      .provide([
        [matchers.call.fn(account.resetPassword), throwError(error)],
        [matchers.call.fn(auth.updatePassword), throwError(error)],
      ])
      .put(passwordUpdateFailed(expected))
      .not.put(passwordUpdated())
      .not.call.fn(sleep)
      .run();
  });

  it('refuses to submit without a checked link', async () => {
    await expectSaga(submitNewPassword, newPasswordSubmitted({ password: 'n3w-Secret' }))
      .withReducer(rootReducer, rootReducer(undefined, entryResolved({ kind: 'reset-without-token' })))
      .put(passwordUpdateFailed({ code: 'session_expired' }))
      .not.call.fn(account.resetPassword)
      .run();
  });
});

describe('the 2-second "Password updated" screen', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows for 2000 ms before the dashboard opens', async () => {
    jest.mocked(account.validateResetToken).mockResolvedValue({ email: 'host@example.com' });
    jest.mocked(account.resetPassword).mockResolvedValue({ message: 'ok', email: 'host@example.com' });
    jest.mocked(auth.signInWithPassword).mockResolvedValue(info);
    const navigations: unknown[] = [];
    const store = makeTestStore({
      saga: function* () {
        yield all([
          takeEvery(navigationRequested.type, (a: ReturnType<typeof navigationRequested>) => void navigations.push(a.payload)),
          call(passwordResetSaga),
        ]);
      },
    });
    store.dispatch(entryResolved({ kind: 'reset', token: 'tok-1' }));
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(newPasswordSubmitted({ password: 'n3w-Secret' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().authForms.reset.status).toBe('succeeded');

    await jest.advanceTimersByTimeAsync(1999);
    expect(navigations).toEqual([]);
    expect(address.replaceAddress).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual([{ screen: 'dashboard', landing: true, addressWrite: 'replace' }]);
    expect(address.replaceAddress).toHaveBeenCalledWith('/');
  });
});
