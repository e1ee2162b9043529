import { requestMessages } from './messages/request';

// The request layer reports its own failures by code; spec section 8 has the words for them. Any other failure
// carries the server's words (or the transport's), shown as they are.

export interface RequestFailure {
  status: number | null;
  code: string | null;
  message: string;
}

export function requestErrorText(failure: RequestFailure): string {
  // A server answer may carry the code 'timeout' too (504); only the layer's own has no status.
  if (failure.code === 'timeout' && failure.status === null) return requestMessages.timeout;
  if (failure.code === 'session_expired' && failure.status === 401) return requestMessages.sessionExpired;
  if (failure.code === 'max_retries' && failure.status === 401) return requestMessages.maxRetries;
  return failure.message;
}
