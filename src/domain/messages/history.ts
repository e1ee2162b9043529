import type { CategoryKey } from '../../../contract/wire';

// Words of the score history, "What changed since", and the report download on the listing detail (issue 19).

export const historyText = {
  title: 'Progress over time',
  startsNow: 'History starts now: this is the first analysis of this listing. Re-analyze after you change the listing to see what changed.',
  loading: 'Loading the score history...',
  loadFailed: 'The score history could not be loaded.',
  retry: 'Try Again',
  chartLabel: 'Optimization Score and category scores over time, one point a day',
  optimizationScore: 'Optimization Score',
  oneDay: (count: number) =>
    `All ${count} analyses so far are from today. The chart shows one point a day: tomorrow's analysis will start the line.`,
  newRules: 'New rules',
  rubricNote: (versions: readonly string[]) =>
    `The dashed line marks new scoring rules (${versions.join(', ')}). Scores on either side of it are not comparable, so the lines break there.`,
  changedSince: (date: string) => `What changed since ${date}`,
  differentRules: (before: string, after: string) =>
    `These analyses were scored with different rules (${before}, then ${after}), so their score changes are not a like-for-like comparison.`,
  scoreChange: 'Score change by category',
  notScored: 'Not scored',
  sectionsChanged: 'Sections whose text changed',
  noTextChanges: 'The text of the listing did not change.',
  added: 'added',
  removed: 'removed',
  sectionAdded: 'New section',
  sectionRemoved: 'Section removed',
  itemsAdded: 'Added',
  itemsRemoved: 'Removed',
  fixed: 'Problems fixed',
  new: 'New problems',
  noneFixed: 'No problems fixed since then.',
  noneNew: 'No new problems.',
  showAll: (count: number) => `Show all ${count}`,
  showFewer: 'Show fewer',
} as const;

export const reportText = {
  download: 'Download report',
  preparing: 'Preparing report...',
  failed: (message: string | null) => ({
    title: 'Report Failed',
    description: message || 'The report could not be made. Please try again.',
  }),
} as const;

/** Category names as the scoring rubric and the report name them. */
export const categoryNames: Record<CategoryKey, string> = {
  title: 'Title',
  description: 'Description and house rules',
  photos: 'Photos',
  amenities: 'Amenities and safety',
  localOptimization: 'Location',
  pricing: 'Pricing',
};
