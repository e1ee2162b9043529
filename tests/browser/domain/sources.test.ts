import { parseSources, plainSource } from '../../../src/domain/sources';

describe('sources as a host reads them', () => {
  it('names the kind of each source in words and links the pages it can', () => {
    const parts = parseSources(
      'Airbnb Help 887 and 2914 (since 30 Apr 2024): no indoor cameras [O]; "Persuasive Language", SSRN 3648438: guests reward facts [R]',
    );
    expect(parts).toEqual([
      {
        text: 'Airbnb Help 887 and 2914 (since 30 Apr 2024): no indoor cameras',
        kinds: ['O'],
        links: [
          { label: 'Airbnb Help 887', href: 'https://www.airbnb.com/help/article/887' },
          { label: 'Airbnb Help 2914', href: 'https://www.airbnb.com/help/article/2914' },
        ],
      },
      {
        text: '"Persuasive Language", SSRN 3648438: guests reward facts',
        kinds: ['R'],
        links: [{ label: 'SSRN 3648438', href: 'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=3648438' }],
      },
    ]);
  });

  it('keeps a semicolon inside brackets and reads a shared tag', () => {
    const [part] = parseSources('Airbnb photo tips (help; Avantio): at least 1024 x 683 px [O/CM]');
    expect(part).toMatchObject({ text: 'Airbnb photo tips (help; Avantio): at least 1024 x 683 px', kinds: ['O', 'CM'] });
  });

  it('drops internal references', () => {
    expect(plainSource("This product's section guidance (spec section 9): 350-750 characters")).toBe(
      "This product's section guidance: 350-750 characters",
    );
    expect(plainSource('Airbnb page data (recommendedNumberOfLines: 6) [O]')).toBe('Airbnb page data (6 lines) [O]');
  });
});
