import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { fromRoot } from '../../../server/paths';

// Listing pages broken the ways the network, a hostile site or a changed page format break them, for the
// extractor fuzz: cut short, slices lost or repeated, stray markup and JSON tokens spliced in, values swapped
// for hostile ones (huge numbers, deep nesting, control characters, lone surrogates, very long strings).
// Seeds are the synthetic samples (samples/listings) and, when the folder exists, the real captures in
// ../shared/fixtures/airbnb, read in place and never copied.

export interface SeedPage {
  name: string;
  text: string;
}

export const CAPTURES_DIR = process.env.AIRBNB_FIXTURES ?? path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'airbnb');

export function seedPages(): { pages: SeedPage[]; capturesRead: number } {
  const samples = readdirSync(fromRoot('samples', 'listings'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ name: `sample ${f}`, text: readFileSync(fromRoot('samples', 'listings', f), 'utf8') }));
  const captures = existsSync(CAPTURES_DIR)
    ? readdirSync(CAPTURES_DIR)
        .filter((f) => /\.(html|json)$/.test(f))
        .map((f) => ({ name: `capture ${f.slice(0, 40)}`, text: readFileSync(path.join(CAPTURES_DIR, f), 'utf8') }))
    : [];
  return { pages: [...samples, ...captures], capturesRead: captures.length };
}

/** Tokens a broken or hostile page may carry where the parser least expects them. */
const HOSTILE_TOKENS = [
  '<',
  '>',
  '</script>',
  '<script>',
  '<script type="application/json">',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</html>',
  '"',
  "'",
  '\\',
  '\\u',
  '\\ud800',
  '\\u0000',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '":',
  'null',
  'true',
  '[]',
  '{}',
  '""',
  '-1e309',
  '1e400',
  '9007199254740993',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '&#0;',
  '&#xD800;',
  '&amp;',
  '&lt;script&gt;',
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '\u2028',
  '😀',
  '\r\n',
  '\t',
  '"__typename":"',
  '"sections":',
  '"sectionId":"',
  '"title":',
  '"@type":"VacationRental"',
  '"niobeClientData":[[',
  '"data":{"presentation":',
  'data-deferred-state',
  'application/ld+json',
  'PERMISSION_DENIED',
  'og:title',
];

const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TOKENS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((n) => '['.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 30_000 }).map((n) => '{"a":'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 400_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => ' 1,2 '.repeat(n)) },
);

/** Valid JSON values that are hostile as the value of a member: the page still parses, the data is odd. */
const jsonValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'null',
      'true',
      'false',
      '0',
      '-1',
      '-1e309',
      '1e400',
      '9007199254740993',
      '[]',
      '{}',
      '""',
      '[null]',
      '[[]]',
      '{"":null}',
      '"\\u0000"',
      '"Cozy\\u0000cabin"',
      '"\\ud800"',
      '"half \\udfff surrogate"',
      '"\\ud83d\\ude00 ok pair"',
      '"\\u202e\\u200b"',
      '"<img src=x onerror=alert(1)>"',
      '"javascript:alert(1)"',
      '"</script><script>alert(1)</script>"',
      '"NaN"',
      '"-5"',
      '"99999999"',
      '[{"__typename":"MerlinTitleSection","title":"\\u0000"}]',
      '{"url":"javascript:alert(1)"}',
      '{"baseUrl":"file:///etc/passwd"}',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 10_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map((n) => `"${'word '.repeat(n / 5)}"`) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100, max: 3_000 }).map((n) => `[${Array.from({ length: n }, (_, i) => `"item ${i}"`).join(',')}]`),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map((text) => JSON.stringify(text)) },
);

/** Text a host or a hostile page could put in a field, as JSON strings: NUL, unpaired surrogate halves, bidi
 * and zero-width marks, markup and script payloads, and random UTF-16 code units. */
const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        'Cozy\u0000cabin',
        '\u0000',
        'lone \ud800 high',
        'lone \udfff low',
        'ends with \ud83d',
        '\ud83d\ude00 emoji pair',
        '\u202egnirts desrever',
        'zero\u200bwidth',
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        'javascript:alert(1)',
        '\u0007bell \u001b[31mred',
        '',
        '   ',
        '\n\n\n',
        'x'.repeat(5_000),
      )
      .map((text) => JSON.stringify(text)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }).map((text) => JSON.stringify(text)) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 12 })
      .map((units) => JSON.stringify(String.fromCharCode(...units))),
  },
);

