import {
  categoryScore,
  checksFor,
  descriptionScore,
  isMissingSection,
  isReadabilityNote,
  limitList,
  shouldCelebrate,
  splitProblems,
  textLength,
} from '../../../src/domain/listing-sections';
import { check, content, recommendations } from '../../support/browser/listing-fixtures';

describe('text lengths and missing sections', () => {
  it('counts what a guest sees: trimmed, and emoji as one character', () => {
    expect(textLength('  Sunny loft  ')).toBe(10);
    expect(textLength('Loft 🌞')).toBe(6);
    expect(textLength(null)).toBe(0);
  });

  it('flags empty and whitespace-only sections as missing', () => {
    expect(isMissingSection('')).toBe(true);
    expect(isMissingSection('  \n\t ')).toBe(true);
    expect(isMissingSection(undefined)).toBe(true);
    expect(isMissingSection('Free parking')).toBe(false);
  });
});

describe('readability notes', () => {
  it('keeps problems that mention a recommended character count', () => {
    expect(isReadabilityNote('Only 120 characters; 350-750 characters recommended')).toBe(true);
    expect(isReadabilityNote('Aim for the suggested 350–750 characters')).toBe(true);
  });

  it("drops problems marked 'Too brief' and problems without a recommended count", () => {
    expect(isReadabilityNote('Too brief: 12 characters; 350-750 characters recommended')).toBe(false);
    expect(isReadabilityNote('Hook could be stronger')).toBe(false);
    expect(isReadabilityNote('The text has 120 characters')).toBe(false);
  });

  it('splits a section’s problems into the problem list and the readability notes', () => {
    expect(splitProblems(['Section is empty', 'Only 34 characters; 350-750 characters recommended'])).toEqual({
      problems: ['Section is empty'],
      readability: ['Only 34 characters; 350-750 characters recommended'],
    });
  });
});

describe('the Description score', () => {
  const scores = (a: number, b: number, c: number, d: number) =>
    recommendations({
      detailedScores: {
        description: {
          sectionScores: {
            listingDescription: { score: a, problems: [] },
            theSpace: { score: b, problems: [] },
            guestAccess: { score: c, problems: [] },
            otherDetails: { score: d, problems: [] },
          },
          showMoreFoldEstimate: 295,
        },
      },
    });
  const sections = (lengths: [number, number, number, number]) =>
    content({
      descriptionSections: {
        'Listing Description': 'a'.repeat(lengths[0]),
        'The space': 'b'.repeat(lengths[1]),
        'Guest access': 'c'.repeat(lengths[2]),
        'Other things to note': 'd'.repeat(lengths[3]),
      },
    });

  it('weights each section by its length', () => {
    // 700 + 350 + 350 + 350 characters: the long section counts twice, (100*2 + 50*3) / 5 = 70.
    expect(descriptionScore(scores(100, 50, 50, 50), sections([700, 350, 350, 350]))).toBe(70);
  });

  it('counts a short or missing section as 350 characters, so it cannot drop out of the average', () => {
    expect(descriptionScore(scores(100, 100, 0, 100), sections([350, 350, 0, 10]))).toBe(75);
  });

  it('is the plain average when every section is within the suggested minimum', () => {
    expect(descriptionScore(scores(80, 60, 40, 20), sections([100, 100, 100, 100]))).toBe(50);
  });

  it('falls back to the description category score without section scores', () => {
    const recs = recommendations();
    expect(descriptionScore({ ...recs, detailedScores: undefined as never }, null)).toBe(recs.categoryScores.description);
    expect(descriptionScore(null, null)).toBeNull();
  });
});

describe('category scores', () => {
  it('reads a category score, and none for a category scoring could not judge', () => {
    const recs = recommendations();
    expect(categoryScore(recs, 'pricing')).toBe(60);
    expect(categoryScore({ ...recs, unscoredCategories: ['pricing'] }, 'pricing')).toBeNull();
    expect(categoryScore(null, 'title')).toBeNull();
  });
});

describe('checks, limits and the celebration', () => {
  it('lists a category’s checks with the biggest loss first', () => {
    const recs = recommendations({
      checks: [
        check({ id: 'a', category: 'title', points: 10, maxPoints: 10, fix: null }),
        check({ id: 'b', category: 'title', points: 2, maxPoints: 10 }),
        check({ id: 'c', category: 'photos', points: 0, maxPoints: 10 }),
        check({ id: 'd', category: 'title', points: 4, maxPoints: 5 }),
      ],
    });
    expect(checksFor(recs, 'title').map((c) => c.id)).toEqual(['b', 'd', 'a']);
    expect(checksFor(null, 'title')).toEqual([]);
  });

  it('cuts a list and counts the rest', () => {
    expect(limitList([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], rest: 2 });
    expect(limitList([1], 3)).toEqual({ shown: [1], rest: 0 });
  });

  it('celebrates only when title and description are both 100', () => {
    expect(shouldCelebrate(100, 100)).toBe(true);
    expect(shouldCelebrate(100, 99)).toBe(false);
    expect(shouldCelebrate(99, 100)).toBe(false);
    expect(shouldCelebrate(null, 100)).toBe(false);
  });
});
