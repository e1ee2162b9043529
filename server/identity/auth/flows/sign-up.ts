import { randomUUID } from 'node:crypto';
import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import { emailWaitSeconds, sendEmailLink } from '../email-links';
import { insertEmailUser, signUpMetadata } from '../new-user';
import { checkPasswordPolicy, hashPassword } from '../passwords';
import { hasText } from '../phone';
import type { PkceChallenge } from '../pkce';
import { limit } from '../request-limits';
import { startSession } from '../tokens';
import { mergeMetadata, readEmail, readMetadata } from '../user-input';
import { userResponse } from '../user-state';

// POST /signup (GoTrue signup.go): a session at once when e-mail confirmation is off, otherwise a user and
// a confirmation e-mail.

type Body = Record<string, unknown>;

export interface EmailRequestOptions {
  ip: string;
  base: string;
  redirectTo: string;
  challenge: PkceChallenge | null;
}

export async function signUp(ctx: IdentityContext, body: Body, options: EmailRequestOptions) {
  // Without an address this would be an anonymous sign-in, with only a phone number a phone sign-up: neither
  // is offered here.
  // ALLOW_SIGNUP=false: accounts come from purchases only (onboarding creates them through the admin API).
  if (!ctx.config.access.allowSignup) throw authErrors.signupDisabled();
  if (!hasText(body.email) && !hasText(body.phone)) throw authErrors.anonymousDisabled();
  if (!hasText(body.email)) throw authErrors.phoneSignupsDisabled();
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
    return { user: await userResponse(ctx, sent) };
  }

  const id = randomUUID();
  const created = await insertEmailUser(ctx, {
    id,
    email,
    password,
    confirmed: !confirmations,
    userMetadata: signUpMetadata(id, email, !confirmations, data),
  });
  if (!created) throw authErrors.userAlreadyExists();
  if (!confirmations) return { session: await startSession(ctx, options.base, created, 'password') };
  const sent = await sendEmailLink(ctx, options.base, created, 'confirmation', options.redirectTo, options.challenge);
  return { user: await userResponse(ctx, sent) };
}
