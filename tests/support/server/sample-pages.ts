import { readFileSync } from 'node:fs';
import { fromRoot } from '../../../server/paths';
import { extractListing, type ExtractionResult } from '../../../server/analysis/extract';
import type { ListingContent } from '../../../contract/wire';

export function samplePage(slug: string): string {
  return readFileSync(fromRoot('samples', 'listings', `${slug}.html`), 'utf8');
}

export const PAGE_URL = 'http://127.0.0.1:8822/listings/page.html';

export function extract(raw: string, url = PAGE_URL): ExtractionResult {
  return extractListing(raw, { url, canonicalUrl: url, fetchedAt: '2026-06-01T10:00:00.000Z' });
}

export function listingOf(raw: string, url = PAGE_URL): ListingContent {
  const result = extract(raw, url);
  if (result.status !== 'listing') throw new Error(`expected a listing, got ${result.status}: ${'detail' in result ? result.detail : ''}`);
  return result.content;
}

/** Rewrites the JSON state of an Airbnb-format sample page (to build variants of a real format). */
export function withState(raw: string, edit: (state: any) => unknown): string {
  return raw.replace(
    /(<script id="data-deferred-state[^"]*"[^>]*>)([\s\S]*?)(<\/script>)/,
    (_m, open: string, json: string, close: string) => {
      const state = JSON.parse(json);
      const next = edit(state) ?? state;
      return `${open}${JSON.stringify(next).replace(/<\//g, '<\\/')}${close}`;
    },
  );
}

export function pdpPayload(state: any): any {
  const entries = state.niobeClientData ?? state.niobeMinimalClientData;
  return entries[0][1];
}
