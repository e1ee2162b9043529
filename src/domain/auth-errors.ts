import { authErrorText as t } from './messages/auth';
import { requestErrorText } from './request-errors';

// Error mapping of spec section 8 for the sign-in side. Sagas turn whatever failed into a plain Failure
// (src/api/failures.ts), map it here to a code (plus the outside words where the spec shows them as they are),
// and keep that in state; screens turn codes into words with the *Text functions below.

export interface Failure {
  /** provider: the identity service answered with an error; server: a product endpoint did; network: no answer. */
  source: 'provider' | 'server' | 'network' | 'exception';
  message: string;
  status: number | null;
  code: string | null;
}

export type SignInError =
  { code: 'invalid_credentials' } | { code: 'email_not_confirmed' } | { code: 'unexpected' } | { code: 'provider'; message: string };

export type SignUpError =
  { code: 'user_exists' } | { code: 'weak_password'; message: string } | { code: 'unexpected' } | { code: 'provider'; message: string };

export type ForgotError = { code: 'rate_limited' } | { code: 'failed' } | { code: 'server'; message: string };

export type ResetLinkError =
  { code: 'token_missing' } | { code: 'link_invalid' } | { code: 'validation_failed' } | { code: 'server'; message: string };

export type ResetError = { code: 'session_expired' } | { code: 'failed' } | { code: 'server'; message: string };

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
  }
}

export function mapSignUpFailure(f: Failure): SignUpError {
  if (providerUnavailable(f)) return { code: 'unexpected' };
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
  }
}

export function mapGoogleFailure(f: Failure): SignInError {
  return providerUnavailable(f) ? { code: 'unexpected' } : { code: 'provider', message: f.message };
}

export function mapForgotFailure(f: Failure): ForgotError {
  if (f.message.includes('For security purposes')) return { code: 'rate_limited' };
  const words = serverWords(f);
  return words ? { code: 'server', message: words } : { code: 'failed' };
}

export function forgotErrorText(e: ForgotError): string {
  switch (e.code) {
    case 'rate_limited':
      return t.forgotRateLimited;
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
  }
}

/** The description of the 'Account Creation Failed' toast when the product endpoint refused. */
export function onboardingCreateFailureText(f: Failure): string {
  return serverWords(f) ?? t.onboardCreateFailed;
}

/** The description when the account exists but signing in with the new password failed. */
export function onboardingSignInFailureText(f: Failure): string {
  return t.onboardSignInFailed(f.message.trim() || t.unexpected);
}
