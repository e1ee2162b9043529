import { randomUUID } from 'node:crypto';
import { isValidEmail, normaliseEmail } from '../secrets';
import { authErrors } from './auth-errors';
import type { IdentityContext } from './context';
import { emailWaitSeconds, recordEmailSent, sendEmailLink } from './email-links';
import { kindsForVerifyType, linkTokenFor, PKCE_PREFIX, type OneTimeTokenType } from './one-time-tokens';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { FLOW_STATE_TTL_SECONDS, verifierMatches, type PkceChallenge } from './pkce';
import type { AuthenticatedRequest } from './request-auth';
import { withFragment, withQuery } from './redirects';
import { sessionResponse, startSession } from './tokens';
import { userJson } from './user-json';
import type { UserRow } from './users.repository';

// The behaviour of GoTrue's public endpoints (signup.go, token.go, user.go, logout.go, recover.go,
// verify.go), on our tables. Routes parse the HTTP request; this file decides.

type Body = Record<string, unknown>;

const AMR_FOR_KIND: Record<OneTimeTokenType, string> = {
  confirmation: 'otp',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
};

export function readEmail(value: unknown): string {
  if (typeof value !== 'string') throw authErrors.invalidEmail();
  const email = normaliseEmail(value);
  if (!isValidEmail(email)) throw authErrors.invalidEmail();
  return email;
}

function readMetadata(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw authErrors.validation('Could not parse metadata: expected an object');
  if (JSON.stringify(value).length > 16_384) throw authErrors.validation('Metadata is too large');
  return value as Record<string, unknown>;
}

