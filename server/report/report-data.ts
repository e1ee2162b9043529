import {
  CATEGORY_KEYS,
  type ApprovedTexts,
  type CategoryKey,
  type ListingChanges,
  type ListingContent,
  type ListingHistoryEntry,
  type PhotoAnalysis,
  type PhotoRecommendation,
  type Recommendations,
  type ScoreCheck,
} from '../../contract/wire';
import type { MarketInsight } from '../../contract/market';
import { CATEGORY_LABELS, CATEGORY_WEIGHTS } from '../analysis/score/weights';
import { reportSections } from '../history/listing-sections';

// What the report shows, worked out from the stored listing, its photo analysis and its history. Pure: the
// service gathers the inputs and the thumbnails; report-pdf.ts lays this out.

export interface ReportProblem {
  evidence: string;
  fix: string;
}

export interface ReportPhoto {
  /** 1-based, as a host counts them. */
  number: number;
  score: number;
  label: string | null;
  isHero: boolean;
  issues: string[];
  url: string;
  image: Buffer | null;
}

export interface ReportData {
  title: string;
  url: string;
  analyzedAt: Date | null;
  generatedAt: Date;
  seoScore: number;
  rubricVersion: string;
  categories: { label: string; weight: number; score: number | null }[];
  sections: { name: string; score: number | null; problems: ReportProblem[]; passed: number; total: number }[];
  photos: {
    score: number;
    topRecommendation: string;
    critical: string[];
    improvements: string[];
    strengths: string[];
    shown: ReportPhoto[];
    total: number;
  } | null;
  /** Why the photos have no score when not one could be measured; null otherwise. */
  photosUnmeasured: string | null;
  history: ListingHistoryEntry[];
  changes: ListingChanges | null;
  approvedTexts: { section: string; text: string }[];
  /** Where the listing stands in its loaded market; null when no loaded market covers it (no section then). */
  market: MarketInsight | null;
}

/** The problems a section card would list first: the checks that lost the most points. */
export const TOP_PROBLEMS = 3;
/** Thumbnails printed: the cover and the photos with the most serious findings. */
export const PHOTOS_SHOWN = 8;

function topProblems(checks: readonly ScoreCheck[]): ReportProblem[] {
  return checks
    .filter((c) => c.points < c.maxPoints && c.fix)
    .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))
    .slice(0, TOP_PROBLEMS)
    .map((c) => ({ evidence: c.evidence, fix: c.fix! }));
}

const PRIORITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** The cover first, then the photos needing the most attention (priority, then score), shown in listing order. */
export function photosToShow(analyses: readonly PhotoAnalysis[]): PhotoAnalysis[] {
  const byNeed = [...analyses]
    .filter((a) => !a.isHeroImage && a.photoIndex !== 0)
    .sort(
      (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.overallScore - b.overallScore || a.photoIndex - b.photoIndex,
    );
  const cover = analyses.find((a) => a.isHeroImage) ?? analyses.find((a) => a.photoIndex === 0);
  return [...(cover ? [cover] : []), ...byNeed].slice(0, PHOTOS_SHOWN).sort((a, b) => a.photoIndex - b.photoIndex);
}

const readable = (issue: string) => issue.replace(/_/g, ' ');

export interface ReportInput {
  title: string;
  url: string;
  analyzedAt: Date | null;
  generatedAt: Date;
  seoScore: number;
  recommendations: Recommendations;
  content: ListingContent | null;
  photoAnalyses: PhotoAnalysis[];
  photoRecommendation: PhotoRecommendation | null;
  thumbnails: Map<number, Buffer | null>;
  history: ListingHistoryEntry[];
  changes: ListingChanges | null;
  approvedTexts: ApprovedTexts;
  market?: MarketInsight | null;
}

export function reportData(input: ReportInput): ReportData {
  const recs = input.recommendations;
  const unscored = new Set<CategoryKey>(recs.unscoredCategories ?? []);
  const rec = input.photoRecommendation;
  return {
    title: input.title,
    url: input.url,
    analyzedAt: input.analyzedAt,
    generatedAt: input.generatedAt,
    seoScore: input.seoScore,
    rubricVersion: recs.rubricVersion,
    categories: CATEGORY_KEYS.map((key) => ({
      label: CATEGORY_LABELS[key],
      weight: CATEGORY_WEIGHTS[key],
      score: unscored.has(key) ? null : (recs.categoryScores?.[key] ?? null),
    })),
    sections: reportSections(recs, input.content).map((s) => ({
      name: s.name,
      score: s.score,
      problems: topProblems(s.checks),
      passed: s.checks.filter((c) => c.maxPoints > 0 && c.points >= c.maxPoints).length,
      total: s.checks.filter((c) => c.maxPoints > 0).length,
    })),
    photosUnmeasured: rec?.unmeasured ?? null,
    photos:
      rec && !rec.unmeasured
        ? {
            score: rec.overallPhotoScore,
            topRecommendation: rec.topRecommendation,
            critical: rec.criticalIssues.map((i) => i.suggestion),
            improvements: rec.improvements.map((i) => i.suggestion),
            strengths: rec.strengths.map((s) => s.description).slice(0, 3),
            total: input.photoAnalyses.length,
            shown: photosToShow(input.photoAnalyses).map((a) => ({
              number: a.photoIndex + 1,
              score: a.overallScore,
              label: a.category,
              isHero: a.isHeroImage,
              issues: a.technicalIssues.map(readable),
              url: a.photoUrl,
              image: input.thumbnails.get(a.photoIndex) ?? null,
            })),
          }
        : null,
    history: input.history,
    changes: input.changes,
    approvedTexts: Object.values(input.approvedTexts)
      .filter((a) => a && typeof a.text === 'string' && a.text.trim() !== '')
      .map((a) => ({ section: a.section, text: a.text.trim() })),
    market: input.market ?? null,
  };
}
