// Character counting that matches what a host sees in the editor and what a guest sees on a phone.
// A "character" is a user-perceived character (grapheme cluster): 'é' counts once whether it was typed as one
// code point or two, and a flag or family emoji counts once, where String.length would count 2 to 11.
// Line breaks count as one character each; leading and trailing whitespace does not count.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Zero-width characters that paste in from other editors but show nothing.
const INVISIBLE = /[\u200B\u2060\uFEFF]/g; // not U+200C/U+200D: they join letters and emoji
// Text without combining marks, joiners, Hangul jamo or characters beyond the BMP has one character per code unit
// (this covers accented Latin as typed, Greek, Cyrillic, CJK), so it can skip the slower segmenter.
const NEEDS_SEGMENTER = /[\p{M}\u1160-\u11FF\u{10000}-\u{10FFFF}]|\u200C|\u200D/u;
const simple = (text: string) => !NEEDS_SEGMENTER.test(text);

/** The text as a guest sees it: NFC, one kind of line break, no invisible characters, trimmed. */
// One score reads each section through visibleText a dozen times (counts, quotes, openings); the cache makes
// the repeats free and hands back the same string, whose hash the fold cache then already knows.
const visible = new Map<string, string>();
export function visibleText(value: string | null | undefined): string {
  if (!value) return '';
  const hit = visible.get(value);
  if (hit !== undefined) return hit;
  const out = value.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
  if (visible.size >= 4096) visible.clear();
  visible.set(value, out);
  return out;
}

/** True when the text has nothing a guest could read (empty or whitespace only). */
export function isBlank(value: string | null | undefined): boolean {
  return visibleText(value) === '';
}

export function graphemeList(text: string): string[] {
  if (simple(text)) return text.split('');
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Characters of the visible text, counted as a person counts them. */
export function charCount(value: string | null | undefined): number {
  const text = visibleText(value);
  return simple(text) ? text.length : graphemeCount(text);
}

/** The first `n` characters of the visible text (by the same count). */
export function firstChars(value: string | null | undefined, n: number): string {
  const text = visibleText(value);
  if (simple(text)) return text.slice(0, n);
  return graphemeList(text).slice(0, n).join('');
}

/** A short quotation for evidence: the text, cut at `max` characters with an ellipsis. */
export function quote(value: string | null | undefined, max = 80): string {
  // Collapsing the spaces of visible text leaves visible text, so it is counted and cut as it stands; spaces
  // are never what sends a text to the segmenter, so the whole decides that for any prefix.
  const visible = visibleText(value);
  const plain = simple(visible);
  const text = collapsedHead(visible, max, plain);
  if (plain) return text.length <= max ? `"${text}"` : `"${text.slice(0, max - 1).trimEnd()}…"`;
  const characters = graphemeList(text);
  if (characters.length <= max) return `"${text}"`;
  const cut = characters.slice(0, max - 1).join('');
  return `"${cut.trimEnd()}…"`;
}

// Evidence quotes the first few dozen characters of sections that run to thousands. Collapsing the spaces of a
// prefix gives a prefix of the collapsed whole (a run cut at the end still collapses to its one space), and
// segmenting a prefix breaks it where the whole breaks except in its last character; so once the collapsed
// prefix holds more than `max + 1` characters, its first `max - 1` are the whole's, and the cut is the same.
const SPACES = /\s+/g;
function collapsedHead(text: string, max: number, plain: boolean): string {
  const end = 4 * max + 16;
  if (text.length > end) {
    const head = text.slice(0, end).replace(SPACES, ' ');
    if ((plain ? head.length : graphemeCount(head)) > max + 1) return head;
  }
  return text.replace(SPACES, ' ');
}

function graphemeCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n += 1;
  return n;
}

/** Lower case without accents, for matching words in any of the languages Airbnb pages come in. */
// Amenity lines and section texts are folded once per rule that reads them; a small cache keeps that cheap.
const folded = new Map<string, string>();
export function fold(value: string | null | undefined): string {
  if (!value) return '';
  const hit = folded.get(value);
  if (hit !== undefined) return hit;
  const out = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
  if (folded.size >= 4096) folded.clear();
  folded.set(value, out);
  return out;
}
