import { authErrors } from './auth-errors';

/** Counts one request against a limiter; over the limit, GoTrue's 429. */
export function limit(limiter: { hit(key: string): { allowed: boolean } }, key: string): void {
  if (!limiter.hit(key).allowed) throw authErrors.requestRateLimit();
}
