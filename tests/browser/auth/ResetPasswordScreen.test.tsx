import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import * as account from '../../../src/api/account';
import * as auth from '../../../src/api/auth';
import { HttpError } from '../../../src/api/request/request-layer';
import type { Entry } from '../../../src/domain/screens';
import { passwordResetSaga } from '../../../src/sagas/password-reset.saga';
import ResetPasswordScreen from '../../../src/screens/reset-password/ResetPasswordScreen';
import { newPasswordSubmitted } from '../../../src/store/auth-forms.slice';
import { entryResolved, navigationRequested } from '../../../src/store/screen.slice';
import { renderWithStore, sessionFor } from '../../support/browser/auth-harness';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/address');
jest.mock('../../../src/api/request/token-cache');
// The two-second pause after success is the saga tests' concern; here it passes at once.
jest.mock('../../../src/sagas/effects', () => {
  const { call } = jest.requireActual('redux-saga/effects');
  const sleep = () => Promise.resolve(true);
  return { sleep, delay: (ms: number) => call(sleep, ms) };
});

const validate = jest.mocked(account.validateResetToken);
const reset = jest.mocked(account.resetPassword);
const signIn = jest.mocked(auth.signInWithPassword);
const setSession = jest.mocked(auth.setSession);
const updatePassword = jest.mocked(auth.updatePassword);

beforeEach(() => jest.resetAllMocks());

function open(entry: Entry) {
  const harness = renderWithStore(<ResetPasswordScreen />, { sagas: [passwordResetSaga] });
  // What the navigation saga does at start-up when the address is a reset link.
  act(() => {
    harness.store.dispatch(entryResolved(entry));
  });
  return harness;
}

const newPassword = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Update password' });

async function validLink() {
  validate.mockResolvedValue({ email: 'host@example.com' });
  const harness = open({ kind: 'reset', token: 'tok-1' });
  expect(await screen.findByText('For host@example.com')).toBeInTheDocument();
  return harness;
}

describe('Reset-password screen', () => {
  it('checks the link on load, with the form disabled meanwhile', async () => {
    validate.mockImplementation(() => new Promise(() => undefined));
    open({ kind: 'reset', token: 'tok-1' });
    expect(await screen.findByText('Checking your reset link...')).toBeInTheDocument();
    expect(validate).toHaveBeenCalledWith('tok-1');
    expect(newPassword()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('shows the password hints', async () => {
    await validLink();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('A mix of letters, numbers and symbols')).toBeInTheDocument();
    expect(screen.getByText('Avoid common words')).toBeInTheDocument();
  });

  it('requires the password and its confirmation', async () => {
    const { user } = await validLink();
    await user.click(submit());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('checks the length limits and that both entries match', async () => {
    const { user } = await validLink();
    await user.type(newPassword(), 'abc');
    await user.type(confirm(), 'abd');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(newPassword());
    await user.click(newPassword());
    await user.paste('x'.repeat(73));
    await user.click(submit());
    expect(await screen.findByText('Password must be 72 characters or less')).toBeInTheDocument();
  });

  it.each([
    [
      'a refused token, with the server words',
      () =>
        Promise.reject(
          new HttpError('400: This reset link has expired.', {
            status: 400,
            code: 'invalid_token',
            serverMessage: 'This reset link has expired.',
          }),
        ),
      'This reset link has expired.',
    ],
    [
      'a failed validation call',
      () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() })),
      'Failed to validate reset link. Please try again.',
    ],
    [
      'a server failure',
      () => Promise.reject(new HttpError('500: Internal Server Error', { status: 500, serverMessage: 'Internal Server Error' })),
      'Failed to validate reset link. Please try again.',
    ],
  ])('disables the form and explains %s', async (_case, answer, text) => {
    validate.mockImplementation(answer);
    const { user, dispatched } = open({ kind: 'reset', token: 'tok-1' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(newPassword()).toBeDisabled();
    expect(confirm()).toBeDisabled();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(dispatched(navigationRequested.type)).toEqual([navigationRequested({ screen: 'forgot-password' })]);
  });

  it('says the token is missing when the link has none', async () => {
    open({ kind: 'reset-without-token' });
    expect(await screen.findByText('Reset token is missing. Please request a new password reset.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('calls a recovery session the identity service refuses an invalid or expired link', async () => {
    setSession.mockRejectedValue(new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'));
    open({ kind: 'reset', accessToken: 'a', refreshToken: 'r' });
    expect(await screen.findByText('Invalid or expired reset link. Please request a new password reset.')).toBeInTheDocument();
  });

  it('updates the password, signs in with it and shows "Password updated"', async () => {
    reset.mockResolvedValue({ message: 'Password updated', email: 'host@example.com' });
    signIn.mockResolvedValue(sessionFor('host@example.com'));
    const { user, dispatched, store } = await validLink();
    await user.type(newPassword(), 'n3w-Secret');
    await user.type(confirm(), 'n3w-Secret');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    expect(dispatched(newPasswordSubmitted.type)).toHaveLength(1);
    expect(reset).toHaveBeenCalledWith('tok-1', 'n3w-Secret');
    expect(signIn).toHaveBeenCalledWith('host@example.com', 'n3w-Secret');
    expect(await screen.findByText('Password updated!')).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('says "Updating password..." while busy', async () => {
    reset.mockImplementation(() => new Promise(() => undefined));
    const { user } = await validLink();
    await user.type(newPassword(), 'n3w-Secret');
    await user.type(confirm(), 'n3w-Secret');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Updating password...' })).toBeDisabled();
  });

  it.each([
    [
      'an expired reset session',
      new HttpError('400: Reset session not found', { status: 400, serverMessage: 'Reset session not found' }),
      'Reset session has expired. Please request a new password reset.',
    ],
    [
      'a refusal with its own words',
      new HttpError('400: Password is too weak', { status: 400, serverMessage: 'Password is too weak' }),
      'Password is too weak',
    ],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }), 'Failed to update password'],
  ])('explains %s', async (_case, error, text) => {
    reset.mockRejectedValue(error);
    const { user } = await validLink();
    await user.type(newPassword(), 'n3w-Secret');
    await user.type(confirm(), 'n3w-Secret');
    await user.click(submit());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('with a recovery session, sets it on load and updates the password through the identity service', async () => {
    setSession.mockResolvedValue(sessionFor('host@example.com'));
    updatePassword.mockRejectedValueOnce(new AuthSessionMissingError()).mockResolvedValueOnce(undefined);
    const { user } = open({ kind: 'reset', accessToken: 'acc', refreshToken: 'ref' });
    expect(await screen.findByText('For host@example.com')).toBeInTheDocument();
    expect(setSession).toHaveBeenCalledWith('acc', 'ref');
    await user.type(newPassword(), 'n3w-Secret');
    await user.type(confirm(), 'n3w-Secret');
    await user.click(submit());
    expect(await screen.findByText('Reset session has expired. Please request a new password reset.')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    expect(updatePassword).toHaveBeenLastCalledWith('n3w-Secret');
    expect(reset).not.toHaveBeenCalled();
  });
});
