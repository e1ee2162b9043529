import { AxiosError, AxiosHeaders } from 'axios';
import { screen } from '@testing-library/react';
import * as account from '../../../src/api/account';
import { HttpError } from '../../../src/api/request/request-layer';
import { passwordResetSaga } from '../../../src/sagas/password-reset.saga';
import ForgotPasswordScreen from '../../../src/screens/forgot-password/ForgotPasswordScreen';
import { backRequested } from '../../../src/store/screen.slice';
import { renderWithStore } from '../../support/browser/auth-harness';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/request/token-cache');

const requestReset = jest.mocked(account.requestPasswordReset);
const links = { purchaseUrl: 'https://shop.example/buy', supportUrl: 'https://help.example/contact', version: '' };

beforeEach(() => requestReset.mockReset());

function setup() {
  return renderWithStore(<ForgotPasswordScreen />, {
    sagas: [passwordResetSaga],
    preloadedState: { system: { links, allowSignup: true, crashedSagas: [] } },
  });
}

async function send(user: ReturnType<typeof setup>['user'], email = 'host@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
}

describe('Forgot-password screen', () => {
  it('requires a valid e-mail address', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'host@');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requestReset).not.toHaveBeenCalled();
  });

  it('confirms where the instructions went, with the spam hint and the support link', async () => {
    requestReset.mockResolvedValue({ message: 'sent' });
    const { user } = setup();
    await send(user, ' host@example.com ');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requestReset).toHaveBeenCalledWith('host@example.com');
    expect(screen.getByText('host@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Reset email sent!')).toBeInTheDocument();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', 'https://help.example/contact');
  });

  it('returns to the form with "Send to different email", and back to sign-in with "Back to Sign In"', async () => {
    requestReset.mockResolvedValue({});
    const { user, dispatched } = setup();
    await send(user);
    await user.click(await screen.findByRole('button', { name: 'Send to different email' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    // The address stays, so a typo can be corrected.
    expect(screen.getByLabelText('Email')).toHaveValue('host@example.com');
    await user.clear(screen.getByLabelText('Email'));
    await send(user, 'other@example.com');
    expect(await screen.findByText('other@example.com')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('says "Sending..." while the request is out', async () => {
    requestReset.mockImplementation(() => new Promise(() => undefined));
    const { user } = setup();
    await send(user);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('turns the "For security purposes" rate limit into a neutral note', async () => {
    requestReset.mockRejectedValue(
      new HttpError('429: For security purposes, you can only request this after 42 seconds.', {
        status: 429,
        code: 'over_email_send_rate_limit',
        serverMessage: 'For security purposes, you can only request this after 42 seconds.',
      }),
    );
    const { user } = setup();
    await send(user);
    expect(await screen.findByText("If an account with that email exists, we've sent password reset instructions.")).toBeInTheDocument();
  });

  it("shows the server's own words for a refused request, and the fallback when there is no answer", async () => {
    requestReset
      .mockRejectedValueOnce(
        new HttpError('400: Invalid email', { status: 400, code: 'validation_failed', serverMessage: 'Invalid email' }),
      )
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }));
    const { user } = setup();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });
});
