import { groundingFor, looksEnglish, unsupportedAmenities, unsupportedNumbers } from '../../../server/assistant/grounding';
import { charCount, checkSuggestion, cutTitle, repairSuggestion, sentencesOf, tidyText } from '../../../server/assistant/limits';
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

  it('holds description sections to 750 characters and never below the rubric\'s "Too brief" line of 150', () => {
    for (const section of ['The space', 'Guest access', 'Other things to note'] as const) {
      expect(rules(section, body(150))).toEqual([]);
      expect(rules(section, body(750))).toEqual([]);
      expect(rules(section, body(149))).toEqual(['too_short']);
      expect(rules(section, body(751))).toEqual(['too_long']);
    }
    expect(rules('Listing Description', 'A cabin for six guests. ' + body(100))).toEqual(['too_short']);
  });

  it('takes House Rules as short lines, at most 750 characters in all', () => {
    expect(rules('House Rules', 'No pets.\nNo smoking.')).toEqual([]);
    expect(rules('House Rules', body(751))).toEqual(['too_long']);
  });

  it('keeps a title on one line, and lets the other sections keep their line breaks', () => {
    expect(rules('Title', 'Cabin in\nAsheville')).toEqual(['line_break']);
    expect(rules('The space', `${body(200)}\n\n• ${body(200)}`)).toEqual([]);
  });

  it('counts characters as Airbnb does: a line break is one, an accented letter is one however it was typed', () => {
    expect(charCount('Line one.\nLine two.')).toBe(19);
    expect(charCount('Cafe\u0301 cosy')).toBe(9);
    expect(charCount('  padded  ')).toBe(6);
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
    expect(repairSuggestion('Guest access', `Guests can use the pool. ${body(100)}`, g)).toBeNull();
    const fixed = repairSuggestion('Guest access', `Guests can use the pool. ${body(500)}`, g)!;
    expect(fixed).not.toMatch(/pool/i);
    expect(checkSuggestion('Guest access', fixed, g)).toEqual([]);
  });

  it('keeps the line breaks and bullets of a text while it drops the sentences that break a rule', () => {
    const text = `The flat has two rooms.\n\n• Kitchen: oven and kettle. Call 828-555-0199 for help.\n• Bedroom: a double bed.`;
    expect(repairSuggestion('The space', `${text}\n${body(200)}`)).toBe(
      `The flat has two rooms.\n\n• Kitchen: oven and kettle.\n• Bedroom: a double bed.\n${body(200)}`,
    );
  });

  it("splits sentences in the text's language", () => {
    expect(sentencesOf('Prima frase. Seconda frase!\n• Terza', 'it')).toEqual(['Prima frase.', 'Seconda frase!', 'Terza']);
    expect(sentencesOf('One. Two.', 'not a language tag')).toEqual(['One.', 'Two.']);
  });
});
