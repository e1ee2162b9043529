import { randomUUID } from 'node:crypto';
import { isUuid } from '../secrets';
import { authErrors } from './auth-errors';
import type { IdentityContext } from './context';
import { createEmailLink, markSent, sendEmailLink, type LinkKind } from './email-links';
import { assertEmailFree } from './flows/email-change';
import { insertEmailUser } from './new-user';
import { checkPasswordPolicy, hashPassword } from './passwords';
import { mergeMetadata, readEmail, readObject } from './user-input';
import { isBanned, userResponse } from './user-state';
import { userJson } from './user-json';
import type { UserPatch, UserRow } from './users.repository';

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

/** GoTrue's pagination (pagination.go paginate): whole numbers; page 0 reads as the first page. */
function readPageNumber(value: unknown, name: string, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw authErrors.badPagination(`${name} must be a whole number`);
  const n = Number(value);
  if (n < min) throw authErrors.badPagination(`${name} must be at least ${min}`);
  return n;
}

export function adminService(ctx: IdentityContext) {
  const respond = (user: UserRow) => userResponse(ctx, user);

  async function load(id: string): Promise<UserRow> {
    const user = isUuid(id) ? await ctx.users.findById(id) : undefined;
    if (!user) throw authErrors.userNotFound();
    return user;
  }

  /**
   * A user who has not confirmed the address yet (invitations, sign-up links). As in GoTrue's admin API,
   * user_metadata is exactly the data sent; the e-mail identity's claims live in its identity_data.
   */
  async function unconfirmedUser(email: string, password: string | null, data: Record<string, unknown>): Promise<UserRow> {
    const user = await insertEmailUser(ctx, { email, password, confirmed: false, userMetadata: data });
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
        // Kept as sent; confirming the address adds email_verified, as GoTrue's Confirm does.
        userMetadata: confirmed ? { ...data, email_verified: true } : data,
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
      const patch: UserPatch = {};
      let endSessions = false;
      const password = readPassword(body.password);
      if (password !== null) {
        patch.encrypted_password = await hashPassword(password);
        endSessions = true;
      }
      let metadata = user.user_metadata;
      let newEmail: string | null = null;
      if (body.email !== undefined && body.email !== null && body.email !== '') {
        const email = readEmail(body.email);
        if (email !== user.email) {
          await assertEmailFree(ctx, user, email);
          patch.email = email;
          patch.email_change = null;
          newEmail = email;
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
      if (newEmail !== null) {
        // The e-mail identity follows the address; it counts as verified only when the admin says so (admin.go).
        const identity = (await ctx.users.identitiesOf(user.id)).find((i) => i.provider === 'email');
        const data = { ...identity?.identity_data, email: newEmail, email_verified: body.email_confirm === true };
        if (identity) await ctx.users.updateIdentityData(user.id, 'email', data, now);
      }
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
      const page = Math.max(1, readPageNumber(query.page, 'page', 1, 0));
      const perPage = Math.min(1000, readPageNumber(query.per_page, 'per_page', 50, 1));
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

    /** POST /invite (invite.go): creates the user if needed and mails the invitation; a confirmed address is taken. */
    async inviteUser(body: Body, options: { base: string; redirectTo: string }) {
      const email = readEmail(body.email);
      const existing = await ctx.users.findByEmail(email);
      if (existing?.email_confirmed_at) throw authErrors.emailExists();
      const user = existing ?? (await unconfirmedUser(email, null, readObject(body.data, 'data') ?? {}));
      return respond(await sendEmailLink(ctx, options.base, user, 'invite', options.redirectTo, null));
    },

    /** Builds an e-mail link without sending it (mail.go adminGenerateLink). */
    async generateLink(body: Body, options: { base: string; redirectTo: string }) {
      const email = readEmail(body.email);
      const data = readObject(body.data, 'data') ?? {};
      let user = await ctx.users.findByEmail(email);
      let type = typeof body.type === 'string' ? body.type : '';
      // A magic link for an unknown address signs it up (GoTrue turns the request into a signup link).
      if (!user && type === 'magiclink') type = 'signup-without-password';
      let kind: LinkKind;
      let address = email;
      switch (type) {
        case 'recovery':
        case 'magiclink':
          if (!user) throw authErrors.userWithEmailNotFound();
          if (isBanned(ctx, user)) throw authErrors.userBanned();
          kind = type;
          break;
        case 'signup':
        case 'signup-without-password': {
          const password = type === 'signup' ? body.password : null;
          if (password !== null) {
            if (typeof password !== 'string' || password === '') throw authErrors.signupNeedsPassword();
            checkPasswordPolicy(password);
          }
          if (user?.email_confirmed_at) throw authErrors.emailExists();
          if (user && Object.keys(data).length)
            user = (await ctx.users.update(user.id, { user_metadata: mergeMetadata(user.user_metadata, data) }, ctx.now())) ?? user;
          user ??= await unconfirmedUser(email, password, data);
          kind = 'confirmation';
          break;
        }
        case 'invite':
          if (user?.email_confirmed_at) throw authErrors.emailExists();
          user ??= await unconfirmedUser(email, null, data);
          kind = 'invite';
          break;
        case 'email_change_current':
        case 'email_change_new': {
          if (!user) throw authErrors.userWithEmailNotFound();
          if (type === 'email_change_current' && !ctx.config.auth.secureEmailChange) throw authErrors.secureEmailChangeOff();
          const newEmail = readEmail(body.new_email);
          await assertEmailFree(ctx, user, newEmail);
          user = (await ctx.users.update(user.id, { email_change: newEmail }, ctx.now())) ?? user;
          kind = type;
          if (type === 'email_change_new') address = newEmail;
          break;
        }
        default:
          throw authErrors.invalidLinkType(type);
      }
      const link = await createEmailLink(ctx, options.base, user, kind, options.redirectTo, null, { address });
      // Stamped as if sent (GoTrue does), so the one-a-minute rule and the user's *_sent_at tell the same story.
      const stamped = await markSent(ctx, user, kind, address);
      return {
        ...(await respond(stamped)),
        action_link: link.link,
        email_otp: link.otp,
        hashed_token: link.hashedToken,
        verification_type: kind === 'confirmation' ? 'signup' : type,
        redirect_to: link.redirectTo,
      };
    },

    /** MFA is not offered: a user has no factors (GET /admin/users/:id/factors). */
    async listFactors(id: string) {
      await load(id);
      return [];
    },

    /** Any one factor of a user is one that does not exist. */
    async factor(id: string): Promise<never> {
      await load(id);
      throw authErrors.factorNotFound();
    },
  };
}
