import { DomHandler, isText, type Document, type Element } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser, Tokenizer, type ParserOptions } from 'htmlparser2';
import { PAGE_LIMITS, PageTooComplexError, startReading } from '../page-limits';

// The page's DOM with what its readers would otherwise find by walking the whole tree again: the elements the head
// is read from, the elements that may mark a section block or a modal, and how deep the tree goes (a page nested
// thousands deep is not walked). All are noted as the parser builds the tree, which opens elements in document
// order and never moves one afterwards.
//
// The parse stops as soon as the page goes past PAGE_LIMITS: beyond them no real listing page goes, and htmlparser2
// keeps its open elements in an array it shifts at every tag (each open or close then costs the depth), so a
// hostile page nested 200,000 deep would take minutes to parse before any reader saw it.

export interface PageDom {
  root: Document;
  /** The <meta>, <title>, <link> and <html> elements, in document order. */
  headTags: Element[];
  /** The elements carrying any of LANDMARK_ATTRIBUTES, in document order. */
  landmarks: Element[];
  /** The depth of the deepest element or directive (the document is 0, its children 1). */
  depth: number;
}

/**
 * The attributes Airbnb marks its section blocks and modals with. Which elements carry one is noted from the
 * attribute names as they stream by: looking them up afterwards in each element's attributes (objects of as
 * many shapes as the page has attribute lists) took longer than the rest of the section search.
 */
export const LANDMARK_ATTRIBUTES: ReadonlySet<string> = new Set([
  'data-section-id',
  'data-plugin-in-point-id',
  'role',
  'aria-modal',
  'data-testid',
]);

class IndexingHandler extends DomHandler {
  readonly headTags: Element[] = [];
  readonly landmarks: Element[] = [];
  depth = 0;
  private landmark = false;
  private nodes = 0;
  private textRun = 0;

  /** Counts one more element, comment or directive at the current depth; throws past the limits. */
  private admit(): void {
    if (++this.nodes > PAGE_LIMITS.maxNodes) throw new PageTooComplexError(`more than ${PAGE_LIMITS.maxNodes} elements`);
    if (this.tagStack.length > this.depth) {
      this.depth = this.tagStack.length;
      if (this.depth > PAGE_LIMITS.maxDepth) throw new PageTooComplexError(`elements nested more than ${PAGE_LIMITS.maxDepth} deep`);
    }
  }

  onopentagname(): void {
    this.landmark = false;
  }

  onattribute(name: string): void {
    if (LANDMARK_ATTRIBUTES.has(name)) this.landmark = true;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // The open tags and the document below the new element: its depth in the tree.
    this.admit();
    for (const key in attribs) {
      const value = attribs[key]!;
      if (value.includes('&')) attribs[key] = decodeHTMLAttribute(value);
    }
    super.onopentag(name, attribs);
    const element = this.tagStack[this.tagStack.length - 1] as Element;
    if (name === 'meta' || name === 'title' || name === 'link' || name === 'html') this.headTags.push(element);
    if (this.landmark) this.landmarks.push(element);
    this.landmark = false;
  }

  override onprocessinginstruction(name: string, data: string): void {
    this.admit();
    super.onprocessinginstruction(name, data);
  }

  /** The readers' allowance of node visits for this page (see page-limits.ts). */
  startReading(): void {
    startReading(this.nodes);
  }

  override ontext(data: string): void {
    // Adjacent pieces of text make one text node: its whole length counts.
    this.textRun = (this.lastNode && isText(this.lastNode) ? this.textRun : 0) + data.length;
    if (this.textRun > PAGE_LIMITS.maxTextRun)
      throw new PageTooComplexError(`a run of text longer than ${PAGE_LIMITS.maxTextRun} characters`);
    super.ontext(data.includes('&') && !RAW_TEXT.has(this.parentName()) ? decodeHTML(data) : data);
  }

  private parentName(): string {
    const parent = this.tagStack[this.tagStack.length - 1];
    return parent && 'name' in parent ? parent.name : '';
  }

  override oncomment(data: string): void {
    this.admit();
    super.oncomment(data);
  }
}

export const PARSER_OPTIONS: ParserOptions = { xmlMode: false, decodeEntities: true };

/**
 * The tokenizer runs without decoding entities: one that decodes steps through text and attribute values a
 * character at a time, one that does not jumps to the next '<' or quote (the 2021 rendered capture's parse: 3.5 ms,
 * now 2.6). The handler then decodes what holds an '&', in the modes htmlparser2 would have used, so the tree is the
 * same. Like htmlparser2, it leaves the text of RAW_TEXT elements as it is (of its raw-text elements, only <title>
 * is decoded).
 */
const TOKENIZER_OPTIONS: ParserOptions = { ...PARSER_OPTIONS, decodeEntities: false };
const RAW_TEXT: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'xmp']);

/** The tokenizer's own fields that fastForwardTo reads and moves (htmlparser2 10 keeps them private). */
interface TokenizerPosition {
  buffer: string;
  index: number;
  offset: number;
}

/**
 * htmlparser2's tokenizer, finding the next '<', quote or '>' with indexOf: its own fastForwardTo reads one
 * character per loop turn in JavaScript, indexOf runs in V8's native string search (the 2021 rendered capture's
 * parse: 0.87x the time). Same contract: the index ends on the character and true, or on the piece's last
 * character and false, so the next piece resumes in the same state. Set on the prototype: TypeScript lets no
 * subclass redeclare a private method. The page-DOM tests hold the trees to htmlparser2's own.
 */
class IndexOfTokenizer extends Tokenizer {}
Object.defineProperty(IndexOfTokenizer.prototype, 'fastForwardTo', {
  value(this: TokenizerPosition, code: number): boolean {
    const at = this.buffer.indexOf(String.fromCharCode(code), this.index + 1 - this.offset);
    if (at >= 0) {
      this.index = at + this.offset;
      return true;
    }
    this.index = this.buffer.length + this.offset - 1;
    return false;
  },
});

/**
 * Parses the page handed over in pieces (one parse, as if they were joined). Throws PageTooComplexError for a page
 * past PAGE_LIMITS.
 */
export function parsePageDom(pieces: string[]): PageDom {
  const handler = new IndexingHandler(undefined, PARSER_OPTIONS);
  const parser = new Parser(handler, { ...TOKENIZER_OPTIONS, Tokenizer: IndexOfTokenizer });
  for (const piece of pieces) if (piece) parser.write(piece);
  parser.end();
  handler.startReading();
  return { root: handler.root, headTags: handler.headTags, landmarks: handler.landmarks, depth: handler.depth };
}
