import { groundingFor, looksEnglish, unsupportedAmenities, unsupportedNumbers } from '../../../server/assistant/grounding';
import { checkSuggestion, cutTitle, repairSuggestion, sentencesOf, tidyText } from '../../../server/assistant/limits';
import { italianListing, strongListing, weakListing } from '../../support/server/assistant-fixtures';

const rules = (section: Parameters<typeof checkSuggestion>[0], text: string, grounding?: Parameters<typeof checkSuggestion>[2]) =>
  checkSuggestion(section, text, grounding).map((v) => v.rule);

const sentence = 'The apartment has two bedrooms and a kitchen with a dishwasher and a coffee maker for early mornings. ';
/** Exactly `chars` characters of plain sentences. */
const body = (chars: number) => {
  const text = sentence.repeat(Math.ceil(chars / sentence.length) + 1).slice(0, chars);
  return text.endsWith(' ') ? `${text.slice(0, -1)}s` : text;
};

describe('length limits', () => {
  it('allows a title of 50 characters and rejects 51', () => {
    const fifty = 'Apartment in Lisbon with Balcony and Six City View';
    expect(fifty).toHaveLength(50);
    expect(rules('Title', fifty)).toEqual([]);
    expect(rules('Title', `${fifty}s`)).toEqual(['too_long']);
    expect(rules('Title', 'Flat')).toEqual(['too_short']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(rules('Title', 'Appartamento è città '.repeat(2) + 'perfetto')).toEqual([]);
  });

  it('limits the Listing Description to 500 and wants the hook within the first 300', () => {
    expect(rules('Listing Description', 'A cabin for six guests in Asheville. ' + body(400))).toEqual([]);
    expect(rules('Listing Description', body(501))).toContain('too_long');
    const lateHook = 'A cabin ' + 'with a long wandering opening clause '.repeat(9) + 'that ends here. And more.';
    expect(lateHook.indexOf('.')).toBeGreaterThan(300);
    expect(rules('Listing Description', lateHook)).toEqual(['hook']);
  });

  it('wants 350-750 characters in the other sections', () => {
    for (const section of ['The space', 'Guest access', 'Other things to note', 'House Rules'] as const) {
      expect(rules(section, body(350))).toEqual([]);
      expect(rules(section, body(750))).toEqual([]);
      expect(rules(section, body(349))).toEqual(['too_short']);
      expect(rules(section, body(751))).toEqual(['too_long']);
    }
  });

  it('keeps a suggestion on one line', () => {
    expect(rules('Title', 'Cabin in\nAsheville')).toEqual(['line_break']);
  });
});

describe('content rules', () => {
  it.each([
    ['contact', 'Cabin, call 828-555-0199'],
    ['contact', 'Write to host@example.com'],
    ['contact', 'Message me on WhatsApp'],
    ['url', 'See www.cabin-stays.com'],
    ['url', 'Photos at https://example.org/x'],
    ['all_caps', 'COZY Cabin in Asheville'],
    ['emoji', 'Cabin in Asheville 🌲'],
    ['emoji', 'Cabin ★ Asheville'],
    ['repeated_punctuation', 'Cabin in Asheville!!'],
    ['repeated_punctuation', 'Cabin in Asheville?!'],
    ['repeated_punctuation', 'Soooo cosy cabin'],
    ['code', 'Licence AL-12345 cabin'],
    ['other_platform', 'Also on Vrbo and Booking.com'],
  ])('flags %s in "%s"', (rule, text) => {
    expect(rules('Title', text)).toContain(rule);
  });

  it('accepts ordinary text with acronyms, times, an ellipsis and a degree sign', () => {
    expect(rules('Title', 'Cabin with TV and BBQ, 20° Pool... 3:00 PM')).toEqual([]);
    expect(rules('Title', 'Loft with HDTV and A/C in Rome')).toEqual([]);
  });
});

describe('grounding', () => {
  const strong = groundingFor(strongListing.content, strongListing.title);
  const weak = groundingFor(weakListing.content, weakListing.title);

  it('flags amenity-like features the amenity list lacks', () => {
    expect(unsupportedAmenities('A flat with a pool and a sauna', strong)).toEqual(['pool', 'sauna']);
    expect(unsupportedAmenities('A flat with a balcony, wifi and air conditioning', strong)).toEqual([]);
    // 'Not included' items are not amenities.
    expect(unsupportedAmenities('Free parking on site', strong)).toEqual(['parking']);
    expect(unsupportedAmenities('A cabin with a hot tub, a fireplace and mountain views', weak)).toEqual([]);
  });

  it('does not read a view as the thing it looks at, nor a hair dryer as a dryer', () => {
    const gardenView = groundingFor({ ...strongListing.content!, amenities: ['Garden view', 'Hair dryer'], amenityDetails: [] }, 'x');
    expect(unsupportedAmenities('Rooms with a garden view', gardenView)).toEqual([]);
    expect(unsupportedAmenities('A private garden', gardenView)).toEqual(['garden']);
    expect(unsupportedAmenities('A tumble dryer', gardenView)).toEqual(['dryer']);
    expect(unsupportedAmenities('A hair dryer', gardenView)).toEqual([]);
  });

  it('checks amenity words only in English text', () => {
    expect(looksEnglish('Il soggiorno ha un divano letto e un balcone sul cortile interno.')).toBe(false);
    expect(looksEnglish('The living room opens onto the balcony.')).toBe(true);
    expect(
      unsupportedAmenities('Bilocale al quarto piano con ascensore.', groundingFor(italianListing.content, italianListing.title)),
    ).toEqual([]);
  });

  it('flags numbers that appear nowhere on the listing', () => {
    expect(unsupportedNumbers('Sleeps 4 in 2 bedrooms, check-in 3:00 PM', strong)).toEqual([]);
    expect(unsupportedNumbers('5 minutes from the beach, 120 m2', strong)).toEqual(['5', '120', '2'].filter((n) => !strong.numbers.has(n)));
    expect(unsupportedNumbers('5 minutes from the beach', strong)).toEqual(['5']);
  });

  it('reports grounding problems through the validator', () => {
    expect(rules('Title', 'Apartment in Lisbon with Pool', strong)).toEqual(['unsupported_amenity']);
    expect(rules('Title', 'Apartment 7 Minutes from the Beach', strong)).toEqual(['unsupported_number']);
  });
});

describe('repair', () => {
  it('cuts an over-long title at a word and drops a dangling joiner', () => {
    expect(cutTitle('Apartment in Lisbon with Balcony and City Skyline View')).toBe('Apartment in Lisbon with Balcony and City Skyline');
    expect(cutTitle('Spacious apartment in the historic centre of Lisbon with')).toBe('Spacious apartment in the historic centre');
  });

  it('tidies shouting, symbols and repeated punctuation', () => {
    expect(tidyText('COZY cabin!!! 🌲 Amazing views ,, really')).toBe('Cozy cabin! Amazing views, really');
  });

  it('drops sentences that break a rule and keeps the rest within the limit', () => {
    const text = `${body(500)} Call 828-555-0199 to book. ${body(300)}`;
    const fixed = repairSuggestion('The space', text)!;
    expect(fixed).not.toContain('828');
    expect([...fixed].length).toBeLessThanOrEqual(750);
    expect(checkSuggestion('The space', fixed)).toEqual([]);
  });

  it('drops sentences with unlisted amenities and gives up when too little is left', () => {
    const g = groundingFor(strongListing.content, strongListing.title);
    expect(repairSuggestion('Guest access', `Guests can use the pool. ${body(300)}`, g)).toBeNull();
    const fixed = repairSuggestion('Guest access', `Guests can use the pool. ${body(500)}`, g)!;
    expect(fixed).not.toMatch(/pool/i);
    expect(checkSuggestion('Guest access', fixed, g)).toEqual([]);
  });

  it("splits sentences in the text's language", () => {
    expect(sentencesOf('Prima frase. Seconda frase!\n• Terza', 'it')).toEqual(['Prima frase.', 'Seconda frase!', 'Terza']);
    expect(sentencesOf('One. Two.', 'not a language tag')).toEqual(['One.', 'Two.']);
  });
});
