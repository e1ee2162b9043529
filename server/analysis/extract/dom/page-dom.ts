import { DomHandler, type Document, type Element } from 'domhandler';
import { Parser, type ParserOptions } from 'htmlparser2';

// The page's DOM with what its readers would otherwise find by walking the whole tree again: the elements the head
// is read from, the elements that may mark a section block or a modal, and how deep the tree goes (a page nested
// thousands deep is not walked). All are noted as the parser builds the tree, which opens elements in document
// order and never moves one afterwards.

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

  onopentagname(): void {
    this.landmark = false;
  }

  onattribute(name: string): void {
    if (LANDMARK_ATTRIBUTES.has(name)) this.landmark = true;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // The open tags and the document below the new element: its depth in the tree.
    if (this.tagStack.length > this.depth) this.depth = this.tagStack.length;
    super.onopentag(name, attribs);
    const element = this.tagStack[this.tagStack.length - 1] as Element;
    if (name === 'meta' || name === 'title' || name === 'link' || name === 'html') this.headTags.push(element);
    if (this.landmark) this.landmarks.push(element);
    this.landmark = false;
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (this.tagStack.length > this.depth) this.depth = this.tagStack.length;
    super.onprocessinginstruction(name, data);
  }
}

export const PARSER_OPTIONS: ParserOptions = { xmlMode: false, decodeEntities: true };

/** Parses the page handed over in pieces (one parse, as if they were joined). */
export function parsePageDom(pieces: string[]): PageDom {
  const handler = new IndexingHandler(undefined, PARSER_OPTIONS);
  const parser = new Parser(handler, PARSER_OPTIONS);
  for (const piece of pieces) if (piece) parser.write(piece);
  parser.end();
  return { root: handler.root, headTags: handler.headTags, landmarks: handler.landmarks, depth: handler.depth };
}
