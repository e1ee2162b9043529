import { requestErrorText, tooManyAttemptsText } from '../../../src/domain/request-errors';

// The request layer reports its own failures by code; these are the words spec section 8 gives them.

describe('requestErrorText', () => {
  it("words the request layer's own failures as spec section 8 does", () => {
    expect(requestErrorText({ status: null, code: 'timeout', message: 'timeout' })).toBe(
      'Request timed out. Please check your connection and try again.',
    );
    expect(requestErrorText({ status: 401, code: 'session_expired', message: 'session_expired' })).toBe(
      'Authentication session expired. Please sign in again.',
    );
    expect(requestErrorText({ status: 401, code: 'max_retries', message: 'max_retries' })).toBe('Maximum retry attempts exceeded.');
  });

  it("keeps the server's words, even when the server's own code is 'timeout'", () => {
    expect(requestErrorText({ status: 500, code: 'internal_error', message: '500: Database unavailable' })).toBe(
      '500: Database unavailable',
    );
    expect(requestErrorText({ status: 504, code: 'timeout', message: 'The listing page took too long to answer' })).toBe(
      'The listing page took too long to answer',
    );
    expect(requestErrorText({ status: null, code: 'network', message: 'Network Error' })).toBe('Network Error');
  });
});

describe('too many attempts', () => {
  it('says the wait the server named, in words', () => {
    expect(requestErrorText({ status: 429, code: 'rate_limited', message: 'Too many reset requests', retryAfterSeconds: 240 })).toBe(
      'Too many attempts. Try again in 4 minutes.',
    );
    expect(tooManyAttemptsText(241)).toBe('Too many attempts. Try again in 5 minutes.');
    expect(tooManyAttemptsText(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsText(40)).toBe('Too many attempts. Try again in 40 seconds.');
    expect(tooManyAttemptsText(1)).toBe('Too many attempts. Try again in 1 second.');
  });

  it('says a few minutes when the server named no wait', () => {
    expect(requestErrorText({ status: 429, code: 'rate_limited', message: 'x' })).toBe('Too many attempts. Try again in a few minutes.');
    expect(tooManyAttemptsText(null)).toBe('Too many attempts. Try again in a few minutes.');
  });
});
