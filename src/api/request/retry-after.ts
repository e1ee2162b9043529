// supabase-js turns an error answer into an AuthError without its headers, so the wait a 429 names
// (Retry-After) is noted here by the auth client's fetch and taken by describeFailure for that error. The
// browser runs one request's error handling at a time after its answer, so the newest 429 is that error's.

let noted: number | null = null;

/** Whole seconds of a Retry-After header given in seconds; null when absent or unreadable. */
export function readRetryAfter(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds > 0 ? seconds : null;
}

/** The auth client's fetch: the platform's, noting the wait of each 429. */
export const fetchNotingRetryAfter: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (response.status === 429) noted = readRetryAfter(response.headers.get('retry-after'));
  return response;
};

/** The wait the latest 429 of the identity service named, once. */
export function takeRetryAfter(): number | null {
  const seconds = noted;
  noted = null;
  return seconds;
}
