import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { SessionVerdict } from './session-verdict';
import { readRetryAfter } from './retry-after';

// The request layer of spec section 7: one axios instance for every product call (made in ./axios-instance.ts).
// Bearer token from the cached access token, credentials included, 25 s timeout, a 401 retried (at most twice)
// once the session saga has refreshed the session, and errors in one shape whose message reads "status: body".
// Failures of the layer itself carry a code (timeout, network, canceled, session_expired, max_retries), never
// words: the sagas and screens word them (src/domain/request-errors.ts). This module holds no axios code, so the
// screens that make no product call (welcome, sign-in) do not load axios.

export const DEFAULT_TIMEOUT_MS = 25_000;
export const MAX_AUTH_RETRIES = 2;

export class HttpError extends Error {
  readonly status: number | null;
  /** The server's error code ({ code } body), when it sent one. */
  readonly code: string | null;
  /** The server's own words ({ message } body, or the body text), without the status prefix; '' when it sent none. */
  readonly serverMessage: string;
  /** The Retry-After of a 429, in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    options: { status?: number | null; code?: string | null; serverMessage?: string; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.serverMessage = options.serverMessage ?? message;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export interface HttpDeps {
  baseURL: string;
  getAccessToken(): string | null;
  /** Reports a refused token and waits until the session is refreshed (retry) or over (give up). */
  awaitSessionVerdict(): Promise<SessionVerdict>;
}

/** What axios.isAxiosError checks. */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function bodyText(data: unknown): { text: string; message: string | null; code: string | null } {
  if (data == null || data === '') return { text: '', message: null, code: null };
  if (typeof data === 'string') {
    try {
      return bodyText(JSON.parse(data));
    } catch {
      return { text: data, message: null, code: null };
    }
  }
  if (typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : null;
    const code = typeof record.code === 'string' ? record.code : null;
    return { text: message ?? JSON.stringify(data), message, code };
  }
  // What is left of a parsed body: a number or a boolean, written as JSON writes it.
  return { text: JSON.stringify(data), message: null, code: null };
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error)) {
    const err = error;
    if (err.code === 'ERR_CANCELED') return new HttpError('canceled', { code: 'canceled', serverMessage: '' });
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') {
      return new HttpError('timeout', { code: 'timeout', serverMessage: '' });
    }
    if (err.response) {
      const { text, message, code } = bodyText(err.response.data);
      const shown = text || err.response.statusText || 'Request failed';
      const retryAfter = readRetryAfter(String(err.response.headers?.['retry-after'] ?? ''));
      return new HttpError(`${err.response.status}: ${shown}`, {
        status: err.response.status,
        code,
        serverMessage: message ?? shown,
        retryAfterSeconds: retryAfter,
      });
    }
    return new HttpError(err.message || 'Network Error', { code: 'network', serverMessage: '' });
  }
  return new HttpError(error instanceof Error ? error.message : String(error));
}

export type RequestOptions = Pick<AxiosRequestConfig, 'timeout' | 'params' | 'signal' | 'onUploadProgress'>;

/** What a saga may give an endpoint call: the signal that aborts it (a polling screen that was left). */
export type CallOptions = Pick<RequestOptions, 'signal'>;

export async function send<T>(http: AxiosInstance, method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await http.request<T>({ method, url, ...(data !== undefined ? { data } : {}), ...options });
  return response.data;
}

/**
 * A polled read (the dashboard's list, a listing): the answer and its entity tag, or `unchanged` when the tag the
 * caller sent (If-None-Match) still names the server's answer (304). axios keeps no cache of its own, so the
 * caller keeps the tag with the data it belongs to and passes it back.
 */
export type Polled<T> = { unchanged: true } | { unchanged: false; value: T; etag: string | null };

export async function getPolled<T>(
  http: AxiosInstance,
  url: string,
  since: string | null | undefined,
  options: RequestOptions = {},
): Promise<Polled<T>> {
  const response = await http.request<T>({
    method: 'GET',
    url,
    ...options,
    ...(since ? { headers: { 'If-None-Match': since } } : {}),
    validateStatus: (status) => (status >= 200 && status < 300) || (Boolean(since) && status === 304),
  });
  if (response.status === 304) return { unchanged: true };
  const etag: unknown = response.headers.etag;
  return { unchanged: false, value: response.data, etag: typeof etag === 'string' ? etag : null };
}
