// How big a page the reader takes on. The largest real listing page we hold (a 1.25 MB Airbnb capture) has 4,677
// elements nested 36 deep; a saved page with every modal open has a few times more. The caps sit far above that
// and far below what a hostile page needs to hurt: beyond them the page is refused with a message the host can act
// on, instead of being read for minutes.

export const PAGE_LIMITS = {
  /** Elements, comments and directives of one page. */
  maxNodes: 100_000,
  /** Elements open inside one another. */
  maxDepth: 512,
  /**
   * Characters of one run of text between two tags. A listing's longest text (its description) is a few thousand;
   * a megabyte of text in one place is no listing, and every reader would copy it several times over.
   */
  maxTextRun: 1_000_000,
} as const;

// The readers of the rendered page read a section's text once for each of its blocks and candidates, so a section
// nested hundreds deep around a hundred thousand elements would be read a hundred thousand times over (minutes). The
// nodes they visit are counted against an allowance made when the page is parsed, proportional to its size and far
// above what real pages use (READING_PER_NODE times their nodes, at least a floor): past it the page is refused.

/** Node visits allowed per node of the page, and at least; real captures use under 2 per node. */
export const READING_PER_NODE = 10;
export const READING_FLOOR = 400_000;

/** Node visits left for the page being read (a field readers decrement in place: they visit every node). */
export const readingAllowance = { left: Infinity };

/** Starts the allowance for the page just parsed (a DOM built elsewhere, as in tests, is read without one). */
export function startReading(nodes: number): void {
  readingAllowance.left = Math.max(READING_FLOOR, nodes * READING_PER_NODE);
}

/** What a reader calls once the allowance is spent. */
export function readingSpent(): never {
  throw new PageTooComplexError('the rendered page would be read over and over');
}

export const PAGE_TOO_COMPLEX_MESSAGE = 'This page is too large or complex to read; import a saved copy of just the listing.';

/** The page is past PAGE_LIMITS (or past the reader's time or memory); `detail` says which, for the log. */
export class PageTooComplexError extends Error {
  constructor(readonly detail: string) {
    super(PAGE_TOO_COMPLEX_MESSAGE);
    this.name = 'PageTooComplexError';
  }
}
