import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { GoTrueClient } from '@supabase/supabase-js';
import { authClientLoaded, authNeededAtStart, getAuth } from './request/supabase-client';

// Session reads and auth events from supabase-js, flattened to plain data for the store.

export interface SessionInfo {
  user: { id: string; email: string | null; createdAt?: string | null };
  accessToken: string;
  expiresAt: number | null;
}

export interface AuthEvent {
  event: AuthChangeEvent;
  session: SessionInfo | null;
}

export function toSessionInfo(session: Session | null): SessionInfo | null {
  if (!session?.user) return null;
  return {
    user: {
      id: session.user.id,
      email: session.user.email ?? null,
      ...(session.user.created_at ? { createdAt: session.user.created_at } : {}),
    },
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? null,
  };
}

/** The session an earlier visit left (null when there is none: then the auth client is not even loaded). */
export async function getStoredSession(): Promise<SessionInfo | null> {
  if (!authNeededAtStart()) return null;
  const { data, error } = await (await getAuth()).getSession();
  if (error) throw error;
  return toSessionInfo(data.session);
}

/** Asks the identity service for a new access token (after the product API refused one); throws when it cannot. */
export async function refreshSession(): Promise<SessionInfo> {
  const { data, error } = await (await getAuth()).refreshSession();
  if (error) throw error;
  const info = toSessionInfo(data.session);
  if (!info) throw new Error('The identity service answered without a session');
  return info;
}

/**
 * Subscribes to supabase auth events; returns the unsubscribe function. With nothing to restore at start-up the
 * visitor is signed out at once (INITIAL_SESSION without a session), and the events follow from the moment
 * something loads the auth client (a sign-in, a sign-up, a link).
 */
export function subscribeToAuthEvents(listener: (event: AuthEvent) => void): () => void {
  let closed = false;
  let unsubscribe = () => undefined as void;
  const attach = (auth: GoTrueClient) => {
    if (closed) return;
    const { data } = auth.onAuthStateChange((event, session) => {
      // supabase-js warns against awaiting its own calls inside this callback; we only hand the data on.
      listener({ event, session: toSessionInfo(session) });
    });
    unsubscribe = () => data.subscription.unsubscribe();
  };
  if (authNeededAtStart()) {
    getAuth().then(attach, () => undefined);
  } else {
    void Promise.resolve().then(() => {
      if (!closed) listener({ event: 'INITIAL_SESSION', session: null });
    });
    void authClientLoaded().then(attach);
  }
  return () => {
    closed = true;
    unsubscribe();
  };
}

export async function signOut(): Promise<void> {
  const { error } = await (await getAuth()).signOut({ scope: 'local' });
  if (error) throw error;
}
