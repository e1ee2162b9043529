import { score } from '../../../server/analysis/score';
import { blankListing, photoSet } from './fixtures';
import { checkOf } from './helpers';

// A trimmed page: what it lacks earns no points, and the host reads why: it was not on the page we read.

const trimmed = blankListing({
  title: null,
  propertyType: 'Entire rental unit',
  amenities: ['Wifi', 'Kitchen'],
  amenityDetails: [
    { title: 'Wifi', group: null, available: true, subtitle: null },
    { title: 'Kitchen', group: null, available: true, subtitle: null },
  ],
  photos: photoSet(12, 1600, 1067),
  extraction: { format: 'airbnb-rendered-dom', partial: true, notOnPage: ['title', 'description', 'houseRules'] },
});

it('gives the parts the page lacked no points, saying they were not on the page we read', () => {
  const { recommendations: r } = score(trimmed);
  expect(checkOf(r, 'title.length-limit')).toMatchObject({
    points: 0,
    evidence: 'Title: not on the page we read, so it earns no points until a page that shows it is read.',
  });
  expect(checkOf(r, 'description.theSpace.present').evidence).toBe(
    'Description: not on the page we read, so it earns no points until a page that shows it is read.',
  );
  expect(checkOf(r, 'description.houseRules.present').evidence).toBe(
    'House rules: not on the page we read, so it earns no points until a page that shows it is read.',
  );
  expect(r.detailedScores.description.sectionScores.theSpace.problems).toContain('Not on the page we read.');
  // What the page had is scored as usual.
  expect(checkOf(r, 'photos.count').evidence).toBe('12 photos.');
  expect(checkOf(r, 'amenities.count').evidence).not.toMatch(/not on the page/);
});

it('gives the same points as the same listing read from a complete page that lacked those parts', () => {
  const { extraction: _partial, ...plain } = trimmed;
  expect(score(trimmed).seoScore).toBe(score(plain).seoScore);
  expect(checkOf(score(plain).recommendations, 'title.length-limit').evidence).toBe('No title found on the page.');
});

it('does not judge a photo count when the page showed only the first photos and no total', () => {
  const preview = blankListing({
    photos: photoSet(5, null, null),
    extraction: { format: 'airbnb-rendered-dom', partial: false, notOnPage: ['photoTour'] },
  });
  const count = checkOf(score(preview).recommendations, 'photos.count');
  expect(count).toMatchObject({ points: 0, maxPoints: 0, fix: null });
  expect(count.evidence).toBe(
    'The page we read showed only the first 5 photos and does not say how many the listing has, so the count is not judged: what the page did not show costs nothing.',
  );
});
