import {
  findAllCapsWords,
  findContactDetails,
  findEmails,
  findEmoji,
  findPhones,
  findRepeatedPunctuation,
  findShouting,
  findStreetAddresses,
  findSymbolRuns,
  findSymbols,
  findUrls,
} from '../../../server/analysis/score/text-lint';

const texts = (found: { text: string }[]) => found.map((f) => f.text);

describe('phone numbers', () => {
  it.each([
    ['+39 333 123 4567', '+39 333 123 4567'],
    ['call (555) 123-4567 today', '(555) 123-4567'],
    ['555.123.4567', '555.123.4567'],
    ['555-123-4567', '555-123-4567'],
    ['0044 20 7946 0958', '0044 20 7946 0958'],
    ['mobile 07700 900123', '07700 900123'],
    ['WhatsApp 3331234567', '3331234567'],
    ['US toll free 1-800-555-0199', '1-800-555-0199'],
    ['+1 (212) 555-0188', '+1 (212) 555-0188'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
  ])('finds %s', (text, expected) => {
    expect(texts(findPhones(text))).toEqual([expected]);
  });

  it('finds a short local number only after a word such as "call"', () => {
    expect(texts(findPhones('tel 2345678'))).toEqual(['2345678']);
    expect(findPhones('room 2345678 of the register')).toEqual([]);
  });

  it.each([
    '2 bedrooms and 3 beds',
    'rated 4.9 by 120 guests',
    'check-in from 10:00 to 22:00',
    'a 1,200 sq ft flat',
    'renovated 2019-2023',
    'available 12/05/2024 to 19/05/2024',
    'keep it to 350-750 characters',
    'priced at €1.200.000',
    'at 45.4642, 9.1900',
    'open 10.00-12.00 and 15.00-19.00',
    'sleeps 4 in 2 bedrooms, 1.5 baths, 100 m2',
    'quiet hours 22:00 - 08:00',
    'the 1 2 3 4 5 6 7 8 9 of the metro lines',
  ])('is not fooled by "%s"', (text) => {
    expect(findPhones(text)).toEqual([]);
  });
});

describe('e-mail and web addresses', () => {
  it('finds e-mails, also spelled out', () => {
    expect(texts(findEmails('write to anna.rossi@gmail.com please'))).toEqual(['anna.rossi@gmail.com']);
    expect(texts(findEmails('anna [at] gmail [dot] com'))).toEqual(['anna [at] gmail [dot] com']);
  });

  it('finds links with and without a scheme, and other booking sites', () => {
    expect(texts(findUrls('see https://example.com/house and www.casa-anna.it'))).toEqual([
      'https://example.com/house',
      'www.casa-anna.it',
    ]);
    expect(texts(findUrls('also on booking.com'))).toEqual(['booking.com']);
  });

  it('does not read abbreviations, decimals or a missing space as links', () => {
    expect(findUrls('e.g. i.e. a.m. 4.9 stars. We love Milan.It is great')).toEqual([]);
  });

  it('does not report an e-mail a second time as a link', () => {
    expect(texts(findContactDetails('mail anna@example.com'))).toEqual(['anna@example.com']);
  });

  it('recognises contact details Airbnb already hid', () => {
    expect(findContactDetails('Call me (phone number hidden by Airbnb)')[0]?.kind).toBe('contact details hidden by Airbnb');
    expect(findContactDetails('Scrivimi (numero di telefono nascosto da Airbnb)')[0]?.kind).toBe('contact details hidden by Airbnb');
  });
});

describe('street addresses', () => {
  it.each([
    ['We are at 123 Main Street.', '123 Main Street'],
    ['near 45 Oak Ave. on the corner', '45 Oak Ave.'],
    ['in Via Roma 12, second floor', 'Via Roma 12'],
    ['Via Giuseppe Verdi, 5', 'Via Giuseppe Verdi, 5'],
    ['Rue de Rivoli 10', 'Rue de Rivoli 10'],
    ['Hauptstraße 5', 'Hauptstraße 5'],
    ['Calle de Alcalá 20', 'Calle de Alcalá 20'],
  ])('finds %s', (text, expected) => {
    expect(texts(findStreetAddresses(text))).toEqual([expected]);
  });

  it.each([
    'Piazza Duomo 5 minutes away',
    '10 minutes from Via Roma',
    'walk down Main Street to the river',
    'Via Roma, 10 minuti a piedi',
    '2 bedrooms and a garden',
    'sleeps 4 people',
  ])('ignores landmarks and travel times: "%s"', (text) => {
    expect(findStreetAddresses(text)).toEqual([]);
  });
});

describe('capitals, emoji, symbols, punctuation', () => {
  it('finds shouted title words but not acronyms', () => {
    expect(texts(findAllCapsWords('AMAZING loft near JFK with TV, AC and BBQ'))).toEqual(['AMAZING']);
    expect(texts(findAllCapsWords('MY LOFT'))).toEqual(['MY', 'LOFT']);
    expect(findAllCapsWords('Cosy loft, 2BR, Wi-Fi')).toEqual([]);
  });

  it('applies the channel rule to body text: >5 capitals in a word, >3 all-caps words in a row', () => {
    expect(texts(findShouting('a FANTASTIC view'))).toEqual(['FANTASTIC']);
    expect(texts(findShouting('THE BEST FLAT EVER here'))).toEqual(['THE BEST FLAT EVER']);
    expect(findShouting('THE BEST flat, LOVE it, licence IT015146C24Q9YRYY3')).toEqual([]);
  });

  it('finds emoji, flags and decorative symbols but not degrees', () => {
    expect(texts(findEmoji('Sunny ✨ flat 🌊🇮🇹'))).toEqual(['✨', '🌊', '🇮🇹']);
    expect(texts(findSymbols('★ rated, 25°C, 360° view'))).toEqual(['★']);
  });

  it('finds repeated punctuation but keeps an ordinary ellipsis', () => {
    expect(texts(findRepeatedPunctuation('Wow!!! Really?! Wait.... ok---'))).toEqual(['!!!', '?!', '....', '---']);
    expect(findRepeatedPunctuation('And then... the sea. A well-kept -- quiet -- flat.')).toEqual([]);
    expect(texts(findSymbolRuns('Loft ~~ pool ** view'))).toEqual(['~~', '**']);
    expect(findSymbolRuns('Loft | pool, view (2BR) - "quiet"')).toEqual([]);
  });
});
