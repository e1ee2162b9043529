// Where a request whose access token was refused (401) waits for the session saga's verdict (spec section 7).
// The request layer cannot refresh or sign out by itself: it reports the refusal here and waits. The session
// saga listens (an eventChannel), refreshes once for every request waiting at that moment, and settles them all
// with one verdict: retry with the refreshed token, or give up because the session is over.

export type SessionVerdict = 'refreshed' | 'expired';

let listener: (() => void) | null = null;
let waiting: ((verdict: SessionVerdict) => void)[] = [];

/** The session saga's ear: called once per refused request. Returns the unsubscribe function. */
export function subscribeToRefusedTokens(onRefused: () => void): () => void {
  listener = onRefused;
  return () => {
    if (listener === onRefused) listener = null;
  };
}

/** Called by the request layer on a 401; resolves with the verdict for this request. */
export function awaitSessionVerdict(): Promise<SessionVerdict> {
  const report = listener;
  // Nothing can refresh the session (the app has not started its sagas): the request fails as expired.
  if (!report) return Promise.resolve('expired');
  return new Promise((resolve) => {
    waiting.push(resolve);
    report();
  });
}

/** The session saga's verdict for every request waiting now; later refusals wait for the next one. */
export function settleRefusedTokens(verdict: SessionVerdict): void {
  const settled = waiting;
  waiting = [];
  for (const resolve of settled) resolve(verdict);
}
