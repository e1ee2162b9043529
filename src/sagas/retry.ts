import { call } from 'redux-saga/effects';
import { toHttpError } from '../api/request/request-layer';
import { CHAT_QUERY_RETRIES, CHAT_RETRY_DELAY_MS, CHAT_SEND_RETRIES } from '../domain/chat';
import { delay } from './effects';

// The one way a call is retried (spec section 7): here, in sagas, with the injected delay, so tests move the
// clock and see every attempt. A 401 has already been through the session saga's refresh, and a 404 will not
// change: neither is retried.

export interface RetryPolicy {
  retries: number;
  /** The pause before retry n (0 for the first). */
  delayMs(retry: number): number;
}

/** The listings list: 2 retries, waiting min(1000*2^n, 5000) ms. */
export const LIST_RETRY: RetryPolicy = { retries: 2, delayMs: (n) => Math.min(1000 * 2 ** n, 5000) };
/** Chat queries: 2 retries at 1 s. */
export const CHAT_QUERY_RETRY: RetryPolicy = { retries: CHAT_QUERY_RETRIES, delayMs: () => CHAT_RETRY_DELAY_MS };
/** Sending a chat message: 1 retry at 1 s (same clientMessageId, so the server stores it once). */
export const CHAT_SEND_RETRY: RetryPolicy = { retries: CHAT_SEND_RETRIES, delayMs: () => CHAT_RETRY_DELAY_MS };

export function retriable(error: unknown): boolean {
  const status = toHttpError(error).status;
  return status !== 401 && status !== 404;
}

// `any[]` because redux-saga's call() overloads accept no narrower rest type for a generic saga.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function* callWithRetries<Args extends any[], R>(policy: RetryPolicy, fn: (...args: Args) => Promise<R>, ...args: Args) {
  for (let retry = 0; ; retry += 1) {
    try {
      const result: R = yield call(fn, ...args);
      return result;
    } catch (error) {
      if (retry >= policy.retries || !retriable(error)) throw error;
      yield delay(policy.delayMs(retry));
    }
  }
}
