import { randomUUID } from 'node:crypto';
import { isUuid, normaliseEmail } from '../secrets';
import type { IdentityContext } from './context';
import type { PkceChallenge } from './pkce';
import { withFragment, withQuery } from './redirects';
import { startSession } from './tokens';
import type { UserRow } from './users.repository';

// "Continue with Google" (GoTrue external.go + provider/google.go), on only when GOOGLE_CLIENT_ID and
// GOOGLE_CLIENT_SECRET are set. /authorize stores a flow state and sends the browser to Google; /callback
// exchanges Google's code, finds or creates the user by Google id or verified e-mail, and sends the browser
// back to the app with tokens in the fragment (implicit flow) or a ?code= (PKCE).

export interface GoogleEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const FLOW_TTL_MS = 10 * 60_000;
const OWN_PARAMS = new Set(['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method', 'apikey']);

interface GoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

class CallbackError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export interface GoogleProvider {
  authorize(input: {
    base: string;
    redirectTo: string;
    scopes?: string;
    challenge: PkceChallenge | null;
    extraParams: Record<string, string | undefined>;
  }): Promise<string>;
  callback(query: Record<string, string | undefined>, options: { base: string }): Promise<string>;
}

export function googleProvider(
  ctx: IdentityContext,
  credentials: { clientId: string; clientSecret: string },
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): GoogleProvider {
  async function exchange(code: string, base: string): Promise<{ accessToken: string; refreshToken: string | null; user: GoogleUser }> {
    const tokenResponse = await fetch(endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        redirect_uri: `${base}/auth/v1/callback`,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) throw new CallbackError('server_error', 'Error getting user profile from external provider');
    const tokens = (await tokenResponse.json()) as { access_token?: string; refresh_token?: string };
    if (!tokens.access_token) throw new CallbackError('server_error', 'Error getting user profile from external provider');
    const profileResponse = await fetch(endpoints.userinfo, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!profileResponse.ok) throw new CallbackError('server_error', 'Error getting user profile from external provider');
    const profile = (await profileResponse.json()) as {
      sub?: unknown;
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
      picture?: unknown;
    };
    if (typeof profile.sub !== 'string' || typeof profile.email !== 'string') {
      throw new CallbackError('server_error', 'Error getting user email from external provider');
    }
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      user: {
        sub: profile.sub,
        email: normaliseEmail(profile.email),
        email_verified: profile.email_verified === true || profile.email_verified === 'true',
        ...(typeof profile.name === 'string' ? { name: profile.name } : {}),
        ...(typeof profile.picture === 'string' ? { picture: profile.picture } : {}),
      },
    };
  }

  async function findOrCreateUser(google: GoogleUser): Promise<UserRow> {
    const now = ctx.now();
    const data = {
      iss: 'https://accounts.google.com',
      sub: google.sub,
      provider_id: google.sub,
      email: google.email,
      email_verified: google.email_verified,
      phone_verified: false,
      ...(google.name ? { name: google.name, full_name: google.name } : {}),
      ...(google.picture ? { picture: google.picture, avatar_url: google.picture } : {}),
    };
    const identity = await ctx.users.findIdentity('google', google.sub);
    if (identity) {
      await ctx.users.touchIdentities(identity.user_id, 'google', now, data);
      const user = await ctx.users.findById(identity.user_id);
      if (user) return user;
    }
    // Linking to an existing account by e-mail is only safe when Google vouches for the address.
    if (!google.email_verified)
      throw new CallbackError('access_denied', 'Unverified email with google. A confirmation email has been sent to your google email');
    const existing = await ctx.users.findByEmail(google.email);
    if (existing) {
      await ctx.users.addIdentity({ userId: existing.id, provider: 'google', providerId: google.sub, data, now });
      const providers = new Set([...((existing.app_metadata.providers as string[] | undefined) ?? []), 'google']);
      return (
        (await ctx.users.update(
          existing.id,
          {
            email_confirmed_at: existing.email_confirmed_at ?? now,
            app_metadata: { ...existing.app_metadata, providers: [...providers] },
            user_metadata: { ...data, ...existing.user_metadata },
          },
          now,
        )) ?? existing
      );
    }
    if (!ctx.config.access.allowSignup) throw new CallbackError('access_denied', 'Signups not allowed for this instance');
    const id = randomUUID();
    const created = await ctx.users.insert({
      id,
      email: google.email,
      encryptedPassword: null,
      emailConfirmedAt: now,
      userMetadata: data,
      appMetadata: { provider: 'google', providers: ['google'] },
      identity: { provider: 'google', providerId: google.sub, data },
      now,
    });
    if (!created) throw new CallbackError('server_error', 'Database error saving new user');
    return created;
  }

  return {
    async authorize(input) {
      const now = ctx.now();
      await ctx.flows.prune(now);
      const state = await ctx.flows.create({
        userId: null,
        challenge: input.challenge,
        providerType: 'google',
        authenticationMethod: 'oauth',
        redirectTo: input.redirectTo,
        now,
      });
      const url = new URL(endpoints.authorize);
      const scopes = new Set(['email', 'profile', ...(input.scopes ?? '').split(/[\s,]+/).filter(Boolean)]);
      url.searchParams.set('client_id', credentials.clientId);
      url.searchParams.set('redirect_uri', `${input.base}/auth/v1/callback`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', [...scopes].join(' '));
      url.searchParams.set('state', state);
      for (const [key, value] of Object.entries(input.extraParams)) {
        if (!OWN_PARAMS.has(key) && value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, value);
      }
      return url.toString();
    },

    async callback(query, options) {
      const flow = isUuid(query.state) ? await ctx.flows.find(query.state) : undefined;
      if (!flow || flow.provider_type !== 'google' || ctx.now().getTime() - new Date(flow.created_at).getTime() > FLOW_TTL_MS) {
        // Without a valid state there is no trusted place to send the browser but the site itself.
        return withFragment(`${options.base}/`, {
          error: 'invalid_request',
          error_code: 'bad_oauth_state',
          error_description: 'OAuth state is invalid or has expired',
          sb: '',
        });
      }
      const redirectTo = flow.redirect_to ?? `${options.base}/`;
      const fail = async (error: string, description: string) => {
        await ctx.flows.delete(flow.id);
        const params = {
          error,
          error_code: error === 'access_denied' ? 'access_denied' : 'unexpected_failure',
          error_description: description,
        };
        return withFragment(withQuery(redirectTo, params), { ...params, sb: '' });
      };
      if (query.error)
        return fail(query.error === 'access_denied' ? 'access_denied' : 'server_error', query.error_description ?? query.error);
      if (!query.code) return fail('invalid_request', 'OAuth callback with missing authorization code');
      try {
        const { accessToken, refreshToken, user: google } = await exchange(query.code, options.base);
        const user = await findOrCreateUser(google);
        if (user.banned_until && new Date(user.banned_until) > ctx.now()) return fail('access_denied', 'User is banned');
        if (flow.code_challenge) {
          const code = await ctx.flows.issueAuthCode(
            flow.id,
            { userId: user.id, providerAccessToken: accessToken, providerRefreshToken: refreshToken },
            ctx.now(),
          );
          return withQuery(redirectTo, { code });
        }
        await ctx.flows.delete(flow.id);
        const session = await startSession(ctx, options.base, user, 'oauth');
        return withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          provider_token: accessToken,
          ...(refreshToken ? { provider_refresh_token: refreshToken } : {}),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
        });
      } catch (err) {
        if (err instanceof CallbackError) return fail(err.error, err.description);
        return fail('server_error', 'Error getting user profile from external provider');
      }
    },
  };
}
