import type { Address } from '../../domain/screens';

// The browser's address bar and history, for the navigation and address sagas: the address follows the screen
// state (written here), and Back and Forward are heard here (issue 40).

export function readAddress(): Address {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** Rewrites the address bar without a reload (e.g. back to the root after a callback). */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

/** What the app keeps with each history entry, to reopen it as it was on Back and Forward. */
export interface EntryData {
  chatFromListing: boolean;
}

/** Shows `path` in the address bar: a new history entry ('push') or in place of the current one ('replace'). */
export function writeAddress(path: string, how: 'push' | 'replace', data: EntryData): void {
  if (how === 'push') window.history.pushState(data, '', path);
  else window.history.replaceState(data, '', path);
}

export type AddressChange = Address & EntryData;

function entryData(state: unknown): EntryData {
  const kept = state && typeof state === 'object' ? (state as Partial<EntryData>) : {};
  return { chatFromListing: kept.chatFromListing === true };
}

/** Calls `listener` each time Back or Forward moves to another entry of the app's history; answers how to stop. */
export function watchAddress(listener: (change: AddressChange) => void): () => void {
  const onPop = (event: PopStateEvent) => listener({ ...readAddress(), ...entryData(event.state) });
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
