import {
  categoryForSection,
  gradeByCount,
  gradeForScore,
  photoCountGrade,
  photoQualityLabel,
  photoScoreColour,
  safetyGrade,
  scoreColour,
} from '../../../src/domain/grades';

// Every threshold of spec section 9, checked on both sides of each boundary.

describe('score colours (80 green, 60 yellow, below red)', () => {
  it.each([
    [0, 'red'],
    [59, 'red'],
    [60, 'yellow'],
    [74, 'yellow'],
    [75, 'yellow'],
    [79, 'yellow'],
    [80, 'green'],
    [89, 'green'],
    [90, 'green'],
    [100, 'green'],
  ])('%i is %s', (score, colour) => expect(scoreColour(score)).toBe(colour));
});

describe('grades by score (90 A, 75 B, 60 C, else D)', () => {
  it.each([
    [0, 'D', 'Needs Work'],
    [59, 'D', 'Needs Work'],
    [60, 'C', 'Fair'],
    [74, 'C', 'Fair'],
    [75, 'B', 'Good'],
    [79, 'B', 'Good'],
    [80, 'B', 'Good'],
    [89, 'B', 'Good'],
    [90, 'A', 'Excellent'],
    [100, 'A', 'Excellent'],
  ])('%i is %s (%s)', (score, letter, label) => expect(gradeForScore(score)).toEqual({ letter, label }));
});

describe('grade by count without a score (15 A, 10 B, 5 C)', () => {
  it.each([
    [0, 'D'],
    [4, 'D'],
    [5, 'C'],
    [9, 'C'],
    [10, 'B'],
    [14, 'B'],
    [15, 'A'],
    [40, 'A'],
  ])('%i items grade %s', (count, letter) => expect(gradeByCount(count).letter).toBe(letter));
});

describe('photo-count grade', () => {
  it.each([
    [0, 'D', 'Missing'],
    [1, 'C', 'Basic'],
    [2, 'B', 'Good'],
    [3, 'A', 'Complete'],
    [25, 'A', 'Complete'],
  ])('%i photos is %s %s', (count, letter, label) => expect(photoCountGrade(count)).toEqual({ letter, label }));
});

describe('photo quality label (75 Excellent, 60 Good) and colour bands (75, 50)', () => {
  it.each([
    [59, 'Needs improvement'],
    [60, 'Good'],
    [74, 'Good'],
    [75, 'Excellent'],
  ])('a photo score of %i reads %s', (score, label) => expect(photoQualityLabel(score)).toBe(label));

  it.each([
    [49, 'red'],
    [50, 'yellow'],
    [74, 'yellow'],
    [75, 'green'],
  ])('a photo score of %i is %s', (score, colour) => expect(photoScoreColour(score)).toBe(colour));
});

describe('safety grade by feature count', () => {
  it.each([
    [0, 'D', 'Limited'],
    [1, 'C', 'Fair'],
    [2, 'B', 'Good'],
    [3, 'A', 'Complete'],
    [6, 'A', 'Complete'],
  ])('%i features is %s %s', (count, letter, label) => expect(safetyGrade(count)).toEqual({ letter, label }));
});

describe('category mapping for scores', () => {
  it('lets house rules, safety, availability and cancellation policy read their borrowed category', () => {
    expect(categoryForSection('houseRules')).toBe('description');
    expect(categoryForSection('safety')).toBe('amenities');
    expect(categoryForSection('availability')).toBe('localOptimization');
    expect(categoryForSection('cancellationPolicy')).toBe('pricing');
  });

  it('leaves the six scored categories as they are', () => {
    expect(categoryForSection('title')).toBe('title');
    expect(categoryForSection('photos')).toBe('photos');
  });
});
