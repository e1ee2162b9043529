import { randomUUID } from 'node:crypto';
import { isUuid } from '../secrets';
import { authErrors } from './auth-errors';
import type { IdentityContext } from './context';
import { createEmailLink } from './email-links';
import { insertEmailUser, signUpMetadata } from './new-user';
import type { OneTimeTokenType } from './one-time-tokens';
import { checkPasswordPolicy, hashPassword } from './passwords';
import { mergeMetadata, readEmail, readObject } from './user-input';
import { isBanned, userResponse } from './user-state';
import { userJson } from './user-json';
import type { UserRow } from './users.repository';

// GoTrue's admin API (admin.go, mail.go adminGenerateLink) for the service role: what the product server's
// account code calls, here and against a hosted project alike.

type Body = Record<string, unknown>;

/** GoTrue's ban_duration: 'none' lifts a ban; otherwise a Go duration such as '24h', '90m' or '1h30m'. */
export function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') throw authErrors.validation('invalid format for ban duration');
  const [, h = '0', m = '0', s = '0'] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000;
}

function readPassword(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw authErrors.validation('Password must be a string');
  checkPasswordPolicy(value);
  return value;
}

/** A positive whole number from the query string, or the fallback when absent. */
function readPageNumber(value: unknown, fallback: number): number {
  if (typeof value !== 'string' || value === '') return fallback;
  return Number.parseInt(value, 10) || fallback;
}

export function adminService(ctx: IdentityContext) {
  const respond = (user: UserRow) => userResponse(ctx, user);

  async function load(id: string): Promise<UserRow> {
    const user = isUuid(id) ? await ctx.users.findById(id) : undefined;
    if (!user) throw authErrors.userNotFound();
    return user;
  }

  /** A user who has not confirmed the address yet, for signup and invite links. */
  async function unconfirmedUser(email: string, password: string | null, data: Record<string, unknown>): Promise<UserRow> {
    const id = randomUUID();
    const user = await insertEmailUser(ctx, {
      id,
      email,
      password,
      confirmed: false,
      userMetadata: signUpMetadata(id, email, false, data),
    });
    if (!user) throw authErrors.emailExists();
    return user;
  }

  return {
    async createUser(body: Body) {
      const email = readEmail(body.email);
      const password = readPassword(body.password);
      if (body.id !== undefined && !isUuid(body.id)) throw authErrors.validation('id must be a UUID');
      const confirmed = body.email_confirm === true;
      const id = body.id ?? randomUUID();
      const data = readObject(body.user_metadata, 'user_metadata') ?? {};
      const created = await insertEmailUser(ctx, {
        id,
        email,
        password,
        confirmed,
        userMetadata: signUpMetadata(id, email, confirmed, data),
        appMetadata: readObject(body.app_metadata, 'app_metadata') ?? {},
      });
      if (!created) throw authErrors.emailExists();
      if (typeof body.ban_duration === 'string') {
        const ms = parseBanDuration(body.ban_duration);
        const now = ctx.now();
        const banned = await ctx.users.update(id, { banned_until: ms === null ? null : new Date(now.getTime() + ms) }, now);
        return respond(banned ?? created);
      }
      return respond(created);
    },

    async getUser(id: string) {
      return respond(await load(id));
    },

    async updateUser(id: string, body: Body) {
      const user = await load(id);
      const now = ctx.now();
      const patch: Parameters<typeof ctx.users.update>[1] = {};
      let endSessions = false;
      const password = readPassword(body.password);
      if (password !== null) {
        patch.encrypted_password = await hashPassword(password);
        endSessions = true;
      }
      let metadata = user.user_metadata;
      if (body.email !== undefined && body.email !== null && body.email !== '') {
        const email = readEmail(body.email);
        if (email !== user.email) {
          const taken = await ctx.users.findByEmail(email);
          if (taken) throw authErrors.emailExists();
          patch.email = email;
          metadata = { ...metadata, email };
        }
      }
      if (body.email_confirm === true && !user.email_confirmed_at) {
        patch.email_confirmed_at = now;
        metadata = { ...metadata, email_verified: true };
      }
      const data = readObject(body.user_metadata, 'user_metadata');
      if (data) metadata = mergeMetadata(metadata, data);
      if (metadata !== user.user_metadata) patch.user_metadata = metadata;
      const app = readObject(body.app_metadata, 'app_metadata');
      if (app) patch.app_metadata = mergeMetadata(user.app_metadata, app);
      if (typeof body.ban_duration === 'string') {
        const ms = parseBanDuration(body.ban_duration);
        patch.banned_until = ms === null ? null : new Date(now.getTime() + ms);
        if (ms !== null) endSessions = true;
      }
      const updated = (await ctx.users.update(user.id, patch, now)) ?? user;
      // An admin password change or a ban signs the user out everywhere (GoTrue admin.go).
      if (endSessions) {
        await ctx.sessions.deleteForUser(user.id);
        await ctx.oneTimeTokens.clear(user.id, ['recovery']);
      }
      return respond(updated);
    },

    async deleteUser(id: string) {
      await load(id);
      await ctx.users.delete(id);
      return {};
    },

    async listUsers(query: { page?: unknown; per_page?: unknown; filter?: unknown }) {
      const page = Math.max(1, readPageNumber(query.page, 1));
      const perPage = Math.min(1000, Math.max(1, readPageNumber(query.per_page, 50)));
      const filter = typeof query.filter === 'string' && query.filter.trim() !== '' ? query.filter.trim() : undefined;
      const { users, total } = await ctx.users.list({ page, perPage, filter });
      const now = ctx.now();
      const identities = await Promise.all(users.map((u) => ctx.users.identitiesOf(u.id)));
      return {
        body: { users: users.map((u, i) => userJson(u, identities[i]!, now)), aud: 'authenticated' },
        total,
        page,
        perPage,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
      };
    },

    /** Builds an e-mail link without sending it (mail.go adminGenerateLink). */
    async generateLink(body: Body, options: { base: string; redirectTo: string }) {
      const type = body.type;
      const email = readEmail(body.email);
      let user = await ctx.users.findByEmail(email);
      let kind: OneTimeTokenType;
      switch (type) {
        case 'recovery':
        case 'magiclink':
          if (!user) throw authErrors.userWithEmailNotFound();
          if (isBanned(ctx, user)) throw authErrors.userBanned();
          kind = type;
          break;
        case 'signup': {
          if (typeof body.password !== 'string' || body.password === '') throw authErrors.signupNeedsPassword();
          checkPasswordPolicy(body.password);
          if (user?.email_confirmed_at) throw authErrors.emailExists();
          user ??= await unconfirmedUser(email, body.password, readObject(body.data, 'data') ?? {});
          kind = 'confirmation';
          break;
        }
        case 'invite': {
          if (user?.email_confirmed_at) throw authErrors.emailExists();
          user ??= await unconfirmedUser(email, null, readObject(body.data, 'data') ?? {});
          kind = 'invite';
          break;
        }
        default:
          throw authErrors.validation('Invalid email action link type requested');
      }
      const link = await createEmailLink(ctx, options.base, user, kind, options.redirectTo, null);
      return {
        ...(await respond(user)),
        action_link: link.link,
        email_otp: link.otp,
        hashed_token: link.hashedToken,
        verification_type: link.verificationType,
        redirect_to: link.redirectTo,
      };
    },
  };
}
