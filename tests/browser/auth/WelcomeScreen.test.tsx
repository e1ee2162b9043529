import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import * as auth from '../../../src/api/auth';
import { signInSaga } from '../../../src/sagas/sign-in.saga';
import WelcomeScreen from '../../../src/screens/welcome/WelcomeScreen';
import { signInRequested } from '../../../src/store/auth-forms.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { purchaseRequested } from '../../../src/store/system.slice';
import { renderWithStore, sessionFor } from '../../support/browser/auth-harness';
import { makeTestStore } from '../../support/browser/test-store';

jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/request/token-cache');

const signIn = jest.mocked(auth.signInWithPassword);

function setup() {
  return renderWithStore(<WelcomeScreen />, { sagas: [signInSaga] });
}

const submitButton = () => screen.getAllByRole('button', { name: 'Log in' }).find((b) => b.getAttribute('type') === 'submit')!;

beforeEach(() => signIn.mockReset());

describe('Welcome / login page', () => {
  it('shows the header, the heading and the sign-in form', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Welcome to the product' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to optimize your listing')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Log in');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === "Don't have access? Purchase here or Start free"),
    ).toBeVisible();
  });

  it("offers 'Start free' beside the purchase link while anyone may sign up, and only the purchase when not", async () => {
    const open = setup();
    await open.user.click(screen.getByRole('button', { name: 'Start free' }));
    expect(open.dispatched(navigationRequested.type).map((a) => (a as ReturnType<typeof navigationRequested>).payload)).toEqual([
      { screen: 'signup' },
    ]);
    open.unmount();
    const closed = makeTestStore({ saga: null }).getState().system;
    renderWithStore(<WelcomeScreen />, { preloadedState: { system: { ...closed, allowSignup: false } } });
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === "Don't have access? Purchase here")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start free' })).toBeNull();
  });

  it('requires an e-mail and a password', async () => {
    const { user } = setup();
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed address and a short password', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows and hides the password, and keeps the Remember me choice', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('opens the purchase site from the header and from "Purchase here", and the other screens from their links', async () => {
    const { user, dispatched } = setup();
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await user.click(screen.getByRole('button', { name: 'Purchase here' }));
    expect(dispatched(purchaseRequested.type)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).find((b) => b.getAttribute('type') !== 'submit')!);
    expect(dispatched(navigationRequested.type).map((a) => (a as ReturnType<typeof navigationRequested>).payload.screen)).toEqual([
      'forgot-password',
      'login',
    ]);
  });

  it('signs in with the typed credentials, showing "Signing in..." meanwhile', async () => {
    let finish: (value: ReturnType<typeof sessionFor>) => void = () => undefined;
    signIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, dispatched, store } = setup();
    await user.type(screen.getByLabelText('Email'), 'host@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(dispatched(signInRequested.type)[0]).toEqual(signInRequested({ email: 'host@example.com', password: 'secret1' }));
    expect(signIn).toHaveBeenCalledWith('host@example.com', 'secret1');
    finish(sessionFor('host@example.com'));
    // A host this browser has never seen, whose account's age is unknown: welcomed, not welcomed back.
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully signed in.')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual({ id: 'user-1', email: 'host@example.com' });
  });

  it.each([
    [
      'wrong credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'Invalid email or password. Please try again.',
    ],
    [
      'an unconfirmed address',
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      'Please check your email and click the confirmation link.',
    ],
    ['another provider message', new AuthApiError('User is banned', 400, 'user_banned'), 'User is banned'],
    ['an unreachable service', new AuthRetryableFetchError('Failed to fetch', 0), 'An unexpected error occurred. Please try again.'],
    ['an exception', new Error('boom'), 'An unexpected error occurred. Please try again.'],
  ])('explains %s', async (_case, error, text) => {
    signIn.mockRejectedValue(error);
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'host@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
