import { screen } from '@testing-library/react';
import * as account from '../../../src/api/account';
import * as address from '../../../src/api/platform/address';
import * as auth from '../../../src/api/auth';
import { navigationSaga } from '../../../src/sagas/navigation.saga';
import { onboardingSaga } from '../../../src/sagas/onboarding.saga';
import { passwordResetSaga } from '../../../src/sagas/password-reset.saga';
import { signInSaga } from '../../../src/sagas/sign-in.saga';
import { ScreenRouter } from '../../../src/screens/ScreenRouter';
import type { AuthState } from '../../../src/store/auth.slice';
import { renderWithStore, sessionFor } from '../../support/browser/auth-harness';

jest.mock('../../../src/api/account');
jest.mock('../../../src/api/auth');
jest.mock('../../../src/api/platform/address');
jest.mock('../../../src/api/request/token-cache');

// The foundation's entry rules (src/domain/screens.ts) opened with real addresses: each lands on its screen
// here, and that screen's saga picks up what the address carried.

const signedOut: AuthState = { status: 'unauthenticated', user: null, expiresAt: null, lastEvent: null };

function openAt(url: string) {
  const { pathname, search, hash } = new URL(url, 'http://app.test');
  jest.mocked(address.readAddress).mockReturnValue({ pathname, search, hash });
  return renderWithStore(<ScreenRouter />, {
    preloadedState: { auth: signedOut },
    sagas: [signInSaga, passwordResetSaga, onboardingSaga, navigationSaga],
  });
}

beforeEach(() => jest.resetAllMocks());

describe('entry from the address', () => {
  it('opens onboarding for an e-mail link and shows the address', async () => {
    const { store } = openAt('/onboard-setup?email=buyer%40example.com');
    expect(await screen.findByLabelText('Account email')).toHaveValue('buyer@example.com');
    expect(store.getState().screen.current).toBe('onboard-setup');
  });

  it('opens onboarding for a session-token link', async () => {
    const token = Buffer.from(JSON.stringify({ email: 'buyer@example.com', purchaseId: 'p' })).toString('base64');
    openAt(`/onboard-setup?session=${encodeURIComponent(token)}`);
    expect(await screen.findByLabelText('Account email')).toHaveValue('buyer@example.com');
  });

  it('opens reset-password for an e-mailed token and checks it', async () => {
    jest.mocked(account.validateResetToken).mockResolvedValue({ email: 'host@example.com' });
    openAt('/auth/reset-password?token=tok-9');
    expect(await screen.findByText('For host@example.com')).toBeInTheDocument();
    expect(account.validateResetToken).toHaveBeenCalledWith('tok-9');
  });

  it('opens reset-password for a recovery link and adopts its session', async () => {
    jest.mocked(auth.setSession).mockResolvedValue(sessionFor('host@example.com'));
    const { store } = openAt('/auth/reset-password#access_token=acc&refresh_token=ref&type=recovery');
    expect(await screen.findByText('For host@example.com')).toBeInTheDocument();
    expect(auth.setSession).toHaveBeenCalledWith('acc', 'ref');
    // Signed in by the link, yet the reset screen stays (it is exempt from gating).
    expect(store.getState().screen.current).toBe('reset-password');
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('says the token is missing on the reset path without one', async () => {
    openAt('/auth/reset-password');
    expect(await screen.findByText('Reset token is missing. Please request a new password reset.')).toBeInTheDocument();
  });

  it('sends a visitor who signs in on the welcome page to the dashboard', async () => {
    jest.mocked(auth.signInWithPassword).mockResolvedValue(sessionFor('host@example.com'));
    const { store, user } = openAt('/');
    await user.type(await screen.findByLabelText('Email'), 'host@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getAllByRole('button', { name: 'Log in' }).find((b) => b.getAttribute('type') === 'submit')!);
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(store.getState().screen.current).toBe('dashboard');
  });
});
