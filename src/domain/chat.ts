import { suggestionSectionOf, type RichReplyPart, type SuggestionSection } from '../../contract/suggestions';
import type { ApprovedTexts } from '../../contract/wire';

// Rules of the chat screen that are not about the reply protocol (that is suggestions.ts): thread keys, the
// link schemes a reply may use, the retry counts, and reading the approved texts the browser kept.

/** The thread without a listing (the chat opened with no listing id and no listings to pick from). */
export const GENERAL_THREAD = 'general';

export function threadKey(listingId: string | null): string {
  return listingId ?? GENERAL_THREAD;
}

/** Chat queries retry 2 times at 1 s; sending retries once at 1 s (spec section 7). */
export const CHAT_QUERY_RETRIES = 2;
export const CHAT_SEND_RETRIES = 1;
export const CHAT_RETRY_DELAY_MS = 1000;
/** How long 'Copied!' shows after a copy (spec section 9). */
export const COPIED_INDICATOR_MS = 2000;
/** The conversation shows 'Back to Top' once scrolled further than this (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 200;

/** Link schemes a reply may use (spec section 2); anything else (javascript:, data:, vbscript:...) is dropped. */
export const REPLY_LINK_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * The URL a reply's link or image may point to: relative addresses and the allowed schemes pass, anything else
 * becomes ''. A colon after '/', '?' or '#' is not a scheme (the same reading as react-markdown's own rule).
 */
export function replyUrl(value: string): string {
  const colon = value.indexOf(':');
  const firstOf = (ch: string) => value.indexOf(ch);
  const beforeColon = (index: number) => index !== -1 && colon > index;
  if (colon === -1 || beforeColon(firstOf('/')) || beforeColon(firstOf('?')) || beforeColon(firstOf('#'))) return value;
  const scheme = value.slice(0, colon).trim().toLowerCase();
  return (REPLY_LINK_SCHEMES as readonly string[]).includes(scheme) ? value : '';
}

/** The storage key of a user's approved texts (per user, so a shared browser never shows another host's). */
export function approvedTextsStorageKey(userId: string): string {
  return `approved-texts:${userId}`;
}

function isEntry(value: unknown): value is { text: string; section: string } {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    typeof (value as { text?: unknown }).text === 'string' &&
    typeof (value as { section?: unknown }).section === 'string'
  );
}

/** Approved texts per listing as the browser stored them; anything malformed is left out rather than trusted. */
export function parseStoredApprovedTexts(raw: string | null): Record<string, ApprovedTexts> {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const result: Record<string, ApprovedTexts> = {};
  for (const [listing, texts] of Object.entries(data as Record<string, unknown>)) {
    if (!texts || typeof texts !== 'object' || Array.isArray(texts)) continue;
    const entries = Object.entries(texts as Record<string, unknown>).filter(([, entry]) => isEntry(entry)) as [
      string,
      { text: string; section: string },
    ][];
    if (entries.length > 0) result[listing] = Object.fromEntries(entries.map(([key, e]) => [key, { text: e.text, section: e.section }]));
  }
  return result;
}

/**
 * The section a reply is about, sent with a quick answer so the assistant can rewrite that section with the new
 * fact at once: the section of its suggestions when they share one, else the first section it names in bold
 * ('**The space** now has 120 characters'), else null (the answer is then kept as a fact and acknowledged).
 */
export function replySection(parts: readonly RichReplyPart[]): SuggestionSection | null {
  const suggested = new Set(parts.flatMap((p) => (p.kind === 'suggestion' ? [p.section] : [])));
  if (suggested.size === 1) return [...suggested][0]!;
  if (suggested.size > 1) return null;
  for (const part of parts) {
    if (part.kind !== 'markdown') continue;
    for (const match of part.text.matchAll(/\*\*([^*\n]{2,40})\*\*/g)) {
      const section = suggestionSectionOf(match[1]);
      if (section) return section;
    }
  }
  return null;
}
