import { randomUUID } from 'node:crypto';
import type { Listing, ListingContent, Recommendations } from '../../../contract/wire';
import { analyseListingJob } from '../../../server/jobs/analyse-listing.job';
import { analysePhotosJobDefinition } from '../../../server/jobs/analyse-photos.job';
import { score } from '../../../server/analysis/score';
import type { JobDefinition } from '../../../server/jobs/job-types';
import type { ScoreListing } from '../../../server/analysis/score/types';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { startSampleSite, type SampleSite } from '../../support/server/sample-site';

// The analysis job end to end: POST /api/listings/analyze, an in-process worker fetching a page from a local
// site, extraction, (scoring), and the listing as the browser then reads it.

// Same job, quicker retries, so the retry path fits in a test.
const quickJob = {
  ...analyseListingJob,
  settings: { ...analyseListingJob.settings, retryLimit: 1, retryDelay: 1, retryBackoff: false },
} as JobDefinition<never>;

let site: SampleSite;
beforeAll(async () => {
  site = await startSampleSite();
});
afterAll(() => site.close());

async function appWith(scoreListing: ScoreListing | null): Promise<TestApp> {
  return buildTestApp({
    env: { WORKERS: 'true' },
    deps: { fetcher: site.fetcher, scoreListing, workerOptions: { definitions: [quickJob], pollingIntervalSeconds: 0.5 } },
  });
}

async function startAnalysis(t: TestApp, url: string): Promise<{ listing: Listing; token: string }> {
  const userId = randomUUID();
  const token = await t.tokenFor({ id: userId });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings/analyze',
    headers: { authorization: `Bearer ${token}` },
    payload: { url, userId },
  });
  expect(res.statusCode).toBe(200);
  return { listing: res.json().listing, token };
}

