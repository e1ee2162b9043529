import { load } from 'cheerio';
import { findAll, textContent } from 'domutils';
import { serializedText } from './serialized-html';

// Small text helpers shared by the extractors: HTML fragments to plain text, locale-aware numbers, and
// defensive accessors for JSON whose shape changes between page vintages.

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Objects of an array, skipping the nulls and `[null]` stubs of console-copied pages. */
export function objects(value: unknown): Json[] {
  return asArray(value).filter(isObject);
}

export function get(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isObject(current) ? current[key] : undefined;
    if (current === undefined || current === null) return undefined;
  }
  return current;
}

export function str(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = cleanSpaces(value).trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A scalar as text, anything else as ''. Unlike String(), never walks a value: String() of an array nested a few
 * thousand levels deep (which a hostile page can send as JSON) overflows the stack.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

export function firstString(...values: unknown[]): string | null {
  for (const value of values) {
    const s = str(value);
    if (s) return s;
  }
  return null;
}

/** Narrow no-break spaces (before AM/PM) and other odd spaces become plain spaces. */
export function cleanSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ');
}

/**
 * The text of every element with id "x" once the document is parsed, as `$('#x').text()` gives it: found with a
 * plain test rather than a selector compiled for each fragment.
 */
function textOfWrapper(html: string): string {
  return textContent(findAll((el) => el.attribs.id === 'x', load(html).root().toArray()));
}

/**
 * A host-written HTML fragment (Airbnb allows <br />, <b>, entities) as plain text: line breaks kept,
 * blank runs collapsed, entities decoded.
 */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
  // Without carriage returns or NULs, and with no markup but what a serializer writes around text, the parser
  // would hand back that text: skip it.
  const plain = /[\r\0]/.test(withBreaks) ? null : serializedText(withBreaks);
  const text = plain ?? textOfWrapper(`<div id="x">${withBreaks}</div>`);
  return cleanSpaces(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Parses "4,9", "4.93", "1,234.5", "1.234,5", "₹39,256" to a number (null when there is none). */
export function parseLocaleNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const match = /-?\d[\d.,\s\u00a0\u202f']*/.exec(raw);
  if (!match) return null;
  let digits = match[0].replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]$/, '');
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // The later separator is the decimal one.
    digits = lastComma > lastDot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const decimals = digits.length - lastComma - 1;
    const groups = digits.split(',').length - 1;
    // "39,256" and "1,234,567" are thousands; "4,9" and "4,93" are decimals.
    digits = decimals === 3 || groups > 1 ? digits.replace(/,/g, '') : digits.replace(',', '.');
  } else if (lastDot >= 0 && digits.split('.').length > 2) {
    digits = digits.replace(/\./g, '');
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

export function toInt(raw: unknown): number | null {
  const n = parseLocaleNumber(raw);
  return n === null ? null : Math.round(n);
}

/** Decodes a base64 relay id such as "U3RheUxpc3Rpbmc6MTIz" (StayListing:123) to its type and id. */
export function decodeRelayId(value: unknown): { type: string; id: string } | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/=_-]+$/.test(value)) return null;
  try {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const match = /^([A-Za-z]+):(.+)$/.exec(decoded);
    return match ? { type: match[1]!, id: match[2]! } : null;
  } catch {
    return null;
  }
}

export function unique<T>(values: T[], key: (v: T) => string = (v) => asText(v)): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const v of values) {
    const k = key(v);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(v);
  }
  return out;
}

/** A photo URL without resizing parameters (Airbnb serves the original upload at the bare URL). */
export function photoUrlWithoutQuery(raw: string): string {
  try {
    const url = new URL(raw);
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return raw.split('?')[0]!;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// C0 controls other than tab, line feed and carriage return: NUL cannot be stored in PostgreSQL text or jsonb.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A string PostgreSQL can store and a page can show: no control characters, no unpaired surrogate halves. */
export function storableText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}

/** `storableText` applied to every string of a JSON-like value, keys included. */
export function storableStrings<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableStrings(item)])) as T;
  }
  return value;
}
