import { authErrors } from './auth-errors';

/** Counts one request against a limiter; over the limit, GoTrue's 429. */
export function limit(limiter: { hit(key: string): { allowed: boolean; retryAfterSeconds: number } }, key: string): void {
  const result = limiter.hit(key);
  if (!result.allowed) throw authErrors.requestRateLimit(result.retryAfterSeconds);
}
