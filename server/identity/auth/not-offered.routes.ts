import type { FastifyInstance, HTTPMethods } from 'fastify';
import { authErrors, type AuthApiError } from './auth-errors';
import type { IdentityContext } from './context';
import { authenticateUser, requireAdmin } from './request-auth';
import { bodyOf } from './request-body';

// The endpoints of GoTrue features this server does not offer (MFA, passkeys, SSO, identity linking, the
// OAuth server), answering as GoTrue does with the feature switched off: after its sign-in check where GoTrue
// checks that first, with its status, code and words.

const ALL_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const refuse = (error: () => AuthApiError) => (): never => {
  throw error();
};

export async function notOfferedRoutes(app: FastifyInstance, options: { ctx: IdentityContext }): Promise<void> {
  const { ctx } = options;
  const signedIn = { preHandler: async (request: Parameters<typeof authenticateUser>[1]) => void (await authenticateUser(ctx, request)) };
  const admin = { preHandler: async (request: Parameters<typeof requireAdmin>[1]) => requireAdmin(ctx, request) };

  // MFA (mfa.go): nobody has a factor, and enrolling is switched off for every kind.
  app.post('/factors', signedIn, async (request) => {
    const type = bodyOf(request).factor_type;
    if (type === 'totp' || type === 'phone' || type === 'webauthn') throw authErrors.mfaEnrollDisabled(type);
    throw authErrors.mfaBadFactorType();
  });
  app.route({ method: ALL_METHODS, url: '/factors/:factorId', ...signedIn, handler: refuse(authErrors.factorNotFound) });
  app.route({ method: ALL_METHODS, url: '/factors/:factorId/*', ...signedIn, handler: refuse(authErrors.factorNotFound) });

  // Identity linking (requireManualLinkingEnabled) and the OAuth grants of a user (requireOAuthServerEnabled).
  app.get('/user/identities/authorize', signedIn, refuse(authErrors.manualLinkingDisabled));
  app.delete('/user/identities/:identityId', signedIn, refuse(authErrors.manualLinkingDisabled));
  app.route({ method: ALL_METHODS, url: '/user/oauth/grants', ...signedIn, handler: refuse(authErrors.oauthServerDisabled) });

  // SSO (requireSAMLEnabled), passkeys (requirePasskeyEnabled) and the OAuth server (requireOAuthServerEnabled).
  for (const url of ['/sso', '/sso/*']) app.route({ method: ALL_METHODS, url, handler: refuse(authErrors.samlDisabled) });
  for (const url of ['/passkeys', '/passkeys/*']) app.route({ method: ALL_METHODS, url, handler: refuse(authErrors.passkeysDisabled) });
  for (const url of ['/oauth/*', '/.well-known/oauth-authorization-server'])
    app.route({ method: ALL_METHODS, url, handler: refuse(authErrors.oauthServerDisabled) });

  // The admin side of the same features.
  app.route({ method: ALL_METHODS, url: '/admin/oauth/*', ...admin, handler: refuse(authErrors.oauthServerDisabled) });
  app.route({ method: ALL_METHODS, url: '/admin/sso/*', ...admin, handler: refuse(authErrors.samlDisabled) });
}
