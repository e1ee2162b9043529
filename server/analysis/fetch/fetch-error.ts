// Every way an outbound request can fail, as one typed error. `reason` is for code; `message` is a sentence a
// host can read (the job stores it as the listing's analysisError).

export type FetchFailureReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'credentials_in_url'
  | 'blocked_host'
  | 'blocked_port'
  | 'private_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'network';

export class FetchError extends Error {
  readonly reason: FetchFailureReason;
  /** The URL of the hop that failed (after redirects), when known. */
  readonly url: string | null;
  /** HTTP status for reason 'http_status'. */
  readonly status: number | null;

  constructor(reason: FetchFailureReason, message: string, options: { url?: string | null; status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'FetchError';
    this.reason = reason;
    this.url = options.url ?? null;
    this.status = options.status ?? null;
  }

  /** Worth trying again later: the other side was slow, busy or refusing us for now. */
  get retryable(): boolean {
    if (this.reason === 'timeout' || this.reason === 'network' || this.reason === 'dns_failed') return true;
    if (this.reason === 'http_status' && this.status !== null)
      return this.status === 403 || this.status === 408 || this.status === 429 || this.status >= 500;
    return false;
  }
}

export function isFetchError(value: unknown): value is FetchError {
  return value instanceof FetchError;
}
