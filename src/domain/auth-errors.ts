import { authErrorText as t } from './messages/auth';
import { requestErrorText, tooManyAttemptsText } from './request-errors';

// Error mapping of spec section 8 for the sign-in side. Sagas turn whatever failed into a plain Failure
// (src/api/failures.ts), map it here to a code (plus the outside words where the spec shows them as they are),
// and keep that in state; screens turn codes into words with the *Text functions below.

export interface Failure {
  /** provider: the identity service answered with an error; server: a product endpoint did; network: no answer. */
  source: 'provider' | 'server' | 'network' | 'exception';
  message: string;
  status: number | null;
  code: string | null;
  /** With a 429: the server's Retry-After in seconds, when it could be read. */
  retryAfterSeconds?: number | null;
}

/** Too many attempts: how long the server asked to wait (null when it did not say). */
export interface RateLimited {
  code: 'rate_limited';
  retryAfterSeconds: number | null;
}

function rateLimited(f: Failure): RateLimited | null {
  return f.status === 429 ? { code: 'rate_limited', retryAfterSeconds: f.retryAfterSeconds ?? null } : null;
}

export type SignInError =
  | { code: 'invalid_credentials' }
  | { code: 'email_not_confirmed' }
  | { code: 'unexpected' }
  | { code: 'provider'; message: string }
  | RateLimited
  /** 'Continue with Google' on a server where Google sign-in is not set up. */
  | { code: 'google_unavailable' };

export type SignUpError =
  | { code: 'user_exists' }
  | { code: 'weak_password'; message: string }
  | { code: 'unexpected' }
  | { code: 'provider'; message: string }
  | RateLimited;

/** rate_limited is the one-e-mail-a-minute answer, shown as if sent (spec section 8); too_many names the wait. */
export type ForgotError =
  | { code: 'rate_limited' }
  | { code: 'too_many'; retryAfterSeconds: number | null }
  | { code: 'failed' }
  | { code: 'server'; message: string };

export type ResetLinkError =
  { code: 'token_missing' } | { code: 'link_invalid' } | { code: 'validation_failed' } | { code: 'server'; message: string };

export type ResetError = { code: 'session_expired' } | { code: 'failed' } | { code: 'server'; message: string } | RateLimited;

/** The identity service could not be reached or failed on its side: not something to show as it is. */
function providerUnavailable(f: Failure): boolean {
  return f.source !== 'provider' || f.status === null || f.status === 0 || f.status >= 500;
}

/** A product endpoint answered with its own words (4xx), or the request layer timed out. */
function serverWords(f: Failure): string | null {
  if (f.source === 'server' && f.status !== null && f.status < 500 && f.message.trim()) return f.message;
  if (f.code === 'timeout' && f.status === null) return requestErrorText(f);
  return null;
}

export function mapSignInFailure(f: Failure): SignInError {
  if (providerUnavailable(f)) return { code: 'unexpected' };
  const limited = rateLimited(f);
  if (limited) return limited;
  if (f.code === 'invalid_credentials' || f.message === 'Invalid login credentials') return { code: 'invalid_credentials' };
  if (f.code === 'email_not_confirmed' || f.message === 'Email not confirmed') return { code: 'email_not_confirmed' };
  return { code: 'provider', message: f.message };
}

export function signInErrorText(e: SignInError): string {
  switch (e.code) {
    case 'invalid_credentials':
      return t.invalidCredentials;
    case 'email_not_confirmed':
      return t.emailNotConfirmed;
    case 'unexpected':
      return t.unexpected;
    case 'provider':
      return e.message;
    case 'rate_limited':
      return tooManyAttemptsText(e.retryAfterSeconds);
    case 'google_unavailable':
      return t.googleUnavailable;
  }
}

