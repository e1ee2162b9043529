// Listings scored per second on one core, over the test fixture listings, and the share of the maximum score that
// rests on checks citing the platform's own rules [O] or a channel manager's [CM].
//   taskset -c 0 npx tsx bench/score.bench.ts [seconds]
import { performance } from 'node:perf_hooks';
import { CATEGORY_KEYS, type Recommendations } from '../src/api/wire';
import { CATEGORY_WEIGHTS, score } from '../server/analysis/score';
import { FIXTURE_LISTINGS } from '../tests/server/score/fixtures';

const seconds = Number(process.argv[2] ?? 5);
const listings = Object.values(FIXTURE_LISTINGS);

// The machine is shared, so besides wall-clock time the rate is also given per second of CPU time this process
// used (process.cpuUsage), which is what one core delivers when it is not taken by others.
function measure(ms: number): { count: number; elapsed: number; cpu: number } {
  let count = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let now = start;
  while (now - start < ms) {
    for (const listing of listings) score(listing);
    count += listings.length;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  return { count, elapsed: (now - start) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

/** Share of the maximum Optimization Score carried by checks whose source matches `tagged`. */
function shareOfMax(r: Recommendations, tagged: (source: string) => boolean): number {
  const unscored = new Set(r.unscoredCategories ?? []);
  const weights = CATEGORY_KEYS.filter((k) => !unscored.has(k)).reduce((s, k) => s + CATEGORY_WEIGHTS[k], 0);
  let share = 0;
  for (const key of CATEGORY_KEYS) {
    if (unscored.has(key)) continue;
    const own = r.checks.filter((c) => c.category === key);
    const max = own.reduce((s, c) => s + c.maxPoints, 0);
    for (const c of own) if (tagged(c.source)) share += (c.maxPoints / max) * (CATEGORY_WEIGHTS[key] / weights);
  }
  return share;
}

const tags = (source: string) => [...source.matchAll(/\[([^\]]+)\]/g)].flatMap((m) => (m[1] ?? '').split('/'));
const citesOfficial = (source: string) => tags(source).some((t) => t === 'O' || t === 'CM');
const onlyOfficial = (source: string) => tags(source).length > 0 && tags(source).every((t) => t === 'O' || t === 'CM');

measure(Math.min(1000, seconds * 200)); // warm up the JIT
const results = Array.from({ length: 5 }, () => measure((seconds * 1000) / 5));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const wall = results.map((r) => r.count / r.elapsed);
const cpu = results.map((r) => r.count / r.cpu);
console.log(
  `score(): ${Math.round(median(cpu))} listings per CPU-second, ${Math.round(median(wall))} per wall-clock second ` +
    `(medians of 5 runs over ${listings.length} fixture listings; wall-clock min ${Math.round(Math.min(...wall))}, max ${Math.round(Math.max(...wall))})`,
);

for (const [name, listing] of Object.entries(FIXTURE_LISTINGS)) {
  const r = score(listing).recommendations;
  console.log(
    `${name}: share of the maximum score on checks citing [O] or [CM]: ${(100 * shareOfMax(r, citesOfficial)).toFixed(1)} %; ` +
      `on checks citing only [O]/[CM]: ${(100 * shareOfMax(r, onlyOfficial)).toFixed(1)} %`,
  );
}
