import { isAuthError } from '@supabase/supabase-js';
import type { Failure } from '../../domain/auth-errors';
import { HttpError, toHttpError } from './request-layer';
import { takeRetryAfter } from './retry-after';

// Whatever an api call threw, as plain data the sagas can map (src/domain/auth-errors.ts) and keep in state.

export function describeFailure(error: unknown): Failure {
  if (isAuthError(error)) {
    const status = error.status ?? null;
    const failure: Failure = { source: 'provider', message: error.message ?? '', status, code: error.code ?? null };
    return status === 429 ? { ...failure, retryAfterSeconds: takeRetryAfter() } : failure;
  }
  if (error instanceof HttpError || (error && typeof error === 'object' && 'isAxiosError' in error)) {
    const http = toHttpError(error);
    if (http.status === null) return { source: 'network', message: http.message, status: null, code: http.code };
    const failure: Failure = { source: 'server', message: http.serverMessage, status: http.status, code: http.code };
    return http.status === 429 ? { ...failure, retryAfterSeconds: http.retryAfterSeconds } : failure;
  }
  return { source: 'exception', message: error instanceof Error ? error.message : String(error), status: null, code: null };
}
