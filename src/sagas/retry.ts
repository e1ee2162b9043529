import { call } from 'redux-saga/effects';
import { toHttpError } from '../api/request/request-layer';
import { delay } from './effects';

// A call retried a fixed number of times with a fixed pause (the chat's 2 and 1 retries at 1 s, spec section 7).
// A 401 has already been through the request layer's refresh, and a 404 will not change: neither is retried.

export function retriable(error: unknown): boolean {
  const status = toHttpError(error).status;
  return status !== 401 && status !== 404;
}

// `any[]` because redux-saga's call() overloads accept no narrower rest type for a generic saga.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function* callWithRetries<Args extends any[], R>(
  retries: number,
  pauseMs: number,
  fn: (...args: Args) => Promise<R>,
  ...args: Args
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result: R = yield call(fn, ...args);
      return result;
    } catch (error) {
      if (attempt >= retries || !retriable(error)) throw error;
      yield delay(pauseMs);
    }
  }
}