/** Members whose text ends up in the listing's content (titles, descriptions, amenities, rules, photos). */
const TEXT_KEYS = [
  'title',
  'name',
  'description',
  'htmlDescription',
  'htmlText',
  'text',
  'subtitle',
  'localizedStringWithTranslationPreference',
  'source',
  'baseUrl',
  'url',
  'image',
  'caption',
  'accessibilityLabel',
  'ratingValue',
  'reviewCount',
  'personCapacity',
  'value',
];

/** Positions and lengths as fractions of the page, so one mutation fits every seed. */
const at = fc.double({ min: 0, max: 1, noNaN: true });

export type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number; to: number }
  | { kind: 'insert'; at: number; token: string }
  | { kind: 'replace-value'; at: number; token: string }
  | { kind: 'replace-field'; key: string; at: number; token: string }
  | { kind: 'flip'; at: number; char: string }
  | { kind: 'swap'; at: number; length: number; to: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at, length: fc.double({ min: 0, max: 0.2, noNaN: true }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at, length: fc.double({ min: 0, max: 0.1, noNaN: true }), to: at }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('insert' as const), at, token }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('replace-value' as const),
      at,
      token: fc.oneof({ weight: 4, arbitrary: jsonValue }, { weight: 1, arbitrary: token }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('replace-field' as const),
      key: fc.constantFrom(...TEXT_KEYS),
      at,
      token: fc.oneof({ weight: 2, arbitrary: hostileText }, { weight: 1, arbitrary: jsonValue }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('flip' as const), at, char: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('swap' as const), at, length: fc.double({ min: 0, max: 0.05, noNaN: true }), to: at }),
  },
);

export const mutatedPage = (seeds: number) =>
  fc.record({ seed: fc.nat({ max: seeds - 1 }), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) });

function applyOne(text: string, m: Mutation): string {
  const pos = (f: number) => Math.min(text.length, Math.floor(f * text.length));
  const i = pos(m.at);
  switch (m.kind) {
    case 'truncate':
      return text.slice(0, i);
    case 'delete':
      return text.slice(0, i) + text.slice(i + Math.floor(m.length * text.length));
    case 'duplicate': {
      const slice = text.slice(i, i + Math.floor(m.length * text.length));
      const to = pos(m.to);
      return text.slice(0, to) + slice + text.slice(to);
    }
    case 'insert':
      return text.slice(0, i) + m.token + text.slice(i);
    case 'replace-value': {
      // The value after the next '":' (a JSON member) becomes the token; a string value is replaced whole.
      const colon = text.indexOf('":', i);
      if (colon < 0) return text + m.token;
      const start = colon + 2;
      const rest = text.slice(start);
      const quoted = /^"(?:[^"\\]|\\.)*"/.exec(rest);
      const length = quoted ? quoted[0].length : Math.max(0, rest.search(/[,}\]]/));
      return text.slice(0, start) + m.token + text.slice(start + length);
    }
    case 'replace-field': {
      // One occurrence (picked by `at`) of "key": gets the token as its value.
      const needle = `"${m.key}":`;
      const hits: number[] = [];
      for (let k = text.indexOf(needle); k >= 0 && hits.length < 2_000; k = text.indexOf(needle, k + 1)) hits.push(k);
      if (hits.length === 0) return text;
      const hit = hits[Math.min(hits.length - 1, Math.floor(m.at * hits.length))]!;
      return applyOne(text, { kind: 'replace-value', at: hit / Math.max(1, text.length), token: m.token });
    }
    case 'flip':
      return text.slice(0, i) + m.char + text.slice(i + 1);
    case 'swap': {
      const length = Math.floor(m.length * text.length);
      const to = pos(m.to);
      if (length === 0 || Math.abs(to - i) < length) return text;
      const [a, b] = i < to ? [i, to] : [to, i];
      return text.slice(0, a) + text.slice(b, b + length) + text.slice(a + length, b) + text.slice(a, a + length) + text.slice(b + length);
    }
  }
}

export function applyMutations(text: string, mutations: Mutation[]): string {
  return mutations.reduce(applyOne, text);
}
