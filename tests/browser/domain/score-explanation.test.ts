import type { Recommendations, ScoreCheck } from '../../../contract/wire';
import { explainCategory, groupChecks, scoreBreakdown } from '../../../src/domain/score-explanation';

const c = (o: Partial<ScoreCheck> & Pick<ScoreCheck, 'id'>): ScoreCheck => ({
  category: 'description',
  points: 0,
  maxPoints: 6,
  evidence: 'Found',
  source: 'S [O]',
  fix: 'Fix it',
  ...o,
});

const recs = (checks: ScoreCheck[], extra: Partial<Recommendations> = {}) =>
  ({
    categoryScores: { title: 70, description: 28, photos: 61, amenities: 26, localOptimization: 0, pricing: 50 },
    checks,
    ...extra,
  }) as unknown as Recommendations;

describe('the breakdown lists each fact once', () => {
  it('groups the checks of one description section and keeps one line per fact', () => {
    const groups = groupChecks([
      c({
        id: 'description.theSpace.present',
        evidence: 'The space is missing (empty or only spaces).',
        fix: 'Write The space (350-750 characters).',
      }),
      c({ id: 'description.theSpace.length', evidence: 'The space is missing.', fix: 'Write The space (350-750 characters).' }),
      c({
        id: 'description.theSpace.contact-details',
        maxPoints: 3,
        evidence: 'The space is missing; nothing to check yet.',
        fix: 'Write it.',
      }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ points: 0, maxPoints: 15, evidence: ['The space is missing (empty or only spaces).'] });
    expect(groups[0]!.fix).toBe('Write The space (350-750 characters).');
  });
});

describe('a card explanation', () => {
  it('orders the fixes by the points they bring, as points on the category score', () => {
    const ex = explainCategory(
      recs([
        c({ id: 'title.room', category: 'title', points: 0, maxPoints: 10, fix: 'Use 32-50 characters.' }),
        c({ id: 'title.place', category: 'title', points: 0, maxPoints: 20, fix: 'Add the area.' }),
        c({ id: 'title.limit', category: 'title', points: 70, maxPoints: 70, fix: null, label: 'within the limit' }),
      ]),
      'title',
    );
    expect(ex).toMatchObject({ score: 70, passed: 1, total: 3, good: ['within the limit'] });
    expect(ex.fixes).toEqual([
      { text: 'Add the area.', gain: 20 },
      { text: 'Use 32-50 characters.', gain: 10 },
    ]);
  });

  it('scopes a card to its part of a category, with gains still on the whole category', () => {
    const checks = [
      c({ id: 'amenities.count', category: 'amenities', points: 0, maxPoints: 50, fix: 'Tick every amenity.' }),
      c({ id: 'amenities.smoke-alarm', category: 'amenities', points: 0, maxPoints: 50, fix: 'Fit a smoke alarm.' }),
    ];
    const safety = explainCategory(recs(checks), 'amenities', 'safety');
    expect(safety).toMatchObject({ scoped: true, total: 1, fixes: [{ text: 'Fit a smoke alarm.', gain: 50 }] });
  });

  it('says what the page does not show instead of scoring it', () => {
    const ex = explainCategory(
      recs([c({ id: 'pricing.stay-discounts', category: 'pricing', maxPoints: 0, label: 'weekly or monthly discounts' })], {
        unscoredCategories: ['pricing'],
      }),
      'pricing',
    );
    expect(ex).toMatchObject({ score: null, notShown: ['weekly or monthly discounts'], total: 0 });
  });
});

describe('the Optimization Score breakdown', () => {
  it('adds up to the weighted average of the scored categories', () => {
    const b = scoreBreakdown(recs([]))!;
    // With the calibrated weights (title 6, description 24, photos 30, amenities 34, location 1, pricing 5):
    // 6 x 70 + 24 x 28 + 30 x 61 + 34 x 26 + 1 x 0 + 5 x 50 = 4056.
    expect(b.total).toBe(41);
    expect(b.countedWeight).toBe(100);
    expect(b.rows.map((r) => r.weight)).toEqual([34, 30, 24, 6, 5, 1]);
  });

  it('leaves an unscored category out and shares over the rest', () => {
    const b = scoreBreakdown(recs([], { unscoredCategories: ['pricing'] }))!;
    expect(b.countedWeight).toBe(95);
    expect(b.rows.find((r) => r.category === 'pricing')).toMatchObject({ score: null, contribution: null });
    // (4056 - 250) / 95 = 40.06.
    expect(b.total).toBe(40);
  });
});
