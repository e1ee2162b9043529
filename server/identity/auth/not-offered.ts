import { authErrors } from './auth-errors';
import type { Body } from './request-body';

// Sign-in methods this server does not offer, refused in the words of a GoTrue that has them switched off
// (token.go, token_oidc.go, web3.go), so a client written against a hosted project reads the same errors.

const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** POST /token?grant_type=id_token (signInWithIdToken): no provider's ID tokens are accepted here. */
export function refuseIdToken(body: Body): never {
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer = ID_TOKEN_ISSUERS[provider] ?? Object.values(ID_TOKEN_ISSUERS).find((i) => i === body.issuer);
  if (issuer) throw authErrors.idTokenProviderDisabled(issuer);
  if (provider.startsWith('custom:')) throw authErrors.customOAuthDisabled();
  throw authErrors.customOidcNotAllowed(provider);
}

/** POST /token?grant_type=web3 (signInWithWeb3). */
export function refuseWeb3(): never {
  throw authErrors.web3Disabled();
}
