// Plain-words explanation of each category, built from its checks: what scored, what to do first.

import type { CategoryKey } from '../../../contract/wire';
import { plural, problemArea, type RuleResult } from './check';
import { CATEGORY_LABELS } from './weights';

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * Where points were lost, biggest loss first (ties keep rubric order): the checks of one description section
 * count together, each represented by its costliest check's fix.
 */
export function lossesByArea(checks: readonly RuleResult[]): { lost: number; check: RuleResult }[] {
  const areas = new Map<string, { lost: number; order: number; check: RuleResult }>();
  checks.forEach((c, order) => {
    const lost = c.maxPoints - c.points;
    if (lost <= 0) return;
    const key = problemArea(c);
    const area = areas.get(key);
    if (!area) areas.set(key, { lost, order, check: c });
    else {
      if (lost > area.check.maxPoints - area.check.points) area.check = c;
      area.lost += lost;
    }
  });
  return [...areas.values()].sort((a, b) => b.lost - a.lost || a.order - b.order).map(({ lost, check }) => ({ lost, check }));
}

export function explainCategory(category: CategoryKey, score: number | null, checks: readonly RuleResult[]): string {
  const label = CATEGORY_LABELS[category];
  // One pass sorts the checks into the lists the wording needs (each in rubric order).
  const missing: RuleResult[] = [];
  const assessed: RuleResult[] = [];
  const full: RuleResult[] = [];
  let total = 0;
  for (const c of checks) {
    if (!c.assessed) missing.push(c);
    else if (c.maxPoints > 0) {
      assessed.push(c);
      total += c.maxPoints;
      if (c.points === c.maxPoints) full.push(c);
    }
  }
  const notShown = missing.length ? ` Not scored because the page does not show it: ${missing.map((c) => c.label).join(', ')}.` : '';
  if (score === null) {
    const reasons = missing.map((c) => sentence(c.evidence)).join(' ');
    return `${label}: not scored. ${reasons} This category does not count toward your Optimization Score until the page shows it.`;
  }
  const losses = lossesByArea(assessed);
  const head = `${label}: ${score}/100, ${full.length} of ${plural(assessed.length, 'check')} passed in full.`;
  const good = full
    .sort((a, b) => b.maxPoints - a.maxPoints)
    .slice(0, 3)
    .map((c) => c.label);
  if (losses.length === 0) return `${head} Everything checked is in place, including ${good.join(', ')}.${notShown}`;
  const todo = losses
    .slice(0, 2)
    .map(({ lost, check }) => `${sentence(check.fix ?? check.label)} (up to +${Math.round((100 * lost) / total)} on this score)`)
    .join(' ');
  return `${head}${good.length ? ` Good: ${good.join(', ')}.` : ''} First: ${todo}${notShown}`;
}
