import {
  isMissingSection,
  isReadabilityNote,
  limitList,
  shouldCelebrate,
  splitProblems,
  textLength,
} from '../../../src/domain/listing-sections';

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

describe('limits and the celebration', () => {
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
