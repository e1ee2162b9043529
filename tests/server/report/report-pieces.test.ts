import { paperFromAcceptLanguage } from '../../../server/report/paper';
import { attachmentHeader, reportFileName } from '../../../server/report/report-file-name';
import { fontRuns } from '../../../server/report/report-fonts';

// The report's small decisions: which paper, which file name, which font file sets each word.

describe('paper size', () => {
  it.each([
    ['en-US,en;q=0.9', 'letter'],
    ['es-MX', 'letter'],
    ['fr-CA,fr;q=0.8', 'letter'],
    ['en-GB,en;q=0.9', 'a4'],
    ['pt-PT', 'a4'],
    ['en', 'a4'],
    ['de;q=0.5,en-US;q=0.9', 'letter'],
    ['*', 'a4'],
    ['not a language!!', 'a4'],
    [undefined, 'a4'],
  ])('Accept-Language %s gives %s', (header, paper) => {
    expect(paperFromAcceptLanguage(header)).toBe(paper);
  });
});

describe('file name', () => {
  it('is the listing title, without what file systems refuse or emoji', () => {
    expect(reportFileName('Loft ✨ in Lisbon: river/view?')).toBe('Loft in Lisbon river view - Listing report.pdf');
    expect(reportFileName('   ')).toBe('Listing - Listing report.pdf');
  });

  it('carries the UTF-8 name and a plain ASCII fallback for older clients', () => {
    const header = attachmentHeader(reportFileName('Zürich · Studio'));
    expect(header).toContain('filename="Zurich Studio - Listing report.pdf"');
    expect(header).toContain("filename*=UTF-8''Z%C3%BCrich%20%C2%B7%20Studio%20-%20Listing%20report.pdf");
  });
});

describe('font runs', () => {
  it('set a word in one file when one file has all its letters, and every character in a file that has it', () => {
    const runs = fontRuns('Loft Квартира Nẵng Łódź', 'regular');
    expect(runs.map((r) => r.text).join('')).toBe('Loft Квартира Nẵng Łódź');
    expect(runs.slice(0, 2)).toEqual([
      { font: 'inter-latin-regular', text: 'Loft ' },
      { font: 'inter-cyrillic-regular', text: 'Квартира ' },
    ]);
    // Vietnamese and Polish words need letters from two files each.
    const fontOf = (char: string) => runs.find((r) => r.text.includes(char))!.font;
    expect([fontOf('ẵ'), fontOf('Ł'), fontOf('ó'), fontOf('ź')]).toEqual([
      'inter-vietnamese-regular',
      'inter-latin-ext-regular',
      'inter-latin-regular',
      'inter-latin-ext-regular',
    ]);
  });

  it('print the arrows of a menu path as > (no embedded font has them)', () => {
    expect(
      fontRuns('Policies and rules → Regulations', 'regular')
        .map((r) => r.text)
        .join(''),
    ).toBe('Policies and rules > Regulations');
  });

  it('leave emoji out', () => {
    expect(
      fontRuns('Sea 🌊 view ✨', 'bold')
        .map((r) => r.text)
        .join(''),
    ).toBe('Sea view ');
  });
});
