import { AuthApiError } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import * as auth from '../../../src/api/auth';
import { signInSaga } from '../../../src/sagas/sign-in.saga';
import LoginScreen from '../../../src/screens/login/LoginScreen';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { purchaseRequested } from '../../../src/store/system.slice';
import { renderWithStore } from '../../support/browser/auth-harness';
import { makeTestStore } from '../../support/browser/test-store';

jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/request/token-cache');

const signIn = jest.mocked(auth.signInWithPassword);

describe('Alternate sign-in screen', () => {
  it('shows its heading, the same fields, the purchase link and the terms notice linking to the pages set', () => {
    const system = makeTestStore({ saga: null }).getState().system;
    renderWithStore(<LoginScreen />, {
      preloadedState: {
        system: { ...system, links: { ...system.links, termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' } },
      },
    });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeInTheDocument();
    expect(screen.getByTestId('terms-notice')).toHaveTextContent('By signing in, you agree to our Terms of Service and Privacy Policy.');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://example.com/privacy');
  });

  it('names only the page that is set, and no terms at all when neither is (issue 40)', () => {
    const system = makeTestStore({ saga: null }).getState().system;
    const only = renderWithStore(<LoginScreen />, {
      preloadedState: { system: { ...system, links: { ...system.links, privacyUrl: 'https://example.com/privacy' } } },
    });
    expect(screen.getByTestId('terms-notice')).toHaveTextContent(/^By signing in, you agree to our Privacy Policy\.$/);
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull();
    only.unmount();
    renderWithStore(<LoginScreen />);
    expect(screen.queryByTestId('terms-notice')).toBeNull();
    expect(screen.queryByText(/Terms of Service|Privacy Policy/)).toBeNull();
  });

  it("says 'Welcome' rather than 'Welcome back' on a browser no one has signed in on yet", () => {
    const auth = makeTestStore({ saga: null }).getState().auth;
    renderWithStore(<LoginScreen />, { preloadedState: { auth: { ...auth, visitorReturning: false } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome$/);
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
  });

  it('validates like the welcome form', async () => {
    const { user } = renderWithStore(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('goes back, to forgot-password, to sign-up and to the purchase site', async () => {
    const { user, dispatched } = renderWithStore(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('button', { name: 'Purchase here' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
    expect(dispatched(navigationRequested.type).map((a) => (a as ReturnType<typeof navigationRequested>).payload.screen)).toEqual([
      'forgot-password',
      'signup',
    ]);
    expect(dispatched(purchaseRequested.type)).toHaveLength(1);
  });

  it('says "Signing in..." while busy and maps a wrong password', async () => {
    let fail: (e: unknown) => void = () => undefined;
    signIn.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const { user } = renderWithStore(<LoginScreen />, { sagas: [signInSaga] });
    await user.type(screen.getByLabelText('Email'), 'host@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    fail(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
  });
});
