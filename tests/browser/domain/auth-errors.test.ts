import {
  forgotErrorText,
  mapForgotFailure,
  mapGoogleFailure,
  mapResetFailure,
  mapResetLinkFailure,
  mapSignInFailure,
  mapSignUpFailure,
  onboardingCreateFailureText,
  onboardingSignInFailureText,
  resetErrorText,
  resetLinkErrorText,
  signInErrorText,
  signUpErrorText,
  type Failure,
} from '../../../src/domain/auth-errors';

const provider = (message: string, status: number | null = 400, code: string | null = null): Failure => ({
  source: 'provider',
  message,
  status,
  code,
});
const server = (message: string, status = 400): Failure => ({ source: 'server', message, status, code: null });
const network: Failure = { source: 'network', message: 'Network Error', status: null, code: 'network' };
const timeout: Failure = {
  source: 'network',
  message: 'Request timed out. Please check your connection and try again.',
  status: null,
  code: 'timeout',
};

describe('spec section 8 wording', () => {
  it('sign-in', () => {
    expect(signInErrorText(mapSignInFailure(provider('Invalid login credentials')))).toBe('Invalid email or password. Please try again.');
    expect(signInErrorText(mapSignInFailure(provider('Email not confirmed')))).toBe(
      'Please check your email and click the confirmation link.',
    );
    expect(signInErrorText(mapSignInFailure(provider('User is banned')))).toBe('User is banned');
    expect(signInErrorText(mapSignInFailure(provider('Failed to fetch', 0)))).toBe('An unexpected error occurred. Please try again.');
    expect(signInErrorText(mapSignInFailure({ source: 'exception', message: 'x', status: null, code: null }))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('sign-up', () => {
    expect(signUpErrorText(mapSignUpFailure(provider('User already registered', 422)))).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(mapSignUpFailure(provider('Password should be at least 6 characters', 422))).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters',
    });
    expect(signUpErrorText({ code: 'weak_password', message: 'x' })).toBeNull();
    expect(signUpErrorText(mapSignUpFailure(provider('Anything else', 400)))).toBe('Anything else');
  });

  it('forgot password', () => {
    expect(forgotErrorText(mapForgotFailure(server('For security purposes, you can only request this after 9 seconds.', 429)))).toBe(
      "If an account with that email exists, we've sent password reset instructions.",
    );
    expect(forgotErrorText(mapForgotFailure(network))).toBe('Failed to send reset email');
    expect(forgotErrorText(mapForgotFailure(timeout))).toBe('Request timed out. Please check your connection and try again.');
    expect(forgotErrorText(mapForgotFailure(server('Invalid email')))).toBe('Invalid email');
  });

  it('reset link and new password', () => {
    expect(resetLinkErrorText({ code: 'token_missing' })).toBe('Reset token is missing. Please request a new password reset.');
    expect(resetLinkErrorText(mapResetLinkFailure(server('   ')))).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    expect(resetLinkErrorText(mapResetLinkFailure(network))).toBe('Failed to validate reset link. Please try again.');
    expect(resetErrorText(mapResetFailure(server('Your reset session ended')))).toBe(
      'Reset session has expired. Please request a new password reset.',
    );
    expect(resetErrorText(mapResetFailure(server('boom', 500)))).toBe('Failed to update password');
  });

  it('onboarding', () => {
    expect(onboardingCreateFailureText(server('Purchase not found', 404))).toBe('Purchase not found');
    expect(onboardingCreateFailureText(network)).toBe('Failed to create account');
    expect(onboardingSignInFailureText(provider('Invalid login credentials'))).toBe('Sign-in failed: Invalid login credentials');
  });
});

describe('too many attempts and Google', () => {
  const limited = (seconds: number | null): Failure => ({
    source: 'provider',
    message: 'Request rate limit reached',
    status: 429,
    code: 'over_request_rate_limit',
    retryAfterSeconds: seconds,
  });

  it('sign-in, sign-up and reset say how long to wait', () => {
    expect(signInErrorText(mapSignInFailure(limited(240)))).toBe('Too many attempts. Try again in 4 minutes.');
    expect(signUpErrorText(mapSignUpFailure(limited(30)))).toBe('Too many attempts. Try again in 30 seconds.');
    expect(resetErrorText(mapResetFailure(limited(null)))).toBe('Too many attempts. Try again in a few minutes.');
    expect(
      onboardingCreateFailureText({
        ...server('Too many attempts. Please wait a few minutes and try again.', 429),
        retryAfterSeconds: 120,
      }),
    ).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('forgot-password keeps the spec answer for the one-a-minute limit and names the wait for the per-address one', () => {
    expect(forgotErrorText(mapForgotFailure(server('For security purposes, you can only request this after 40 seconds.', 429)))).toBe(
      "If an account with that email exists, we've sent password reset instructions.",
    );
    expect(
      forgotErrorText(mapForgotFailure({ ...server('Too many reset requests from this address.', 429), retryAfterSeconds: 200 })),
    ).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it('Google on a server without it: not available, use e-mail, never the raw provider words', () => {
    const text = signInErrorText(mapGoogleFailure(provider('Unsupported provider: provider is not enabled', 400, 'validation_failed')));
    expect(text).toBe("Google sign-in isn't available on this server. Please create your account with your email address below.");
    expect(signInErrorText(mapGoogleFailure(provider('x', 400, 'provider_disabled')))).toBe(text);
  });
});
