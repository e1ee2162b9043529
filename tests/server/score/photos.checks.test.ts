import { score } from '../../../server/analysis/score';
import { blankListing, photo, photoSet } from './fixtures';
import { check, checkOf } from './helpers';

describe('photo count', () => {
  it.each([
    [0, 0],
    [6, 5],
    [7, 12],
    [15, 17],
    [20, 22],
    [31, 25],
  ])('%i photos: %i of 25', (n, points) => {
    expect(check({ photos: photoSet(n, 1440, 960) }, 'photos.count').points).toBe(points);
  });

  it('tells a host below the channel minimum how many to add', () => {
    expect(check({ photos: photoSet(5, 1440, 960) }, 'photos.count').fix).toMatch(
      /^Add at least 2 more photos: channels reject listings with fewer than 7/,
    );
  });
});

describe('resolution and orientation from the sizes the page declares', () => {
  it('counts photos of at least 1024 x 683 and names the small ones', () => {
    const c = check({ photos: [photo(0, 1024, 683), photo(1, 1023, 683), photo(2, 700, 400), photo(3, 2048, 1365)] }, 'photos.resolution');
    expect(c.points).toBe(10); // 2 of 4 large enough -> half of 20
    expect(c.evidence).toContain('photo 2: 1023 x 683');
    expect(c.evidence).toContain('1 photo under 800 x 500, which channels reject');
  });

  it('counts landscape photos; portrait and square ones lose points', () => {
    const c = check({ photos: [photo(0, 1500, 1000), photo(1, 1000, 1500), photo(2, 1200, 1200)] }, 'photos.landscape');
    expect(c.points).toBe(5);
  });

  it('does not guess sizes the page does not state: those checks are not assessed (0 of 0)', () => {
    const r = score(blankListing({ photos: photoSet(10, null, null) })).recommendations;
    for (const id of ['photos.resolution', 'photos.landscape', 'photos.cover-shape']) {
      expect(checkOf(r, id)).toMatchObject({ points: 0, maxPoints: 0, fix: null });
    }
    expect(r.scoreExplanations.photos).toContain('Not scored because the page does not show it');
  });

  it('scores the cover: present, landscape and large enough', () => {
    expect(check({ photos: [photo(0, 1440, 960)] }, 'photos.cover-shape').points).toBe(10);
    expect(check({ photos: [photo(0, 960, 1440)] }, 'photos.cover-shape').points).toBe(5);
    expect(check({ photos: [photo(0, 640, 480)] }, 'photos.cover-shape').points).toBe(5);
    expect(check({ photos: [] }, 'photos.cover-present')).toMatchObject({ points: 0, evidence: 'No cover photo.' });
  });
});

describe('photo tour', () => {
  it('rewards photos placed in rooms and five different scenes first', () => {
    const r = score(
      blankListing({ photos: photoSet(10, 1440, 960, ['Living room', 'Bedroom 1', 'Kitchen', 'Bathroom', 'Balcony']) }),
    ).recommendations;
    expect(checkOf(r, 'photos.room-tour').points).toBe(10);
    expect(checkOf(r, 'photos.first-five-variety').points).toBe(10);
  });

  it('treats "Additional photos" as no room, and numbered rooms of one kind as one scene', () => {
    const photos = [
      photo(0, 1, 1, 'Bedroom 1'),
      photo(1, 1, 1, 'Bedroom 2'),
      photo(2, 1, 1, 'Bedroom 1'),
      photo(3, 1, 1, 'Additional photos'),
      photo(4, 1, 1, 'Foto aggiuntive'),
    ];
    const r = score(blankListing({ photos })).recommendations;
    expect(checkOf(r, 'photos.room-tour')).toMatchObject({
      points: 6,
      evidence: expect.stringContaining('2 sit under "Additional photos"'),
    });
    expect(checkOf(r, 'photos.first-five-variety')).toMatchObject({
      points: 0,
      evidence: 'The first 5 photos show 1 different room (bedroom).',
    });
  });
});

describe('with measurements from the photo analysis', () => {
  const listing = blankListing({ photos: photoSet(4, null, null) });
  const evidence = [
    { photoIndex: 0, width: 1920, height: 1280, overallScore: 90, technicalIssues: [] },
    { photoIndex: 1, width: 800, height: 1200, overallScore: 40, technicalIssues: ['underexposed', 'portrait_orientation'] },
    { photoIndex: 2, width: 1600, height: 1067, overallScore: 70, technicalIssues: [] },
    { photoIndex: 3, width: null, height: null, overallScore: 0, technicalIssues: [], error: 'download failed' },
  ];

  it('uses measured sizes and scores quality, cover and faults', () => {
    const r = score(listing, evidence).recommendations;
    expect(checkOf(r, 'photos.resolution')).toMatchObject({ points: 20, maxPoints: 20 }); // the failed download is left out
    expect(checkOf(r, 'photos.landscape')).toMatchObject({ points: 10, maxPoints: 15 }); // 2 of 3 measured are landscape
    expect(checkOf(r, 'photos.resolution').evidence).toContain('measured by the photo analysis');
    expect(checkOf(r, 'photos.measured-cover')).toMatchObject({ points: 9, maxPoints: 10 });
    expect(checkOf(r, 'photos.measured-quality')).toMatchObject({ points: 7, maxPoints: 10 }); // mean 66.7
    expect(checkOf(r, 'photos.technical-issues').evidence).toContain('photo 2: underexposed, portrait orientation');
  });

  it('adds no measured checks without evidence', () => {
    expect(score(listing).recommendations.checks.some((c) => c.id.startsWith('photos.measured'))).toBe(false);
  });
});
