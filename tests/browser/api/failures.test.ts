import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError } from '@supabase/supabase-js';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describeFailure } from '../../../src/api/request/failures';
import { HttpError } from '../../../src/api/request/request-layer';
import { fetchNotingRetryAfter } from '../../../src/api/request/retry-after';
import { requestErrorText } from '../../../src/domain/request-errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

describe('describeFailure', () => {
  it('keeps what the identity service said', () => {
    expect(describeFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      source: 'provider',
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
    expect(describeFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toMatchObject({ source: 'provider', status: 0 });
    expect(describeFailure(new AuthSessionMissingError())).toMatchObject({ source: 'provider', message: 'Auth session missing!' });
  });

  it("keeps a product endpoint's own words, without the status prefix", () => {
    const response = {
      status: 400,
      statusText: 'Bad Request',
      data: { code: 'invalid_token', message: 'This link has expired.' },
      headers: {},
      config,
    };
    expect(describeFailure(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response))).toEqual({
      source: 'server',
      message: 'This link has expired.',
      status: 400,
      code: 'invalid_token',
    });
    expect(describeFailure(new HttpError('429: slow down', { status: 429, serverMessage: 'slow down' }))).toMatchObject({
      source: 'server',
      message: 'slow down',
    });
  });

  it("tells a missing answer and a timeout from a refusal, by code (the words are the domain's)", () => {
    expect(describeFailure(new AxiosError('Network Error', 'ERR_NETWORK', config))).toMatchObject({
      source: 'network',
      status: null,
      code: 'network',
    });
    const timeout = describeFailure(new AxiosError('timeout of 25000ms exceeded', 'ECONNABORTED', config));
    expect(timeout).toEqual({ source: 'network', message: 'timeout', status: null, code: 'timeout' });
    expect(requestErrorText(timeout)).toBe('Request timed out. Please check your connection and try again.');
  });

  it('reports anything else as an exception', () => {
    expect(describeFailure(new TypeError('x is undefined'))).toEqual({
      source: 'exception',
      message: 'x is undefined',
      status: null,
      code: null,
    });
    expect(describeFailure('plain string')).toMatchObject({ source: 'exception', message: 'plain string' });
  });
});

describe('the wait of a 429', () => {
  it("reads a product endpoint's Retry-After", () => {
    const response = {
      status: 429,
      statusText: 'Too Many Requests',
      data: { code: 'rate_limited', message: 'Too many reset requests from this address.' },
      headers: { 'retry-after': '240' },
      config,
    };
    const failure = describeFailure(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response));
    expect(failure).toMatchObject({ source: 'server', status: 429, retryAfterSeconds: 240 });
    expect(requestErrorText(failure)).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it("takes the identity service's Retry-After noted by the auth client's fetch, once", async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(
      async () => new Response('{"code":"over_request_rate_limit"}', { status: 429, headers: { 'retry-after': '180' } }),
    );
    try {
      await fetchNotingRetryAfter('http://localhost/auth/v1/token');
    } finally {
      globalThis.fetch = realFetch;
    }
    const error = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(describeFailure(error)).toMatchObject({ status: 429, retryAfterSeconds: 180 });
    expect(describeFailure(error)).toMatchObject({ status: 429, retryAfterSeconds: null });
  });
});
