import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { KeyMaterial } from '../../../server/identity/keys';

// An access token as the embedded identity issues it (ES256, Supabase's claims), signed with the server's own
// key, for tests that need a signed-in caller without going through sign-in.

export interface TokenClaims {
  userId?: string;
  email?: string;
  sessionId?: string;
  expiresInSeconds?: number;
}

export function mintAccessToken(keys: KeyMaterial, claims: TokenClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email ?? 'host@example.com', role: 'authenticated', session_id: claims.sessionId ?? randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(claims.userId ?? randomUUID())
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .sign(keys.privateKey);
}
