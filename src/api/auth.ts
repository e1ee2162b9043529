import { AuthApiError, type AuthError, type Session, type User } from '@supabase/supabase-js';
import { fetchAuthSettings, getAuth } from './request/supabase-client';
import { toSessionInfo, type SessionInfo } from './session';

// Identity calls of spec section 7 through supabase-js. Each resolves with plain data or throws the
// provider's AuthError (sagas describe it with describeFailure).

function callbackUrl(): string {
  return `${window.location.origin}/auth/callback`;
}

function sessionOrThrow(session: Session | null, error: AuthError | null): SessionInfo {
  if (error) throw error;
  const info = toSessionInfo(session);
  if (!info) throw new Error('The identity service answered without a session');
  return info;
}

export async function signInWithPassword(email: string, password: string): Promise<SessionInfo> {
  const { data, error } = await (await getAuth()).signInWithPassword({ email, password });
  return sessionOrThrow(data.session, error);
}

export interface SignUpResult {
  /** Present when the service confirms e-mails automatically (the user is signed in at once). */
  session: SessionInfo | null;
  /**
   * With e-mail confirmation on, a registered address is answered with a stand-in user that has no
   * identities instead of an error (supabase-compat.md §4.1).
   */
  alreadyRegistered: boolean;
}

export async function signUp(input: { fullName: string; email: string; password: string }): Promise<SignUpResult> {
  const { data, error } = await (
    await getAuth()
  ).signUp({
    email: input.email,
    password: input.password,
    options: { data: { full_name: input.fullName }, emailRedirectTo: callbackUrl() },
  });
  if (error) throw error;
  const user: User | null = data.user;
  return {
    session: toSessionInfo(data.session),
    alreadyRegistered: Boolean(user && Array.isArray(user.identities) && user.identities.length === 0),
  };
}

/** Sends the browser to Google; the app comes back at /auth/callback. */
export async function signInWithGoogle(): Promise<void> {
  // signInWithOAuth leaves the page at once: with Google off, the host would land on the service's bare JSON
  // error. Asked first, the service's own words show here instead. Unreadable settings: let the service answer.
  const settings = await fetchAuthSettings().catch(() => null);
  if (settings && !settings.external?.google)
    throw new AuthApiError('Unsupported provider: provider is not enabled', 400, 'provider_disabled');
  const { error } = await (await getAuth()).signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl() } });
  if (error) throw error;
}

/** Adopts the session of a recovery link (access and refresh token from the address). */
export async function setSession(accessToken: string, refreshToken: string): Promise<SessionInfo> {
  const { data, error } = await (await getAuth()).setSession({ access_token: accessToken, refresh_token: refreshToken });
  return sessionOrThrow(data.session, error);
}

export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await getAuth()).updateUser({ password });
  if (error) throw error;
}
