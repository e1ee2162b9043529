import { createHmac } from 'node:crypto';
import { safeEqual } from '../identity/secrets';

// The onboarding link's session token (spec section 3): base64 of JSON { payload, signature }, where payload
// is a JSON string { email, purchaseId } and signature its HMAC-SHA256 (hex) under the server secret. The
// browser only decodes it to show the e-mail; the server checks the signature before trusting it.

export interface OnboardingClaims {
  email: string;
  purchaseId: string;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export function createOnboardingToken(secret: string, claims: OnboardingClaims): string {
  const payload = JSON.stringify({ email: claims.email, purchaseId: claims.purchaseId });
  return Buffer.from(JSON.stringify({ payload, signature: sign(secret, payload) }), 'utf8').toString('base64');
}

/** The claims of a genuine token, or null for anything malformed or not signed by this server. */
export function readOnboardingToken(secret: string, token: string): OnboardingClaims | null {
  try {
    if (token.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return null;
    const outer = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { payload?: unknown; signature?: unknown };
    if (typeof outer.payload !== 'string' || typeof outer.signature !== 'string') return null;
    if (!safeEqual(outer.signature, sign(secret, outer.payload))) return null;
    const claims = JSON.parse(outer.payload) as { email?: unknown; purchaseId?: unknown };
    if (typeof claims.email !== 'string' || typeof claims.purchaseId !== 'string') return null;
    return { email: claims.email, purchaseId: claims.purchaseId };
  } catch {
    return null;
  }
}

export const onboardingPath = (token: string) => `/onboard-setup?session=${encodeURIComponent(token)}`;
