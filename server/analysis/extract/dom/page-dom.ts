import { DomHandler, type Document, type Element } from 'domhandler';
import { Parser, type ParserOptions } from 'htmlparser2';

// The page's DOM with what its readers would otherwise find by walking the whole tree again: every element in
// document order (the head tags, the section blocks and the modals are picked from this list) and how deep the
// tree goes (a page nested thousands deep is not walked). Both are noted as the parser builds the tree, which
// opens elements in document order and never moves one afterwards.

export interface PageDom {
  root: Document;
  /** Every element, in document order. */
  elements: Element[];
  /** The depth of the deepest element or directive (the document is 0, its children 1). */
  depth: number;
}

class IndexingHandler extends DomHandler {
  readonly elements: Element[] = [];
  depth = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    // The open tags and the document below the new element: its depth in the tree.
    if (this.tagStack.length > this.depth) this.depth = this.tagStack.length;
    super.onopentag(name, attribs);
    this.elements.push(this.tagStack[this.tagStack.length - 1] as Element);
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
  return { root: handler.root, elements: handler.elements, depth: handler.depth };
}
