import type { Failure } from './auth-errors';
import { profileErrorText as t } from './messages/profile';
import { tooManyAttemptsText } from './request-errors';

// Error mappings of spec section 8 for the profile screen: the avatar upload and the password change. Sagas
// describe what failed as a Failure (src/api/failures.ts), map it here to a code, and keep the code in state;
// the screen (or the toast) turns it into words with the *Text functions.

export type AvatarUploadError =
  | { code: 'not_configured' }
  | { code: 'permission' }
  | { code: 'network' }
  | { code: 'failed' }
  | { code: 'message'; message: string }
  /** The file is stored, but saving its URL on the profile failed. */
  | { code: 'profile_update' };

const NETWORK_WORDS = /failed to fetch|network ?error|networkerror|load failed|network request failed|err_network/i;

export function mapAvatarUploadFailure(f: Failure): AvatarUploadError {
  const message = f.message.trim();
  if (/storage bucket not found|bucket not found/i.test(message)) return { code: 'not_configured' };
  if (/permission denied|row-level security|access denied/i.test(message) || f.status === 403) return { code: 'permission' };
  if (f.source === 'network' || NETWORK_WORDS.test(message)) return { code: 'network' };
  return message ? { code: 'message', message } : { code: 'failed' };
}

export function avatarUploadErrorText(e: AvatarUploadError): string {
  switch (e.code) {
    case 'not_configured':
      return t.avatarNotConfigured;
    case 'permission':
      return t.avatarPermission;
    case 'network':
      return t.avatarNetwork;
    case 'failed':
      return t.avatarFailed;
    case 'message':
      return e.message;
    case 'profile_update':
      return t.avatarProfileFailed;
  }
}

export type ChangePasswordError =
  /** Shown on the current-password field. */
  | { code: 'current_incorrect' }
  /** The provider's 'Password should be ...' words, shown on the new-password field. */
  | { code: 'weak_password'; message: string }
  | { code: 'session_expired' }
  | { code: 'general'; message: string }
  | { code: 'unexpected' }
  | { code: 'failed' }
  | { code: 'rate_limited'; retryAfterSeconds: number | null };

/** Which step failed: re-authenticating with the current password, or setting the new one. */
export type ChangePasswordStep = 'reauthenticate' | 'update';

export function mapChangePasswordFailure(step: ChangePasswordStep, f: Failure): ChangePasswordError {
  const message = f.message.trim();
  // Only the identity service's own answers carry words worth showing; a thrown exception or an unreachable
  // service is 'unexpected'.
  if (f.source !== 'provider' || f.status === null || f.status === 0 || f.status >= 500) return { code: 'unexpected' };
  if (f.status === 429) return { code: 'rate_limited', retryAfterSeconds: f.retryAfterSeconds ?? null };
  if (step === 'reauthenticate' && (f.code === 'invalid_credentials' || message === 'Invalid login credentials'))
    return { code: 'current_incorrect' };
  if (message.includes('Password should be')) return { code: 'weak_password', message };
  if (/session/i.test(message)) return { code: 'session_expired' };
  return message ? { code: 'general', message } : { code: 'failed' };
}

/** The dialog-level text; null for the errors shown on a field instead. */
export function changePasswordErrorText(e: ChangePasswordError): string | null {
  switch (e.code) {
    case 'current_incorrect':
    case 'weak_password':
      return null;
    case 'session_expired':
      return t.sessionExpired;
    case 'general':
      return e.message;
    case 'unexpected':
      return t.unexpected;
    case 'failed':
      return t.changeFailed;
    case 'rate_limited':
      return tooManyAttemptsText(e.retryAfterSeconds);
  }
}

export function changePasswordFieldErrors(e: ChangePasswordError | null): { currentPassword: string | null; newPassword: string | null } {
  return {
    currentPassword: e?.code === 'current_incorrect' ? t.currentIncorrect : null,
    newPassword: e?.code === 'weak_password' ? e.message : null,
  };
}
