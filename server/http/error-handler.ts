import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS, errors, isAppError } from '../errors';

// One place turns every thrown thing into the { code, message } body. 5xx details stay in the log. A database
// that cannot be reached is a 503 the caller may retry, not a 500.

function fromFastifyError(error: FastifyError): AppError | null {
  if (error.validation) return new AppError('validation_failed', error.message);
  switch (error.statusCode) {
    case 400:
      return new AppError('validation_failed', error.message);
    case 401:
      return new AppError('unauthorized', error.message);
    case 403:
      return new AppError('forbidden', error.message);
    case 404:
      return new AppError('not_found', error.message);
    case 413:
      return new AppError('payload_too_large', 'The request is too large.');
    case 415:
      return new AppError('unsupported_media_type', error.message);
    case 429:
      return new AppError('rate_limited', error.message, { retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS });
    default:
      return null;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = isAppError(error)
      ? error
      : (fromFastifyError(error as FastifyError) ?? (isDatabaseUnavailable(error) ? errors.unavailable(undefined, error) : null));
    if (appError?.statusCode === 429) reply.header('retry-after', String(appError.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    if (appError && appError.statusCode < 500) {
      if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', String(appError.retryAfterSeconds));
      return reply.status(appError.statusCode).send(appError.toBody());
    }
    const final = appError ?? new AppError('internal_error', 'Something went wrong on our side. Please try again.');
    // A 503 that says when to come back is planned (a market being re-scored), not a failure to look into.
    if (final.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(final.retryAfterSeconds));
      return reply.status(final.statusCode).send(final.toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(final.statusCode).send(final.toBody());
  });
}
