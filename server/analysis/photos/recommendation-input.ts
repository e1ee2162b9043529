import type { ListingContent, PhotoAdviceTopic, PhotoAnalysis } from '../../../contract/wire';
import type { FirstFiveVariety, MissingRooms, SquareCropVerdict } from './listing-checks';
import { SEVERE_ISSUES, type TechnicalIssue } from './photo-assessment';

// What the listing-level coaching reads, and the small facts every part of it asks of a photo.

/** Fewer photos than this and channel managers reject the listing [CM]; 20+ is the common advice [3P]. */
export const MIN_PHOTOS = 7;
export const GOOD_PHOTO_COUNT = 20;

export interface RecommendationInput {
  content: Pick<ListingContent, 'platform' | 'photos' | 'capacity' | 'amenities'>;
  analyses: readonly PhotoAnalysis[];
  nearDuplicates: readonly number[][];
  squareCrop: SquareCropVerdict | null;
  variety: FirstFiveVariety | null;
  rooms: MissingRooms;
  analyzedAt: string;
}

/** One piece of advice and the photos it names (0-based). */
export interface Finding {
  suggestion: string;
  photoIndexes: number[];
  /** Which photo checks the finding belongs with, so the advice states each problem once. */
  topic: PhotoAdviceTopic;
}

export function severeIssues(a: PhotoAnalysis): TechnicalIssue[] {
  return (a.technicalIssues as TechnicalIssue[]).filter((i) => SEVERE_ISSUES.has(i));
}

/** Downloaded and measured (a failed photo carries its error instead). */
export function analysed(a: PhotoAnalysis): boolean {
  return !a.error;
}

/** The cover, when it was measured. */
export function coverOf(analyses: readonly PhotoAnalysis[]): PhotoAnalysis | null {
  return analyses.find((a) => a.photoIndex === 0 && analysed(a)) ?? null;
}
