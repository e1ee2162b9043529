import { medianPair } from '../../../bench/lib/stats';

// The benchmark's paired lines show one pair: the one whose ratio to its own baseline is the median, so that the
// value, the baseline and the ratio printed together agree.

describe('medianPair', () => {
  it('picks the pair of median ratio, not the median value over the median baseline', () => {
    const pairs = [
      { value: 100, baseline: 50 }, // 2.0
      { value: 60, baseline: 100 }, // 0.6
      { value: 110, baseline: 100 }, // 1.1
    ];
    expect(medianPair(pairs)).toEqual({ value: 110, baseline: 100, ratio: 1.1 });
  });

  it('takes the lower middle pair of an even count, and refuses none', () => {
    expect(
      medianPair([
        { value: 3, baseline: 1 },
        { value: 1, baseline: 1 },
        { value: 2, baseline: 1 },
        { value: 4, baseline: 1 },
      ]).value,
    ).toBe(2);
    expect(() => medianPair([])).toThrow();
  });
});
