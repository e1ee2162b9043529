// Golden results for the listings in ./fixtures. A change here is a rubric change: bump RUBRIC_VERSION and
// update docs/scoring.md with it.
import { RUBRIC_VERSION, score, topProblems, type ScoreListing } from '../../../server/analysis/score';
import { italianListing, strongListing, weakListing } from './fixtures';
import { checkOf } from './helpers';

describe('golden: a strong listing', () => {
  const r = score(strongListing);

  it('scores 100 in every category and overall', () => {
    expect(r.seoScore).toBe(100);
    expect(r.recommendations.categoryScores).toEqual({
      title: 100,
      description: 100,
      photos: 100,
      amenities: 100,
      localOptimization: 100,
      pricing: 100,
    });
    expect(r.recommendations.unscoredCategories).toEqual([]);
    expect(r.recommendations.rubricVersion).toBe(RUBRIC_VERSION);
  });

  it('has no problems, no fixes and nothing to fix first', () => {
    const sections = r.recommendations.detailedScores.description.sectionScores;
    expect(Object.values(sections)).toEqual(Array(4).fill({ score: 100, problems: [] }));
    expect(r.recommendations.checks.every((c) => c.fix === null && c.points === c.maxPoints)).toBe(true);
    expect(topProblems(r.recommendations)).toEqual([]);
  });

  it('explains the strengths in plain words, with the evidence quoted in the checks', () => {
    expect(r.recommendations.scoreExplanations.title).toBe(
      "Title: 100/100, 7 of 7 checks passed in full. Everything checked is in place, including within Airbnb's 50-character limit, names the area or a selling point, says what kind of place it is.",
    );
    expect(checkOf(r.recommendations, 'title.length-limit').evidence).toBe(
      'Title is 47 characters: "Alfama loft with river view and balcony, Lisbon"',
    );
    expect(checkOf(r.recommendations, 'localOptimization.travel-times').evidence).toContain('Miradouro de Santa Luzia (4-minute)');
  });

  it('shows its Alojamento Local number and breaks no camera or alarm rule', () => {
    const compliance = r.recommendations.compliance!;
    expect(compliance.registration).toMatchObject({ ruleId: 'pt-al', number: '98765/AL', formatOk: true });
    expect(compliance.items.every((i) => i.status === 'ok')).toBe(true);
    expect(r.recommendations.guestFavourite!.status).toBe('looks-eligible');
  });

  it('estimates about 300 characters above the fold for its prose summary', () => {
    expect(r.recommendations.detailedScores.description.showMoreFoldEstimate).toBe(304);
  });
});

describe('golden: a weak listing', () => {
  const r = score(weakListing);
  const rec = r.recommendations;

  it('scores low in every category', () => {
    expect(rec.categoryScores).toEqual({ title: 5, description: 21, photos: 51, amenities: 16, localOptimization: 0, pricing: 50 });
    expect(r.seoScore).toBe(26);
  });

  it('lists the problems of each description section as the browser shows them', () => {
    expect(rec.detailedScores.description.sectionScores).toEqual({
      listingDescription: {
        score: 39,
        problems: [
          'Too brief: 81 characters; 350-500 characters recommended.',
          "Hook: the opening lines guests see before 'Show more' don't say what or where the place is or a selling point.",
          'Contains contact details: phone number "(512) 555-0143".',
          'Writing rules: repeated punctuation "!!!".',
        ],
      },
      theSpace: { score: 0, problems: ['Missing: this section is empty.'] },
      guestAccess: { score: 0, problems: ['Missing: this section is empty.'] },
      otherDetails: {
        score: 47,
        problems: [
          'Too brief: 135 characters; 350-750 characters recommended.',
          'Contains contact details: e-mail address "stayhere.austin@example.com".',
        ],
      },
    });
    expect(rec.detailedScores.description.showMoreFoldEstimate).toBe(81);
  });

  it('withholds the points a person reading the page would withhold', () => {
    expect(checkOf(rec, 'title.length-limit')).toMatchObject({
      points: 0,
      evidence: 'Title is 59 characters: "AMAZING place!!! ✨ best spot in town, you will LOVE it here"',
    });
    expect(checkOf(rec, 'title.no-all-caps').evidence).toBe('Words in capitals: "AMAZING", "LOVE".');
    expect(checkOf(rec, 'title.no-emoji-symbols').evidence).toBe('Found emoji "✨"; symbol run "!!!".');
    expect(checkOf(rec, 'amenities.smoke-alarm')).toMatchObject({ points: 0, evidence: 'The page says: "Smoke alarm not reported".' });
    expect(checkOf(rec, 'amenities.count').points).toBe(0);
    expect(checkOf(rec, 'description.houseRules.present').points).toBe(0);
    expect(checkOf(rec, 'photos.count')).toMatchObject({ points: 5, evidence: '5 photos.' });
    expect(checkOf(rec, 'pricing.stay-discounts')).toMatchObject({ maxPoints: 0, fix: null });
  });

  it('has no registration rule in Austin, and no rating to judge Guest Favourite by', () => {
    expect(rec.compliance!.registration).toBeNull();
    expect(rec.compliance!.items.map((i) => `${i.id}:${i.status}`)).toEqual([
      'safety.smoke-alarm:warning',
      'safety.co-alarm:warning',
      'cameras:ok',
    ]);
    expect(rec.guestFavourite!.status).toBe('not-enough-data');
  });

  it('puts the costliest problems first', () => {
    expect(topProblems(rec).map((p) => [p.area, p.impact])).toEqual([
      ['photos.count', 7.5],
      ['description.listingDescription', 5],
      ['description.theSpace', 4.3],
    ]);
  });
});

