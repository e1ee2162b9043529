import { randomUUID } from 'node:crypto';
import type { Fetcher } from '../../../server/analysis/fetch';
import { analyseListingJob } from '../../../server/jobs/analyse-listing.job';
import type { JobDefinition } from '../../../server/jobs/job-types';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { startSampleSite, type SampleSite } from '../../support/server/sample-site';

// The queue is fair between hosts: a host who re-analyses 50 listings at once does not hold back another host's
// single analysis, which is started as soon as a worker is free. One worker here, and every page takes 100 ms
// to fetch, so the first host's analyses are still queued when the second host's arrives.

const PAGE_DELAY_MS = 100;
let site: SampleSite;
let t: TestApp;

beforeAll(async () => {
  site = await startSampleSite();
  const slow: Fetcher = {
    ...site.fetcher,
    fetchText: async (url, options) => {
      await new Promise((r) => setTimeout(r, PAGE_DELAY_MS));
      return site.fetcher.fetchText(url, options);
    },
  };
  t = await buildTestApp({
    env: { WORKERS: 'true', ANALYSIS_CONCURRENCY: '1' },
    deps: {
      fetcher: slow,
      scoreListing: null,
      workerOptions: { definitions: [analyseListingJob as JobDefinition<never>], pollingIntervalSeconds: 0.5 },
    },
  });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function host() {
  const id = randomUUID();
  const headers = { authorization: `Bearer ${await t.tokenFor({ id })}` };
  return {
    id,
    async analyse(url: string): Promise<string> {
      const res = await t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers, payload: { url, userId: id } });
      expect(res.statusCode).toBe(200);
      return res.json().listing.id as string;
    },
    async finished(): Promise<number> {
      const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers });
      return (res.json().listings as { isAnalyzing: boolean }[]).filter((l) => !l.isAnalyzing).length;
    },
    async listing(listingId: string): Promise<{ isAnalyzing: boolean; analysisError: string | null }> {
      return (await t.app.inject({ method: 'GET', url: `/api/listing/${listingId}`, headers })).json().listing;
    },
  };
}

it("starts another host's single analysis before the rest of one host's 50", async () => {
  const manager = await host();
  const single = await host();
  for (let i = 0; i < 50; i++) await manager.analyse(site.url(`/listings/lakeside-cabin.html?copy=${i}`));
  const doneBefore = await manager.finished();
  const id = await single.analyse(site.url('/listings/alfama-loft.html'));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const listing = await single.listing(id);
    if (!listing.isAnalyzing) {
      expect(listing.analysisError).toBeNull();
      break;
    }
    if (Date.now() > deadline) throw new Error('the single analysis did not finish within 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const doneAfter = await manager.finished();
  // The manager's analyses were still waiting (else this would prove nothing), and at most the one running when
  // the single analysis arrived (and one more, if it was being picked up at that moment) finished meanwhile.
  expect(doneBefore).toBeLessThan(40);
  expect(doneAfter - doneBefore).toBeLessThanOrEqual(2);
}, 60_000);
