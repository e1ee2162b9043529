import { CATEGORY_LABELS } from '../../contract/limits';
import { CATEGORY_KEYS, type CategoryKey, type ComplianceReport } from '../../contract/wire';
import { complianceText } from './messages/listingDetail';

// What the compliance panel says about the score: which of its rules count toward the Optimization Score and in
// which category, read from the items themselves (an item names the check carrying its points, or none), so a
// rule the market evidence gave no points is never said to be scored.

function categoryOf(checkId: string): CategoryKey | null {
  const key = checkId.split('.')[0];
  return (CATEGORY_KEYS as readonly string[]).includes(key ?? '') ? (key as CategoryKey) : null;
}

export function complianceScoring(report: ComplianceReport): string {
  const parts: string[] = [];
  for (const topic of ['registration', 'safety', 'cameras', 'content'] as const) {
    const categories = [
      ...new Set(report.items.filter((i) => i.topic === topic && i.checkId).flatMap((i) => categoryOf(i.checkId!) ?? [])),
    ];
    if (categories.length)
      parts.push(complianceText.scoredPart(complianceText.topics[topic], categories.map((c) => CATEGORY_LABELS[c]).join(' and ')));
  }
  const rest = report.items.some((i) => !i.checkId);
  return complianceText.inScore(parts, rest);
}
