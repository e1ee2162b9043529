import type { CategoryKey } from '../../contract/wire';

// Grades and colours of spec section 9. Pure: components turn a ScoreColour into a palette colour.

export type ScoreColour = 'green' | 'yellow' | 'red';
export type GradeLetter = 'A' | 'B' | 'C' | 'D';

export interface Grade {
  letter: GradeLetter;
  label: string;
}

/** Score colours: 80 and above green, 60 to 79 yellow, below 60 red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Grades by score: 90 and above A (Excellent), 75 B (Good), 60 C (Fair), otherwise D (Needs Work). */
export function gradeForScore(score: number): Grade {
  if (score >= 90) return { letter: 'A', label: 'Excellent' };
  if (score >= 75) return { letter: 'B', label: 'Good' };
  if (score >= 60) return { letter: 'C', label: 'Fair' };
  return { letter: 'D', label: 'Needs Work' };
}

/** Grade by count where a section has no score: counts of 15, 10 and 5 give A, B and C. */
export function gradeByCount(count: number): Grade {
  if (count >= 15) return { letter: 'A', label: 'Excellent' };
  if (count >= 10) return { letter: 'B', label: 'Good' };
  if (count >= 5) return { letter: 'C', label: 'Fair' };
  return { letter: 'D', label: 'Needs Work' };
}

/** The count that earns grade A by count; the photo message advises adding photos up to it. */
export const GRADE_A_COUNT = 15;

/** Photo-count grade: 3 or more Complete (A), 2 Good (B), 1 Basic (C), 0 Missing (D). */
export function photoCountGrade(count: number): Grade {
  if (count >= 3) return { letter: 'A', label: 'Complete' };
  if (count === 2) return { letter: 'B', label: 'Good' };
  if (count === 1) return { letter: 'C', label: 'Basic' };
  return { letter: 'D', label: 'Missing' };
}

/** Photo quality label: 75 or more Excellent, 60 or more Good, else Needs improvement. */
export function photoQualityLabel(score: number): string {
  if (score >= 75) return 'Excellent';
  if (score >= 60) return 'Good';
  return 'Needs improvement';
}

/** Photo score colour bands at 75 and 50. */
export function photoScoreColour(score: number): ScoreColour {
  if (score >= 75) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** Safety grade by feature count: 3 or more A Complete, 2 B Good, 1 C Fair, 0 D Limited. */
export function safetyGrade(count: number): Grade {
  if (count >= 3) return { letter: 'A', label: 'Complete' };
  if (count === 2) return { letter: 'B', label: 'Good' };
  if (count === 1) return { letter: 'C', label: 'Fair' };
  return { letter: 'D', label: 'Limited' };
}

/** Sections without a category of their own read another category's score (spec section 9). */
export const BORROWED_CATEGORY = {
  houseRules: 'description',
  safety: 'amenities',
  availability: 'localOptimization',
  cancellationPolicy: 'pricing',
} as const satisfies Record<string, CategoryKey>;

export type BorrowingSection = keyof typeof BORROWED_CATEGORY;

export function categoryForSection(section: BorrowingSection | CategoryKey): CategoryKey {
  return section in BORROWED_CATEGORY ? BORROWED_CATEGORY[section as BorrowingSection] : (section as CategoryKey);
}
