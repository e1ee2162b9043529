import type {
  AdviceFinding,
  AdvicePhotoQuality,
  AdviceSection,
  ApprovedTexts,
  ListingChanges,
  ListingContent,
  ListingHistoryEntry,
  PhotoAnalysis,
  PhotoRecommendation,
  Recommendations,
} from '../../contract/wire';
import type { MarketInsight } from '../../contract/market';
import { adviceOf } from '../analysis/score/advice';

// What the report shows, in the detail screen's order: the score, the top fixes, then each section with its
// score, its check count and its findings (each once), then the history. Every number is the advice's, the same
// the screen and the chat show. Pure: the service gathers the inputs and the thumbnails; report-pdf.ts lays
// this out.

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
  /** Made before the photos were measured. */
  provisional: boolean;
  rubricVersion: string;
  categories: { label: string; weight: number; score: number | null }[];
  topFixes: AdviceFinding[];
  /** The advice's sections, in the screen's order. */
  sections: AdviceSection[];
  photos: {
    quality: AdvicePhotoQuality | null;
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

/** Thumbnails printed: the cover and the photos with the most serious findings. */
export const PHOTOS_SHOWN = 8;

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
  const rec = input.photoRecommendation;
  const advice = adviceOf(recs, input.content, rec);
  return {
    title: input.title,
    url: input.url,
    analyzedAt: input.analyzedAt,
    generatedAt: input.generatedAt,
    seoScore: input.seoScore,
    provisional: advice.provisional,
    rubricVersion: recs.rubricVersion,
    categories: (advice.breakdown?.rows ?? []).map((r) => ({ label: r.label, weight: r.weight, score: r.score })),
    topFixes: advice.topFixes,
    sections: advice.sections,
    photosUnmeasured: rec?.unmeasured ?? null,
    photos:
      rec && !rec.unmeasured
        ? {
            quality: advice.photoQuality,
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
