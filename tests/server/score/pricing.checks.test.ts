import { scoreOnOwnScales as score } from './helpers';
import { classifyPolicy } from '../../../server/analysis/score/pricing.checks';
import { blankListing } from './fixtures';
import { check, checkOf } from './helpers';

describe('pricing from what the page shows', () => {
  it.each([
    ['Flexible', 6],
    ['Moderate', 5],
    ['Limited', 4],
    ['Firm', 4],
    ['Strict', 3],
    ['Non-refundable', 3],
    ['Long-Term Stay: Firm', 6],
    ['Flessibili', 6],
    ['Moderada', 5],
  ])('cancellation policy "%s": %i of 6', (policy, points) => {
    expect(check({ cancellationPolicy: policy }, 'pricing.cancellation-policy').points).toBe(points);
  });

  it('does not score a policy it cannot name', () => {
    expect(classifyPolicy('Custom terms')).toBeNull();
    expect(check({ cancellationPolicy: 'Custom terms' }, 'pricing.cancellation-policy')).toMatchObject({ points: 0, maxPoints: 0 });
  });

  it('reads discounts only when the page shows a price', () => {
    const price = { amount: 120, currency: 'EUR', period: 'night', text: '€120 night', discounts: [] as string[] };
    expect(check({ price }, 'pricing.stay-discounts')).toMatchObject({ points: 0, maxPoints: 4 });
    expect(check({ price: { ...price, discounts: ['Monthly stay discount'] } }, 'pricing.stay-discounts').points).toBe(4);
    expect(check({ price: null }, 'pricing.stay-discounts')).toMatchObject({ points: 0, maxPoints: 0 });
  });

  it('leaves pricing out of the Optimization Score, and says so, when the page shows nothing', () => {
    const r = score(blankListing({ title: 'Loft in Rome with a terrace', cancellationPolicy: null, price: null }));
    expect(r.recommendations.unscoredCategories).toEqual(['pricing']);
    expect(r.recommendations.categoryScores.pricing).toBe(0);
    expect(r.recommendations.scoreExplanations.pricing).toMatch(/^Pricing: not scored\. The page shows no cancellation policy\./);
    expect(r.recommendations.scoreExplanations.pricing).toContain('does not count toward your Optimization Score');
    const s = r.recommendations.categoryScores;
    expect(r.seoScore).toBe(
      Math.round((30 * s.photos + 25 * s.description + 15 * s.title + 15 * s.amenities + 10 * s.localOptimization) / 95),
    );
    expect(checkOf(r.recommendations, 'pricing.cancellation-policy').fix).toBeNull();
  });
});
