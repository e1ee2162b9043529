import type { ApiErrorBody } from '../contract/wire';

// The one error catalogue of the product API. Every failure a route reports is an AppError built here, and
// the error handler renders it as { code, message }. Messages are written for the host who will read them.

export const ErrorCodes = {
  validation_failed: 400,
  invalid_url: 400,
  unsupported_listing_url: 400,
  unauthorized: 401,
  forbidden: 403,
  free_limit_reached: 403,
  not_found: 404,
  listing_not_found: 404,
  photos_not_found: 404,
  recommendation_not_found: 404,
  no_market: 404,
  conflict: 409,
  payload_too_large: 413,
  misdirected_request: 421,
  unsupported_media_type: 415,
  rate_limited: 429,
  analysis_rate_limited: 429,
  analysis_limit_reached: 429,
  internal_error: 500,
  service_unavailable: 503,
  market_updating: 503,
  upstream_failed: 502,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly instructions: string | undefined;
  /** Sent as Retry-After: whole seconds until the caller may try again (every 429 has one). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; instructions?: string; retryAfterSeconds?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ErrorCodes[code];
    this.instructions = options.instructions;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ApiErrorBody {
    return this.instructions
      ? { code: this.code, message: this.message, instructions: this.instructions }
      : { code: this.code, message: this.message };
  }
}

export const errors = {
  validation: (message: string) => new AppError('validation_failed', message),
  unauthorized: (message = 'Sign in to continue.') => new AppError('unauthorized', message),
  forbidden: (message = 'You do not have access to this.') => new AppError('forbidden', message),
  notFound: (message = 'Not found') => new AppError('not_found', message),
  listingNotFound: () => new AppError('listing_not_found', 'Listing not found'),
  conflict: (message: string) => new AppError('conflict', message),
  tooLarge: (message: string) => new AppError('payload_too_large', message),
  rateLimited: (message: string, retryAfterSeconds: number) =>
    new AppError('rate_limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) }),
  unavailable: (message = 'The service is temporarily unavailable. Please try again in a moment.', cause?: unknown) =>
    new AppError('service_unavailable', message, { cause }),
  noMarket: (place: string | null) =>
    new AppError('no_market', `No market data for ${place ?? 'this place'} yet.`, {
      instructions:
        "An operator adds a market by loading its listings file from insideairbnb.com ('Get the data', the detailed listings.csv.gz) with npm run market -- import FILE.",
    }),
  marketUpdating: (market: string) =>
    new AppError('market_updating', `The ${market} market is being scored by the new scoring rules. Try again in a minute.`, {
      retryAfterSeconds: 30,
    }),
  internal: (cause?: unknown) => new AppError('internal_error', 'Something went wrong on our side. Please try again.', { cause }),
};

/** A 429 that names no wait (a library's own) still says when to come back: the limiters' longest window. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5 * 60;

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
