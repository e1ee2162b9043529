import { showMoreFoldEstimate } from '../../../server/analysis/score/fold-estimate';
import fc from 'fast-check';
import { charCount, firstChars, isBlank, quote, visibleText } from '../../../server/analysis/score/text-length';

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

describe('quoting evidence', () => {
  // quote() collapses only the start of a long text; it must quote exactly what collapsing the whole would.
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  function reference(value: string, max: number): string {
    const text = visibleText(value).replace(/\s+/g, ' ');
    const characters = Array.from(segmenter.segment(text), (s) => s.segment);
    return characters.length <= max
      ? `"${text}"`
      : `"${characters
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…"`;
  }
  const piece = fc.constantFrom('word', 'café', 'cafe\u0301', '🌊', '🇮🇹', '👨‍👩‍👧', ' ', '   ', '\n\n', '\t', '\u00a0', '\u3000', 'Ж', '漢字');

  it('cuts long texts, runs of spaces and emoji exactly where collapsing the whole text would', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), fc.integer({ min: 2, max: 90 }), (pieces, max) => {
        const value = pieces.join('');
        expect(quote(value, max)).toBe(reference(value, max));
      }),
      { numRuns: 400, seed: 20261127 },
    );
  });

  it('quotes past a run of hundreds of spaces in the opening words', () => {
    const value = `Sea view${' '.repeat(500)}and a quiet garden ${'with olive trees '.repeat(20)}`;
    expect(quote(value, 30)).toBe('"Sea view and a quiet garden w…"');
  });
});
