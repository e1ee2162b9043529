import type { ListingContent } from '../contract/wire';
import type { Config } from './config';
import { isLoopbackName } from './http/public-origin';

// The server's own files (sample photos, uploaded avatars) are stored by their path on this server, never with
// the name one request happened to use: a photo stored as http://localhost:8787/… is blocked by the page's CSP
// (img-src 'self') once the app is opened at 127.0.0.1 or the public name, and breaks when PUBLIC_URL changes
// (issue 40). A path loads at every name the server answers for. Migration 0011 rewrote the addresses stored before.

/** The paths under which this server serves files that listings and profiles point to. */
export const OWN_FILE_PREFIXES = ['/samples/', '/storage/v1/object/public/'] as const;

export interface OwnNames {
  /** This server's ports: a loopback name on one of them is this server. */
  ports: readonly number[];
  /** Origins that are this server whatever the port (PUBLIC_URL's, a request's own). */
  origins: readonly string[];
}

/** This server's names: PUBLIC_URL, loopback on PORT, and what a request adds (its own origin, the port it came in on). */
export function ownNamesOf(
  config: Pick<Config, 'port' | 'publicUrl'>,
  extra: { origins?: readonly string[]; ports?: readonly (number | undefined)[] } = {},
): OwnNames {
  const origins = [config.publicUrl, ...(extra.origins ?? [])].flatMap((o) => {
    try {
      return o ? [new URL(o).origin] : [];
    } catch {
      return [];
    }
  });
  const ports = [config.port, ...(extra.ports ?? [])].filter((p): p is number => typeof p === 'number' && p > 0);
  return { ports, origins };
}

function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isOwnOrigin(url: URL, names: OwnNames): boolean {
  if (names.origins.includes(url.origin)) return true;
  return names.ports.includes(effectivePort(url)) && isLoopbackName(url.hostname);
}

/** Whether `address` is a path of one of this server's own files (what ownPath answers for them). */
export function isOwnFilePath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && OWN_FILE_PREFIXES.some((p) => address.startsWith(p));
}

/** One of this server's own files named by its path (with its query); any other address as given. */
export function ownPath(address: string, names: OwnNames): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return address;
  const path = `${url.pathname}${url.search}`;
  return isOwnOrigin(url, names) && isOwnFilePath(path) ? path : address;
}

/** A listing's photos, those on this server named by their path. */
export function withOwnPaths(content: ListingContent, names: OwnNames): ListingContent {
  if (!content.photos.some((p) => ownPath(p.url, names) !== p.url)) return content;
  return { ...content, photos: content.photos.map((p) => ({ ...p, url: ownPath(p.url, names) })) };
}
