import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, encodingFor, type AnswerCache } from './answer-cache';

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
 * Sends a polled answer: 304 when the caller holds it already, else the JSON, compressed as the request accepts
 * (each form made once per tag, in `answers`). The browser may keep the answer (it is the signed-in user's own)
 * but must ask again before reusing it.
 */
export function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; body?: Buffer; notModified?: true },
  answers: AnswerCache,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (answer.notModified || !answer.body) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answers.encoded(answer.etag, answer.body, encoding));
}
