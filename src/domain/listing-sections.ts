import type { DescriptionSectionName, DetailedScores } from '../../contract/wire';

// Display rules of the listing detail's section cards (spec sections 2 and 9): length guides, missing sections,
// the readability filter and display limits. Scores and counts are the server's (score-explanation.ts).

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
