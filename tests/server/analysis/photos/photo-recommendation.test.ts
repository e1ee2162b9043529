import type { ListingPhoto } from '../../../../contract/wire';
import { analysePhotos, type AnalysePhotosDeps } from '../../../../server/photos/photos.service';
import type { FetchImage } from '../../../../server/analysis/photos/types';
import { isAppError } from '../../../../server/errors';
import { listingWith, photo } from '../../../support/server/photo-listings';
import { cleanPhoto, darkPhoto, nearDuplicateOf, sameRoomView, sideHeavyPhoto } from '../../../support/server/synthetic-photos';

// The listing-level coaching, from generated photos served by an in-memory fetcher. Photo indexes in data are
// 0-based; the words count from 1 ("photo 4" is index 3).

const images = new Map<string, Buffer>();
const url = (name: string) => `https://photos.example/${name}.jpg`;
const fetchImage: FetchImage = async (u) => {
  const image = images.get(u);
  if (!image) throw new Error('HTTP 404');
  return image;
};
const deps: AnalysePhotosDeps = { fetchImage, now: () => new Date('2026-03-01T12:00:00Z') };

/** Photos named in the pool, optionally with room labels. */
function photos(names: string[], labels: (string | null)[] = []): ListingPhoto[] {
  return names.map((name, i) => photo(url(name), { roomLabel: labels[i] ?? null }));
}

const clean = (n: number) => `clean${n}`;

beforeAll(async () => {
  for (let seed = 1; seed <= 10; seed++) images.set(url(clean(seed)), await cleanPhoto({ seed }));
  images.set(url('dup-of-clean2'), await nearDuplicateOf({ seed: 2 }));
  images.set(url('dark'), await darkPhoto({ seed: 11 }));
  images.set(url('side-heavy'), await sideHeavyPhoto({ seed: 12 }));
  for (const view of [0, 1, 2]) images.set(url(`room20-view${view}`), await sameRoomView({ seed: 20, view }));
}, 60_000);

