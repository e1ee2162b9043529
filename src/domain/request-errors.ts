import { requestMessages } from './messages/request';

// The request layer reports its own failures by code; spec section 8 has the words for them. Any other failure
// carries the server's words (or the transport's), shown as they are.

export interface RequestFailure {
  status: number | null;
  code: string | null;
  message: string;
  /** The server's Retry-After in seconds, with a 429 that sent one. */
  retryAfterSeconds?: number | null;
}

/** "Too many attempts. Try again in 4 minutes.": the wait rounded up to whole minutes from a minute on. */
export function tooManyAttemptsText(retryAfterSeconds: number | null | undefined): string {
  const s = retryAfterSeconds && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : null;
  const wait = s === null ? requestMessages.aFewMinutes : s < 60 ? requestMessages.seconds(s) : requestMessages.minutes(Math.ceil(s / 60));
  return requestMessages.tooManyAttempts(wait);
}

export function requestErrorText(failure: RequestFailure): string {
  if (failure.status === 429) return tooManyAttemptsText(failure.retryAfterSeconds);
  // A server answer may carry the code 'timeout' too (504); only the layer's own has no status.
  if (failure.code === 'timeout' && failure.status === null) return requestMessages.timeout;
  if (failure.code === 'session_expired' && failure.status === 401) return requestMessages.sessionExpired;
  if (failure.code === 'max_retries' && failure.status === 401) return requestMessages.maxRetries;
  return failure.message;
}
