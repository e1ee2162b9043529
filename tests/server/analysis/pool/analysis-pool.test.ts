import { readFileSync } from 'node:fs';
import { extractListing } from '../../../../server/analysis/extract';
import { PAGE_TOO_COMPLEX_MESSAGE, PageTooComplexError } from '../../../../server/analysis/extract/page-limits';
import { pixelStats } from '../../../../server/analysis/photos/pixel-stats';
import { AnalysisLimitError, createAnalysisPool, type AnalysisPool } from '../../../../server/analysis/pool/analysis-pool';
import { score } from '../../../../server/analysis/score';
import { fromRoot } from '../../../../server/paths';
import { HOSTILE_PAGES } from '../../../support/server/hostile-pages';

// The analysis pool gives exactly what the functions give in place, and holds each task to its limits: a task
// past its time or memory is stopped with its thread, which is replaced for the next task.

const context = {
  url: 'https://www.airbnb.com/rooms/5',
  canonicalUrl: 'https://www.airbnb.com/rooms/5',
  fetchedAt: '2026-06-01T10:00:00.000Z',
};
const sample = (slug: string) => readFileSync(fromRoot('samples', 'listings', `${slug}.html`), 'utf8');

let pool: AnalysisPool;
beforeAll(() => {
  pool = createAnalysisPool({ threads: 2 });
});
afterAll(() => pool.close());

it('reads, scores and measures exactly as in place', async () => {
  for (const slug of ['alfama-loft', 'basic-flat', 'alfama-loft-saved-page', 'blocked-page']) {
    const inPlace = extractListing(sample(slug), context);
    expect(await pool.extract(sample(slug), context)).toEqual(inPlace);
    if (inPlace.status === 'listing') expect(await pool.score(inPlace.content)).toEqual(score(inPlace.content));
  }
  const raster = Uint8Array.from({ length: 36 * 24 * 3 }, (_, i) => (i * 37) % 256);
  expect(await pool.pixelStats(raster, 36, 24, 3)).toEqual(pixelStats(raster, 36, 24, 3));
}, 60_000);

it('refuses a page past the reader with the message, and reads the next page', async () => {
  await expect(pool.extract(HOSTILE_PAGES['150,000 empty <i> elements']!(), context)).rejects.toThrow(PAGE_TOO_COMPLEX_MESSAGE);
  expect((await pool.extract(sample('basic-flat'), context)).status).toBe('listing');
}, 60_000);

it('stops a thread that runs out of memory, refuses its page, and replaces it', async () => {
  const small = createAnalysisPool({ threads: 1, limits: { memoryMb: 48 } });
  try {
    const heavy = `<html><body>${'<div class="a-long-class-name" data-x="a long attribute value">text</div>'.repeat(95_000)}</body></html>`;
    const refused = await small.extract(heavy, context).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PageTooComplexError);
    expect((refused as PageTooComplexError).detail).toBe('reading needed more than 48 MB of memory');
    expect((await small.extract(sample('basic-flat'), context)).status).toBe('listing');
  } finally {
    await small.close();
  }
}, 90_000);

it("stops a photo's statistics that run out of time, with a photo's error, and measures the next photo", async () => {
  const strict = createAnalysisPool({ threads: 1, limits: { pixelsMs: 1 } });
  try {
    const big = new Uint8Array(3000 * 3000 * 3).fill(100);
    const refused = await strict.pixelStats(big, 3000, 3000, 3).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AnalysisLimitError);
    expect((refused as Error).message).toBe('Measuring the photo took longer than 0.001 s.');
  } finally {
    await strict.close();
  }
  expect(await pool.pixelStats(new Uint8Array(12).fill(7), 2, 2, 3)).toMatchObject({ width: 2, height: 2 });
}, 90_000);

it('queues the tasks beyond its threads and runs them all', async () => {
  const one = createAnalysisPool({ threads: 1 });
  try {
    const pages = ['alfama-loft', 'basic-flat', 'lakeside-cabin'].map(sample);
    const reads = pages.map((page) => one.extract(page, context));
    expect(one.pending).toBe(3);
    expect((await Promise.all(reads)).map((r) => r.status)).toEqual(['listing', 'listing', 'listing']);
    expect(one.pending).toBe(0);
  } finally {
    await one.close();
  }
}, 60_000);

describe('a spare thread beside a task that runs long', () => {
  // A page within the caps that takes the reader hundreds of milliseconds, against 30-40 ms for a real listing.
  const slowPage = HOSTILE_PAGES['a description 500 deep around 99,000 elements']!;
  async function finishingOrder(options: { spare: number; stuckMs: number }): Promise<string[]> {
    const one = createAnalysisPool({ threads: 1, ...options });
    try {
      // Every thread that may start at once is loaded first, so that what is measured is the waiting, not a thread
      // loading the reader's code (which can take longer than the slow page on a busy machine).
      await Promise.all([one.extract(sample('basic-flat'), context), one.extract(sample('basic-flat'), context)]);
      const loaded = options.stuckMs === 0 ? 1 + options.spare : 1;
      while (one.idleThreads < loaded) await new Promise((resolve) => setTimeout(resolve, 10));
      const order: string[] = [];
      await Promise.all([
        one.extract(slowPage(), context).then(() => order.push('long page')),
        one.extract(sample('alfama-loft'), context).then(() => order.push('next page')),
      ]);
      return order;
    } finally {
      await one.close();
    }
  }

  it('reads the next page on a spare thread while one takes long', async () => {
    expect(await finishingOrder({ spare: 1, stuckMs: 0 })).toEqual(['next page', 'long page']);
  }, 60_000);

  it('runs one task at a time while none has run long', async () => {
    expect(await finishingOrder({ spare: 1, stuckMs: 60_000 })).toEqual(['long page', 'next page']);
  }, 60_000);
});
