import type { ExtractionResult } from '../analysis/extract';
import { VERDICT_MESSAGES } from '../analysis/extract/extract-listing';
import type { FetchError } from '../analysis/fetch';

// Why an analysis ended without a listing, in a host's words (stored as the listing's analysisError), and
// whether trying again later can help. A bot check or a refusal (HTTP 403/429) is known from the first answer
// and is not retried: asking again at once only prolongs the wait, and the host can try again or hand the page
// over. A slow or broken connection, a server error or an empty page shell are retried.

export class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const SITE_NAMES: Record<string, string> = { airbnb: 'Airbnb', vrbo: 'Vrbo', booking: 'Booking.com' };

/** "Airbnb", "Vrbo", "Booking.com", or "The listing site". */
export function siteName(platform: string | null | undefined): string {
  return SITE_NAMES[platform ?? ''] ?? 'The listing site';
}

const TRY_OR_IMPORT = 'Try again in a few minutes, or import the page from your browser.';

export function fetchFailure(err: FetchError, platform: string | null): AnalysisFailure {
  const site = siteName(platform);
  switch (err.reason) {
    case 'http_status':
      if (err.status === 404 || err.status === 410) return new AnalysisFailure(VERDICT_MESSAGES.not_found, false);
      if (err.status === 429)
        return new AnalysisFailure(`${site} turned our request away just now (too many requests). ${TRY_OR_IMPORT}`, false, 'HTTP 429');
      if (err.status === 403)
        return new AnalysisFailure(`${site} refused to show us the page just now (access denied). ${TRY_OR_IMPORT}`, false, 'HTTP 403');
      if (err.status !== null && err.status >= 500)
        return new AnalysisFailure(`${site} had a problem answering (HTTP ${err.status}). Please try again later.`, true);
      return new AnalysisFailure(`${site} answered with HTTP ${err.status}.`, false);
    case 'timeout':
      return new AnalysisFailure(`${site} took too long to answer. Please try again.`, true);
    case 'network':
    case 'dns_failed':
      return new AnalysisFailure(`We could not reach ${site === 'The listing site' ? 'the listing site' : site}: ${err.message}`, true);
    default:
      // blocked host or port, private address, too large, too many redirects, bad scheme: no retry helps.
      return new AnalysisFailure(err.message, false);
  }
}

export function verdictFailure(
  result: Exclude<ExtractionResult, { status: 'listing' } | { status: 'handoff' }>,
  platform: string | null,
): AnalysisFailure {
  const message = result.message.replace(/^The listing site\b/, siteName(platform));
  // An empty page shell is Airbnb's server answering before its data was ready: asking again can help.
  return new AnalysisFailure(message, result.status === 'skeleton', result.detail);
}
