import type {
  AdviceSectionKey,
  CategoryKey,
  DetailedScores,
  ListingContent,
  PhotoRecommendation,
  ScoreCheck,
} from '../../../contract/wire';

// The advice's inputs and the finding it builds before adding its numbers up (advice.ts, advice-wording.ts).

/** A check as the advice reads it: the wire check, with the section card's line for it when the rubric words one. */
export interface AdviceCheck extends ScoreCheck {
  problem?: string;
}

export interface AdviceInput {
  checks: readonly AdviceCheck[];
  categoryScores: Record<CategoryKey, number>;
  unscored: readonly CategoryKey[];
  sectionScores: DetailedScores['description']['sectionScores'] | null;
  content: ListingContent | null;
  photoRecommendation?: PhotoRecommendation | null;
  provisional: boolean;
}

/** A finding before its numbers are added up. */
export interface Draft {
  id: string;
  section: AdviceSectionKey;
  checks: AdviceCheck[];
  problem?: string;
  evidence: string[];
  fix: string;
  steps?: string[];
  notOnPage?: boolean;
  /** What the host does to let us read it: show a part (`what`) or open a full list (`open`). */
  reads?: ReadAgain;
}

/** What the host does so we can read what the page we read did not show. */
export interface ReadAgain {
  /** A part to have on the page: 'the title'. */
  what?: string;
  /** A full list to open first: '"Show all photos"'. */
  open?: string;
}
