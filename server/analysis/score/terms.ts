// A list of words or phrases, matched as whole words against text folded as `fold` folds it.

import { fold } from './text-length';

// A term can only match where the folded text has the term's first word as a whole word: the match starts
// after a non-letter, and the term's first word ends at the term's end or at a space, hyphen or other
// non-letter. Most texts hold none of a list's first words, so a look-up in the text's words answers them
// without running the list's regex; the regex still decides every text that might match.
const WORD = /[\p{L}\p{N}]+/gu;
const LEADING_WORD = /^[\p{L}\p{N}]+/u;

// The lists built once, at module load, are numbered; each first word knows the terms it starts. A text then
// looks its words up once, instead of every list comparing its first words with the text's words (a score asks
// some sixty lists about every amenity line and sentence). Every word of a term that matches is a whole word of
// the text too (the term's other letters are its own, its spaces match spaces and hyphens), so a term whose
// other words are missing cannot match: 'by car' needs 'car' as well as the common 'by'. And a term that is one
// whole word matches any text with that word: such a look-up settles `has` without the list's regex, which
// would otherwise scan the whole text (sections run to thousands of characters).
interface TermEntry {
  id: number;
  rest: string[];
  sure: boolean;
}
const termsByFirstWord = new Map<string, TermEntry[]>();
const ONE_WORD = /^[\p{L}\p{N}]+$/u;
let numbered = 0;

/** A text as the term lists read it: folded, its words, and which numbered lists may match it. */
export interface TextIndex {
  folded: string;
  words: Set<string>;
  /**
   * lists[n] is MAY when list n may match (all words of one of its terms are among the words), SURE when it
   * matches (one of its one-word terms is among the words), else 0; lists made after the index
   * (n >= lists.length) are not in it.
   */
  lists: Uint8Array;
}
const MAY = 1;
const SURE = 2;

// One look-up per text and term list: a score asks hundreds of lists about the same few hundred texts.
const indexes = new Map<string, TextIndex>();
export function textIndex(text: string): TextIndex {
  let index = indexes.get(text);
  if (!index) {
    const folded = fold(text);
    const words = new Set(folded.match(WORD));
    const lists = new Uint8Array(numbered);
    for (const w of words) {
      const entries = termsByFirstWord.get(w);
      if (!entries) continue;
      for (const e of entries) {
        if (lists[e.id] === SURE) continue;
        if (e.sure) lists[e.id] = SURE;
        else if (e.rest.every((r) => words.has(r))) lists[e.id] = MAY;
      }
    }
    index = { folded, words, lists };
    if (indexes.size >= 4096) indexes.clear();
    indexes.set(text, index);
  }
  return index;
}

export class Terms {
  private readonly re: RegExp;
  /** The first word of every term, or null when a term starts with something other than a letter or digit. */
  private readonly firstWords: Set<string> | null;
  /** This list's number in TextIndex.lists, or -1 (lists made per listing are not numbered: they would pile up). */
  private readonly id: number;
  constructor(
    readonly terms: readonly string[],
    perListing = false,
  ) {
    const folded = terms.map((t) => fold(t));
    const alternatives = [...folded]
      .sort((a, b) => b.length - a.length)
      .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'));
    this.re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
    const first = folded.map((t) => LEADING_WORD.exec(t)?.[0]);
    this.firstWords = first.length > 0 && first.every((w) => w !== undefined) ? new Set(first) : null;
    this.id = -1;
    if (this.firstWords && !perListing) {
      this.id = numbered++;
      for (const t of new Set(folded)) {
        const [head, ...rest] = t.match(WORD)!;
        const entry = { id: this.id, rest, sure: ONE_WORD.test(t) };
        const entries = termsByFirstWord.get(head);
        if (entries) entries.push(entry);
        else termsByFirstWord.set(head, [entry]);
      }
    }
  }
  private mayMatch(index: TextIndex): boolean {
    if (!this.firstWords) return true;
    if (this.id >= 0 && this.id < index.lists.length) return index.lists[this.id] !== 0;
    const words = index.words;
    if (words.size <= this.firstWords.size) {
      for (const w of words) if (this.firstWords.has(w)) return true;
    } else {
      for (const w of this.firstWords) if (words.has(w)) return true;
    }
    return false;
  }
  /** The first term found in the text, quoted as the text writes it (folded when folding changed its length), or null. */
  find(text: string): string | null {
    const index = textIndex(text);
    if (!this.mayMatch(index)) return null;
    const m = this.re.exec(index.folded);
    if (!m) return null;
    return index.folded.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
  }
  has(text: string): boolean {
    return this.hasIn(textIndex(text));
  }
  /** `has` for a text already indexed. */
  hasIn(index: TextIndex): boolean {
    if (!this.mayMatch(index)) return false;
    if (this.id >= 0 && this.id < index.lists.length && index.lists[this.id] === SURE) return true;
    return this.re.test(index.folded);
  }
  private static readonly made = new Map<string, Terms>();
  /** Terms built per listing (its place names, its property type) are cached: the same lists recur. */
  static of(terms: readonly string[]): Terms {
    const key = terms.join('\u0000');
    let t = Terms.made.get(key);
    if (!t) {
      if (Terms.made.size >= 1024) Terms.made.clear();
      t = new Terms(terms, true);
      Terms.made.set(key, t);
    }
    return t;
  }
}
