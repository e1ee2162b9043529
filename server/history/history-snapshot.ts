import type { HistoryProblem, HistorySectionScores, HistorySectionTexts, ListingContent, Recommendations } from '../../contract/wire';
import { adviceOf } from '../analysis/score/advice';
import { sectionTexts } from './listing-sections';

// What one finished analysis leaves in the history: its scores, the problems found (the advice's findings, one
// per problem, as the detail screen lists them) and the text of each section as read. Pure: the jobs pass in
// what they just saved.

export interface SnapshotScores {
  seoScore: number;
  categoryScores: Recommendations['categoryScores'];
  unscoredCategories: NonNullable<Recommendations['unscoredCategories']>;
  sectionScores: HistorySectionScores;
  rubricVersion: string;
  problems: HistoryProblem[];
}

export interface Snapshot extends SnapshotScores {
  title: string;
  sections: HistorySectionTexts;
}

export function snapshotScores(seoScore: number, recs: Recommendations, content: ListingContent | null = null): SnapshotScores {
  const sections = recs.detailedScores?.description?.sectionScores;
  const titleScore = recs.unscoredCategories?.includes('title') ? null : (recs.categoryScores?.title ?? null);
  return {
    seoScore,
    // A scorer that gives no category scores (tests of the ingestion) still leaves a readable snapshot.
    categoryScores: recs.categoryScores ?? ({} as Recommendations['categoryScores']),
    unscoredCategories: recs.unscoredCategories ?? [],
    sectionScores: {
      title: titleScore,
      listingDescription: sections?.listingDescription?.score ?? null,
      theSpace: sections?.theSpace?.score ?? null,
      guestAccess: sections?.guestAccess?.score ?? null,
      otherDetails: sections?.otherDetails?.score ?? null,
    },
    rubricVersion: recs.rubricVersion ?? 'unknown',
    problems: problemsOf(recs, content),
  };
}

function problemsOf(recs: Recommendations, content: ListingContent | null): HistoryProblem[] {
  if (!recs.checks) return [];
  return adviceOf(recs, content).sections.flatMap((section) =>
    section.findings.map((f) => ({
      id: f.id,
      category: section.category,
      section: section.name,
      evidence: f.evidence.join(' '),
      fix: f.fix,
    })),
  );
}

export function snapshotOf(content: ListingContent, fallbackTitle: string, seoScore: number, recs: Recommendations): Snapshot {
  return { ...snapshotScores(seoScore, recs, content), title: content.title?.trim() || fallbackTitle, sections: sectionTexts(content) };
}
