import type { Element } from 'domhandler';
import type { DescriptionLine } from '../description-lines';
import { isBlock, isElement, isHidden, isInline, isText, normaliseText } from './dom-blocks';
import { readingAllowance, readingSpent } from '../page-limits';

// An element's text as lines, the way a reader sees them: <br> ends a line, two make a blank line, a block
// element (or a heading, or a button of the policies block) starts a new one. Each line says whether its whole
// text is one inline element's (a <span> styled as a heading) and whether it sits in a heading element. One walk
// over the elements in document order, so a page of any size is read in time proportional to it.

/** What a description's lines are read without: controls, links ("read more"), pictures, scripts. */
export const NOT_TEXT = new Set([
  'button',
  'a',
  'script',
  'style',
  'svg',
  'img',
  'picture',
  'source',
  'noscript',
  'template',
  'input',
  'select',
  'textarea',
  'video',
  'audio',
  'iframe',
  'canvas',
  'map',
  'object',
]);
const HEADING_TAG = /^h[1-6]$/;
const HTML_SPACES = /[ \t\n\r\f]+/g;

const skipped = (el: Element, controls = false) =>
  isHidden(el) || (NOT_TEXT.has(el.name.toLowerCase()) && !(controls && el.name.toLowerCase() === 'button'));

const NOT_SPACE = /\S/;
const ONLY_SPACES = /^[ \t\n\r\f]+$/;

/** More lines than any part of a listing page has (a description's parts are at most a few hundred lines). */
export const MAX_LINES = 5_000;

/**
 * The lines of an element's text: <br> breaks a line (two make a blank line), block elements start new ones.
 * With `controls`, the text inside buttons is read too (the policies block puts each of its lists in a button).
 * Reading stops after `maxLines` lines.
 */
export function linesOfElement(root: Element, options: { controls?: boolean; maxLines?: number } = {}): DescriptionLine[] {
  const controls = options.controls === true;
  const maxLines = options.maxLines ?? MAX_LINES;
  const lines: DescriptionLine[] = [];
  // The innermost inline element around all the text of each line (null: none, or not the same for all of it).
  const wrappers: (Element | null)[] = [];
  // The first and last line each inline element put text on: a line is one element's whole text only when that
  // element put text on no other line.
  const firstLine = new Map<Element, number>();
  const lastLine = new Map<Element, number>();
  // The open line: its text so far, its wrapper (undefined before any text), whether it is in a heading.
  let text = '';
  let wrapper: Element | null | undefined;
  let heading = false;
  let startsParagraph = true;

  const end = (blankIfEmpty: boolean) => {
    const line = wrapper === undefined ? '' : normaliseText(text);
    if (line !== '') {
      lines.push({ text: line, marked: false, heading, startsParagraph });
      wrappers.push(wrapper ?? null);
      startsParagraph = false;
    } else if (blankIfEmpty) {
      lines.push({ text: '', marked: false, heading: false, startsParagraph });
      wrappers.push(null);
      startsParagraph = true;
    }
    text = '';
    wrapper = undefined;
    heading = false;
  };

  const visit = (el: Element, inline: Element | null, inHeading: boolean) => {
    for (const child of el.children) {
      if (lines.length >= maxLines) return;
      if (--readingAllowance.left < 0) readingSpent();
      if (isText(child)) {
        const data = child.data;
        if (NOT_SPACE.test(data)) {
          wrapper = wrapper === undefined || wrapper === inline ? inline : null;
          heading = heading || inHeading;
          if (inline) {
            if (!firstLine.has(inline)) firstLine.set(inline, lines.length);
            lastLine.set(inline, lines.length);
          }
          text += data.replace(HTML_SPACES, ' ');
        } else if (text !== '' && ONLY_SPACES.test(data)) {
          text += ' ';
        }
        continue;
      }
      if (!isElement(child)) continue;
      const tag = child.name.toLowerCase();
      if (tag === 'br') {
        end(true);
        continue;
      }
      if (skipped(child, controls)) continue;
      const isHeading = HEADING_TAG.test(tag);
      if (isHeading || isBlock(child) || tag === 'button') {
        end(false);
        startsParagraph = true;
        visit(child, null, inHeading || isHeading);
        end(false);
        startsParagraph = true;
      } else {
        visit(child, isInline(child) ? child : inline, inHeading);
      }
    }
  };
  visit(root, null, false);
  end(false);
  for (let i = 0; i < lines.length; i++) {
    const own = wrappers[i];
    if (own && firstLine.get(own) === i && lastLine.get(own) === i) lines[i]!.marked = true;
  }
  return lines;
}
