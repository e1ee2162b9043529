// Golden results for the listings in ./fixtures. A change here is a rubric change: bump RUBRIC_VERSION and
// update docs/scoring.md with it.
import { RUBRIC_VERSION, score, topProblems, type ScoreListing } from '../../../server/analysis/score';
import { italianListing, strongListing, weakListing } from './fixtures';
import { checkOf, scoreOnOwnScales } from './helpers';

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
      "Title: 100/100, 3 of 3 checks passed in full. Everything checked is in place, including within Airbnb's 50-character limit, no emoji or symbols, uses the room a title has.",
    );
    expect(checkOf(r.recommendations, 'title.length-limit').evidence).toBe(
      'Title is 47 characters: "Alfama loft with river view and balcony, Lisbon"',
    );
    // Travel times carry no points in the calibrated rubric; the check still reads them (on its own scale).
    expect(checkOf(scoreOnOwnScales(strongListing).recommendations, 'localOptimization.travel-times').evidence).toContain(
      'Miradouro de Santa Luzia (4-minute)',
    );
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
    expect(rec.categoryScores).toEqual({ title: 3, description: 24, photos: 51, amenities: 31, localOptimization: 0, pricing: 50 });
    expect(r.seoScore).toBe(34);
  });

  it('lists the problems of each description section as the browser shows them', () => {
    expect(rec.detailedScores.description.sectionScores).toEqual({
      listingDescription: {
        // The hook, contact-details and writing-rule checks of the summary carry no points in the calibrated
        // rubric (no gain beyond the other checks in the market data), so they raise no problem here.
        score: 50,
        problems: ['Too brief: 81 characters; 350-500 characters recommended.'],
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
    // Listings with capitals in their titles did no worse in the market data: the check is out of the score.
    expect(rec.checks.some((c) => c.id === 'title.no-all-caps')).toBe(false);
    expect(checkOf(rec, 'title.no-emoji-symbols').evidence).toBe('Found emoji "✨"; symbol run "!!!".');
    expect(checkOf(rec, 'amenities.smoke-alarm')).toMatchObject({ points: 0, evidence: 'The page says: "Smoke alarm not reported".' });
    // 4 amenities: the curve gives log(5)/log(51) of its 76 points; the old bands gave nothing under 5.
    expect(checkOf(rec, 'amenities.count')).toMatchObject({ points: 31, maxPoints: 76 });
    expect(checkOf(rec, 'description.houseRules.present').points).toBe(0);
    expect(checkOf(rec, 'photos.count')).toMatchObject({ points: 5, evidence: '5 photos.' });
    expect(checkOf(rec, 'pricing.stay-discounts')).toMatchObject({ maxPoints: 0, fix: null });
  });

  it('has no registration rule in Austin, and no rating to judge Guest Favourite by', () => {
    expect(rec.compliance!.registration).toBeNull();
    expect(rec.compliance!.items.map((i) => `${i.id}:${i.status}`)).toEqual([
      'content.contact-details:problem',
      'safety.smoke-alarm:warning',
      'safety.co-alarm:warning',
      'content.writing:warning',
      'cameras:ok',
    ]);
    expect(rec.guestFavourite!.status).toBe('not-enough-data');
  });

  it('keeps the content rules in the compliance report where the market evidence gives their checks no points', () => {
    const item = (id: string) => rec.compliance!.items.find((i) => i.id === id)!;
    // The phone number in the summary costs no points any more (its check carries none), but Airbnb's rule stands.
    expect(rec.checks.some((c) => c.id === 'description.listingDescription.contact-details')).toBe(false);
    expect(item('content.contact-details')).toMatchObject({
      severity: 'warning',
      evidence:
        'Listing Description contains phone number "(512) 555-0143". Other things to note contains e-mail address "stayhere.austin@example.com".',
      // The e-mail in Other things to note still costs that section's points.
      checkId: 'description.otherDetails.contact-details',
    });
    expect(item('content.contact-details').consequence).toContain('Airbnb does not allow contact details before a booking is confirmed');
    // Capitals in the title carry no points either; the writing item still names them.
    expect(item('content.writing').evidence).toContain('Title: Words in capitals: "AMAZING", "LOVE".');
  });

  it('puts the costliest problems first', () => {
    expect(topProblems(rec).map((p) => [p.area, p.impact])).toEqual([
      ['amenities.count', 15.3],
      ['photos.count', 7.5],
      ['amenities.essentials', 5.4],
    ]);
  });
});

describe('golden: an Italian listing without a neighbourhood section or photo sizes', () => {
  const r = score(italianListing);

  it('scores in the middle, reading the Italian words', () => {
    expect(r.recommendations.categoryScores).toEqual({
      title: 100,
      description: 55,
      photos: 85,
      amenities: 52,
      localOptimization: 20,
      pricing: 100,
    });
    expect(r.seoScore).toBe(68);
    expect(checkOf(r.recommendations, 'amenities.smoke-alarm').evidence).toBe('Declared: "Allarme antincendio".');
    expect(checkOf(r.recommendations, 'amenities.co-alarm').points).toBe(0);
    // Cameras are judged by the compliance report only: listings declaring one did better in the market data.
    expect(r.recommendations.checks.some((c) => c.id === 'amenities.cameras')).toBe(false);
    expect(r.recommendations.compliance!.items.find((i) => i.id === 'cameras')).toMatchObject({ status: 'ok', checkId: null });
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

  it('puts the amenities first among the fixes, and the missing CIN first in the compliance report', () => {
    expect(topProblems(r.recommendations).map((p) => p.area)).toEqual(['amenities.count', 'amenities.essentials', 'photos.count']);
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
    expect(seoScore).toBe(34);
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
