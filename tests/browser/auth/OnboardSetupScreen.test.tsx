import { AuthApiError } from '@supabase/supabase-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import * as account from '../../../src/api/account';
import * as auth from '../../../src/api/auth';
import { HttpError } from '../../../src/api/request/request-layer';
import type { Entry } from '../../../src/domain/screens';
import { onboardingSaga } from '../../../src/sagas/onboarding.saga';
import OnboardSetupScreen from '../../../src/screens/onboard-setup/OnboardSetupScreen';
import { entryResolved, navigationRequested } from '../../../src/store/screen.slice';
import { renderWithStore, sessionFor } from '../../support/browser/auth-harness';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/address');
jest.mock('../../../src/api/request/token-cache');

const complete = jest.mocked(account.completeOnboard);
const signIn = jest.mocked(auth.signInWithPassword);

beforeEach(() => jest.resetAllMocks());

const token = (contents: object) => Buffer.from(JSON.stringify(contents)).toString('base64');

function open(entry: Entry | null) {
  const harness = renderWithStore(<OnboardSetupScreen />, { sagas: [onboardingSaga] });
  if (entry) {
    act(() => {
      harness.store.dispatch(entryResolved(entry));
    });
  }
  return harness;
}

const password = () => screen.getByLabelText('Create password');
const confirm = () => screen.getByLabelText('Confirm password');
const submit = () => screen.getByRole('button', { name: 'Create Account' });

describe('Onboarding screen', () => {
  it('waits for the account information', async () => {
    open(null);
    expect(await screen.findByText('Loading your account information...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Create password')).not.toBeInTheDocument();
  });

  it('shows the e-mail from an e-mail link', async () => {
    open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    expect(await screen.findByLabelText('Account email')).toHaveValue('buyer@example.com');
  });

  it('shows the e-mail from a session token', async () => {
    open({ kind: 'onboard', mode: 'token', session: token({ email: 'plain@example.com', purchaseId: 'p1' }) });
    expect(await screen.findByLabelText('Account email')).toHaveValue('plain@example.com');
  });

  it('shows the e-mail from a session token wrapped with a signature', async () => {
    const wrapped = token({ payload: JSON.stringify({ email: 'wrapped@example.com', purchaseId: 'p2' }), signature: 'abc' });
    open({ kind: 'onboard', mode: 'token', session: wrapped });
    expect(await screen.findByLabelText('Account email')).toHaveValue('wrapped@example.com');
  });

  it('says so when the session token cannot be read', async () => {
    open({ kind: 'onboard', mode: 'token', session: 'not base64 json' });
    expect(await screen.findByText('Invalid Token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This account link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'mailto:support@example.com');
  });

  it.each([
    ['', 'Weak', 0],
    ['abc', 'Weak', 1],
    ['abcD', 'Fair', 2],
    ['abcD1', 'Good', 3],
    ['abcdefG1', 'Strong', 4],
  ])('rates "%s" as %s and ticks %i requirements', async (typed, label, met) => {
    const { user } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    if (typed) await user.type(await screen.findByLabelText('Create password'), typed);
    expect(await screen.findByTestId('password-strength')).toHaveTextContent(label);
    const items = within(screen.getByRole('list', { name: 'Your password needs' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.replace(/^(Not met|Met)/, ''))).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ]);
    expect(items.filter((i) => within(i).queryByTitle('Met'))).toHaveLength(met);
  });

  it('keeps "Create Account" disabled until the password meets every requirement and is confirmed', async () => {
    const { user } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    await user.type(await screen.findByLabelText('Create password'), 'Abcdefg1');
    expect(submit()).toBeDisabled();
    await user.type(confirm(), 'Abcdefg2');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(confirm());
    await user.type(confirm(), 'Abcdefg1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('explains a password that is too short or too simple once the field is left', async () => {
    const { user } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    await user.type(await screen.findByLabelText('Create password'), 'Ab1');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password());
    await user.type(password(), 'abcdefgh');
    await user.tab();
    expect(
      await screen.findByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeInTheDocument();
  });

  async function fillValid(user: ReturnType<typeof open>['user']) {
    await user.type(await screen.findByLabelText('Create password'), 'Abcdefg1');
    await user.type(confirm(), 'Abcdefg1');
    // The button enables once Formik's (asynchronous) validation has passed.
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
  }

  it('creates the account from a token link, signs in and goes to the dashboard', async () => {
    const session = token({ email: 'buyer@example.com', purchaseId: 'p1' });
    complete.mockResolvedValue({ message: 'Account created', email: 'buyer@example.com' });
    let finish: (value: ReturnType<typeof sessionFor>) => void = () => undefined;
    signIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, dispatched, store } = open({ kind: 'onboard', mode: 'token', session });
    await fillValid(user);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(complete).toHaveBeenCalledWith({ sessionToken: session, password: 'Abcdefg1' });
    finish(sessionFor('buyer@example.com'));
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith('buyer@example.com', 'Abcdefg1');
    expect(dispatched(navigationRequested.type)).toEqual([navigationRequested({ screen: 'dashboard', addressWrite: 'replace' })]);
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('creates the account from an e-mail link', async () => {
    complete.mockResolvedValue({ message: 'ok' });
    signIn.mockResolvedValue(sessionFor('buyer@example.com'));
    const { user } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    await fillValid(user);
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith({ email: 'buyer@example.com', password: 'Abcdefg1' });
  });

  it('says the account was created and opens sign-in when the e-mail still has to be confirmed', async () => {
    complete.mockResolvedValue({ message: 'ok' });
    signIn.mockRejectedValue(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'));
    const { user, dispatched } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    await fillValid(user);
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email and click the confirmation link.')).toBeInTheDocument();
    expect(dispatched(navigationRequested.type)).toEqual([navigationRequested({ screen: 'login', addressWrite: 'replace' })]);
  });

  it.each([
    [
      'the server refuses',
      () =>
        complete.mockRejectedValue(
          new HttpError('409: An account already exists for this purchase', {
            status: 409,
            serverMessage: 'An account already exists for this purchase',
          }),
        ),
      'An account already exists for this purchase',
    ],
    [
      'the server cannot be reached',
      () => complete.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() })),
      'Failed to create account',
    ],
    [
      'signing in afterwards fails',
      () => {
        complete.mockResolvedValue({ message: 'ok' });
        signIn.mockRejectedValue(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
      },
      'Sign-in failed: Invalid login credentials',
    ],
  ])('shows "Account Creation Failed" when %s', async (_case, arrange, description) => {
    arrange();
    const { user } = open({ kind: 'onboard', mode: 'email', email: 'buyer@example.com' });
    await fillValid(user);
    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
