import type { ListingHistoryEntry } from './wire';

// How the score history is charted, the same in the browser and in the report: one point a day.

/**
 * The latest analysis of each day, oldest first. `dayOf` names an analysis' day (the browser uses the host's
 * time zone; the report, which knows none, uses UTC).
 */
export function latestPerDay(history: readonly ListingHistoryEntry[], dayOf: (iso: string) => string): ListingHistoryEntry[] {
  const byDay = new Map<string, ListingHistoryEntry>();
  for (const entry of history) {
    const day = dayOf(entry.analyzedAt);
    const kept = byDay.get(day);
    if (!kept || Date.parse(entry.analyzedAt) >= Date.parse(kept.analyzedAt)) byDay.set(day, entry);
  }
  return [...byDay.values()].sort((a, b) => Date.parse(a.analyzedAt) - Date.parse(b.analyzedAt));
}

/** Where the rubric changed: the index of each point scored by another rubric version than the point before it. */
export function rubricChanges(points: readonly Pick<ListingHistoryEntry, 'rubricVersion'>[]): number[] {
  return points.flatMap((p, i) => (i > 0 && p.rubricVersion !== points[i - 1]!.rubricVersion ? [i] : []));
}
