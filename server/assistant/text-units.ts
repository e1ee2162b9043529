import { LRUCache } from 'lru-cache';
import { charCount } from '../analysis/score/text-length';

// A text as the units a rewrite may keep or drop, with the breaks between them, so that a host's paragraphs and
// lists survive: a one-line text is a run of sentences; a text with line breaks is a run of lines, each keeping
// its bullet ('• ', '- ', '1. ') and the blank line before it.

export interface Unit {
  text: string;
  /** What goes before the unit when it follows another: a space, a line break or a blank line. */
  sep: ' ' | '\n' | '\n\n';
}

const segmenters = new Map<string, Intl.Segmenter>();

function sentenceSegmenter(language: string | null | undefined): Intl.Segmenter {
  const key = language ?? '';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language ?? undefined, { granularity: 'sentence' });
    } catch {
      // A language tag the runtime does not know: the default rules still split on sentence ends.
      segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
    }
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

// The coach splits the same texts many times while it weighs its edits (every candidate is checked against the
// host's sentences): splits are kept for the texts seen last. Callers get a copy they may change.
const splits = new LRUCache<string, readonly string[]>({ max: 2_000 });

/** Sentences of a text, in the text's language. */
export function sentencesOf(text: string, language?: string | null): string[] {
  const key = `${language ?? ''}\u0000${text}`;
  const known = splits.get(key);
  if (known) return [...known];
  const normalised = text.replace(/\s*[\r\n]+\s*/g, '\n');
  const out: string[] = [];
  const segmenter = sentenceSegmenter(language);
  for (const line of normalised.split('\n')) {
    for (const { segment } of segmenter.segment(line.replace(/^\s*[•·*-]\s+/, ''))) {
      const s = segment.replace(/\s+/g, ' ').trim();
      if (s) out.push(s);
    }
  }
  splits.set(key, out);
  return [...out];
}

const BULLET = /^\s*((?:[-*•·]|\d{1,2}[.)])\s+)/;

/** Sentences as units of one paragraph. */
export function sentenceUnits(sentences: readonly string[]): Unit[] {
  return sentences.map((text) => ({ text, sep: ' ' }));
}

/** Whether the text uses line breaks (paragraphs or a list). */
export function hasStructure(text: string): boolean {
  return text.replace(/\r\n?/g, '\n').trim().includes('\n');
}

/**
 * The units of a text. `keep` sees each sentence and answers the sentence to keep (tidied) or null to drop it; a
 * line whose sentences are all dropped goes, and its break with it.
 */
export function unitsOf(text: string, language: string | null | undefined, keep: (sentence: string) => string | null): Unit[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return [];
  if (!normalised.includes('\n')) {
    return sentenceUnits(sentencesOf(normalised, language).flatMap((s) => keep(s) ?? []));
  }
  const units: Unit[] = [];
  let blank = false;
  for (const line of normalised.split('\n')) {
    if (line.trim() === '') {
      blank = true;
      continue;
    }
    const bullet = BULLET.exec(line)?.[1]?.trim() ?? '';
    const kept = sentencesOf(line.replace(BULLET, ''), language).flatMap((s) => keep(s) ?? []);
    if (!kept.length) continue;
    units.push({ text: `${bullet ? `${bullet} ` : ''}${kept.join(' ')}`, sep: units.length === 0 ? ' ' : blank ? '\n\n' : '\n' });
    blank = false;
  }
  return units;
}

/** Units joined in order, skipping any unit that would take the text over `max` characters. */
export function joinUnits(units: readonly Unit[], max = Infinity): string {
  let out = '';
  let pendingBreak: Unit['sep'] | null = null;
  for (const unit of units) {
    const sep = out === '' ? '' : pendingBreak === '\n\n' || unit.sep === '\n\n' ? '\n\n' : pendingBreak === '\n' ? '\n' : unit.sep;
    const next = `${out}${sep}${unit.text}`;
    if (charCount(next) <= max) {
      out = next;
      pendingBreak = null;
    } else if (unit.sep !== ' ') {
      // A dropped line keeps the break it stood after, so the next line still starts on its own.
      pendingBreak = pendingBreak === '\n\n' ? '\n\n' : unit.sep;
    }
  }
  return out;
}
