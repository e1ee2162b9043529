// 'Welcome back' is for a host who has been here before (issue 40): someone this browser has seen signed in, or
// an account older than a day (a host back on a new device). A host who has just created their account is
// welcomed, not welcomed back.

/** Where this browser keeps the ids of the hosts it has seen signed in (a few, newest last). */
export const KNOWN_HOSTS_KEY = 'listing-optimiser.hosts';
export const KNOWN_HOSTS_KEPT = 20;
/** An account at least this old belongs to a returning host wherever they sign in. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function parseKnownHosts(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isReturningHost(user: { id: string; createdAt?: string | null }, known: readonly string[], now: number): boolean {
  if (known.includes(user.id)) return true;
  const created = user.createdAt ? Date.parse(user.createdAt) : NaN;
  return Number.isFinite(created) && now - created >= NEW_ACCOUNT_MS;
}

/** The list with this host last (seen most recently), at most KNOWN_HOSTS_KEPT long. */
export function rememberHost(known: readonly string[], userId: string): string[] {
  return [...known.filter((id) => id !== userId), userId].slice(-KNOWN_HOSTS_KEPT);
}
