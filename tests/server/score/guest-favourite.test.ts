// Guest Favourite readiness: what the page's rating, review count and six category ratings say against Airbnb's
// published criteria, which category holds a listing back and what usually raises it. Never part of the score.
import type { ListingContent } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { guestFavouriteReadiness } from '../../../server/analysis/score/guest-favourite';
import { blankListing } from './fixtures';

const six = (overrides: Record<string, number> = {}) => ({
  cleanliness: 4.95,
  accuracy: 4.94,
  checkin: 4.97,
  communication: 4.98,
  location: 4.9,
  value: 4.88,
  ...overrides,
});

function readiness(overrides: Partial<ListingContent>) {
  return guestFavouriteReadiness(blankListing({ rating: 4.93, reviewCount: 42, categoryRatings: six(), ...overrides }));
}

const holding = (r: ReturnType<typeof readiness>) => r.categories.filter((c) => c.holdsBack).map((c) => c.key);

it('says so when the page shows the badge, and names the lowest category to keep up', () => {
  const r = readiness({ guestFavourite: true, categoryRatings: six({ checkin: 4.8 }) });
  expect(r.status).toBe('holds-badge');
  expect(r.headline).toBe('Guest Favourite: the page shows the badge. Its lowest category is Check-in (4.8): keep it up.');
  expect(holding(r)).toEqual([]);
});

it('looks eligible with a 4.9+ rating, enough reviews and every category at 4.8 or more', () => {
  const r = readiness({});
  expect(r.status).toBe('looks-eligible');
  expect(r.headline).toBe('Guest Favourite: looks eligible, with 4.93 overall over 42 reviews and no category under 4.8.');
  expect(r.categories.map((c) => [c.label, c.rating])).toEqual([
    ['Cleanliness', 4.95],
    ['Accuracy', 4.94],
    ['Check-in', 4.97],
    ['Communication', 4.98],
    ['Location', 4.9],
    ['Value', 4.88],
  ]);
});

it('does not pretend to know why a listing that looks eligible has no badge', () => {
  const r = readiness({ guestFavourite: false });
  expect(r.status).toBe('looks-eligible');
  expect(r.headline).toContain('Airbnb also weighs cancellations and support cases, which the page does not show');
  expect(r.caveat).toContain('does not publish exact cut-offs');
});

it('names the category that holds it back and what usually raises it', () => {
  const r = readiness({ categoryRatings: six({ location: 4.62 }) });
  expect(r.status).toBe('held-back');
  expect(r.headline).toBe('Guest Favourite: not yet. Location (4.62) holds it back.');
  expect(holding(r)).toEqual(['location']);
  const location = r.categories.find((c) => c.key === 'location')!;
  expect(location.advice).toContain('describing the area honestly');
  expect(r.categories.filter((c) => c.key !== 'location').every((c) => c.advice === null)).toBe(true);
});

it('orders several low categories from the lowest, and says when the overall rating is short too', () => {
  const r = readiness({ rating: 4.74, categoryRatings: six({ cleanliness: 4.64, location: 4.36, value: 4.67, accuracy: 4.79 }) });
  expect(r.headline).toBe(
    'Guest Favourite: not yet. Location (4.36) holds it back most, then Cleanliness (4.64), Value (4.67) and Accuracy (4.79); overall 4.74 is under the 4.9 Guest Favourite average.',
  );
  expect(holding(r)).toEqual(['cleanliness', 'accuracy', 'location', 'value']);
});

it('points at the lowest category when only the overall rating is short', () => {
  const r = readiness({ rating: 4.85, categoryRatings: six({ value: 4.81 }) });
  expect(r.status).toBe('held-back');
  expect(holding(r)).toEqual(['value']);
  expect(r.headline).toBe('Guest Favourite: not yet. Value (4.81) holds it back; overall 4.85 is under the 4.9 Guest Favourite average.');
});

it('needs at least five reviews, and says so', () => {
  expect(readiness({ reviewCount: 3 })).toMatchObject({
    status: 'needs-reviews',
    headline: 'Guest Favourite: needs at least 5 reviews; the page shows 3.',
  });
});

it('cannot judge a listing without ratings', () => {
  const r = readiness({ rating: null, reviewCount: 0, categoryRatings: {} });
  expect(r.status).toBe('not-enough-data');
  expect(r.categories.every((c) => c.rating === null)).toBe(true);
});

it('reads category keys however a page spells them, and ignores what is not a 0-5 rating', () => {
  const r = readiness({ categoryRatings: { CHECK_IN: 4.7, Cleanliness: 4.9, value: 9.5, overall: 4.9 } });
  expect(r.categories.map((c) => c.rating)).toEqual([4.9, null, 4.7, null, null, null]);
  expect(holding(r)).toEqual(['checkin']);
});

it('lists Airbnb’s published criteria with their source', () => {
  const r = readiness({});
  expect(r.criteria[0]).toBe('At least 5 reviews in the past 4 years, including at least 1 in the past 2 years.');
  expect(r.source).toContain('Resource 642');
});

it('never moves the Optimization Score', () => {
  const base = blankListing({ title: 'Sunny loft near the park', rating: 4.95, reviewCount: 50, categoryRatings: six() });
  const low = { ...base, rating: 4.2, reviewCount: 2, categoryRatings: six({ cleanliness: 3.9 }), guestFavourite: false };
  const a = score(base);
  const b = score(low);
  expect(b.seoScore).toBe(a.seoScore);
  expect(b.recommendations.checks).toEqual(a.recommendations.checks);
  expect(a.recommendations.guestFavourite!.status).not.toBe(b.recommendations.guestFavourite!.status);
});
