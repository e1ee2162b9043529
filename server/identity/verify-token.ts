import type { webcrypto } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { errors } from '../errors';
import type { AuthenticatedUser, TokenVerifier } from '../http/auth-guard';
import type { KeyMaterial } from './keys';

export type { AuthenticatedUser, TokenVerifier };

// Product API calls carry the user's Supabase access token. Embedded mode checks it against our own ES256
// key; hosted mode against the project's JWKS (or its legacy HS256 secret).

/** Extra checks a verifier runs after the signature, e.g. that the session was not revoked. */
export type SessionCheck = (user: AuthenticatedUser, claims: JWTPayload) => Promise<void>;

function toUser(claims: JWTPayload): AuthenticatedUser {
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errors.unauthorized('Your session is not valid. Please sign in again.');
  if (claims.role !== 'authenticated') throw errors.unauthorized('Your session is not valid. Please sign in again.');
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
    role: claims.role,
    userMetadata:
      claims.user_metadata && typeof claims.user_metadata === 'object' && !Array.isArray(claims.user_metadata)
        ? (claims.user_metadata as Record<string, unknown>)
        : {},
  };
}

const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens whose signature was checked, kept until they expire: a few hundred bytes each. */
const VERIFIED_TOKENS = 10_000;

/**
 * The claims of tokens whose signature and audience were already checked, by the token's exact text. The
 * browser sends the same access token with every call for up to an hour, and an ES256 signature check costs
 * the request's thread about as much as the rest of a small request. Expiry is still checked at every use;
 * the session check (revocation) still runs at every call.
 */
class VerifiedTokens {
  private readonly claims = new Map<string, JWTPayload & { exp: number }>();

  get(token: string): JWTPayload | null {
    const found = this.claims.get(token);
    if (!found) return null;
    if (Date.now() / 1000 > found.exp + CLOCK_TOLERANCE_SECONDS) {
      this.claims.delete(token);
      return null;
    }
    return found;
  }

  add(token: string, claims: JWTPayload): void {
    // A token without an expiry is checked at every use.
    if (typeof claims.exp !== 'number') return;
    this.claims.set(token, { ...claims, exp: claims.exp });
    // Oldest first: a Map keeps insertion order.
    if (this.claims.size > VERIFIED_TOKENS) this.claims.delete(this.claims.keys().next().value!);
  }
}

function makeVerifier(key: webcrypto.CryptoKey | Uint8Array | JWTVerifyGetKey, algorithms: string[], check?: SessionCheck): TokenVerifier {
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      let claims = verified.get(token);
      if (!claims) {
        try {
          ({ payload: claims } = await jwtVerify(token, key as never, {
            algorithms,
            audience: 'authenticated',
            clockTolerance: CLOCK_TOLERANCE_SECONDS,
          }));
        } catch {
          throw errors.unauthorized('Your session has expired or is not valid. Please sign in again.');
        }
        verified.add(token, claims);
      }
      const user = toUser(claims);
      if (check) await check(user, claims);
      return user;
    },
  };
}

export function localTokenVerifier(keys: Pick<KeyMaterial, 'publicKey'>, check?: SessionCheck): TokenVerifier {
  return makeVerifier(keys.publicKey, ['ES256'], check);
}

export function hostedTokenVerifier(supabaseUrl: string, jwtSecret: string | undefined): TokenVerifier {
  if (jwtSecret) return makeVerifier(new TextEncoder().encode(jwtSecret), ['HS256']);
  const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), { cooldownDuration: 30_000 });
  return makeVerifier(jwks, ['ES256', 'RS256']);
}
