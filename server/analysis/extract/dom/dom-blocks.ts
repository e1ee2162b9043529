import type { AnyNode, Element, Text } from 'domhandler';
import { find, findAll } from 'domutils';
import { readingAllowance, readingSpent } from '../page-limits';

// The rendered page as a reader sees it: the text of one block of the page (a line of the overview, an
// amenity, a house rule), in document order, with the heading level it sits under. Only structure is used
// (block elements, headings, aria-hidden, the data-section-id anchors): class names change with every Airbnb
// release and are never read. Buttons, icons, map widgets and interface links ("Show all", "Read more") are
// not listing content and are left out.

export interface Block {
  text: string;
  /** The block element whose text this is. */
  el: Element;
  /** 1-6 inside an h1-h6, else 0. */
  heading: number;
  /** Some of the text is struck through (<del>): an amenity the listing does not have. */
  struck: boolean;
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

const SKIPPED_TAGS = new Set([
  'audio',
  'button',
  'canvas',
  'iframe',
  'img',
  'input',
  'map',
  'noscript',
  'object',
  'picture',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'video',
]);

const INLINE_TAGS = new Set(['span', 'b', 'strong', 'em', 'i', 'u', 'small', 'mark', 'font', 'sup', 'sub']);

/** Interface links and labels of Airbnb's page (English and the main locales), never listing content. */
export const UI_TEXT =
  /^(show (all|more|less)\b.*|show all photos|show map|read more|learn more|get details|see (all|more)\b.*|view all\b.*|contact host|message host|add dates|check availability|report this listing|translate.*|show original( language)?|share|save|mostra (tutt[ei]|di più|altro)\b.*|leggi (di più|altro)|mostrar (todo|todos|más)\b.*|leer más|afficher (tout|plus)\b.*|en savoir plus|alle anzeigen\b.*|mehr anzeigen|mehr erfahren|mostrar mais|saiba mais)$/i;

// Airbnb's icon font draws pictograms with private-use characters.
const PRIVATE_USE = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|[\u{100000}-\u{10FFFD}]/gu;

const ODD_SPACES = /[\u00a0\u202f\u2007\u2009]/g;
// Runs of blanks become one space; a run that is one space already is left alone (replacing it makes a new string).
const BLANK_RUNS = /[ \t\r\f\v]{2,}|[\t\r\f\v]/g;
const DOT = /\s*·\s*/g;
const END_DOTS = /^( ?· ?)+|( ?· ?)+$/g;
const DOT_RUNS = /( · )+/g;

function normaliseLine(line: string): string {
  const spaced = line.replace(BLANK_RUNS, ' ');
  // The separator rules can only change a line that has a separator.
  const dotted = spaced.includes('·') ? spaced.replace(DOT, ' · ').replace(END_DOTS, '').replace(DOT_RUNS, ' · ') : spaced;
  return dotted.trim();
}

export function normaliseText(raw: string): string {
  const text = raw.replace(PRIVATE_USE, '').replace(ODD_SPACES, ' ');
  if (!text.includes('\n')) return normaliseLine(text);
  return text
    .split('\n')
    .map(normaliseLine)
    .filter((line) => line !== '')
    .join('\n');
}

// Not nodeType: domhandler gives a directive (a stray <!doctype> inside the page) nodeType 1 too, with no attributes.
export const isElement = (node: AnyNode): node is Element => node.nodeType === 1 && 'attribs' in node;
export const isText = (node: AnyNode): node is Text => node.nodeType === 3;

export function attr(el: Element, name: string): string | undefined {
  return el.attribs[name];
}

/** A map drawn on the page (Google's widget and Airbnb's wrappers around it): tiles, controls, POI labels. */
export function isMapWidget(el: Element): boolean {
  return (
    attr(el, 'aria-roledescription') === 'map' ||
    (attr(el, 'data-veloute') ?? '').startsWith('map/') ||
    (attr(el, 'data-testid') ?? '').startsWith('map/')
  );
}

export function isHidden(el: Element): boolean {
  return attr(el, 'aria-hidden') === 'true' || attr(el, 'hidden') !== undefined;
}

/** Plain text of an element, hidden parts and skipped elements left out. */
/** Text as HTML lays it out: runs of white space (line breaks of the source included) are one space. */
const HTML_SPACES = /[ \t\n\r\f]+/g;
// Most text nodes of a pretty-printed page are only the indentation between two tags: one space, no new string.
const ONLY_HTML_SPACES = /^[ \t\n\r\f]+$/;
const htmlSpaces = (data: string) => (ONLY_HTML_SPACES.test(data) ? ' ' : data.replace(HTML_SPACES, ' '));

export function textOf(node: AnyNode): string {
  if (--readingAllowance.left < 0) readingSpent();
  if (isText(node)) return htmlSpaces(node.data);
  if (!isElement(node)) return '';
  if (SKIPPED_TAGS.has(node.name) || isHidden(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

const HEADING = /^h([1-6])$/;
/** Holds a character that is not white space (what trim() would leave). */
const NOT_SPACE = /\S/;

export function blocksOf(root: Element): Block[] {
  const out: Block[] = [];
  const parts: string[] = [];
  // Whether any part holds more than white space: a pretty-printed page puts a run of white space between every
  // two block elements, and white space alone normalises to no block.
  let filled = false;
  let owner: Element = root;
  let level = 0;
  let struck = false;
  const flush = () => {
    const text = filled ? normaliseText(parts.join('')) : '';
    if (text && !UI_TEXT.test(text)) out.push({ text, el: owner, heading: level, struck });
    parts.length = 0;
    filled = false;
    struck = false;
  };
  const visit = (node: AnyNode, blockOwner: Element, headingLevel: number, inDel: boolean) => {
    if (--readingAllowance.left < 0) readingSpent();
    if (isText(node)) {
      const data = node.data;
      if (NOT_SPACE.test(data)) {
        owner = blockOwner;
        level = headingLevel;
        if (inDel) struck = true;
        filled = true;
      }
      parts.push(htmlSpaces(data));
      return;
    }
    if (!isElement(node)) return;
    const tag = node.name.toLowerCase();
    if (tag === 'br') {
      parts.push('\n');
      return;
    }
    if (SKIPPED_TAGS.has(tag)) return;
    const block = BLOCK_TAGS.has(tag);
    if (isHidden(node) || isMapWidget(node)) {
      // A hidden separator ("·" in an aria-hidden span) still separates what stands either side of it.
      if (block) flush();
      else {
        parts.push(' · ');
        filled = true;
      }
      return;
    }
    if (tag === 'a' && UI_TEXT.test(normaliseText(textOf(node)))) return;
    const del = inDel || tag === 'del' || tag === 's' || tag === 'strike';
    if (!block) {
      for (const child of node.children) visit(child, blockOwner, headingLevel, del);
      return;
    }
    flush();
    const heading = HEADING.exec(tag);
    for (const child of node.children) visit(child, node, heading ? Number(heading[1]) : headingLevel, del);
    flush();
  };
  visit(root, root, 0, false);
  flush();
  return out;
}

// Plain tests on domhandler nodes in place of CSS selectors: a selector is compiled and every match wrapped in a
// cheerio object, which on a listing page cost more than reading the blocks themselves. domutils walks without
// recursion, so a hostile page nested thousands deep cannot overflow the stack.

/** Elements under `root` (root left out, as a selector's find does) that pass `test`, in document order. */
export function elementsUnder(root: Element, test: (el: Element) => boolean): Element[] {
  return findAll(test, root.children);
}

/** The first element under `root` (root left out) that passes `test`. */
export function firstUnder(root: Element, test: (el: Element) => boolean): Element | undefined {
  return find((node) => isElement(node) && test(node), root.children, true, 1)[0] as Element | undefined;
}

export function contains(ancestor: Element, node: AnyNode): boolean {
  for (let n: AnyNode | null = node; n; n = n.parent as AnyNode | null) if (n === ancestor) return true;
  return false;
}

/**
 * Elements under `root` in document order (root included). With a stack rather than nested generators, which hand
 * every element up through one generator per level: a walk that grew with the depth times the size.
 */
export function* descendants(root: Element): Generator<Element> {
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    if (--readingAllowance.left < 0) readingSpent();
    yield el;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i]!;
      if (isElement(child)) stack.push(child);
    }
  }
}

/**
 * The items of a list-like block (highlights, rooms): the element with the most children that hold text
 * (ties go to the deeper one), and the blocks of each of those children.
 */
export function itemGroups(root: Element): Block[][] {
  const hasText = new Map<Element, boolean>();
  const holdsText = (el: Element): boolean => {
    let known = hasText.get(el);
    if (known === undefined) {
      known = normaliseText(textOf(el)) !== '';
      hasText.set(el, known);
    }
    return known;
  };
  const textChildren = (el: Element) => el.children.filter(isElement).filter(holdsText);
  let best = root;
  let bestCount = textChildren(root).length;
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isElement(child) || SKIPPED_TAGS.has(child.name) || isHidden(child) || !holdsText(child)) continue;
      const count = textChildren(child).length;
      if (count >= bestCount && count > 1) {
        best = child;
        bestCount = count;
      }
      walk(child);
    }
  };
  walk(root);
  return textChildren(best)
    .map(blocksOf)
    .filter((b) => b.length > 0);
}

export const isInline = (el: Element) => INLINE_TAGS.has(el.name.toLowerCase());
/** Elements that start and end a line of text (div, p, li, headings, sections ...). */
export const isBlock = (el: Element) => BLOCK_TAGS.has(el.name.toLowerCase());

/** Real pages nest a few dozen elements deep; a page nested thousands deep is hostile and not walked. */
export const MAX_DOM_DEPTH = 1_000;

/** Whether any element under `root` sits deeper than `limit` (checked without recursion). */
export function deeperThan(root: AnyNode, limit = MAX_DOM_DEPTH): boolean {
  const stack: [AnyNode, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    const children = (node as { children?: AnyNode[] }).children;
    if (children) for (const child of children) if (child.nodeType === 1 || child.nodeType === 9) stack.push([child, depth + 1]);
  }
  return false;
}
