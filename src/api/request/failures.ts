import { isAuthError } from '@supabase/supabase-js';
import type { Failure } from '../../domain/auth-errors';
import { HttpError, toHttpError } from './request-layer';

// Whatever an api call threw, as plain data the sagas can map (src/domain/auth-errors.ts) and keep in state.

export function describeFailure(error: unknown): Failure {
  if (isAuthError(error)) {
    return { source: 'provider', message: error.message ?? '', status: error.status ?? null, code: error.code ?? null };
  }
  if (error instanceof HttpError || (error && typeof error === 'object' && 'isAxiosError' in error)) {
    const http = toHttpError(error);
    if (http.status === null) return { source: 'network', message: http.message, status: null, code: http.code };
    return { source: 'server', message: http.serverMessage, status: http.status, code: http.code };
  }
  return { source: 'exception', message: error instanceof Error ? error.message : String(error), status: null, code: null };
}
