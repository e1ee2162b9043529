import { listingToasts } from './messages/listings';
import { requestErrorText, type RequestFailure } from './request-errors';

// Why an analysis did not start, in the host's words: the account's limits (the server's codes for them) say what
// to wait for; anything else is about the address, with the server's own reason (spec section 8).

export interface ToastWords {
  title: string;
  description: string;
}

type Refusal = keyof typeof listingToasts.refused;
const isRefusal = (code: string | null): code is Refusal => code !== null && Object.hasOwn(listingToasts.refused, code);

/** The account's limit that refused the analysis, worded; null when the failure was anything else. */
export function analysisRefusal(failure: RequestFailure): ToastWords | null {
  return failure.status === 429 && isRefusal(failure.code) ? listingToasts.refused[failure.code] : null;
}

/** The toast for an analysis that could not be started from the URL input. */
export function analysisStartFailure(failure: RequestFailure): ToastWords {
  return analysisRefusal(failure) ?? listingToasts.analysisFailed(requestErrorText(failure));
}
