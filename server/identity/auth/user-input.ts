import { isValidEmail, normaliseEmail } from '../secrets';
import { authErrors } from './auth-errors';

// Reading what callers send to the auth endpoints, with GoTrue's answers for what does not fit.

export function readEmail(value: unknown): string {
  if (typeof value !== 'string') throw authErrors.invalidEmail();
  const email = normaliseEmail(value);
  if (!isValidEmail(email)) throw authErrors.invalidEmail();
  return email;
}

/** A JSON object field such as user_metadata or app_metadata; undefined when absent. */
export function readObject(value: unknown, what: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw authErrors.validation(`Could not read ${what}: expected an object`);
  if (JSON.stringify(value).length > 16_384) throw authErrors.validation(`${what} is too large`);
  return value as Record<string, unknown>;
}

/** The `data` a user sends with sign-up or updateUser; {} when absent. */
export const readMetadata = (value: unknown): Record<string, unknown> => readObject(value, 'metadata') ?? {};

/** GoTrue's metadata update: keys are merged, a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}
