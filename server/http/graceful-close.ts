import type { FastifyInstance } from 'fastify';

// Stopping waits for the requests in flight, but not for ever: a client that sent half a request and went
// quiet (or a slow-loris) would otherwise hold the shutdown until a supervisor kills the process. After the
// grace period every connection still open is cut.

/** How long a stopping server lets its requests in flight finish. */
export const SHUTDOWN_GRACE_MS = 30_000;

export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
