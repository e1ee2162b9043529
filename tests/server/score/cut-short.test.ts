import fc from 'fast-check';
import type { AmenityItem, ListingContent, ListingPart } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { blankListing, photoSet } from './fixtures';
import { checkOf } from './helpers';

// A page that shows a list in part (the first amenities, the hero's photos) must never cost the listing points
// as if it lacked what the page did not show: the count rules judge the total the page states, and the rules that
// look for an amenity by name are not judged on the amenities behind "Show all".

const AMENITIES = [
  'Wifi',
  'Kitchen',
  'Essentials',
  'Hair dryer',
  'Heating',
  'Air conditioning',
  'Washing machine',
  'Dedicated workspace',
  'Free parking on premises',
  'Pool',
  'Hot tub',
  'Self check-in',
  'Pets allowed',
  'TV',
  'Iron',
  'Hangers',
  'Bed linen',
  'Smoke alarm',
  'Carbon monoxide alarm',
  'Fire extinguisher',
  'First aid kit',
  'Exterior security cameras on property',
  'Indoor security camera',
];

const available = (titles: string[]): AmenityItem[] => titles.map((title) => ({ title, group: null, available: true, subtitle: null }));

function fullListing(titles: string[], photoCount: number): ListingContent {
  return blankListing({
    amenities: titles,
    amenityDetails: available(titles),
    detailedAmenities: { safety: titles.filter((t) => /alarm|extinguisher|first aid/i.test(t)) },
    photos: photoSet(photoCount, 1600, 1067, ['Living room', 'Bedroom 1', 'Kitchen', 'Bathroom', 'Garden']),
  });
}

/** The same listing as a page that showed only its first `amenities` amenities and `photos` photos. */
function cutShort(full: ListingContent, amenities: number, photos: number, statesTotals: boolean): ListingContent {
  const notOnPage: ListingPart[] = [];
  if (photos < full.photos.length) notOnPage.push('photoTour');
  if (amenities < full.amenities.length) notOnPage.push('amenitiesList');
  const shown = full.amenities.slice(0, amenities);
  return {
    ...full,
    amenities: shown,
    amenityDetails: available(shown),
    detailedAmenities: { safety: full.detailedAmenities.safety.filter((s) => shown.includes(s)) },
    photos: full.photos.slice(0, photos),
    ...(statesTotals ? { statedTotals: { photos: full.photos.length, amenities: full.amenities.length } } : {}),
    extraction: { format: 'airbnb-rendered-dom', partial: false, ...(notOnPage.length ? { notOnPage } : {}) },
  };
}

const lost = (content: ListingContent, id: string) => {
  const check = checkOf(score(content).recommendations, id);
  return check.maxPoints - check.points;
};

const JUDGED = [
  'photos.count',
  'amenities.count',
  'amenities.essentials',
  'amenities.staples',
  'amenities.sought-after',
  'amenities.smoke-alarm',
  'amenities.co-alarm',
  'amenities.safety-kit',
  'amenities.cameras',
];

it('never withholds more points for a cut-short list than for the whole list, with or without a stated total', () => {
  fc.assert(
    fc.property(
      fc.subarray(AMENITIES, { minLength: 1 }),
      fc.integer({ min: 1, max: 45 }),
      fc.nat(),
      fc.nat(),
      fc.boolean(),
      (titles, photoCount, cutA, cutP, statesTotals) => {
        const full = fullListing(titles, photoCount);
        const cut = cutShort(full, 1 + (cutA % titles.length), 1 + (cutP % photoCount), statesTotals);
        for (const id of JUDGED) expect(lost(cut, id)).toBeLessThanOrEqual(lost(full, id));
      },
    ),
    { seed: 42, numRuns: 150 },
  );
});

it('judges the amenity and photo counts by the stated totals, and says what it could not see', () => {
  const full = fullListing(AMENITIES.slice(0, 20), 32);
  const page = cutShort(full, 5, 5, true);
  const r = score(page).recommendations;
  const amenities = checkOf(r, 'amenities.count');
  expect(amenities).toMatchObject({ points: 20, maxPoints: 20 });
  expect(amenities.evidence).toContain('20 amenities, as the page states. The page we read shows 5; the other 15 could not be seen');
  expect(amenities.evidence).toContain('Listed: "Wifi", "Kitchen", "Essentials", "Hair dryer", "Heating".');
  const photos = checkOf(r, 'photos.count');
  expect(photos).toMatchObject({ points: 25, maxPoints: 25, fix: null });
  expect(photos.evidence).toBe(
    '32 photos, as the page states. The page we read shows 5; the other 27 could not be seen (the photo tour was not on the page we read), so they count as the page states.',
  );
});

it('does not judge the amenities behind "Show all", but keeps what the page says the listing lacks', () => {
  const titles = ['Wifi', 'Kitchen', 'TV', 'Heating', 'Pool', 'Essentials', 'Smoke alarm'];
  const full = fullListing(titles, 10);
  const page: ListingContent = {
    ...cutShort(full, 4, 10, true),
    safetyAndProperty: ['Carbon monoxide alarm not reported'],
  };
  const r = score(page).recommendations;
  // Essentials and the smoke alarm are among the three amenities the page did not show.
  expect(checkOf(r, 'amenities.essentials')).toMatchObject({ points: 0, maxPoints: 0, fix: null });
  expect(checkOf(r, 'amenities.essentials').evidence).toMatch(/The page we read listed 4 amenities of 7 \(the full list was not on it\)/);
  expect(checkOf(r, 'amenities.smoke-alarm')).toMatchObject({ points: 0, maxPoints: 0 });
  // The page's own safety list says the carbon monoxide alarm is missing: that still costs its points.
  expect(checkOf(r, 'amenities.co-alarm')).toMatchObject({ points: 0, maxPoints: 10 });
  expect(checkOf(r, 'amenities.co-alarm').evidence).toBe('The page says: "Carbon monoxide alarm not reported".');
});

it('does not judge a count when the page cut the list short without saying how many there are', () => {
  const page = cutShort(fullListing(AMENITIES.slice(0, 12), 20), 6, 5, false);
  const r = score(page).recommendations;
  expect(checkOf(r, 'photos.count')).toMatchObject({ points: 0, maxPoints: 0 });
  expect(checkOf(r, 'amenities.count')).toMatchObject({ points: 0, maxPoints: 0 });
  expect(checkOf(r, 'amenities.count').evidence).toBe(
    'The page we read listed only the first 6 amenities and does not say how many the listing has, so the count is not judged: what the page did not show costs nothing.',
  );
});
