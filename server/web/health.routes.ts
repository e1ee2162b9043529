import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../contract/wire';
import type { Database } from '../db/database';

export async function healthRoutes(app: FastifyInstance, options: { database: Database; version: string }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    let latencyMs: number | null;
    try {
      latencyMs = Math.round((await options.database.ping()) * 100) / 100;
    } catch {
      latencyMs = null;
    }
    const body: HealthResponse = {
      status: latencyMs === null ? 'degraded' : 'ok',
      version: options.version,
      database: { kind: options.database.kind, status: latencyMs === null ? 'down' : 'up', latencyMs },
    };
    return reply.status(latencyMs === null ? 503 : 200).send(body);
  });
}
