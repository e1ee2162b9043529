import fc from 'fast-check';
import { CATEGORY_KEYS, DESCRIPTION_SECTIONS, type ListingContent } from '../../../contract/wire';
import { CATEGORY_WEIGHTS, score } from '../../../server/analysis/score';
import { blankListing } from './fixtures';

// Text that mixes ordinary words with the things the rules look for (contact details, capitals, emoji, places,
// travel times), so the properties are tried against rule-breaking text as well as clean text.
const WORDS = [
  'loft',
  'Bright',
  'quiet',
  'AMAZING',
  'view',
  'pool',
  'near',
  'the',
  'Duomo',
  'Station',
  'is',
  '10',
  'minutes',
  'walk',
  'by',
  'metro',
  'call',
  '+39 333 123 4567',
  'mail@example.com',
  'www.example.com',
  '!!!',
  '✨',
  'Via Roma 12',
  'Lisbon',
  'check-in',
  '15:00',
  'pets',
  'No',
  'smoking',
  'garden',
  'Smart TV',
  'close to everything',
  '\n',
  '\n\n',
  '   ',
  'é',
  '🇮🇹',
];
const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 120 }).map((w) => w.join(' '));
const text = fc.oneof(words, fc.string({ maxLength: 60 }), fc.constant(''), fc.constant('   \n\t '));
const maybeText = fc.option(text, { nil: undefined });

const AMENITIES = [
  'Wifi',
  'Kitchen',
  'Essentials',
  'Smoke alarm',
  'Carbon monoxide alarm',
  'Pool',
  'Hot tub',
  'Washer',
  'Indoor security camera',
  'Exterior security cameras on property',
  'Free parking on premises',
  'Fire extinguisher',
  'First aid kit',
];

const listing: fc.Arbitrary<ListingContent> = fc
  .record({
    title: fc.option(text, { nil: null }),
    summary: maybeText,
    space: maybeText,
    access: maybeText,
    other: maybeText,
    neighbourhood: fc.option(text, { nil: null }),
    amenities: fc.subarray(AMENITIES),
    unavailable: fc.subarray(AMENITIES),
    safety: fc.subarray([
      'Smoke alarm',
      'Smoke alarm not reported',
      'Carbon monoxide alarm not reported',
      'Exterior security cameras on property',
    ]),
    houseRules: fc.array(text, { maxLength: 8 }),
    photos: fc.array(
      fc.record({
        width: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
        height: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
        roomLabel: fc.option(fc.constantFrom('Living room', 'Bedroom 1', 'Bedroom 2', 'Kitchen', 'Additional photos'), { nil: null }),
      }),
      { maxLength: 40 },
    ),
    cancellationPolicy: fc.option(fc.constantFrom('Flexible', 'Moderate', 'Firm', 'Strict', 'Long-Term Stay: Firm', 'Custom'), {
      nil: null,
    }),
    price: fc.option(fc.record({ discounts: fc.subarray(['Weekly stay discount', 'Monthly stay discount']) }), { nil: null }),
  })
  .map((r) =>
    blankListing({
      title: r.title,
      location: {
        city: 'Rome',
        region: 'Lazio',
        country: 'Italy',
        lat: null,
        lng: null,
        text: 'Rome, Lazio, Italy',
        neighborhood: r.neighbourhood,
      },
      descriptionSections: {
        'Listing Description': r.summary,
        'The space': r.space,
        'Guest access': r.access,
        'Other things to note': r.other,
      },
      amenities: r.amenities,
      amenityDetails: r.unavailable.map((title) => ({ title, group: 'Not included', available: false, subtitle: null })),
      detailedAmenities: { safety: r.safety },
      houseRules: r.houseRules,
      photos: r.photos.map((p, i) => ({ url: `https://a0.muscache.com/im/pictures/${i}.jpg`, caption: null, ...p })),
      cancellationPolicy: r.cancellationPolicy,
      price: r.price ? { amount: 100, currency: 'EUR', period: 'night', text: '€100 night', discounts: r.price.discounts } : null,
    }),
  );

