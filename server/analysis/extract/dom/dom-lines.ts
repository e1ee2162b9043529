import type { Element } from 'domhandler';
import type { DescriptionLine } from '../description-lines';
import { isBlock, isElement, isHidden, isInline, isText, normaliseText } from './dom-blocks';

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

interface OpenLine {
  parts: string[];
  /** The innermost inline element around every piece of text of the line: undefined before any text, null when they differ. */
  wrapper: Element | null | undefined;
  heading: boolean;
}

/**
 * The lines of an element's text: <br> breaks a line (two make a blank line), block elements start new ones.
 * With `controls`, the text inside buttons is read too (the policies block puts each of its lists in a button).
 */
export function linesOfElement(root: Element, options: { controls?: boolean } = {}): DescriptionLine[] {
  const controls = options.controls === true;
  const lines: (DescriptionLine & { wrapper: Element | null })[] = [];
  // The first and last line each inline element put text on: a line is one element's whole text only when that
  // element put text on no other line.
  const span = new Map<Element, [number, number]>();
  let line: OpenLine = { parts: [], wrapper: undefined, heading: false };
  let startsParagraph = true;

  const end = (blankIfEmpty: boolean) => {
    const text = line.parts.length ? normaliseText(line.parts.join('')) : '';
    if (text !== '') {
      lines.push({ text, marked: false, heading: line.heading, startsParagraph, wrapper: line.wrapper ?? null });
      startsParagraph = false;
    } else if (blankIfEmpty) {
      lines.push({ text: '', marked: false, heading: false, startsParagraph, wrapper: null });
      startsParagraph = true;
    }
    line = { parts: [], wrapper: undefined, heading: false };
  };

  const visit = (el: Element, inline: Element | null, inHeading: boolean) => {
    for (const child of el.children) {
      if (isText(child)) {
        const data = child.data;
        if (data.trim() !== '') {
          line.wrapper = line.wrapper === undefined || line.wrapper === inline ? inline : null;
          line.heading = line.heading || inHeading;
          if (inline) {
            const at = lines.length;
            const known = span.get(inline);
            if (known) known[1] = at;
            else span.set(inline, [at, at]);
          }
        }
        line.parts.push(data.replace(HTML_SPACES, ' '));
        continue;
      }
      if (!isElement(child)) continue;
      const tag = child.name.toLowerCase();
      if (tag === 'br') {
        end(true);
        continue;
      }
      if (skipped(child, controls)) continue;
      const heading = HEADING_TAG.test(tag);
      if (heading || isBlock(child) || tag === 'button') {
        end(false);
        startsParagraph = true;
        visit(child, null, inHeading || heading);
        end(false);
        startsParagraph = true;
      } else {
        visit(child, isInline(child) ? child : inline, inHeading);
      }
    }
  };
  visit(root, null, false);
  end(false);
  return lines.map(({ wrapper, ...rest }, index) => {
    const where = wrapper ? span.get(wrapper) : undefined;
    return { ...rest, marked: where !== undefined && where[0] === index && where[1] === index };
  });
}
