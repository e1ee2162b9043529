import {
  analysisFailed,
  anyAnalyzing,
  formatRating,
  greetingName,
  hasReviews,
  isRecalculating,
  listFailureView,
  showsCardScore,
} from '../../../src/domain/listing-rules';
import { analyzeButton } from '../../../src/domain/url-input';

describe('greeting name', () => {
  it('uses the first word of the full name', () => {
    expect(greetingName({ fullName: '  Maria   da Silva ' }, 'maria@example.com')).toBe('Maria');
  });

  it('falls back to the part of the e-mail before the @ when there is no name', () => {
    expect(greetingName({ fullName: null }, 'host.person@example.com')).toBe('host.person');
    expect(greetingName({ fullName: '   ' }, 'h@example.com')).toBe('h');
    expect(greetingName(null, 'solo@example.com')).toBe('solo');
  });

  it('is empty when neither is known', () => {
    expect(greetingName(null, null)).toBe('');
  });
});

describe('card display rules', () => {
  it('shows a rating only when one exists and reviewCount is above 0', () => {
    expect(hasReviews({ rating: 4.9, reviewCount: 12 })).toBe(true);
    expect(hasReviews({ rating: 4.9, reviewCount: 0 })).toBe(false);
    expect(hasReviews({ rating: null, reviewCount: 12 })).toBe(false);
  });

  it('shows the score only above 0', () => {
    expect(showsCardScore({ seoScore: 1 })).toBe(true);
    expect(showsCardScore({ seoScore: 0 })).toBe(false);
    expect(showsCardScore({ seoScore: null })).toBe(false);
  });

  it('formats ratings as the platform shows them', () => {
    expect(formatRating(4.87)).toBe('4.87');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.666)).toBe('4.67');
  });
});

describe('recalculating and failed analyses', () => {
  const base = { isAnalyzing: false, seoScore: 70 as number | null, analysisError: null as string | null };

  it('is recalculating while analysing or without a score', () => {
    expect(isRecalculating({ ...base, isAnalyzing: true })).toBe(true);
    expect(isRecalculating({ ...base, seoScore: null })).toBe(true);
    expect(isRecalculating(base)).toBe(false);
  });

  it('is not recalculating once the analysis failed: nothing is running any more', () => {
    const failed = { ...base, seoScore: null, analysisError: 'The page could not be read' };
    expect(analysisFailed(failed)).toBe(true);
    expect(isRecalculating(failed)).toBe(false);
  });

  it('knows when any listing is analysing', () => {
    expect(anyAnalyzing([{ isAnalyzing: false }, { isAnalyzing: true }])).toBe(true);
    expect(anyAnalyzing([{ isAnalyzing: false }])).toBe(false);
    expect(anyAnalyzing([])).toBe(false);
  });
});

describe('list failure view', () => {
  it('offers Try Again for failures mentioning fetch, network or timeout', () => {
    expect(listFailureView({ message: 'Network Error', status: null, code: 'network' })).toBe('retry');
    expect(listFailureView({ message: 'Failed to fetch', status: null, code: null })).toBe('retry');
    expect(
      listFailureView({ message: 'Request timed out. Please check your connection and try again.', status: null, code: 'timeout' }),
    ).toBe('retry');
    expect(listFailureView({ message: '502: upstream timeout', status: 502, code: null })).toBe('retry');
  });

  it('shows no failure for 401 and 404, even when the text mentions the network', () => {
    expect(listFailureView({ message: '401: network token', status: 401, code: null })).toBe('empty');
    expect(listFailureView({ message: '404: fetch', status: 404, code: null })).toBe('empty');
  });

  it('shows other server failures as an error rather than an empty list', () => {
    expect(listFailureView({ message: '500: Internal error', status: 500, code: 'internal' })).toBe('error');
  });
});

describe('the Analyze button', () => {
  it.each([
    [{ authStatus: 'authenticated', sending: false, url: 'https://a.b/rooms/1' }, 'analyze', false],
    [{ authStatus: 'authenticated', sending: false, url: '' }, 'analyze', true],
    [{ authStatus: 'authenticated', sending: false, url: '   ' }, 'analyze', false],
    [{ authStatus: 'authenticated', sending: true, url: 'x' }, 'sending', true],
    [{ authStatus: 'loading', sending: false, url: 'x' }, 'authLoading', true],
    [{ authStatus: 'unauthenticated', sending: false, url: 'x' }, 'signedOut', true],
  ] as const)('%o reads %s, disabled %s', (input, label, disabled) => {
    expect(analyzeButton(input)).toEqual({ label, disabled });
  });
});
