import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { readMarketFile } from '../../server/market';
import { fromRoot } from '../../server/paths';
import { row, type Section } from '../lib/report';
import { round } from '../lib/stats';

// `npm run market -- score` on the Munich training file (8,274 rows, 5,620 live listings), run as a user runs it:
// a process of its own, the file read from ../shared/data/inside-airbnb. Baseline: reading and mapping the same
// file without scoring, in this process. Goal (issue 36): an 8,000-row file in under 30 s.

const run = promisify(execFile);
const GOAL_SECONDS = 30;
export const MUNICH = path.resolve(fromRoot(), '..', 'shared', 'data', 'inside-airbnb', 'munich_2025-09-27_listings.csv.gz');

export async function marketScoreBench(): Promise<Section> {
  const started = Date.now();
  if (!existsSync(MUNICH)) {
    return { name: 'Market', rows: [], notes: [`Market: ${MUNICH} is not there; market -- score was not timed.`], detail: {}, seconds: 0 };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
  try {
    const out = path.join(dir, 'munich.jsonl');
    const t0 = performance.now();
    await run(process.execPath, ['--import', 'tsx', fromRoot('server', 'cli.ts'), 'market', 'score', MUNICH, '--out', out], {
      cwd: fromRoot(),
      maxBuffer: 16 * 1024 * 1024,
    });
    const seconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    let rows = 0;
    for await (const _row of readMarketFile(MUNICH)) rows++;
    const readSeconds = (performance.now() - t1) / 1000;
    const lines = statSync(out).size > 0 ? rows : 0;
    return {
      name: 'Market',
      rows: [
        row({
          area: 'Market files',
          figure: `market -- score on the Munich file (8,274 rows, ${rows.toLocaleString('en-GB')} live listings), whole command`,
          value: round(seconds, 1),
          unit: 's',
          baseline: { label: 'reading and mapping the file without scoring', value: round(readSeconds, 1), unit: 's' },
          goal: `< ${GOAL_SECONDS} s`,
          met: seconds < GOAL_SECONDS && lines === rows,
          timing: true,
        }),
      ],
      notes: [],
      detail: {
        listings: rows,
        seconds: round(seconds, 2),
        readSeconds: round(readSeconds, 2),
        listingsPerSecond: round(rows / seconds, 0),
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
