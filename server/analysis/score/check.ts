import type { CategoryKey, ScoreCheck } from '../../../contract/wire';

export type SectionKey = 'listingDescription' | 'theSpace' | 'guestAccess' | 'otherDetails';

/** A check as the rubric builds it; `toWire` drops the fields the browser does not read. */
export interface RuleResult extends ScoreCheck {
  /** What the check rewards, in a few plain words ("within Airbnb's 50-character limit"). */
  label: string;
  /** The description section the check belongs to, for detailedScores. */
  section?: SectionKey;
  /** The line a section card shows when points are withheld. */
  problem?: string;
  /** False when the page does not show what the check needs; such a check carries 0 of 0 points. */
  assessed: boolean;
}

export interface RuleInput {
  id: string;
  category: CategoryKey;
  label: string;
  maxPoints: number;
  points: number;
  evidence: string;
  source: string;
  fix: string;
  section?: SectionKey;
  problem?: string;
}

/** A check with its points clamped to 0..maxPoints (whole numbers), and no fix once it passed in full. */
export function rule(input: RuleInput): RuleResult {
  const maxPoints = Math.max(0, Math.round(input.maxPoints));
  const points = Math.min(maxPoints, Math.max(0, Math.round(input.points)));
  const full = points === maxPoints;
  const result: RuleResult = {
    id: input.id,
    category: input.category,
    points,
    maxPoints,
    evidence: input.evidence,
    source: input.source,
    fix: full ? null : input.fix,
    label: input.label,
    assessed: true,
  };
  if (input.section) result.section = input.section;
  if (!full && input.problem) result.problem = input.problem;
  return result;
}

/** A check the page gives no evidence for: listed so the host sees it was looked for, worth 0 of 0 points. */
export function notAssessed(input: Omit<RuleInput, 'maxPoints' | 'points' | 'fix'>): RuleResult {
  // Fields named one by one: in V8 an object spread followed by more fields is over a hundred times slower, and
  // the rubric builds dozens of checks per listing.
  const result = rule({
    id: input.id,
    category: input.category,
    label: input.label,
    maxPoints: 0,
    points: 0,
    evidence: input.evidence,
    source: input.source,
    fix: '',
    section: input.section,
    problem: input.problem,
  });
  result.assessed = false;
  return result;
}

export function toWire(r: RuleResult): ScoreCheck {
  const wire: ScoreCheck = {
    id: r.id,
    category: r.category,
    points: r.points,
    maxPoints: r.maxPoints,
    evidence: r.evidence,
    source: r.source,
    fix: r.fix,
    label: r.label,
  };
  if (r.marketEvidence) wire.marketEvidence = r.marketEvidence;
  return wire;
}

/** round(100 x points / maxPoints); null when no check could be assessed. */
export function percentOf(checks: readonly Pick<ScoreCheck, 'points' | 'maxPoints'>[]): number | null {
  let points = 0;
  let max = 0;
  for (const c of checks) {
    points += c.points;
    max += c.maxPoints;
  }
  return max === 0 ? null : Math.round((100 * points) / max);
}

/** The checks of one description section (or the house rules) form one area; every other check is its own. */
export function problemArea(check: Pick<ScoreCheck, 'id'>): string {
  const id = check.id;
  if (!id.startsWith('description.')) return id;
  const second = id.indexOf('.', 'description.'.length);
  return second === -1 ? id : id.slice(0, second);
}

/** Scale a 0..1 share to whole points. */
export function share(points: number, part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((points * part) / whole);
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
