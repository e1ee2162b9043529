import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from './request/supabase-client';

// Session reads and auth events from supabase-js, flattened to plain data for the store.

export interface SessionInfo {
  user: { id: string; email: string | null };
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
    user: { id: session.user.id, email: session.user.email ?? null },
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? null,
  };
}

export async function getStoredSession(): Promise<SessionInfo | null> {
  const { data, error } = await getSupabase().auth.getSession();
  if (error) throw error;
  return toSessionInfo(data.session);
}

/** Asks the identity service for a new access token (after the product API refused one); throws when it cannot. */
export async function refreshSession(): Promise<SessionInfo> {
  const { data, error } = await getSupabase().auth.refreshSession();
  if (error) throw error;
  const info = toSessionInfo(data.session);
  if (!info) throw new Error('The identity service answered without a session');
  return info;
}

/** Subscribes to supabase auth events; returns the unsubscribe function. */
export function subscribeToAuthEvents(listener: (event: AuthEvent) => void): () => void {
  const { data } = getSupabase().auth.onAuthStateChange((event, session) => {
    // supabase-js warns against awaiting its own calls inside this callback; we only hand the data on.
    listener({ event, session: toSessionInfo(session) });
  });
  return () => data.subscription.unsubscribe();
}

export async function signOut(): Promise<void> {
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error) throw error;
}
