import { AuthAdminApi, isAuthApiError } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';

// "The admin API" the account endpoints use to find, create and update users: Supabase's GoTrue admin API,
// called with the service-role key through supabase-js's own admin client. In hosted mode it goes to the
// project; in embedded mode to our own /auth/v1/admin endpoints, in-process through Fastify's inject(), so
// both modes run exactly the same account code over the same wire contract.

export interface AdminUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

export class AccountExistsError extends Error {
  constructor() {
    super('A user with this email address has already been registered');
    this.name = 'AccountExistsError';
  }
}

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AccountAdmin {
  findUserByEmail(email: string): Promise<AdminUser | null>;
  /** Throws AccountExistsError when the e-mail is taken. */
  createUser(input: { email: string; password: string; emailConfirm: boolean; userMetadata?: Record<string, unknown> }): Promise<AdminUser>;
  /**
   * An account that waits for its address to be confirmed (created unless one waits already), and the confirmation
   * link to mail to that address (GoTrue's admin generate_link of type signup: nothing is sent by GoTrue itself).
   */
  signUpLink(input: { email: string; password: string; redirectTo: string }): Promise<{ user: AdminUser; link: string }>;
  /** Sets a new password (which signs the user out everywhere) and optionally confirms the e-mail. */
  updateUser(id: string, input: { password?: string; emailConfirm?: boolean }): Promise<AdminUser>;
}

type Fetch = typeof fetch;

function toAdminUser(user: { id: string; email?: string | undefined; email_confirmed_at?: string | undefined }): AdminUser {
  return { id: user.id, email: (user.email ?? '').toLowerCase(), emailConfirmed: Boolean(user.email_confirmed_at) };
}

function rethrow(error: unknown): never {
  if (isAuthApiError(error)) {
    if (error.code === 'email_exists' || error.code === 'user_already_exists') throw new AccountExistsError();
    throw new AdminApiError(error.message, error.status, error.code);
  }
  throw error;
}

export function accountAdmin(options: { authUrl: string; serviceRoleKey: string; fetch?: Fetch }): AccountAdmin {
  const headers = { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}` };
  const doFetch = options.fetch ?? fetch;
  const api = new AuthAdminApi({ url: options.authUrl, headers, fetch: doFetch });

  return {
    async findUserByEmail(email) {
      const wanted = email.trim().toLowerCase();
      // auth-js has no get-by-email; GoTrue's list takes a substring filter, matched exactly here.
      for (let page = 1; page <= 20; page += 1) {
        const query = new URLSearchParams({ page: String(page), per_page: '100', filter: wanted });
        const response = await doFetch(`${options.authUrl}/admin/users?${query.toString()}`, {
          headers: { ...headers, 'X-Supabase-Api-Version': '2024-01-01' },
        });
        if (!response.ok) throw new AdminApiError(`Listing users failed with HTTP ${response.status}`, response.status, undefined);
        const body = (await response.json()) as { users?: { id: string; email?: string; email_confirmed_at?: string }[] };
        const users = body.users ?? [];
        const match = users.find((u) => (u.email ?? '').toLowerCase() === wanted);
        if (match) return toAdminUser(match);
        if (users.length < 100) return null;
      }
      return null;
    },

    async createUser(input) {
      const { data, error } = await api.createUser({
        email: input.email,
        password: input.password,
        email_confirm: input.emailConfirm,
        ...(input.userMetadata ? { user_metadata: input.userMetadata } : {}),
      });
      if (error) rethrow(error);
      return toAdminUser(data.user);
    },

    async signUpLink(input) {
      const { data, error } = await api.generateLink({
        type: 'signup',
        email: input.email,
        password: input.password,
        options: { redirectTo: input.redirectTo },
      });
      if (error) rethrow(error);
      return { user: toAdminUser(data.user), link: data.properties.action_link };
    },

    async updateUser(id, input) {
      const { data, error } = await api.updateUserById(id, {
        ...(input.password !== undefined ? { password: input.password } : {}),
        ...(input.emailConfirm ? { email_confirm: true } : {}),
      });
      if (error) rethrow(error);
      return toAdminUser(data.user);
    },
  };
}

/** A fetch that answers from the app itself (embedded mode's admin API), without a network round trip. */
export function injectFetch(app: FastifyInstance): Fetch {
  return async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
