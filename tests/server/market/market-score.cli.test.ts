// `npm run market -- score` run as a user runs it: a real process, a real training file (read from
// ../shared/data/inside-airbnb, never copied), JSON lines out, progress and problems on stderr.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORY_KEYS } from '../../../contract/wire';
import { fromRoot } from '../../../server/paths';
import { report } from '../../support/report';
import { marketCsv, marketFolder, marketRecord } from '../../support/server/market-files';

const run = promisify(execFile);
const folder = marketFolder();
afterAll(() => folder.cleanUp());

function market(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', fromRoot('server', 'cli.ts'), 'market', ...args], {
    cwd: fromRoot(),
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const ANTWERP = path.resolve(fromRoot(), '..', 'shared', 'data', 'inside-airbnb', 'antwerp_2024-06-29_listings.csv.gz');

describe('npm run market -- score', () => {
  if (!existsSync(ANTWERP)) report(`market score: ${ANTWERP} is not there; the real-file run did not happen.`);
  else
    it('scores every live listing of a real training file to JSON lines, with progress on stderr', async () => {
      const out = path.join(path.dirname(folder.write('probe', '')), 'antwerp.jsonl');
      const { code, stdout, stderr } = await market('score', ANTWERP, '--out', out);
      expect(code).toBe(0);
      expect(stdout).toBe('');
      const lines = readFileSync(out, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2490); // the city-scrape rows (README of the data folder)
      const first = JSON.parse(lines[0]!) as { id: string; seoScore: number; categoryScores: Record<string, number> };
      expect(Object.keys(first)).toEqual(['id', 'seoScore', 'categoryScores']);
      expect(first.id).toMatch(/^\d+$/);
      expect(Object.keys(first.categoryScores).sort()).toEqual([...CATEGORY_KEYS].sort());
      const scores = lines.map((l) => (JSON.parse(l) as { seoScore: number }).seoScore);
      expect(Math.min(...scores)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...scores)).toBeLessThanOrEqual(100);
      expect(new Set(scores).size).toBeGreaterThan(20); // the listings differ, and so do their scores
      expect(stderr).toMatch(/antwerp_2024-06-29_listings\.csv\.gz: 2,000 rows read \(\d+ %\)/);
      expect(stderr).toContain('2,490 listings scored (75-column layout); 380 rows not from the live city scrape left out.');
    }, 180_000);

  it('writes to stdout without --out, reports malformed rows with their line and goes on', async () => {
    const csv = marketCsv([marketRecord({ id: 1 }), marketRecord({ id: 2, amenities: '[broken' }), marketRecord({ id: 3 })]);
    const { code, stdout, stderr } = await market('score', folder.write('small.csv.gz', csv, true));
    expect(code).toBe(0);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(['1', '3']);
    expect(stderr).toMatch(/small\.csv\.gz, line 3: amenities is not a JSON list \("\[broken"\); row skipped\./);
    expect(stderr).toContain('2 listings scored (79-column layout); 1 malformed row skipped.');
  }, 60_000);

  it('fails with a clear message and exit status 1 on a missing file, before scoring any other', async () => {
    const good = folder.write('good.csv', marketCsv([marketRecord({ id: 9 })]));
    const { code, stdout, stderr } = await market('score', good, '/no/such/listings.csv.gz');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe('Cannot read /no/such/listings.csv.gz: no such file.');
  }, 60_000);

  it('says how to use it when no file is named', async () => {
    const { code, stderr } = await market('score');
    expect(code).toBe(1);
    expect(stderr).toContain('Usage: npm run market -- score FILE [FILE...] [--out scores.jsonl]');
  }, 60_000);
});
