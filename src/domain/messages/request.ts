// Request-layer errors (spec section 8).
export const requestMessages = {
  sessionExpired: 'Authentication session expired. Please sign in again.',
  timeout: 'Request timed out. Please check your connection and try again.',
  maxRetries: 'Maximum retry attempts exceeded.',
} as const;