describe('near-duplicates', () => {
  it('names the copy to remove and the photo it repeats', async () => {
    const names = [clean(1), clean(2), clean(3), 'dup-of-clean2', clean(4), clean(5), clean(6)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    const analyses = result.photos.map((p) => p.analysis);
    expect(analyses[3]!.technicalIssues).toEqual(['near_duplicate']);
    expect(analyses[3]!.priority).toBe('medium');
    expect(analyses[1]!.technicalIssues).toEqual([]);
    expect(result.evidence.nearDuplicateGroups).toEqual([[1, 3]]);
    const finding = result.recommendation.improvements.find((i) => i.suggestion.includes('near-duplicate'));
    expect(finding).toEqual({ suggestion: expect.stringContaining('Remove photo 4'), photoIndexes: [3], topic: 'duplicates' });
    expect(finding!.suggestion).toContain('of photo 2');
  });

  it('keeps the better copy even when it comes later', async () => {
    const names = [clean(1), 'dup-of-clean2', clean(3), clean(4), clean(2), clean(5), clean(6)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    expect(result.evidence.nearDuplicateGroups).toEqual([[4, 1]]);
    expect(result.photos[1]!.analysis.technicalIssues).toEqual(['near_duplicate']);
    const finding = result.recommendation.improvements.find((i) => i.photoIndexes?.includes(1));
    expect(finding!.suggestion).toMatch(/^Remove photo 2 and keep photo 5 in its place/);
  });

  it('counts no duplicates among different rooms, and says so', async () => {
    const result = await analysePhotos(listingWith(photos([1, 2, 3, 4, 5, 6, 7].map(clean))), deps);
    expect(result.evidence.nearDuplicateGroups).toEqual([]);
    expect(result.recommendation.strengths.map((s) => s.description)).toContain('No photo repeats another.');
  });
});

describe('variety of the first five', () => {
  it('by room labels: names the repeated room and the photos to bring forward', async () => {
    const names = [1, 2, 3, 4, 5, 6, 7, 8].map(clean);
    const labels = ['Living room', 'Living room', 'Living room', 'Living room', 'Full kitchen', 'Bedroom 1', 'Full bathroom', 'Patio'];
    const result = await analysePhotos(listingWith(photos(names, labels)), deps);
    expect(result.evidence.firstFiveDistinctScenes).toBe(2);
    const finding = result.recommendation.improvements.find((i) => i.suggestion.startsWith('Show more of the place'));
    expect(finding!.suggestion).toContain('photos 1, 2, 3 and 4 all show Living room');
    expect(finding!.suggestion).toContain('Move photo 6 (Bedroom 1), photo 7 (Full bathroom) and photo 8 (Patio) into the first five');
    expect(finding!.photoIndexes).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('by room labels: five different rooms is a strength', async () => {
    const labels = ['Living room', 'Bedroom 1', 'Full kitchen', 'Full bathroom', 'Patio', 'Bedroom 1', 'Exterior'];
    const result = await analysePhotos(listingWith(photos([1, 2, 3, 4, 5, 6, 7].map(clean), labels)), deps);
    expect(result.evidence.firstFiveDistinctScenes).toBe(5);
    expect(result.recommendation.strengths.map((s) => s.description)).toContain(
      'The first 5 photos show 5 different rooms, a varied preview.',
    );
    expect(result.recommendation.improvements.some((i) => i.suggestion.startsWith('Show more of the place'))).toBe(false);
  });

  it('without labels: photos with one palette are reported as maybe the same room', async () => {
    const names = ['room20-view0', 'room20-view1', 'room20-view2', clean(3), clean(4), clean(5), clean(6)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    expect(result.evidence.firstFiveDistinctScenes).toBe(3);
    const finding = result.recommendation.improvements.find((i) => i.suggestion.startsWith('Show more of the place'));
    expect(finding!.suggestion).toContain('photos 1, 2 and 3 share the same colours and light and may show the same room');
    expect(finding!.photoIndexes!.slice(0, 2)).toEqual([1, 2]);
    expect(finding!.photoIndexes!.length).toBe(4);
  });
});

describe('rooms the listing has but no photo shows', () => {
  it('names missing bedrooms, bathrooms and amenities from the capacity and labels', async () => {
    const names = [1, 2, 3, 4, 5, 6, 7].map(clean);
    const labels = ['Living room', 'Bedroom 1', 'Full kitchen', 'Bedroom 2', 'Full bathroom', 'Patio', 'Additional photos'];
    const content = listingWith(photos(names, labels), { capacity: { bedrooms: 3, baths: 2 }, amenities: ['Kitchen', 'Wifi', 'Pool'] });
    const result = await analysePhotos(content, deps);
    expect(result.evidence.missingRooms).toEqual(['Bedroom 3', '1 more bathroom', 'Pool']);
    const finding = result.recommendation.improvements.find((i) => i.suggestion.startsWith('Add photos of'));
    expect(finding!.suggestion).toMatch(
      /^Add photos of Bedroom 3, 1 more bathroom and the pool: no photo is labelled with them, though the listing has 3 bedrooms and 2 bathrooms\./,
    );
    expect(result.photos[6]!.analysis.category).toBeNull();
    expect(result.photos[1]!.analysis.category).toBe('Bedroom 1');
  });

  it('praises a listing whose every bedroom and bathroom has a photo', async () => {
    const labels = ['Living room', 'Bedroom 1', 'Full kitchen', 'Full bathroom', 'Patio', 'Bedroom 2', 'Exterior'];
    const content = listingWith(photos([1, 2, 3, 4, 5, 6, 7].map(clean), labels), { capacity: { bedrooms: 2, baths: 1 } });
    const result = await analysePhotos(content, deps);
    expect(result.evidence.missingRooms).toEqual([]);
    expect(result.recommendation.strengths.map((s) => s.description)).toContain('Every bedroom and bathroom has a labelled photo.');
  });

  it('claims nothing missing when no photo says which room it shows', async () => {
    const content = listingWith(photos([1, 2, 3, 4, 5, 6, 7].map(clean)), { capacity: { bedrooms: 3, baths: 2 } });
    const result = await analysePhotos(content, deps);
    expect(result.evidence.missingRooms).toEqual([]);
    expect(result.recommendation.improvements.some((i) => i.suggestion.startsWith('Add photos of'))).toBe(false);
    expect(result.recommendation.improvements.map((i) => i.suggestion)).toContain(
      "Assign your photos to rooms in Airbnb's photo tour: none of them has a room label, so guests cannot tell which room each photo shows.",
    );
  });
});

describe('the cover', () => {
  it('fails the square crop when its subject sits at the edges', async () => {
    const names = ['side-heavy', ...[2, 3, 4, 5, 6, 7].map(clean)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    expect(result.photos[0]!.analysis.technicalIssues).toEqual(['poor_square_crop']);
    expect(result.photos[0]!.analysis.priority).toBe('high');
    expect(result.evidence.coverSurvivesSquareCrop).toBe(false);
    const finding = result.recommendation.improvements.find((i) => i.suggestion.startsWith('Reframe the cover (photo 1)'));
    expect(finding!.photoIndexes).toEqual([0]);
    expect(finding!.suggestion).toContain('square crop');
  });

  it('passes the square crop when the detail is spread through the frame', async () => {
    const result = await analysePhotos(listingWith(photos([1, 2, 3, 4, 5, 6, 7].map(clean))), deps);
    expect(result.evidence.coverSurvivesSquareCrop).toBe(true);
    expect(result.photos[0]!.analysis.technicalIssues).toEqual([]);
    expect(result.recommendation.strengths[0]!.description).toMatch(
      /^The cover \(photo 1\) scores \d+: high resolution, well exposed and sharp\.$/,
    );
  });

  it('a dark cover is the top, critical recommendation, with a better photo to lead with', async () => {
    const names = ['dark', ...[2, 3, 4, 5, 6, 7].map(clean)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    const { recommendation } = result;
    expect(result.photos[0]!.analysis.priority).toBe('critical');
    expect(recommendation.estimatedImpact).toBe('high');
    expect(recommendation.criticalIssues[0]!.suggestion).toMatch(/^Replace the cover \(photo 1\): it is too dark\./);
    expect(recommendation.criticalIssues[0]!.suggestion).toMatch(/Photo \d \(score \d+\) would make a stronger cover: move it first/);
    expect(recommendation.criticalIssues[0]!.photoIndexes![0]).toBe(0);
    expect(recommendation.topRecommendation).toBe(recommendation.criticalIssues[0]!.suggestion);
  });
});

describe('the photo set', () => {
  it('asks for more photos when there are fewer than 7', async () => {
    const result = await analysePhotos(listingWith(photos([1, 2, 3, 4].map(clean))), deps);
    expect(result.recommendation.criticalIssues[0]).toEqual({
      suggestion: expect.stringMatching(/^Add at least 3 more photos \(the listing has 4\): listings with fewer than 7/),
      photoIndexes: [],
      topic: 'count',
    });
    expect(result.recommendation.estimatedImpact).toBe('high');
  });

  it('scores a clean, varied, well-labelled set of 20 highly, with strengths and little to do', async () => {
    const many = new Map<string, Buffer>();
    for (let seed = 101; seed <= 120; seed++) many.set(url(`large${seed}`), await cleanPhoto({ seed, width: 1200, height: 800 }));
    const rooms = ['Living room', 'Bedroom 1', 'Full kitchen', 'Full bathroom', 'Patio'];
    const list = [...many.keys()].map((u, i) => photo(u, { roomLabel: rooms[i % rooms.length]! }));
    const result = await analysePhotos(listingWith(list, { capacity: { bedrooms: 1, baths: 1 } }), {
      ...deps,
      fetchImage: async (u) => many.get(u)!,
    });
    const { recommendation } = result;
    expect(recommendation.criticalIssues).toEqual([]);
    expect(recommendation.overallPhotoScore).toBeGreaterThanOrEqual(75);
    expect(recommendation.strengths.length).toBeGreaterThanOrEqual(3);
    expect(recommendation.strengths.map((s) => s.description)).toContain('20 photos: enough to show every room and the outside.');
    expect(recommendation.estimatedImpact).not.toBe('high');
    expect(result.evidence).toMatchObject({ photoCount: 20, analyzedCount: 20, nearDuplicateGroups: [], coverSurvivesSquareCrop: true });
  }, 30_000);

  it('records a photo that fails to download and carries on with the rest', async () => {
    const names = [clean(1), clean(2), 'missing', clean(3), clean(4), clean(5), clean(6)];
    const result = await analysePhotos(listingWith(photos(names)), deps);
    const failed = result.photos[2]!.analysis;
    expect(failed.error).toMatch(/^Could not analyse this photo: HTTP 404/);
    expect(failed).toMatchObject({ overallScore: 0, technicalIssues: [], width: null, priority: 'medium' });
    expect(result.photos.filter((p) => !p.analysis.error)).toHaveLength(6);
    expect(result.evidence.analyzedCount).toBe(6);
    expect(result.evidence.photos[2]!.failed).toBe(true);
    expect(result.recommendation.improvements.at(-1)).toEqual({
      suggestion: expect.stringMatching(/^We could not analyse photo 3/),
      photoIndexes: [2],
      topic: 'failed',
    });
  });

  it('fails as a whole when no photo could be downloaded', async () => {
    const error = await analysePhotos(listingWith(photos(['gone1', 'gone2'])), deps).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('upstream_failed');
  });

  it('gives a listing without photos a zero score and asks for photos', async () => {
    const result = await analysePhotos(listingWith([]), deps);
    expect(result.photos).toEqual([]);
    expect(result.recommendation).toMatchObject({ overallPhotoScore: 0, estimatedImpact: 'high', analyzedAt: '2026-03-01T12:00:00.000Z' });
    expect(result.recommendation.topRecommendation).toMatch(/^Add photos: the listing has none\./);
  });
});
