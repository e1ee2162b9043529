// Whether an error means "the database cannot be reached right now" (down, restarting, cut off, out of
// connections) rather than "this query is wrong". Requests that meet one answer 503 and the next request tries
// again: the pool drops broken connections and opens new ones once the database is back, without a restart.

/** Socket errors from the driver, and PostgreSQL's connection-exception (08) and operator-intervention (57P) codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '08P01',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
]);

/** pg's own messages for a connection that broke or never came (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Duck-typed rather than instanceof: socket errors may come from another realm (a VM context, a worker).
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