const SECTION_KEY = {
  'Listing Description': 'listingDescription',
  'The space': 'theSpace',
  'Guest access': 'guestAccess',
  'Other things to note': 'otherDetails',
} as const;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('score properties', () => {
  it('keeps every score in 0-100 and every check within 0..maxPoints, in whole points', () => {
    fc.assert(
      fc.property(listing, (content) => {
        const { seoScore, recommendations: r } = score(content);
        expect(Number.isInteger(seoScore) && seoScore >= 0 && seoScore <= 100).toBe(true);
        for (const key of CATEGORY_KEYS)
          expect(r.categoryScores[key] >= 0 && r.categoryScores[key] <= 100 && Number.isInteger(r.categoryScores[key])).toBe(true);
        for (const s of Object.values(r.detailedScores.description.sectionScores)) expect(s.score >= 0 && s.score <= 100).toBe(true);
        for (const c of r.checks) {
          expect(Number.isInteger(c.points) && Number.isInteger(c.maxPoints)).toBe(true);
          expect(c.points >= 0 && c.points <= c.maxPoints).toBe(true);
          expect(c.fix === null).toBe(c.points === c.maxPoints);
          expect(c.evidence.length > 0 && /\[(O|CM|V|3P|R|O\/CM)\]/.test(c.source)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('derives each category score from its checks and the Optimization Score from the documented weights', () => {
    fc.assert(
      fc.property(listing, (content) => {
        const { seoScore, recommendations: r } = score(content);
        const unscored = new Set(r.unscoredCategories);
        let sum = 0;
        let weights = 0;
        for (const key of CATEGORY_KEYS) {
          const own = r.checks.filter((c) => c.category === key);
          const max = own.reduce((s, c) => s + c.maxPoints, 0);
          const points = own.reduce((s, c) => s + c.points, 0);
          expect(unscored.has(key)).toBe(max === 0);
          expect(r.categoryScores[key]).toBe(max === 0 ? 0 : Math.round((100 * points) / max));
          if (max > 0) {
            sum += CATEGORY_WEIGHTS[key] * r.categoryScores[key];
            weights += CATEGORY_WEIGHTS[key];
          }
        }
        expect(seoScore).toBe(Math.round(sum / weights));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for the same content, and does not change the content', () => {
    fc.assert(
      fc.property(listing, (content) => {
        const copy = structuredClone(content);
        const first = score(deepFreeze(content));
        expect(score(copy)).toEqual(first);
        expect(copy).toEqual(content);
      }),
      { numRuns: 200 },
    );
  });

  it('never lowers a score when an empty section is filled', () => {
    const emptyish = fc.constantFrom(undefined, '', '   ', '\n \t');
    fc.assert(
      fc.property(listing, fc.constantFrom(...DESCRIPTION_SECTIONS), emptyish, text, (content, section, empty, filling) => {
        const before = score({ ...content, descriptionSections: { ...content.descriptionSections, [section]: empty } });
        const after = score({ ...content, descriptionSections: { ...content.descriptionSections, [section]: filling } });
        const key = SECTION_KEY[section];
        const b = before.recommendations;
        const a = after.recommendations;
        expect(a.detailedScores.description.sectionScores[key].score).toBeGreaterThanOrEqual(
          b.detailedScores.description.sectionScores[key].score,
        );
        for (const cat of CATEGORY_KEYS) expect(a.categoryScores[cat]).toBeGreaterThanOrEqual(b.categoryScores[cat]);
        expect(after.seoScore).toBeGreaterThanOrEqual(before.seoScore);
      }),
      { numRuns: 400 },
    );
  });

  it('lists what the page could not show as 0 of 0 points with no fix', () => {
    fc.assert(
      fc.property(listing, (content) => {
        const r = score(content).recommendations;
        expect(r.checks.filter((c) => c.maxPoints === 0).every((c) => c.points === 0 && c.fix === null)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
