import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import * as auth from '../../../src/api/auth';
import { signInSaga } from '../../../src/sagas/sign-in.saga';
import SignupScreen from '../../../src/screens/signup/SignupScreen';
import { googleSignInRequested, signUpRequested } from '../../../src/store/auth-forms.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { renderWithStore } from '../../support/browser/auth-harness';

jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/request/token-cache');

const signUp = jest.mocked(auth.signUp);
const google = jest.mocked(auth.signInWithGoogle);

beforeEach(() => {
  signUp.mockReset();
  google.mockReset();
});

function setup() {
  return renderWithStore(<SignupScreen />, { sagas: [signInSaga] });
}

async function fill(
  user: ReturnType<typeof setup>['user'],
  values: { fullName?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.fullName !== undefined) await user.type(screen.getByLabelText('Full name'), values.fullName);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm !== undefined) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('Sign-up screen', () => {
  it('shows Google, the e-mail form and the way to sign in', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('Get started with your free account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('Or continue with email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in here' })).toBeInTheDocument();
  });

  it('requires every field', async () => {
    const { user } = setup();
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('trims the name before checking its length, and checks address, password rules and confirmation', async () => {
    const { user } = setup();
    await fill(user, { fullName: '  A  ', email: 'host@', password: 'abc', confirm: 'abd' });
    await user.click(submit());
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('asks for an uppercase letter, a lowercase letter and a number', async () => {
    const { user } = setup();
    await fill(user, { password: 'alllowercase' });
    await user.click(submit());
    expect(
      await screen.findByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeInTheDocument();
  });

  it('creates the account, says "Creating account..." meanwhile, then asks to confirm the address', async () => {
    let finish: (value: auth.SignUpResult) => void = () => undefined;
    signUp.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, dispatched } = setup();
    await fill(user, { fullName: ' Ada Host ', email: 'ada@example.com', password: 'Secret12', confirm: 'Secret12' });
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({ fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12' });
    expect(dispatched(signUpRequested.type)).toHaveLength(1);
    finish({ session: null, alreadyRegistered: false });
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to confirm your account before signing in.')).toBeInTheDocument();
    expect(dispatched(navigationRequested.type).at(-1)).toEqual(navigationRequested({ screen: 'login' }));
  });

  it.each([
    ['a registered address', () => Promise.reject(new AuthApiError('User already registered', 422, 'user_already_exists'))],
    ['a registered address answered with a stand-in user', () => Promise.resolve({ session: null, alreadyRegistered: true })],
  ])('explains %s', async (_case, answer) => {
    signUp.mockImplementation(answer);
    const { user } = setup();
    await fill(user, { fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12', confirm: 'Secret12' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Please sign in instead.');
  });

  it("shows the service's password-length complaint on the password field", async () => {
    signUp.mockRejectedValue(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']));
    const { user } = setup();
    await fill(user, { fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12', confirm: 'Secret12' });
    await user.click(submit());
    const field = (await screen.findByText('Password should be at least 6 characters.')).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other service messages as they are, and an exception as unexpected', async () => {
    signUp
      .mockRejectedValueOnce(new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'))
      .mockRejectedValueOnce(new TypeError('x'));
    const { user } = setup();
    await fill(user, { fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12', confirm: 'Secret12' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Signups not allowed for this instance');
    await user.click(submit());
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it("starts Google sign-in and, on a server without Google, says so in a host's words", async () => {
    google.mockRejectedValue(new AuthApiError('Unsupported provider: provider is not enabled', 400, 'validation_failed'));
    const { user, dispatched } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(dispatched(googleSignInRequested.type)).toHaveLength(1);
    expect(google).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Google sign-in isn't available on this server. Please create your account with your email address below.",
    );
    expect(screen.queryByText(/Unsupported provider/)).not.toBeInTheDocument();
  });

  it('goes back and to the sign-in screen', async () => {
    const { user, dispatched } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Sign in here' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
    expect(dispatched(navigationRequested.type)).toEqual([navigationRequested({ screen: 'login' })]);
  });
});

describe('with ALLOW_SIGNUP=false', () => {
  it('points to the purchase page instead of a form the server would refuse', async () => {
    const { user, dispatched } = renderWithStore(<SignupScreen />, {
      sagas: [signInSaga],
      preloadedState: {
        system: {
          links: { purchaseUrl: 'https://shop.example/buy', supportUrl: 'mailto:x@example.com', version: '' },
          allowSignup: false,
          crashedSagas: [],
        },
      },
    });
    expect(screen.getByTestId('signup-closed')).toHaveTextContent('New accounts on this server are created after a purchase.');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Purchase access' }));
    expect(dispatched('system/purchaseRequested')).toHaveLength(1);
  });
});
