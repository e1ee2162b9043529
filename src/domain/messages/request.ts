// Request-layer errors (spec section 8).
export const requestMessages = {
  sessionExpired: 'Authentication session expired. Please sign in again.',
  timeout: 'Request timed out. Please check your connection and try again.',
  maxRetries: 'Maximum retry attempts exceeded.',
  /** A 429: the wait the server named (Retry-After), in words. */
  tooManyAttempts: (wait: string) => `Too many attempts. Try again in ${wait}.`,
  aFewMinutes: 'a few minutes',
  seconds: (n: number) => (n === 1 ? '1 second' : `${n} seconds`),
  minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
} as const;