async function settled(t: TestApp, id: string, token: string, timeoutMs = 25_000): Promise<Listing> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/listing/${id}`, headers: { authorization: `Bearer ${token}` } });
    const listing = res.json().listing as Listing;
    if (!listing.isAnalyzing) return listing;
    if (Date.now() > deadline) throw new Error(`listing ${id} still analysing`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('without a scorer wired in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(null);
  });
  afterAll(() => t.close());

  it('reads a strong listing page and stores its content, inventing no score', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/alfama-loft.html'));
    expect(listing.isAnalyzing).toBe(true);
    const done = await settled(t, listing.id, token);
    expect(done).toMatchObject({
      title: 'Sunlit Alfama Loft · Rooftop Terrace & River View',
      url: site.url('/listings/alfama-loft.html'),
      imageUrl: site.url('/samples/photos/alfama-loft/1.jpg'),
      rating: 4.96,
      reviewCount: 212,
      location: 'Lisbon, Lisbon, Portugal',
      photoCount: 25,
      seoScore: null,
      recommendations: null,
      analysisError: null,
      isAnalyzing: false,
    });
    expect(done.analyzedAt).not.toBeNull();
    const content = done.scrapedData as ListingContent;
    expect(content.descriptionSections['The space']).toMatch(/^The loft fills the whole top floor/);
    expect(content.amenities).toHaveLength(42);
    expect(content.platform).toBe('airbnb');
  });

  it('reads a weak listing just as faithfully: four photos, one short section', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/basic-flat.html'));
    const done = await settled(t, listing.id, token);
    expect(done).toMatchObject({ title: 'Apartment', photoCount: 4, reviewCount: 0, rating: null, analysisError: null });
    expect(Object.keys(done.scrapedData!.descriptionSections)).toEqual(['Listing Description']);
  });

  it("follows Airbnb's domain hand-off page once", async () => {
    const { listing, token } = await startAnalysis(t, site.url('/handoff-listing'));
    const done = await settled(t, listing.id, token);
    expect(done.title).toBe('Cozy cabin near the lake with wood stove');
  });

  it('reports a bot-blocked page at once, keeping its address as its title, instead of an empty listing', async () => {
    const url = site.url('/listings/blocked-page.html');
    const { listing, token } = await startAnalysis(t, url);
    expect(listing.title).toBe(url);
    const done = await settled(t, listing.id, token);
    expect(done.analysisError).toMatch(/^The listing site showed us a bot check instead of your listing/);
    expect(done).toMatchObject({ title: url, scrapedData: null, photoCount: 0, seoScore: null, isAnalyzing: false });
    const { rows } = await t.database.executeSql('select analysis_attempts from listings where id = $1', [listing.id]);
    expect(rows[0].analysis_attempts).toBe(1);
  });

  it('ends at once, without retrying, for a listing that is gone', async () => {
    site.gone.add('/listings/gone.html');
    const { listing, token } = await startAnalysis(t, site.url('/listings/gone.html'));
    const done = await settled(t, listing.id, token);
    expect(done.analysisError).toBe('This listing could not be found. It may have been removed, unlisted or made private.');
    const { rows } = await t.database.executeSql('select analysis_attempts from listings where id = $1', [listing.id]);
    expect(rows[0].analysis_attempts).toBe(1);
  });

  it('says so when a page has no listing data at all', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/plain'));
    const done = await settled(t, listing.id, token);
    expect(done.analysisError).toBe(
      'That page has no listing details we can read. A listing page needs schema.org VacationRental, LodgingBusiness or Hotel data.',
    );
  });
});

describe('blocked pages, with the analysis job as it ships', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { WORKERS: 'true' },
      deps: { fetcher: site.fetcher, scoreListing: score, workerOptions: { definitions: [analyseListingJob as JobDefinition<never>] } },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['a page whose state says PERMISSION_DENIED', '/listings/blocked-page.html', /^The listing site showed us a bot check/],
    ['HTTP 403', '/status/403', /refused to show us the page just now \(access denied\)\. Try again in a few minutes, or import the page/],
    ['HTTP 429', '/status/429', /turned our request away just now \(too many requests\)\. Try again in a few minutes, or import the page/],
    ['a DataDome "Bot or Not?" page', '/bot-or-not', /^The listing site showed us a bot check/],
  ])('fails within 15 s for %s, without retrying', async (_name, path, reason) => {
    const started = Date.now();
    const { listing, token } = await startAnalysis(t, site.url(path));
    const done = await settled(t, listing.id, token, 15_000);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(15_000);
    expect(done.analysisError).toMatch(reason);
    expect(done.title).toBe(site.url(path));
    const { rows } = await t.database.executeSql('select analysis_attempts from listings where id = $1', [listing.id]);
    expect(rows[0].analysis_attempts).toBe(1);
  });
});

describe('with a scorer wired in', () => {
  let t: TestApp;
  const scored: ListingContent[] = [];
  const scorer: ScoreListing = (content) => {
    scored.push(content);
    return { seoScore: 40 + content.photos.length, recommendations: { rubricVersion: 'test' } as unknown as Recommendations };
  };
  beforeAll(async () => {
    t = await appWith(scorer);
  });
  afterAll(() => t.close());

  it('stores the score the scorer gives for the extracted content', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/kreuzberg-garden-studio.html'));
    const done = await settled(t, listing.id, token);
    expect(scored.map((c) => c.title)).toContain('Garden studio in Kreuzberg, quiet and bright');
    expect(done.seoScore).toBe(52);
    // What the scorer gave is stored as given; the advice every surface reads is made from it when it has none.
    expect(done.recommendations).toMatchObject({ rubricVersion: 'test', advice: expect.any(Object) });
  });

  it('keeps the previous score when a re-analysis fails', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/villa-serena.html'));
    const first = await settled(t, listing.id, token);
    expect(first.seoScore).toBe(46);
    site.gone.add('/listings/villa-serena.html');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/reanalyze`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().listing).toMatchObject({ isAnalyzing: true, seoScore: null });
    const second = await settled(t, listing.id, token);
    expect(second.analysisError).toMatch(/could not be found/);
    expect(second.seoScore).toBe(46);
    expect(second.title).toBe(first.title);
    site.gone.delete('/listings/villa-serena.html');
  });
});

