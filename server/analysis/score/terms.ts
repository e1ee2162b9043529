// A list of words or phrases, matched as whole words against text folded as `fold` folds it.

import { fold } from './text-length';

// A term can only match where the folded text has the term's first word as a whole word: the match starts
// after a non-letter, and the term's first word ends at the term's end or at a space, hyphen or other
// non-letter. Most texts hold none of a list's first words, so a look-up in the text's words answers them
// without running the list's regex; the regex still decides every text that might match.
const WORD = /[\p{L}\p{N}]+/gu;
const LEADING_WORD = /^[\p{L}\p{N}]+/u;

// The lists built once, at module load, are numbered; each first word knows the numbers of the lists it starts
// a term of. A text then looks its words up once, instead of every list comparing its first words with the
// text's words (a score asks some sixty lists about every amenity line and sentence).
const listsByFirstWord = new Map<string, number[]>();
// A term that is one whole word matches any text with that word among its words: such a look-up settles `has`
// without the list's regex, which would otherwise scan the whole text (sections run to thousands of characters).
const listsByWholeTerm = new Map<string, number[]>();
const ONE_WORD = /^[\p{L}\p{N}]+$/u;
let numbered = 0;

/** A text as the term lists read it: folded, its words, and which numbered lists have a first word among them. */
export interface TextIndex {
  folded: string;
  words: Set<string>;
  /** lists[n] is 1 when list n may match; lists made after the index (n >= lists.length) are not in it. */
  lists: Uint8Array;
  /** sure[n] is 1 when list n matches: one of its one-word terms is among the words. */
  sure: Uint8Array;
}

function addIds(to: Uint8Array, ids: number[] | undefined) {
  if (ids) for (const id of ids) to[id] = 1;
}

// One look-up per text and term list: a score asks hundreds of lists about the same few hundred texts.
const indexes = new Map<string, TextIndex>();
export function textIndex(text: string): TextIndex {
  let index = indexes.get(text);
  if (!index) {
    const folded = fold(text);
    const words = new Set(folded.match(WORD));
    const lists = new Uint8Array(numbered);
    const sure = new Uint8Array(numbered);
    for (const w of words) {
      addIds(lists, listsByFirstWord.get(w));
      addIds(sure, listsByWholeTerm.get(w));
    }
    index = { folded, words, lists, sure };
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
      for (const w of this.firstWords) {
        const ids = listsByFirstWord.get(w);
        if (ids) ids.push(this.id);
        else listsByFirstWord.set(w, [this.id]);
      }
      for (const t of new Set(folded.filter((t) => ONE_WORD.test(t)))) {
        const ids = listsByWholeTerm.get(t);
        if (ids) ids.push(this.id);
        else listsByWholeTerm.set(t, [this.id]);
      }
    }
  }
  private mayMatch(index: TextIndex): boolean {
    if (!this.firstWords) return true;
    if (this.id >= 0 && this.id < index.lists.length) return index.lists[this.id] === 1;
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
    if (this.id >= 0 && this.id < index.sure.length && index.sure[this.id] === 1) return true;
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
