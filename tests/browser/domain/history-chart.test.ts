import { historyChart } from '../../../src/domain/history-chart';
import { historyEntry } from '../../support/browser/history-fixtures';

const utcDay = (iso: string) => iso.slice(0, 10);

describe('the score history chart', () => {
  it('draws one point a day, the latest analysis of that day', () => {
    const chart = historyChart(
      [
        historyEntry({ analyzedAt: '2026-01-03T09:00:00.000Z', seoScore: 60 }),
        historyEntry({ analyzedAt: '2026-01-03T17:00:00.000Z', seoScore: 64 }),
        historyEntry({ analyzedAt: '2026-01-10T10:00:00.000Z', seoScore: 78 }),
      ],
      utcDay,
    );
    expect(chart.days).toBe(2);
    expect(chart.series.find((s) => s.key === 'seoScore')!.values).toEqual([64, 78]);
    expect(chart.ruleChanges).toEqual([]);
  });

  it('leaves a category the page gave no evidence for without a point, not at 0', () => {
    const chart = historyChart(
      [historyEntry({ analyzedAt: '2026-01-03T09:00:00.000Z' }), historyEntry({ analyzedAt: '2026-01-04T09:00:00.000Z' })],
      utcDay,
    );
    expect(chart.series.find((s) => s.key === 'pricing')!.values).toEqual([null, null]);
    expect(chart.series.find((s) => s.key === 'description')!.values).toEqual([52, 52]);
  });

  it('breaks every line where the scoring rules changed and names the new version there', () => {
    const chart = historyChart(
      [
        historyEntry({ analyzedAt: '2026-01-03T09:00:00.000Z', seoScore: 64, rubricVersion: 'v1' }),
        historyEntry({ analyzedAt: '2026-01-04T09:00:00.000Z', seoScore: 70, rubricVersion: 'v1' }),
        historyEntry({ analyzedAt: '2026-01-05T09:00:00.000Z', seoScore: 58, rubricVersion: 'v2' }),
      ],
      utcDay,
    );
    expect(chart.series.find((s) => s.key === 'seoScore')!.values).toEqual([64, 70, null, 58]);
    expect(chart.ruleChanges).toEqual([{ slot: 2, rubricVersion: 'v2' }]);
    expect(chart.slots[2]).toEqual({ analyzedAt: null, rubricVersion: null });
  });
});
