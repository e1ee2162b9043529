import type { Address } from '../../domain/screens';

export function readAddress(): Address {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** Rewrites the address bar without a reload (e.g. back to the root after a callback). */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
