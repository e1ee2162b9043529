import { CATEGORY_LABELS, categoryWeightsFor } from '../../contract/limits';
import { CATEGORY_KEYS, type CategoryKey, type MarketEvidence, type Recommendations, type ScoreCheck } from '../../contract/wire';

// What each card's explanation says, built from the checks behind its score: what is good in a few words, the
// fixes ordered by the points they bring, and the breakdown with each finding once. The numbers here are the
// numbers the cards lead with, so a card never states two scores for one thing.

/** One finding of the breakdown: the checks of one description section count as one, as they do on the server. */
export interface CheckGroup {
  key: string;
  points: number;
  maxPoints: number;
  /** What was found, each fact once. */
  evidence: string[];
  /** The costliest fix of the group; null when it passed in full. */
  fix: string | null;
  sources: string[];
  label: string | null;
  /** What real listings show about the costliest check of the group; null where none is known. */
  marketEvidence: MarketEvidence | null;
}

export interface FixItem {
  text: string;
  /** Points this fix adds to the score the explanation is about (whole points out of 100). */
  gain: number;
  /** What real listings show about it (Inside Airbnb); absent where the data could not say. */
  evidence?: MarketEvidence;
}

export interface CardExplanation {
  category: CategoryKey;
  /** What the score measures, e.g. 'Description and house rules'. */
  measure: string;
  score: number | null;
  /** True when the card shows only part of the category's checks (its counts are of that part). */
  scoped: boolean;
  passed: number;
  total: number;
  /** What earned points, in a few words (at most three). */
  good: string[];
  fixes: FixItem[];
  /** What the page does not show, so it was not scored. */
  notShown: string[];
  groups: CheckGroup[];
}

/** The checks of one description section (or the house rules) form one area; every other check is its own. */
export function checkArea(check: Pick<ScoreCheck, 'id'>): string {
  const parts = check.id.split('.');
  return parts[0] === 'description' && parts.length >= 3 ? `${parts[0]}.${parts[1]}` : check.id;
}

const SAFETY_CHECKS = new Set(['amenities.smoke-alarm', 'amenities.co-alarm', 'amenities.safety-kit', 'amenities.cameras']);

/** The part of a category a card speaks for: the Guest Safety card the safety checks, House Rules its rules. */
export type CheckScope = 'all' | 'safety' | 'amenities-only' | 'house-rules' | 'description-sections';

export function inScope(check: Pick<ScoreCheck, 'id'>, scope: CheckScope): boolean {
  switch (scope) {
    case 'all':
      return true;
    case 'safety':
      return SAFETY_CHECKS.has(check.id);
    case 'amenities-only':
      return !SAFETY_CHECKS.has(check.id);
    case 'house-rules':
      return check.id.startsWith('description.houseRules.');
    case 'description-sections':
      return !check.id.startsWith('description.houseRules.');
  }
}

/** "The space is missing" beside "The space is missing (empty or only spaces)" is one fact. */
function distinctEvidence(lines: readonly string[]): string[] {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
  const kept: string[] = [];
  const substantive = lines.filter((l) => !/nothing to check yet/i.test(l));
  for (const line of substantive.length > 0 ? substantive : lines) {
    const n = norm(line);
    const i = kept.findIndex((k) => norm(k).startsWith(n) || n.startsWith(norm(k)));
    if (i === -1) kept.push(line);
    else if (line.length > kept[i]!.length) kept[i] = line;
  }
  return kept;
}

/** The scored checks grouped by area, biggest loss first (ties in rubric order), then the ones passed. */
export function groupChecks(checks: readonly ScoreCheck[]): CheckGroup[] {
  const areas = new Map<string, { order: number; checks: ScoreCheck[] }>();
  checks.forEach((c, order) => {
    if (c.maxPoints <= 0) return;
    const key = checkArea(c);
    const area = areas.get(key) ?? { order, checks: [] };
    area.checks.push(c);
    areas.set(key, area);
  });
  const lost = (c: ScoreCheck) => c.maxPoints - c.points;
  return [...areas.entries()]
    .map(([key, { order, checks: members }]) => {
      const costliest = [...members].sort((a, b) => lost(b) - lost(a))[0]!;
      const points = members.reduce((s, c) => s + c.points, 0);
      const maxPoints = members.reduce((s, c) => s + c.maxPoints, 0);
      return {
        order,
        group: {
          key,
          points,
          maxPoints,
          evidence: distinctEvidence(members.map((c) => c.evidence)),
          fix: points < maxPoints ? (costliest.fix ?? null) : null,
          sources: [...new Set(members.map((c) => c.source))],
          label: members.length === 1 ? (members[0]!.label ?? null) : null,
          marketEvidence: costliest.marketEvidence ?? null,
        },
      };
    })
    .sort((a, b) => b.group.maxPoints - b.group.points - (a.group.maxPoints - a.group.points) || a.order - b.order)
    .map((x) => x.group);
}

