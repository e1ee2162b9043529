import type { FastifyRequest } from 'fastify';

// GoTrue reads JSON bodies leniently: anything but an object counts as an empty one, and each flow checks
// the fields it needs with GoTrue's own messages.

export type Body = Record<string, unknown>;
export type Query = Record<string, string | undefined>;

export function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}
