import { requestErrorText } from '../../../src/domain/request-errors';

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
