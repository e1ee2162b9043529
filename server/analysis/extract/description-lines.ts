import type { DescriptionSections } from '../../../contract/wire';
import { canonicalHeading, isKnownHeading, LISTING_DESCRIPTION } from './description-headings';
import { htmlToText } from './text';

// A description as its lines, and the lines into the titled parts the host wrote ("The space", "Guest access").
// Airbnb puts each part's heading on a line of its own after a blank line: in its data as <b>The space</b>, on the
// rendered page as a <span> styled bold (the class names change with every release), in an opened "About this
// space" dialog as a heading element, and in a page copied as text as a bare line. A line is a heading when it is
// a heading element; or starts a paragraph and is the whole text of one inline element, short, without closing
// punctuation; or starts a paragraph and is a heading of the vocabulary (in the languages it knows). A heading
// needs text after it: a one-line description in bold is no heading.

export interface DescriptionLine {
  /** The line's text; '' for a blank line. */
  text: string;
  /** The whole text of the line sits in one inline element (<b>, <strong>, a styled <span>) of its own. */
  marked: boolean;
  /** The line is (in) an h1-h6 element. */
  heading: boolean;
  /** The line starts a paragraph: first line, after a blank line, or after a block boundary. */
  startsParagraph: boolean;
}

const MAX_HEADING = 80;
const CLOSING_PUNCTUATION = /[.!?,;…]$/;

function isHeading(lines: readonly DescriptionLine[], i: number): boolean {
  const line = lines[i]!;
  const text = line.text;
  if (text === '' || text.length > MAX_HEADING || text.includes('\n')) return false;
  // Text must follow, on the next line or after one blank line.
  const next = lines[i + 1];
  const hasText = next !== undefined && (next.text !== '' || (lines[i + 2]?.text ?? '') !== '');
  if (!hasText) return false;
  if (line.heading) return true;
  if (!line.startsParagraph) return false;
  if (isKnownHeading(text)) return true;
  return line.marked && !CLOSING_PUNCTUATION.test(text);
}

function add(out: DescriptionSections, name: string, lines: string[]): void {
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!text) return;
  out[name] = out[name] ? `${out[name]}\n\n${text}` : text;
}

/** The titled parts of a description's lines; text before the first heading is the Listing Description. */
export function sectionsFromLines(lines: readonly DescriptionLine[]): DescriptionSections {
  const out: DescriptionSections = {};
  let current = LISTING_DESCRIPTION;
  let buffer: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (isHeading(lines, i)) {
      add(out, current, buffer);
      current = canonicalHeading(lines[i]!.text);
      buffer = [];
    } else {
      buffer.push(lines[i]!.text);
    }
  }
  add(out, current, buffer);
  return out;
}

const LINE_BREAK = /<br\s*\/?>|<\/(?:p|div|li)>/i;
// A line that is one inline element and its text, nothing else.
const WHOLE_LINE_ELEMENT = /^\s*<(b|strong|em|u|span|h[1-6])(?:\s[^>]*)?>([^<]*)<\/\1>\s*$/i;

/** The lines of an HTML description as Airbnb's data holds it (text, <br />, <b>, entities). */
export function linesFromHtml(html: string): DescriptionLine[] {
  const lines: DescriptionLine[] = [];
  let blankBefore = true;
  for (const piece of html.split(LINE_BREAK)) {
    const element = WHOLE_LINE_ELEMENT.exec(piece);
    const text = htmlToText(element ? element[2]! : piece);
    lines.push({
      text,
      marked: element !== null && text !== '',
      heading: element !== null && /^h/i.test(element[1]!),
      startsParagraph: blankBefore,
    });
    blankBefore = text === '';
  }
  return lines;
}

/** Splits one description HTML ("summary<br /><br /><b>The space</b><br />…") into its titled parts. */
export function splitDescriptionHtml(html: string): DescriptionSections {
  return sectionsFromLines(linesFromHtml(html));
}
