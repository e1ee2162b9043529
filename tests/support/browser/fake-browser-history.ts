import type { AddressChange, EntryData } from '../../../src/api/platform/address';
import type { Address } from '../../../src/domain/screens';

// A browser's address bar and history in memory, in place of src/api/platform/address.ts, for saga tests of the
// address (issue 40): entries, the current one, pushState / replaceState, and Back and Forward firing popstate.
//
//   jest.mock('../../../src/api/platform/address', () => jest.requireActual('../../support/browser/fake-browser-history').addressModule);

interface Entry {
  url: string;
  data: EntryData | null;
}

type Listener = (change: AddressChange) => void;

function split(url: string): Address {
  const parsed = new URL(url, 'http://app.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

export const browser = {
  entries: [{ url: '/', data: null }] as Entry[],
  index: 0,
  listeners: new Set<Listener>(),

  /** A fresh tab at `url` (a typed address, a bookmark, a reload). */
  open(url: string) {
    browser.entries = [{ url, data: null }];
    browser.index = 0;
    browser.listeners.clear();
  },
  get url(): string {
    return browser.entries[browser.index]!.url;
  },
  get urls(): string[] {
    return browser.entries.map((e) => e.url);
  },
  go(delta: number) {
    const next = browser.index + delta;
    if (next < 0 || next >= browser.entries.length) throw new Error(`no history entry ${delta} from ${browser.index}`);
    browser.index = next;
    const entry = browser.entries[next]!;
    const change = { ...split(entry.url), chatFromListing: entry.data?.chatFromListing === true };
    for (const listener of browser.listeners) listener(change);
  },
  back() {
    browser.go(-1);
  },
  forward() {
    browser.go(1);
  },
};

export const addressModule = {
  readAddress: (): Address => split(browser.url),
  replaceAddress: (path: string) => {
    browser.entries[browser.index] = { url: path, data: browser.entries[browser.index]!.data };
  },
  writeAddress: (path: string, how: 'push' | 'replace', data: EntryData) => {
    if (how === 'replace') {
      browser.entries[browser.index] = { url: path, data };
      return;
    }
    browser.entries = [...browser.entries.slice(0, browser.index + 1), { url: path, data }];
    browser.index += 1;
  },
  watchAddress: (listener: Listener) => {
    browser.listeners.add(listener);
    return () => browser.listeners.delete(listener);
  },
  openExternal: () => undefined,
};
