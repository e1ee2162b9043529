// Character counting that matches what a host sees in the editor and what a guest sees on a phone.
// A "character" is a user-perceived character (grapheme cluster): 'é' counts once whether it was typed as one
// code point or two, and a flag or family emoji counts once, where String.length would count 2 to 11.
// Line breaks count as one character each; leading and trailing whitespace does not count.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Zero-width characters that paste in from other editors but show nothing.
const INVISIBLE = /[\u200B\u2060\uFEFF]/g; // not U+200C/U+200D: they join letters and emoji
const ASCII = /^[\x00-\x7F]*$/;

/** The text as a guest sees it: NFC, one kind of line break, no invisible characters, trimmed. */
export function visibleText(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}

/** True when the text has nothing a guest could read (empty or whitespace only). */
export function isBlank(value: string | null | undefined): boolean {
  return visibleText(value) === '';
}

export function graphemeList(text: string): string[] {
  if (ASCII.test(text)) return text.split('');
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Characters of the visible text, counted as a person counts them. */
export function charCount(value: string | null | undefined): number {
  const text = visibleText(value);
  if (ASCII.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n += 1;
  return n;
}

/** The first `n` characters of the visible text (by the same count). */
export function firstChars(value: string | null | undefined, n: number): string {
  const text = visibleText(value);
  if (ASCII.test(text)) return text.slice(0, n);
  return graphemeList(text).slice(0, n).join('');
}

/** A short quotation for evidence: the text, cut at `max` characters with an ellipsis. */
export function quote(value: string | null | undefined, max = 80): string {
  const text = visibleText(value).replace(/\s+/g, ' ');
  const cut = charCount(text) > max ? `${firstChars(text, max - 1).trimEnd()}…` : text;
  return `"${cut}"`;
}

/** Lower case without accents, for matching words in any of the languages Airbnb pages come in. */
export function fold(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ß/g, 'ss');
}
