import type { ListingContent, Recommendations, ScoreCheck } from '../../../contract/wire';
import { LEGACY_RUBRIC, score, type PhotoEvidence, type ScoreResult } from '../../../server/analysis/score';

/**
 * Scores with every check on its own scale (the points of rubric 2026.11-2): the check tests pin what each check
 * finds and how much of its points it gives; the calibrated points and weights are pinned by the golden tests.
 */
export function scoreOnOwnScales(content: ListingContent, photos?: PhotoEvidence): ScoreResult {
  return score(content, photos, { rubric: LEGACY_RUBRIC });
}
import { blankListing } from './fixtures';

/** Prose of exactly `n` characters (plain sentences, nothing a content rule objects to). */
export function prose(n: number): string {
  const unit = 'Bright rooms and quiet nights on a calm street. ';
  const text = unit.repeat(Math.ceil(n / unit.length) + 1).slice(0, n);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

export function checkOf(recommendations: Recommendations, id: string): ScoreCheck {
  const found = recommendations.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}; have ${recommendations.checks.map((c) => c.id).join(', ')}`);
  return found;
}

/** Score a blank listing with some fields set, and return one check. */
export function check(overrides: Partial<ListingContent>, id: string): ScoreCheck {
  return checkOf(scoreOnOwnScales(blankListing(overrides)).recommendations, id);
}

/** The readability filter of spec section 2, as the browser applies it to a section's problems. */
export function readabilityNotes(problems: string[]): string[] {
  return problems.filter((p) => /\d+-\d+ characters recommended/.test(p) && !p.includes('Too brief'));
}