function checksOf(recommendations: Recommendations | null, category: CategoryKey): ScoreCheck[] {
  return (recommendations?.checks ?? []).filter((c) => c.category === category);
}

/**
 * A card's explanation of one category score: its gains are points on that score (100 x lost / the category's
 * points), so the fixes of a category add up to what it is missing. `scope` keeps the checks a card speaks for.
 */
export function explainCategory(
  recommendations: Recommendations | null,
  category: CategoryKey,
  scope: CheckScope = 'all',
): CardExplanation {
  const all = checksOf(recommendations, category);
  const total = all.reduce((s, c) => s + Math.max(0, c.maxPoints), 0);
  const mine = all.filter((c) => inScope(c, scope));
  const groups = groupChecks(mine);
  const unscored = recommendations?.unscoredCategories?.includes(category) ?? false;
  const raw = recommendations?.categoryScores?.[category];
  const full = groups.filter((g) => g.points >= g.maxPoints);
  return {
    category,
    measure: CATEGORY_LABELS[category],
    score: unscored || typeof raw !== 'number' ? null : raw,
    scoped: scope !== 'all',
    passed: full.length,
    total: groups.length,
    good: [...full]
      .sort((a, b) => b.maxPoints - a.maxPoints)
      .flatMap((g) => (g.label ? [g.label] : []))
      .slice(0, 3),
    fixes: groups
      .filter((g) => g.points < g.maxPoints && g.fix)
      .map((g) => ({
        text: g.fix!,
        gain: total > 0 ? Math.max(1, Math.round((100 * (g.maxPoints - g.points)) / total)) : 0,
        ...(g.marketEvidence ? { evidence: g.marketEvidence } : {}),
      })),
    notShown: mine.filter((c) => c.maxPoints <= 0).map((c) => c.label ?? c.evidence),
    groups,
  };
}

export interface BreakdownRow {
  category: CategoryKey;
  label: string;
  weight: number;
  /** null when the page gave no evidence for it: it does not count. */
  score: number | null;
  /** score x weight / (sum of the counted weights): what it adds to the Optimization Score. */
  contribution: number | null;
}

export interface ScoreBreakdown {
  rows: BreakdownRow[];
  /** Sum of the weights of the categories that count (100 when all do). */
  countedWeight: number;
  /** The contributions added up and rounded: the Optimization Score. */
  total: number;
}

/** The Optimization Score as a host can add it up: each category's score times its weight. */
export function scoreBreakdown(recommendations: Recommendations | null): ScoreBreakdown | null {
  if (!recommendations?.categoryScores) return null;
  const unscored = new Set(recommendations.unscoredCategories ?? []);
  const counted = CATEGORY_KEYS.filter((k) => !unscored.has(k) && typeof recommendations.categoryScores[k] === 'number');
  // The weights the score was made with: a listing analysed before a rubric change still adds up to its score.
  const weightOf = categoryWeightsFor(recommendations.rubricVersion);
  const countedWeight = counted.reduce((s, k) => s + weightOf[k], 0);
  if (countedWeight === 0) return null;
  const order = [...CATEGORY_KEYS].sort((a, b) => weightOf[b] - weightOf[a]);
  const rows = order.map((category) => {
    const scored = counted.includes(category);
    const score = scored ? recommendations.categoryScores[category] : null;
    return {
      category,
      label: CATEGORY_LABELS[category],
      weight: weightOf[category],
      score,
      contribution: score == null ? null : (score * weightOf[category]) / countedWeight,
    };
  });
  const sum = rows.reduce((s, r) => s + (r.contribution ?? 0), 0);
  return { rows, countedWeight, total: Math.round(sum) };
}
