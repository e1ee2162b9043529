import type { SuggestionSection } from '../../contract/suggestions';
import { bare, factsIn, joinPieces, type Piece, piecesOf, uniquePieces } from './coach/pieces';
import { stripFraming } from './facts/read-facts';
import { codesIn } from './grounding';
import { charCount, lengthBounds } from './limits';
import { addedBasics, type EditContext, type EditRule, isLegal, repeatedSentences } from './text-checks';

// Mechanical repair of a suggestion that breaks a copywriter's rule (text-checks.ts) in a way that can be put
// right without rewriting it: a sentence said twice loses its repeat, framing words go ('Please note that',
// 'also'), a basic named as a selling point loses its sentence, and legal text the current text has (the
// registration number, the tourist tax) goes back in at the end. What cannot be put right this way (a dropped
// selling point, a contradicted number) is replaced by the built-in coach's text instead.

export const REPAIRABLE: ReadonlySet<EditRule> = new Set([
  'repeated_sentence',
  'framing',
  'basic_as_selling_point',
  'dropped_legal',
  'dropped_local_rules',
]);

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.,;:!?'"“”’•·*()–—-]+/g, ' ')
    .trim();

function withoutFraming(pieces: Piece[], baseline: string): Piece[] {
  const flat = normalise(baseline);
  return pieces.map((p) => {
    // The host's own sentences keep their words; only framing the suggestion added goes.
    if (flat.includes(normalise(bare(p.text)))) return p;
    const bullet = p.text.slice(0, p.text.length - bare(p.text).length);
    const words = stripFraming(bare(p.text)).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    return { ...p, text: `${bullet}${words}` };
  });
}

function withoutAddedBasics(pieces: Piece[], baseline: string): Piece[] {
  return pieces.filter((p) => !addedBasics(baseline, p.text).length || factsIn(p.text).legal);
}

/** The baseline's legal sentences the text lacks, put back at its end (weakest sentences make room if needed). */
function withLegal(pieces: Piece[], ctx: EditContext): Piece[] {
  const text = joinPieces(pieces);
  const missing = piecesOf(ctx.baseline, null).filter((p) => {
    if (!isLegal(p.text)) return false;
    const codes = codesIn(p.text);
    return codes.length ? codes.some((c) => !text.includes(c)) : !normalise(text).includes(normalise(bare(p.text)));
  });
  if (!missing.length) return pieces;
  let out = [...pieces, ...missing.map((p, i) => ({ ...p, sep: i === 0 ? (p.sep === ' ' ? ' ' : p.sep) : p.sep }))];
  const { max } = lengthBounds(ctx.section);
  while (charCount(joinPieces(out)) > max) {
    const weakest = out
      .map((p, i) => ({ i, p, facts: factsIn(p.text) }))
      .filter((x) => !x.facts.legal && !x.facts.selling.length && x.i > 0)
      .sort((a, b) => a.facts.terms.length + a.facts.numbers - (b.facts.terms.length + b.facts.numbers) || b.i - a.i)[0];
    if (!weakest) break;
    out = out.filter((_, j) => j !== weakest.i);
  }
  return out;
}

/** The suggestion with what can be put right mechanically put right; null when nothing changed. */
export function repairEdit(section: SuggestionSection, text: string, ctx: EditContext, rules: ReadonlySet<EditRule>): string | null {
  let pieces = piecesOf(text, null);
  if (rules.has('repeated_sentence') || repeatedSentences(text).length) pieces = uniquePieces(pieces);
  if (rules.has('framing')) pieces = withoutFraming(pieces, ctx.baseline);
  if (rules.has('basic_as_selling_point')) pieces = withoutAddedBasics(pieces, ctx.baseline);
  if (rules.has('dropped_legal') || rules.has('dropped_local_rules')) pieces = withLegal(pieces, { ...ctx, section });
  const out = joinPieces(pieces);
  return out && out !== text ? out : null;
}
