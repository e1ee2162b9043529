import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicBaseUrl as baseUrlOf } from '../../http/public-origin';
import { clientKey } from '../rate-limit';
import { adminRoutes } from './admin.routes';
import { authErrors, echoApiVersion, renderAuthError } from './auth-errors';
import type { IdentityContext } from './context';
import { passwordGrant } from './flows/password-sign-in';
import { pkceGrant } from './flows/pkce-exchange';
import { recover } from './flows/recovery';
import { refreshGrant } from './flows/refresh';
import { resend } from './flows/resend';
import { signInWithOtp } from './flows/magic-link';
import { reauthenticate } from './flows/reauthenticate';
import { logout } from './flows/sign-out';
import { signUp } from './flows/sign-up';
import { updateUser } from './flows/user-update';
import { verifyLink, verifyOtp } from './flows/verify';
import type { GoogleProvider } from './google';
import { refuseIdToken, refuseWeb3 } from './not-offered';
import { notOfferedRoutes } from './not-offered.routes';
import { readChallenge } from './pkce';
import { authenticateUser } from './request-auth';
import { bodyOf, type Body, type Query } from './request-body';
import { resolveRedirect } from './redirects';
import { userResponse } from './user-state';
import { named } from '../../http/plugin-name';

// /auth/v1: the GoTrue endpoints supabase-js calls (research/supabase-compat.md §4 and §8). Each flow lives
// in flows/; this file reads the HTTP request and answers.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reached by a browser navigation (e-mail link, OAuth redirect) or a key fetch: no apikey header. */
    withoutApiKey?: boolean;
  }
}

export interface AuthRoutesOptions {
  ctx: IdentityContext;
  google: GoogleProvider | null;
}

/** The gateway's API-key check: apikey header (or ?apikey=) must be the anon or the service-role key. */
export function apiKeyGate(keys: { anonKey: string; serviceRoleKey: string }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.withoutApiKey) return;
    const header = request.headers.apikey;
    const fromQuery = (request.query as Query | undefined)?.apikey;
    const key = (Array.isArray(header) ? header[0] : header) ?? fromQuery;
    if (!key) {
      return reply.status(401).send({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    }
    if (key !== keys.anonKey && key !== keys.serviceRoleKey) {
      return reply.status(401).send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    }
  };
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { ctx } = options;

  // supabase-js sends `Content-Type: application/json` on the bodiless POST /logout; accept an empty body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(authErrors.validation('Could not read the request body: invalid JSON'), undefined);
    }
  });
  app.setErrorHandler((error, request, reply) => renderAuthError(error, request, reply));
  app.addHook('onRequest', async (request, reply) => {
    echoApiVersion(request, reply);
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', apiKeyGate(ctx.keys));

  const base = (request: FastifyRequest) => baseUrlOf(ctx.config, request);
  const ip = (request: FastifyRequest) => clientKey(request.ip);
  const redirectFor = (request: FastifyRequest, candidate: unknown) => resolveRedirect(candidate, base(request), request.headers.referer);
  /** What a flow that mails a link needs from the request: who asks, where links point, the PKCE challenge. */
  const emailRequest = (request: FastifyRequest<{ Querystring: Query }>, body: Body, redirectTo: unknown = request.query.redirect_to) => ({
    ip: ip(request),
    base: base(request),
    redirectTo: redirectFor(request, redirectTo),
    challenge: readChallenge(body),
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: options.google !== null,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: !ctx.config.access.allowSignup,
    mailer_autoconfirm: !ctx.config.auth.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', { config: { withoutApiKey: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return { keys: [ctx.keys.publicJwk] };
  });

  app.post<{ Querystring: Query }>('/signup', async (request) => {
    const body = bodyOf(request);
    const result = await signUp(ctx, body, emailRequest(request, body));
    return 'session' in result ? result.session : result.user;
  });

  app.post<{ Querystring: Query }>('/token', async (request) => {
    const body = bodyOf(request);
    switch (request.query.grant_type) {
      case 'password':
        return passwordGrant(ctx, body, { ip: ip(request), base: base(request) });
      case 'refresh_token':
        return refreshGrant(ctx, body, { base: base(request) });
      case 'pkce':
        return pkceGrant(ctx, body, { base: base(request) });
      case 'id_token':
        return refuseIdToken(body);
      case 'web3':
        return refuseWeb3();
      default:
        throw authErrors.unsupportedGrant();
    }
  });

  app.get('/user', async (request) => {
    const authenticated = await authenticateUser(ctx, request);
    return userResponse(ctx, authenticated.user);
  });

  app.put<{ Querystring: Query }>('/user', async (request) => {
    const authenticated = await authenticateUser(ctx, request);
    const body = bodyOf(request);
    return updateUser(ctx, authenticated, body, emailRequest(request, body));
  });

  app.get('/reauthenticate', async (request) => reauthenticate(ctx, await authenticateUser(ctx, request)));

  app.post<{ Querystring: Query }>('/logout', async (request, reply) => {
    const authenticated = await authenticateUser(ctx, request);
    await logout(ctx, authenticated, request.query.scope ?? 'global');
    return reply.status(204).send();
  });

  app.post<{ Querystring: Query }>('/recover', async (request) => {
    const body = bodyOf(request);
    return recover(ctx, body, emailRequest(request, body));
  });

  // signInWithOtp; /magiclink is GoTrue's older name for the e-mail half of it.
  for (const url of ['/otp', '/magiclink']) {
    app.post<{ Querystring: Query }>(url, async (request) => {
      const body = bodyOf(request);
      return signInWithOtp(ctx, body, emailRequest(request, body));
    });
  }

  app.post<{ Querystring: Query }>('/resend', async (request) => {
    const body = bodyOf(request);
    const options = (body.options && typeof body.options === 'object' ? body.options : {}) as Body;
    return resend(ctx, body, emailRequest(request, body, request.query.redirect_to ?? options.emailRedirectTo));
  });

  app.get<{ Querystring: Query }>('/verify', { config: { withoutApiKey: true } }, async (request, reply) => {
    const location = await verifyLink(ctx, request.query, {
      ip: ip(request),
      base: base(request),
      redirectTo: redirectFor(request, request.query.redirect_to),
    });
    return reply.status(303).header('location', location).send();
  });

  app.post('/verify', async (request) => verifyOtp(ctx, bodyOf(request), { ip: ip(request), base: base(request) }));

  app.get<{ Querystring: Query }>('/authorize', { config: { withoutApiKey: true } }, async (request, reply) => {
    if (request.query.provider !== 'google' || !options.google) throw authErrors.providerDisabled();
    const location = await options.google.authorize({
      base: base(request),
      redirectTo: redirectFor(request, request.query.redirect_to),
      scopes: request.query.scopes,
      challenge: readChallenge(request.query),
      extraParams: request.query,
    });
    return reply.status(302).header('location', location).send();
  });

  app.get<{ Querystring: Query }>('/callback', { config: { withoutApiKey: true } }, async (request, reply) => {
    if (!options.google) throw authErrors.providerDisabled();
    const location = await options.google.callback(request.query, { base: base(request) });
    return reply.status(302).header('location', location).send();
  });

  await app.register(named(adminRoutes), { ctx, base, redirectFor });
  await app.register(named(notOfferedRoutes), { ctx });
}