/** GoTrue's metadata update: keys are merged, a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export function isBanned(ctx: IdentityContext, user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until) > ctx.now();
}

export function authService(ctx: IdentityContext) {
  const limit = (limiter: { hit(key: string): { allowed: boolean } }, key: string) => {
    if (!limiter.hit(key).allowed) throw authErrors.requestRateLimit();
  };

  async function userResponse(user: UserRow) {
    return userJson(user, await ctx.users.identitiesOf(user.id), ctx.now());
  }

  /** Marks the e-mail verified: following any e-mail link proves the address. */
  async function confirmEmail(user: UserRow): Promise<UserRow> {
    if (user.email_confirmed_at && user.user_metadata.email_verified === true) return user;
    const now = ctx.now();
    const updated = await ctx.users.update(
      user.id,
      { email_confirmed_at: user.email_confirmed_at ?? now, user_metadata: { ...user.user_metadata, email_verified: true } },
      now,
    );
    const identity = (await ctx.users.identitiesOf(user.id)).find((i) => i.provider === 'email');
    if (identity) await ctx.users.touchIdentities(user.id, 'email', now, { ...identity.identity_data, email_verified: true });
    return updated ?? user;
  }

  /** Consumes an e-mail link or OTP token; null when it is unknown, used or expired. */
  async function consumeToken(linkToken: string, type: string) {
    const kinds = kindsForVerifyType(type);
    if (!kinds) throw authErrors.verifyBadType();
    const pkce = linkToken.startsWith(PKCE_PREFIX);
    const raw = pkce ? linkToken.slice(PKCE_PREFIX.length) : linkToken;
    if (!/^[0-9a-f]{56}$/.test(raw)) return null;
    const row = await ctx.oneTimeTokens.consume(raw, kinds, ctx.now());
    if (!row) return null;
    const found = await ctx.users.findById(row.user_id);
    if (!found) return null;
    const user = await confirmEmail(found);
    return { user, kind: row.token_type as OneTimeTokenType, flowStateId: row.flow_state_id, pkce };
  }

  async function refreshGrant(body: Body, options: { base: string }, attempt = 0): Promise<Awaited<ReturnType<typeof sessionResponse>>> {
    const token = body.refresh_token;
    if (typeof token !== 'string' || token === '') throw authErrors.refreshRequired();
    const row = await ctx.sessions.findRefreshToken(token);
    if (!row) throw authErrors.refreshNotFound();
    const session = await ctx.sessions.find(row.session_id);
    if (!session) throw authErrors.refreshNoSession();
    const user = await ctx.users.findById(row.user_id);
    if (!user) throw authErrors.refreshNotFound();
    if (isBanned(ctx, user)) throw authErrors.userBanned();
    const now = ctx.now();

    let issued: string;
    if (row.revoked) {
      const active = await ctx.sessions.activeRefreshToken(session.id);
      const revokedAgo = (now.getTime() - new Date(row.updated_at).getTime()) / 1000;
      if (active && active.parent_id === row.id) {
        // The client never got the answer that carried the child: hand it the same child again.
        issued = ctx.sessions.tokenFor(active.id);
      } else if (revokedAgo <= ctx.limits.refreshReuseSeconds) {
        // Two tabs refreshing at once: a short grace period, as hosted projects allow.
        issued = await ctx.sessions.issueRefreshToken(session, row.id, now);
      } else {
        // A stolen token replayed after its owner moved on: end the whole session (every token of it).
        await ctx.sessions.delete(session.id);
        throw authErrors.refreshAlreadyUsed();
      }
    } else {
      const won = await ctx.sessions.revokeRefreshToken(row.id, now);
      if (!won) {
        if (attempt > 2) throw authErrors.refreshAlreadyUsed();
        return refreshGrant(body, options, attempt + 1);
      }
      issued = await ctx.sessions.issueRefreshToken(session, row.id, now);
    }
    await ctx.sessions.touch(session.id, now);
    return sessionResponse(ctx, options.base, user, session, issued);
  }

  return {
    userResponse,

    async signUp(body: Body, options: { ip: string; base: string; redirectTo: string; challenge: PkceChallenge | null }) {
      limit(ctx.limiters.emailRequestsPerIp, options.ip);
      const email = readEmail(body.email);
      if (typeof body.password !== 'string' || body.password === '') throw authErrors.signupNeedsPassword();
      const password = body.password;
      checkPasswordPolicy(password);
      const data = readMetadata(body.data);
      const confirmations = ctx.config.auth.emailConfirmation;
      const now = ctx.now();

      const existing = await ctx.users.findByEmail(email);
      if (existing?.email_confirmed_at) {
        if (!confirmations) throw authErrors.userAlreadyExists();
        // GoTrue answers a confirmed address with a made-up user (signup.go sanitizeUser) so sign-up cannot be
        // used to find accounts; hashing anyway keeps the answer as slow as a real sign-up.
        await hashPassword(password);
        const iso = now.toISOString();
        return {
          user: {
            id: randomUUID(),
            aud: 'authenticated',
            role: '',
            email,
            phone: '',
            confirmation_sent_at: iso,
            app_metadata: { provider: 'email', providers: ['email'] },
            user_metadata: data,
            identities: [],
            created_at: iso,
            updated_at: iso,
            is_anonymous: false,
          },
        };
      }
      if (existing) {
        // Not yet confirmed: the confirmation goes out again; the first sign-up's password stays.
        if (!confirmations) throw authErrors.userAlreadyExists();
        const wait = emailWaitSeconds(ctx, 'confirmation', email, existing.confirmation_sent_at);
        if (wait > 0) throw authErrors.emailRateLimit(wait);
        const withData = Object.keys(data).length
          ? ((await ctx.users.update(existing.id, { user_metadata: mergeMetadata(existing.user_metadata, data) }, now)) ?? existing)
          : existing;
        const sent = await sendEmailLink(ctx, options.base, withData, 'confirmation', options.redirectTo, options.challenge);
        return { user: await userResponse(sent) };
      }

      const id = randomUUID();
      const created = await ctx.users.insert({
        id,
        email,
        encryptedPassword: await hashPassword(password),
        emailConfirmedAt: confirmations ? null : now,
        userMetadata: { ...data, sub: id, email, email_verified: !confirmations, phone_verified: false },
        appMetadata: { provider: 'email', providers: ['email'] },
        now,
      });
      if (!created) throw authErrors.userAlreadyExists();
      if (!confirmations) return { session: await startSession(ctx, options.base, created, 'password') };
      const sent = await sendEmailLink(ctx, options.base, created, 'confirmation', options.redirectTo, options.challenge);
      return { user: await userResponse(sent) };
    },

    async passwordGrant(body: Body, options: { ip: string; base: string }) {
      limit(ctx.limiters.signInPerIp, options.ip);
      const hasEmail = typeof body.email === 'string' && body.email !== '';
      const hasPhone = typeof body.phone === 'string' && body.phone !== '';
      if (!hasEmail && !hasPhone) throw authErrors.missingEmailOrPhone();
      if (!hasEmail) throw authErrors.invalidCredentials();
      const email = normaliseEmail(body.email as string);
      limit(ctx.limiters.signInPerEmail, email);
      const password = typeof body.password === 'string' ? body.password : '';
      const user = isValidEmail(email) ? await ctx.users.findByEmail(email) : undefined;
      const matches = await verifyPassword(password, user?.encrypted_password);
      if (!user || !matches) throw authErrors.invalidCredentials();
      if (isBanned(ctx, user)) throw authErrors.userBanned();
      // Checked after the password, so the answer does not reveal unconfirmed accounts.
      if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      await ctx.users.touchIdentities(user.id, 'email', ctx.now());
      return startSession(ctx, options.base, user, 'password');
    },

    refreshGrant,

    async pkceGrant(body: Body, options: { base: string }) {
      const code = body.auth_code;
      const verifier = body.code_verifier;
      if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') throw authErrors.pkceEmpty();
      const flow = await ctx.flows.consumeByCode(code);
      if (!flow || !flow.user_id) throw authErrors.flowStateNotFound();
      const issuedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
      if (ctx.now().getTime() - issuedAt > FLOW_STATE_TTL_SECONDS * 1000) throw authErrors.flowStateExpired();
      if (
        !flow.code_challenge ||
        !flow.code_challenge_method ||
        !verifierMatches(flow.code_challenge, flow.code_challenge_method, verifier)
      ) {
        throw authErrors.badCodeVerifier();
      }
      const user = await ctx.users.findById(flow.user_id);
      if (!user) throw authErrors.flowStateNotFound();
      if (isBanned(ctx, user)) throw authErrors.userBanned();
      const extra = flow.provider_access_token
        ? {
            provider_token: flow.provider_access_token,
            ...(flow.provider_refresh_token ? { provider_refresh_token: flow.provider_refresh_token } : {}),
          }
        : {};
      return startSession(ctx, options.base, user, flow.authentication_method, extra);
    },

    async updateUser(auth: AuthenticatedRequest, body: Body) {
      const { user } = auth;
      if (typeof body.email === 'string' && body.email !== '' && normaliseEmail(body.email) !== user.email)
        throw authErrors.emailChangeUnsupported();
      if (typeof body.phone === 'string' && body.phone !== '')
        throw authErrors.validation('Phone numbers are not supported on this server');
      const now = ctx.now();
      const patch: Parameters<typeof ctx.users.update>[1] = {};
      let passwordChanged = false;
      if (body.password !== undefined && body.password !== null) {
        if (typeof body.password !== 'string') throw authErrors.validation('Password must be a string');
        checkPasswordPolicy(body.password);
        if (typeof body.current_password === 'string' && !(await verifyPassword(body.current_password, user.encrypted_password))) {
          throw authErrors.currentPasswordMismatch();
        }
        if (user.encrypted_password && (await verifyPassword(body.password, user.encrypted_password))) throw authErrors.samePassword();
        patch.encrypted_password = await hashPassword(body.password);
        passwordChanged = true;
      }
      if (body.data !== undefined && body.data !== null) patch.user_metadata = mergeMetadata(user.user_metadata, readMetadata(body.data));
      const updated = Object.keys(patch).length ? ((await ctx.users.update(user.id, patch, now)) ?? user) : user;
      if (passwordChanged) {
        // A new password ends every other session of the user (GoTrue models/user.go UpdatePassword).
        await ctx.sessions.deleteForUser(user.id, auth.session.id);
        await ctx.oneTimeTokens.clear(user.id, ['recovery', 'confirmation']);
      }
      return userResponse(updated);
    },

    async logout(auth: AuthenticatedRequest, scope: string) {
      switch (scope) {
        case 'global':
          return ctx.sessions.deleteForUser(auth.user.id);
        case 'local':
          return ctx.sessions.delete(auth.session.id);
        case 'others':
          return ctx.sessions.deleteForUser(auth.user.id, auth.session.id);
        default:
          throw authErrors.badLogoutScope(scope);
      }
    },

    async recover(body: Body, options: { ip: string; base: string; redirectTo: string; challenge: PkceChallenge | null }) {
      limit(ctx.limiters.emailRequestsPerIp, options.ip);
      if (typeof body.email !== 'string' || body.email.trim() === '') throw authErrors.validation('Password recovery requires an email');
      const email = readEmail(body.email);
      const user = await ctx.users.findByEmail(email);
      // The same one-a-minute rule applies to unknown addresses, so the answer does not reveal accounts.
      const wait = emailWaitSeconds(ctx, 'recovery', email, user?.recovery_sent_at);
      if (wait > 0) throw authErrors.emailRateLimit(wait);
      recordEmailSent(ctx, 'recovery', email);
      if (user && !isBanned(ctx, user)) await sendEmailLink(ctx, options.base, user, 'recovery', options.redirectTo, options.challenge);
      return {};
    },

    async resend(body: Body, options: { ip: string; base: string; redirectTo: string; challenge: PkceChallenge | null }) {
      limit(ctx.limiters.emailRequestsPerIp, options.ip);
      if (body.type !== 'signup') throw authErrors.validation('Only signup confirmations can be resent on this server');
      const email = readEmail(body.email);
      const user = await ctx.users.findByEmail(email);
      const wait = emailWaitSeconds(ctx, 'confirmation', email, user?.confirmation_sent_at);
      if (wait > 0) throw authErrors.emailRateLimit(wait);
      recordEmailSent(ctx, 'confirmation', email);
      if (user && !user.email_confirmed_at)
        await sendEmailLink(ctx, options.base, user, 'confirmation', options.redirectTo, options.challenge);
      return {};
    },

    /** GET /verify: the e-mail link. Answers with where to send the browser (303). */
    async verifyLink(
      query: { token?: unknown; type?: unknown },
      options: { ip: string; base: string; redirectTo: string },
    ): Promise<string> {
      limit(ctx.limiters.verifyPerIp, options.ip);
      const token = typeof query.token === 'string' ? query.token : '';
      const type = typeof query.type === 'string' ? query.type : '';
      const pkce = token.startsWith(PKCE_PREFIX);
      const failure = () => {
        const params = {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
          sb: '',
        };
        const target = pkce
          ? withQuery(options.redirectTo, {
              error: params.error,
              error_code: params.error_code,
              error_description: params.error_description,
            })
          : options.redirectTo;
        return withFragment(target, params);
      };
      if (!kindsForVerifyType(type)) return failure();
      const result = await consumeToken(token, type);
      if (!result) return failure();
      if (result.pkce) {
        if (!result.flowStateId) return failure();
        const code = await ctx.flows.issueAuthCode(result.flowStateId, {}, ctx.now());
        return withQuery(options.redirectTo, { code });
      }
      const session = await startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.kind]);
      return withFragment(options.redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type,
      });
    },

    /** POST /verify (verifyOtp): { email, token, type } or { token_hash, type }; answers with a session. */
    async verifyOtp(body: Body, options: { ip: string; base: string }) {
      limit(ctx.limiters.verifyPerIp, options.ip);
      const type = typeof body.type === 'string' ? body.type : '';
      if (!kindsForVerifyType(type)) throw authErrors.verifyBadType();
      let result: Awaited<ReturnType<typeof consumeToken>>;
      if (typeof body.token_hash === 'string' && body.token_hash !== '') {
        if (body.email !== undefined && body.email !== null && body.email !== '') throw authErrors.tokenHashOnly();
        result = await consumeToken(body.token_hash, type);
        if (!result) throw authErrors.linkExpired();
      } else if (typeof body.token === 'string' && body.token !== '' && typeof body.email === 'string') {
        const email = readEmail(body.email);
        // A 6-digit code is guessable: limit attempts per address too, whatever the client's IP.
        limit(ctx.limiters.verifyPerIp, `email:${email}`);
        result = await consumeToken(linkTokenFor(email, body.token.trim()), type);
        if (!result) throw authErrors.otpExpired();
      } else {
        throw authErrors.verifyNeedsToken();
      }
      return startSession(ctx, options.base, result.user, AMR_FOR_KIND[result.kind]);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
