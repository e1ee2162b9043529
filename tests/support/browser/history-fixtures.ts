import type { ListingChanges, ListingHistoryEntry, ListingHistoryResponse } from '../../../contract/wire';

// Synthetic score histories for the Progress card: two analyses of the test listing, a week apart, between
// which the host rewrote 'Guest access' and fixed one problem.

export function historyEntry(overrides: Partial<ListingHistoryEntry> = {}): ListingHistoryEntry {
  return {
    analyzedAt: '2026-01-03T09:00:00.000Z',
    title: 'Sunny loft by the canal with rooftop terrace',
    seoScore: 64,
    categoryScores: { title: 70, description: 52, photos: 75, amenities: 80, localOptimization: 60, pricing: 0 },
    unscoredCategories: ['pricing'],
    sectionScores: { title: 70, listingDescription: 60, theSpace: 80, guestAccess: 0, otherDetails: 50 },
    photoScore: 75,
    rubricVersion: 'test-1',
    problemCount: 6,
    ...overrides,
  };
}

export function listingChanges(overrides: Partial<ListingChanges> = {}): ListingChanges {
  return {
    since: '2026-01-03T09:00:00.000Z',
    until: '2026-01-10T10:01:00.000Z',
    sameRubric: true,
    rubricBefore: 'test-1',
    rubricAfter: 'test-1',
    seoScore: { before: 64, after: 78 },
    categories: [
      { category: 'title', before: 70, after: 70 },
      { category: 'description', before: 52, after: 81 },
      { category: 'photos', before: 75, after: 75 },
      { category: 'amenities', before: 80, after: 80 },
      { category: 'localOptimization', before: 60, after: 60 },
      { category: 'pricing', before: null, after: null },
    ],
    sections: [
      {
        section: 'Guest access',
        kind: 'text',
        status: 'changed',
        parts: [
          { text: 'Guests have ', change: 'same' },
          { text: 'the whole flat', change: 'removed' },
          { text: 'the whole loft and the rooftop terrace', change: 'added' },
          { text: ' to themselves.', change: 'same' },
        ],
      },
    ],
    fixed: [
      {
        id: 'description.guestAccess.written',
        category: 'description',
        section: 'Guest access',
        evidence: 'The section is empty.',
        fix: 'Say which rooms and spaces guests can use.',
      },
    ],
    new: [],
    ...overrides,
  };
}

/** Two analyses a week apart and what changed between them. */
export function twoAnalyses(): ListingHistoryResponse {
  return {
    history: [
      historyEntry(),
      historyEntry({
        analyzedAt: '2026-01-10T10:01:00.000Z',
        seoScore: 78,
        categoryScores: { title: 70, description: 81, photos: 75, amenities: 80, localOptimization: 60, pricing: 0 },
        sectionScores: { title: 70, listingDescription: 60, theSpace: 80, guestAccess: 90, otherDetails: 50 },
        problemCount: 5,
      }),
    ],
    changes: listingChanges(),
  };
}

export const firstAnalysisOnly = (): ListingHistoryResponse => ({
  history: [historyEntry({ analyzedAt: '2026-01-10T10:01:00.000Z', seoScore: 78 })],
  changes: null,
});
