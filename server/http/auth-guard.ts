import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';

/** Who made a product API call, as read from a verified access token (identity/ makes the verifiers). */
export interface AuthenticatedUser {
  id: string;
  email: string | null;
  sessionId: string | null;
  role: string;
  /** The token's user_metadata claim (full_name from sign-up, Google's name and picture...). */
  userMetadata?: Record<string, unknown>;
}

export interface TokenVerifier {
  verify(token: string): Promise<AuthenticatedUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** preHandler for product routes: a valid user access token or 401. */
export function requireUser(verifier: TokenVerifier) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    request.user = await verifier.verify(token);
  };
}

export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}
