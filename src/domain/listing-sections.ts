import { SUGGESTED_SECTION_LENGTH } from '../../contract/limits';
import type { CategoryKey, DescriptionSectionName, DetailedScores, ListingContent, Recommendations, ScoreCheck } from '../../contract/wire';

// Display rules of the listing detail's section cards (spec sections 2 and 9): length guides, missing sections,
// the readability filter, the Description score, display limits and the checks behind each score.

export { FIRST_CHARACTERS_THAT_MATTER, LISTING_DESCRIPTION_LIMIT, SUGGESTED_SECTION_LENGTH, TITLE_LIMIT } from '../../contract/limits';
export const AMENITIES_SHOWN = 20;
export const STRENGTHS_SHOWN = 3;

export type SectionScoreKey = keyof DetailedScores['description']['sectionScores'];

/** The four description sections: their score key and their name on the listing page. */
export const DESCRIPTION_SECTION_KEYS: readonly { key: SectionScoreKey; name: DescriptionSectionName }[] = [
  { key: 'listingDescription', name: 'Listing Description' },
  { key: 'theSpace', name: 'The space' },
  { key: 'guestAccess', name: 'Guest access' },
  { key: 'otherDetails', name: 'Other things to note' },
];

/** Characters as a guest counts them: code points of the trimmed, NFC-normalised text. */
export function textLength(text: string | null | undefined): number {
  if (!text) return 0;
  return Array.from(text.normalize('NFC').trim()).length;
}

/** Empty or whitespace-only sections are flagged as missing. */
export function isMissingSection(text: string | null | undefined): boolean {
  return !text || text.trim() === '';
}

const MENTIONS_CHARACTER_COUNT = /\d[\d,]*(?:\s*[-–]\s*\d[\d,]*)?\s*(?:characters|chars)\b/i;
const MENTIONS_RECOMMENDATION = /recommend|suggest/i;

/** Readability notes: problems that mention a recommended character count and are not marked 'Too brief'. */
export function isReadabilityNote(problem: string): boolean {
  return MENTIONS_CHARACTER_COUNT.test(problem) && MENTIONS_RECOMMENDATION.test(problem) && !/too brief/i.test(problem);
}

export function splitProblems(problems: readonly string[]): { problems: string[]; readability: string[] } {
  return {
    problems: problems.filter((p) => !isReadabilityNote(p)),
    readability: problems.filter(isReadabilityNote),
  };
}

export interface DescriptionPart {
  name: DescriptionSectionName;
  score: number;
  /** Characters counted, never less than the 350-character suggested minimum. */
  weight: number;
}

/** The four section scores with the weight each carries in the Description card's score. */
export function descriptionParts(recommendations: Recommendations | null, content: ListingContent | null): DescriptionPart[] {
  const sectionScores = recommendations?.detailedScores?.description?.sectionScores;
  if (!sectionScores) return [];
  return DESCRIPTION_SECTION_KEYS.flatMap(({ key, name }) => {
    const entry = sectionScores[key];
    if (!entry) return [];
    return [{ name, score: entry.score, weight: Math.max(textLength(content?.descriptionSections?.[name]), SUGGESTED_SECTION_LENGTH.min) }];
  });
}

/**
 * The Description card's score: the average of the four section scores, each weighted by its text length but
 * never less than the 350-character suggested minimum. Longer sections are more of what a guest reads, so
 * they count for more; the floor keeps a short or missing section from quietly dropping out of the average.
 * Falls back to the description category score when the section scores are absent.
 */
export function descriptionScore(recommendations: Recommendations | null, content: ListingContent | null): number | null {
  const parts = descriptionParts(recommendations, content);
  const totalWeight = parts.reduce((s, p) => s + p.weight, 0);
  if (totalWeight === 0) return recommendations?.categoryScores?.description ?? null;
  return Math.round(parts.reduce((s, p) => s + p.score * p.weight, 0) / totalWeight);
}

/** The score of a category, or null when the listing has not been scored or the category could not be. */
export function categoryScore(recommendations: Recommendations | null, category: CategoryKey): number | null {
  if (recommendations?.unscoredCategories?.includes(category)) return null;
  const score = recommendations?.categoryScores?.[category];
  return typeof score === 'number' ? score : null;
}

/** A category's checks, the ones that still cost points first (biggest loss first), then the ones passed. */
export function checksFor(recommendations: Recommendations | null, category: CategoryKey): ScoreCheck[] {
  const checks = (recommendations?.checks ?? []).filter((c) => c.category === category);
  const lost = (c: ScoreCheck) => c.maxPoints - c.points;
  return [...checks].sort((a, b) => lost(b) - lost(a));
}

export function limitList<T>(items: readonly T[], limit: number): { shown: T[]; rest: number } {
  return { shown: items.slice(0, limit), rest: Math.max(0, items.length - limit) };
}

/** The celebration: title and description both at 100/100. */
export function shouldCelebrate(titleScore: number | null, descriptionScoreValue: number | null): boolean {
  return titleScore != null && descriptionScoreValue != null && titleScore >= 100 && descriptionScoreValue >= 100;
}

/** Where the browser remembers which listings had their celebration, per user. */
export function celebrationsStorageKey(userId: string): string {
  return `celebrated-listings:${userId}`;
}

/** The stored list of celebrated listing ids; anything unreadable is an empty list. */
export function parseStoredCelebrations(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