describe('with the real scorer and photo analysis', () => {
  let t: TestApp;
  // Every score made, with whether measured photos went into it and whether it was marked provisional.
  const made: { measured: boolean; provisional: boolean | undefined; seoScore: number }[] = [];
  const recordingScore: ScoreListing = (content, photos, options) => {
    const result = score(content, photos, options);
    made.push({ measured: photos !== undefined, provisional: result.recommendations.advice?.provisional, seoScore: result.seoScore });
    return result;
  };
  beforeAll(async () => {
    t = await buildTestApp({
      env: { WORKERS: 'true' },
      deps: {
        fetcher: site.fetcher,
        scoreListing: recordingScore,
        workerOptions: { definitions: [quickJob, analysePhotosJobDefinition], pollingIntervalSeconds: 0.5 },
      },
    });
  });
  afterAll(() => t.close());

  it('queues the photo analysis after the listing, then re-scores the photos on what was measured', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/basic-flat.html'));
    const first = await settled(t, listing.id, token);
    expect(first.seoScore).toBeGreaterThan(0);
    const headers = { authorization: `Bearer ${token}` };
    const deadline = Date.now() + 30_000;
    let recommendation = await t.app.inject({ method: 'GET', url: `/api/photos/${listing.id}/recommendations`, headers });
    while (recommendation.statusCode === 404 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      recommendation = await t.app.inject({ method: 'GET', url: `/api/photos/${listing.id}/recommendations`, headers });
    }
    expect(recommendation.statusCode).toBe(200);
    // The weak sample's photos are dark, blurred, tiny or portrait: the measurements must show in the score.
    let rescored: Listing = first;
    while (Date.now() < deadline) {
      rescored = (await t.app.inject({ method: 'GET', url: `/api/listing/${listing.id}`, headers })).json().listing as Listing;
      if (rescored.recommendations?.checks.some((c) => c.id === 'photos.technical-issues' && c.maxPoints > 0)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const technical = rescored.recommendations!.checks.find((c) => c.id === 'photos.technical-issues')!;
    expect(technical.maxPoints).toBeGreaterThan(0);
    expect(technical.points).toBeLessThan(technical.maxPoints);
    const photos = (await t.app.inject({ method: 'GET', url: `/api/photos/${listing.id}`, headers })).json().analyses as {
      technicalIssues: string[];
    }[];
    expect(photos.length).toBe(first.photoCount);
    expect(photos.flatMap((p) => p.technicalIssues).length).toBeGreaterThan(0);
  }, 60_000);

  it('marks the score provisional until the photos are measured, and a re-analysis of the same photos never goes down and back up', async () => {
    const { listing, token } = await startAnalysis(t, site.url('/listings/alfama-loft.html'));
    const headers = { authorization: `Bearer ${token}` };
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/listing/${listing.id}`, headers })).json().listing as Listing;
    const final = async () => {
      const deadline = Date.now() + 45_000;
      const seen: { seoScore: number | null; provisional: boolean | undefined }[] = [];
      for (;;) {
        const now = await read();
        seen.push({ seoScore: now.seoScore, provisional: now.scoreProvisional });
        if (!now.isAnalyzing && now.seoScore !== null && now.scoreProvisional === false) return { now, seen };
        if (Date.now() > deadline) throw new Error('the photos were not measured in time');
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    made.length = 0;
    const first = await final();
    // The analysis scores from the page (provisional), the photo run with the measurements (final).
    expect(made.at(0)).toMatchObject({ measured: false, provisional: true });
    expect(made.at(-1)).toMatchObject({ measured: true, provisional: false, seoScore: first.now.seoScore });
    // Seen while provisional, the score says so; the dashboard card carries the mark too.
    for (const s of first.seen.filter((x) => x.seoScore !== null && x.seoScore !== first.now.seoScore)) expect(s.provisional).toBe(true);
    const card = (await t.app.inject({ method: 'GET', url: '/api/listings', headers })).json().listings[0];
    expect(card).toMatchObject({ seoScore: first.now.seoScore, scoreProvisional: false });

    made.length = 0;
    const again = await t.app.inject({ method: 'POST', url: `/api/listings/${listing.id}/reanalyze`, headers });
    expect(again.statusCode).toBe(200);
    const second = await final();
    // Unchanged photos: the provisional score is made with their last measurements, so it is the final one.
    expect(made.at(0)).toMatchObject({ measured: true, provisional: true, seoScore: first.now.seoScore });
    expect(second.now.seoScore).toBe(first.now.seoScore);
    expect(second.seen.filter((x) => x.seoScore !== null).map((x) => x.seoScore)).toEqual(
      second.seen.filter((x) => x.seoScore !== null).map(() => first.now.seoScore),
    );
  }, 120_000);

  it('records at once when no photo can be downloaded, so the listing stops waiting for its photos', async () => {
    const gone = [1, 2, 3, 4].map((n) => `/samples/photos/basic-flat/${n}.jpg`);
    for (const path of gone) site.gone.add(path);
    try {
      const { listing, token } = await startAnalysis(t, site.url('/listings/basic-flat.html'));
      await settled(t, listing.id, token);
      const headers = { authorization: `Bearer ${token}` };
      const deadline = Date.now() + 20_000;
      let rescored: Listing | null = null;
      while (Date.now() < deadline) {
        const now = (await t.app.inject({ method: 'GET', url: `/api/listing/${listing.id}`, headers })).json().listing as Listing;
        if (now.recommendations?.checks.some((c) => c.id.startsWith('photos.measured'))) {
          rescored = now;
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      // Well within the queue's first retry (a minute): a 404 is not tried again.
      expect(rescored).not.toBeNull();
      const cover = rescored!.recommendations!.checks.find((c) => c.id === 'photos.measured-cover')!;
      expect(cover).toMatchObject({ maxPoints: 0, evidence: 'The photo analysis could not measure the cover.' });
      const recommendation = await t.app.inject({ method: 'GET', url: `/api/photos/${listing.id}/recommendations`, headers });
      expect(recommendation.json().unmeasured).toMatch(/^None of your photos could be downloaded \(the site answered with HTTP 404\)\./);
    } finally {
      for (const path of gone) site.gone.delete(path);
    }
  }, 60_000);
});
