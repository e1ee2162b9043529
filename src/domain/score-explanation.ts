import type { Advice, AdviceFinding, AdviceSection, AdviceSectionKey, Listing, Recommendations, ScoreCheck } from '../../contract/wire';
import { isReadabilityNote } from './listing-sections';

// The detail screen reads the server's advice (Recommendations.advice): every score, count, gain and verdict is
// worked out once, on the server, and shown here as it is, so the screen, the report and the chat agree. This
// module only picks out what a card shows; it adds nothing up.

export function adviceOf(recommendations: Recommendations | null | undefined): Advice | null {
  return recommendations?.advice ?? null;
}

export function sectionAdvice(recommendations: Recommendations | null | undefined, key: AdviceSectionKey): AdviceSection | null {
  return adviceOf(recommendations)?.sections.find((s) => s.key === key) ?? null;
}

/** One row of a card's "How this score adds up": a finding (its checks together) or a check that passed. */
export interface BreakdownRow {
  key: string;
  /** The check's label, or the labels of a finding's checks. */
  labels: string[];
  points: number;
  maxPoints: number;
  evidence: string[];
  fix: string | null;
  sources: string[];
  passed: boolean;
}

/** The rows behind a card's score: each finding once (its checks together), then the checks that passed. */
export function breakdownRows(recommendations: Recommendations | null, section: AdviceSection): BreakdownRow[] {
  const checks = new Map<string, ScoreCheck>((recommendations?.checks ?? []).map((c) => [c.id, c]));
  const inFinding = new Set(section.findings.flatMap((f) => f.checkIds));
  const sourcesOf = (ids: readonly string[]) => [...new Set(ids.flatMap((id) => (checks.get(id) ? [checks.get(id)!.source] : [])))];
  const labelsOf = (ids: readonly string[]) => ids.flatMap((id) => (checks.get(id)?.label ? [checks.get(id)!.label!] : []));
  const rows: BreakdownRow[] = section.findings.map((f) => ({
    key: f.id,
    labels: labelsOf(f.checkIds),
    points: f.points,
    maxPoints: f.maxPoints,
    evidence: f.evidence,
    fix: f.fix,
    sources: sourcesOf(f.checkIds),
    passed: false,
  }));
  for (const id of section.checkIds) {
    const c = checks.get(id);
    if (!c || inFinding.has(id) || c.maxPoints <= 0 || c.points < c.maxPoints) continue;
    rows.push({
      key: id,
      labels: c.label ? [c.label] : [],
      points: c.points,
      maxPoints: c.maxPoints,
      evidence: [c.evidence],
      fix: null,
      sources: [c.source],
      passed: true,
    });
  }
  return rows;
}

/** Readability notes (spec section 2): findings whose line mentions a recommended character count and is not 'Too brief'. */
export function splitFindings(findings: readonly AdviceFinding[]): { problems: AdviceFinding[]; readability: AdviceFinding[] } {
  return {
    problems: findings.filter((f) => !isReadabilityNote(f.title)),
    readability: findings.filter((f) => isReadabilityNote(f.title)),
  };
}

/** The score the summary shows is provisional until the photos are measured (the server says so). */
export function scoreIsProvisional(listing: Pick<Listing, 'scoreProvisional' | 'seoScore'>): boolean {
  return listing.seoScore != null && listing.scoreProvisional === true;
}
