import type { FastifyReply, FastifyRequest } from 'fastify';

// Conditional GETs (RFC 9110 13.1.2): an answer carries an entity tag, and a request whose If-None-Match names
// it is answered 304 with no body. Tags compare weakly (W/ is ignored), as If-None-Match requires.

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the request's If-None-Match already names `etag` (or `*`). */
export function ifNoneMatch(request: FastifyRequest): (etag: string) => boolean {
  const header = request.headers['if-none-match'];
  if (!header) return () => false;
  if (header.trim() === '*') return () => true;
  const tags = new Set(header.split(',').map(opaque));
  return (etag) => tags.has(opaque(etag));
}

/**
 * Sends a polled answer: 304 when the caller holds it already, else the JSON. The browser may keep the answer
 * (it is the signed-in user's own) but must ask again before reusing it.
 */
export function sendConditional(
  reply: FastifyReply,
  answer: { etag: string; body?: Buffer; notModified?: true },
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (answer.notModified) return reply.code(304).send();
  return reply.type(contentType).send(answer.body);
}
