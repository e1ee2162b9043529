import { showMoreFoldEstimate } from '../../../server/analysis/score/fold-estimate';
import { charCount, firstChars, isBlank } from '../../../server/analysis/score/text-length';

describe('character counting as a host sees it', () => {
  it('counts an accented letter once however it was typed', () => {
    expect(charCount('caf\u00e9')).toBe(4);
    expect(charCount('cafe\u0301')).toBe(4);
  });

  it('counts an emoji, a flag and a family as one character each', () => {
    expect(charCount('🌊')).toBe(1);
    expect(charCount('🇮🇹')).toBe(1);
    expect(charCount('👨‍👩‍👧')).toBe(1);
  });

  it('counts a line break once, whether written as CRLF or LF, and ignores outer whitespace', () => {
    expect(charCount('ab\r\ncd')).toBe(5);
    expect(charCount('  ab\ncd \n ')).toBe(5);
  });

  it('treats empty, whitespace-only and zero-width text as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  \n\t\u00a0')).toBe(true);
    expect(isBlank('\u200b\ufeff')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('cuts by the same count', () => {
    expect(firstChars('🇮🇹 Roma', 3)).toBe('🇮🇹 R');
  });
});

describe("the 'Show more' fold on a phone", () => {
  const sentence = 'Bright rooms and quiet nights on a calm street in the old town. ';

  it('shows about 295 characters of continuous prose (six lines of about 52)', () => {
    const fold = showMoreFoldEstimate(sentence.repeat(10));
    expect(fold).toBeGreaterThanOrEqual(280);
    expect(fold).toBeLessThanOrEqual(312);
  });

  it('shows less when the text opens with short lines and blank lines', () => {
    const text = `Welcome!\n\nCosy flat.\n\nGreat view.\n\n${sentence.repeat(6)}`;
    expect(showMoreFoldEstimate(text)).toBeLessThan(120);
  });

  it('is the whole text when it fits, and 0 for no text', () => {
    expect(showMoreFoldEstimate('A short summary.')).toBe(16);
    expect(showMoreFoldEstimate('   ')).toBe(0);
    expect(showMoreFoldEstimate(null)).toBe(0);
  });
});