export function mapSignUpFailure(f: Failure): SignUpError {
  if (providerUnavailable(f)) return { code: 'unexpected' };
  const limited = rateLimited(f);
  if (limited) return limited;
  if (f.code === 'user_already_exists' || f.message.includes('User already registered')) return { code: 'user_exists' };
  if (f.code === 'weak_password' || f.message.includes('Password should be at least 6 characters'))
    return { code: 'weak_password', message: f.message };
  return { code: 'provider', message: f.message };
}

/** The form-level text; weak_password is shown on the password field instead (null here). */
export function signUpErrorText(e: SignUpError): string | null {
  switch (e.code) {
    case 'user_exists':
      return t.userExists;
    case 'weak_password':
      return null;
    case 'unexpected':
      return t.unexpected;
    case 'provider':
      return e.message;
    case 'rate_limited':
      return tooManyAttemptsText(e.retryAfterSeconds);
  }
}

/** The identity service's answer when a provider is not set up (GoTrue: 'Unsupported provider: provider is not enabled'). */
const PROVIDER_OFF = /provider is not enabled|provider_disabled/i;

export function mapGoogleFailure(f: Failure): SignInError {
  if (providerUnavailable(f)) return { code: 'unexpected' };
  if (f.code === 'provider_disabled' || PROVIDER_OFF.test(f.message)) return { code: 'google_unavailable' };
  return rateLimited(f) ?? { code: 'provider', message: f.message };
}

export function mapForgotFailure(f: Failure): ForgotError {
  if (f.message.includes('For security purposes')) return { code: 'rate_limited' };
  if (f.status === 429) return { code: 'too_many', retryAfterSeconds: f.retryAfterSeconds ?? null };
  const words = serverWords(f);
  return words ? { code: 'server', message: words } : { code: 'failed' };
}

export function forgotErrorText(e: ForgotError): string {
  switch (e.code) {
    case 'rate_limited':
      return t.forgotRateLimited;
    case 'too_many':
      return tooManyAttemptsText(e.retryAfterSeconds);
    case 'failed':
      return t.forgotFailed;
    case 'server':
      return e.message;
  }
}

/** The validation call answered non-OK (its message, or the invalid-link text), or failed altogether. */
export function mapResetLinkFailure(f: Failure): ResetLinkError {
  if (f.source === 'provider') return providerUnavailable(f) ? { code: 'validation_failed' } : { code: 'link_invalid' };
  if (f.source !== 'server' || f.status === null || f.status >= 500) return { code: 'validation_failed' };
  return f.message.trim() ? { code: 'server', message: f.message } : { code: 'link_invalid' };
}

export function resetLinkErrorText(e: ResetLinkError): string {
  switch (e.code) {
    case 'token_missing':
      return t.resetTokenMissing;
    case 'link_invalid':
      return t.resetLinkInvalid;
    case 'validation_failed':
      return t.resetValidationFailed;
    case 'server':
      return e.message;
  }
}

export function mapResetFailure(f: Failure): ResetError {
  const limited = rateLimited(f);
  if (limited) return limited;
  if (/session/i.test(f.message)) return { code: 'session_expired' };
  if (f.source === 'provider' && !providerUnavailable(f) && f.message.trim()) return { code: 'server', message: f.message };
  const words = serverWords(f);
  return words ? { code: 'server', message: words } : { code: 'failed' };
}

export function resetErrorText(e: ResetError): string {
  switch (e.code) {
    case 'session_expired':
      return t.resetSessionExpired;
    case 'failed':
      return t.resetFailed;
    case 'server':
      return e.message;
    case 'rate_limited':
      return tooManyAttemptsText(e.retryAfterSeconds);
  }
}

/** The description of the 'Account Creation Failed' toast when the product endpoint refused. */
export function onboardingCreateFailureText(f: Failure): string {
  if (f.status === 429) return tooManyAttemptsText(f.retryAfterSeconds);
  return serverWords(f) ?? t.onboardCreateFailed;
}

/** The description when the account exists but signing in with the new password failed. */
export function onboardingSignInFailureText(f: Failure): string {
  return t.onboardSignInFailed(f.message.trim() || t.unexpected);
}