describe('golden: an Italian listing without a neighbourhood section or photo sizes', () => {
  const r = score(italianListing);

  it('scores in the middle, reading the Italian words', () => {
    expect(r.recommendations.categoryScores).toEqual({
      title: 100,
      description: 60,
      photos: 85,
      amenities: 59,
      localOptimization: 44,
      pricing: 100,
    });
    expect(r.seoScore).toBe(74);
    expect(checkOf(r.recommendations, 'amenities.smoke-alarm').evidence).toBe('Declared: "Allarme antincendio".');
    expect(checkOf(r.recommendations, 'amenities.co-alarm').points).toBe(0);
    expect(checkOf(r.recommendations, 'amenities.cameras').points).toBe(10);
    expect(checkOf(r.recommendations, 'pricing.cancellation-policy').evidence).toBe('Cancellation policy: "Flessibili" (flexible).');
  });

  it('lists what it could not assess instead of guessing', () => {
    expect(r.recommendations.checks.filter((c) => c.maxPoints === 0).map((c) => c.id)).toEqual([
      'photos.resolution',
      'photos.landscape',
      'photos.cover-shape',
      'pricing.stay-discounts',
    ]);
  });

  it('names the missing CIN among the first fixes, right after photos and a missing section', () => {
    expect(topProblems(r.recommendations).map((p) => p.area)).toEqual([
      'photos.count',
      'description.otherDetails',
      'description.registration-number',
    ]);
    expect(checkOf(r.recommendations, 'description.registration-number')).toMatchObject({ points: 0, maxPoints: 15 });
    expect(r.recommendations.compliance!.items[0]).toMatchObject({ id: 'registration', status: 'problem', severity: 'critical' });
    expect(r.recommendations.guestFavourite!.headline).toBe(
      'Guest Favourite: not yet. Overall 4.81 is under the 4.9 Guest Favourite average.',
    );
  });
});

describe('the function the analysis job injects', () => {
  it('fits the ScoreListing signature and returns the shapes the browser reads', async () => {
    const scoreListing: ScoreListing = score;
    const { seoScore, recommendations } = await scoreListing(weakListing);
    expect(seoScore).toBe(26);
    expect(Object.keys(recommendations).sort()).toEqual([
      'advice',
      'categoryScores',
      'checks',
      'compliance',
      'detailedScores',
      'guestFavourite',
      'rubricVersion',
      'scoreExplanations',
      'unscoredCategories',
    ]);
    expect(Object.keys(recommendations.categoryScores)).toEqual([
      'title',
      'description',
      'photos',
      'amenities',
      'localOptimization',
      'pricing',
    ]);
    expect(Object.keys(recommendations.scoreExplanations)).toEqual(Object.keys(recommendations.categoryScores));
    expect(Object.keys(recommendations.checks[0]!).sort()).toEqual([
      'category',
      'evidence',
      'fix',
      'id',
      'label',
      'maxPoints',
      'points',
      'source',
    ]);
    expect(JSON.parse(JSON.stringify(recommendations))).toEqual(recommendations);
  });
});
