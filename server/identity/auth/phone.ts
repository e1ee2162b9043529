import { authErrors } from './auth-errors';

// This server has no phone sign-in. Requests that name a phone number still get GoTrue's answers: its format
// check first, then what a GoTrue without an SMS provider says.

const E164 = /^[1-9][0-9]{1,14}$/;

export const hasText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** GoTrue's validatePhone: '+' and spaces dropped, then E.164 digits. */
export function readPhone(value: string): string {
  const phone = value.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(phone)) throw authErrors.invalidPhone();
  return phone;
}
