import { CATEGORY_KEYS, type CategoryKey, type ListingHistoryEntry } from '../../contract/wire';
import { latestPerDay } from '../../contract/history';

// The score history as the detail screen charts it: one point a day (its latest analysis, by the host's
// calendar), and a gap where the scoring rules changed so that no line joins scores of two rubric versions.

export type SeriesKey = 'seoScore' | CategoryKey;

export interface ChartSlot {
  /** The day's date (ISO) or null for the gap that marks a change of scoring rules. */
  analyzedAt: string | null;
  rubricVersion: string | null;
}

export interface HistoryChart {
  slots: ChartSlot[];
  series: { key: SeriesKey; values: (number | null)[] }[];
  /** Index of each gap slot, with the rubric version that starts after it. */
  ruleChanges: { slot: number; rubricVersion: string }[];
  /** Days with an analysis. */
  days: number;
}

/** The calendar day of an instant where the host is (the browser's time zone). */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

export function historyChart(history: readonly ListingHistoryEntry[], dayOf: (iso: string) => string = localDay): HistoryChart {
  const points = latestPerDay(history, dayOf);
  const slots: ChartSlot[] = [];
  const rows: (ListingHistoryEntry | null)[] = [];
  const ruleChanges: HistoryChart['ruleChanges'] = [];
  points.forEach((p, i) => {
    if (i > 0 && p.rubricVersion !== points[i - 1]!.rubricVersion) {
      ruleChanges.push({ slot: slots.length, rubricVersion: p.rubricVersion });
      slots.push({ analyzedAt: null, rubricVersion: null });
      rows.push(null);
    }
    slots.push({ analyzedAt: p.analyzedAt, rubricVersion: p.rubricVersion });
    rows.push(p);
  });
  const valueOf = (row: ListingHistoryEntry | null, key: SeriesKey): number | null => {
    if (!row) return null;
    if (key === 'seoScore') return row.seoScore;
    if (row.unscoredCategories.includes(key)) return null;
    return row.categoryScores[key] ?? null;
  };
  const keys: SeriesKey[] = ['seoScore', ...CATEGORY_KEYS];
  return { slots, series: keys.map((key) => ({ key, values: rows.map((row) => valueOf(row, key)) })), ruleChanges, days: points.length };
}
