import { randomUUID } from 'node:crypto';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import type { PhotoAnalysesResponse, PhotoRecommendation } from '../../../contract/wire';
import { analysePhotosJob } from '../../../server/jobs/analyse-photos.job';
import { score } from '../../../server/analysis/score';
import type { ScoreListing } from '../../../server/analysis/score/types';
import { createPhotoService } from '../../../server/photos/photos.service';
import { listingWith, photo } from '../../support/server/photo-listings';
import { buildPhotosTestApp, type PhotosTestApp } from '../../support/server/photos-test-app';
import { cleanPhoto, darkPhoto, nearDuplicateOf } from '../../support/server/synthetic-photos';

// The photo endpoints of spec section 7 and their storage, on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).

let t: PhotosTestApp;
const host = randomUUID();
const stranger = randomUUID();
const url = (name: string) => `https://photos.example/${name}.jpg`;
const names = ['dark', 'clean1', 'clean2', 'copy-of-clean1', 'clean3', 'clean4', 'clean5'];

beforeAll(async () => {
  t = await buildPhotosTestApp();
  t.images.set(url('dark'), await darkPhoto({ seed: 9 }));
  for (const seed of [1, 2, 3, 4, 5]) t.images.set(url(`clean${seed}`), await cleanPhoto({ seed }));
  t.images.set(url('copy-of-clean1'), await nearDuplicateOf({ seed: 1 }));
}, 60_000);
afterAll(() => t.close());

async function as(userId: string) {
  return { authorization: `Bearer ${await t.tokenFor(userId)}` };
}

function content(photoNames = names) {
  return listingWith(
    photoNames.map((n) => photo(url(n))),
    { capacity: { bedrooms: 1, baths: 1 } },
  );
}

describe('GET /api/photos/:id/recommendations while the photos are measured', () => {
  it('answers repeated polls without reading the embedded database again until something is written', async () => {
    const id = await t.addListing(host, content());
    const headers = await as(host);
    const poll = () => t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers });
    expect((await poll()).statusCode).toBe(404);

    // PostgreSQL is written to by other processes too: there every poll reads it.
    const lite = (t.database as unknown as { lite?: { query: (...args: never[]) => unknown } }).lite;
    const queries = lite ? jest.spyOn(lite, 'query') : null;
    expect((await poll()).statusCode).toBe(404);
    expect((await poll()).statusCode).toBe(404);
    if (queries) expect(queries).not.toHaveBeenCalled();
    queries?.mockRestore();

    const analysed = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    const after = await poll();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(analysed.json());
  });
});

describe('a photo run', () => {
  it('answers its photo analyses exactly as they are read back', async () => {
    const id = await t.addListing(host, content());
    const run = await t.photos.analyse(host, id);
    expect(run.analyses).toHaveLength(names.length);
    expect(run.analyses).toStrictEqual(await t.photos.analyses(host, id));
    expect(run.content).toEqual(content());
  });

  describe('started early by the analysis that read the listing (PhotoService.prepare)', () => {
    const analysedBy = async (listingId: string, analysisId: string) =>
      t.database.executeSql('update listings set analysis_job_id = $2 where id = $1', [listingId, analysisId]);

    it('takes those measurements instead of downloading the photos again', async () => {
      const id = await t.addListing(host, content());
      const analysisId = randomUUID();
      await analysedBy(id, analysisId);
      const before = t.fetchCalls.length;
      t.photos.prepare(id, analysisId, content());
      const run = await t.photos.analyse(host, id, undefined, 'record-if-permanent');
      expect(t.fetchCalls.length - before).toBe(names.length);
      expect(run.recommendation.estimatedImpact).toBe('high');
      expect(run.analyses).toStrictEqual(await t.photos.analyses(host, id));
    });

    it('measures afresh when the listing now holds content another analysis read', async () => {
      const id = await t.addListing(host, content());
      await analysedBy(id, randomUUID());
      const before = t.fetchCalls.length;
      t.photos.prepare(id, randomUUID(), content(names.slice(0, 2)));
      const run = await t.photos.analyse(host, id, undefined, 'record-if-permanent');
      expect(run.analyses).toHaveLength(names.length);
      expect(t.fetchCalls.length - before).toBe(2 + names.length);
    });

    it('measures the reading of a retried analysis, not the one of the attempt before it', async () => {
      const id = await t.addListing(host, content());
      const analysisId = randomUUID();
      await analysedBy(id, analysisId);
      const before = t.fetchCalls.length;
      // The first attempt read two photos and failed to save; the retry read all of them and saved.
      t.photos.prepare(id, analysisId, content(names.slice(0, 2)));
      t.photos.prepare(id, analysisId, content());
      const run = await t.photos.analyse(host, id, undefined, 'record-if-permanent');
      expect(run.analyses.map((a) => a.photoUrl)).toEqual(names.map(url));
      expect(run.content).toEqual(content());
      expect(t.fetchCalls.length - before).toBe(2 + names.length);
    });

    it('measures the content the listing holds when the analysis that measured early failed before saving', async () => {
      const id = await t.addListing(host, content());
      const analysisId = randomUUID();
      await t.database.executeSql("update listings set analysis_job_id = $2, analysis_error = 'The site did not answer.' where id = $1", [
        id,
        analysisId,
      ]);
      const before = t.fetchCalls.length;
      t.photos.prepare(id, analysisId, content(names.slice(0, 2)));
      const run = await t.photos.analyse(host, id, undefined, 'record-if-permanent');
      expect(run.content).toEqual(content());
      expect(run.analyses.map((a) => a.photoUrl)).toEqual(names.map(url));
      expect(t.fetchCalls.length - before).toBe(2 + names.length);
    });

    it('starts nothing early while the process has no photo run to spare', async () => {
      const busy = await t.addListing(host, content());
      const id = await t.addListing(host, content());
      const analysisId = randomUUID();
      await analysedBy(id, analysisId);
      const running = t.photos.analyse(host, busy);
      const before = t.fetchCalls.length;
      t.photos.prepare(id, analysisId, content());
      expect(t.fetchCalls.length).toBe(before);
      await running;
      const run = await t.photos.analyse(host, id, undefined, 'record-if-permanent');
      expect(run.analyses).toHaveLength(names.length);
    });
  });
});

describe('a photo run that scores the listing again', () => {
  const scoring = (scoreListing: ScoreListing) =>
    createPhotoService({ database: t.database, fetchImage: async (u) => t.images.get(u)!, scoreListing });
  const seoScoreOf = async (id: string) =>
    (await t.database.executeSql('select seo_score from listings where id = $1', [id])).rows[0] as { seo_score: number | null };

  it('saves the score with the measured photos in the same step as the recommendation', async () => {
    const id = await t.addListing(host, content());
    const run = await scoring(score).analyse(host, id);
    expect(run.rescored).toBe(true);
    expect(await seoScoreOf(id)).toEqual({ seo_score: score(content(), run.analyses).seoScore });
    // The measured photos move the score: a dark photo and a near-duplicate cost points the page did not show.
    expect(score(content(), run.analyses).seoScore).not.toBe(score(content()).seoScore);
  });

  /** Scoring in a thread of the pool, as a server scores: `started` once a thread takes it up, the score when told. */
  function threadScoring() {
    let begin!: () => void;
    let finish!: () => void;
    const taken = new Promise<void>((resolve) => (begin = resolve));
    const told = new Promise<void>((resolve) => (finish = resolve));
    const scoreListing: ScoreListing = async (c, analyses, options, progress) => {
      await taken;
      progress?.started?.();
      await told;
      return score(c, analyses, options);
    };
    return { scoreListing, begin, finish };
  }
  /** The tables written through `database.db`, in order. */
  function watchedWrites() {
    const written: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery({ node }) {
        if (InsertQueryNode.is(node)) written.push(node.into?.table.identifier.name ?? '?');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    /** Resolves once `table` is written; throws if that never happens while the run waits on the scoring. */
    const until = async (table: string) => {
      for (const started = Date.now(); !written.includes(table); await new Promise((resolve) => setTimeout(resolve, 5)))
        if (Date.now() - started > 3_000) throw new Error(`${table} was not written while the listing was scored`);
    };
    return { database: { ...t.database, db: t.database.db.withPlugin(plugin) }, written, until };
  }

  it('holds nothing open while the scoring waits its turn, and writes the photos while a thread scores', async () => {
    const id = await t.addListing(host, content());
    const scorer = threadScoring();
    const { database, written, until } = watchedWrites();
    const photos = createPhotoService({ database, fetchImage: async (u) => t.images.get(u)!, scoreListing: scorer.scoreListing });
    const run = photos.analyse(host, id);
    // Waiting for a thread, the run has begun no transaction: the embedded database answers everyone else.
    await t.database.executeSql('select 1');
    expect(written).toEqual([]);
    scorer.begin();
    // Scored in the thread, the photo rows and the recommendation are written meanwhile, in the same transaction.
    const writtenMeanwhile = await until('photo_recommendations').then(
      () => [...written],
      (err: Error) => err.message,
    );
    scorer.finish();
    const done = await run;
    expect(writtenMeanwhile).toEqual(['photo_analyses', 'photo_recommendations']);
    expect(done.rescored).toBe(true);
    expect(await seoScoreOf(id)).toEqual({ seo_score: score(content(), done.analyses).seoScore });
    expect(await t.photos.analyses(host, id)).toStrictEqual(done.analyses);
  });

  it('saves nothing when the scoring fails after the photos were written', async () => {
    const id = await t.addListing(host, content());
    const { database, until } = watchedWrites();
    const failing: ScoreListing = async (_c, _a, _o, progress) => {
      progress?.started?.();
      await until('photo_recommendations');
      throw new Error('scoring took longer than 10 s');
    };
    const photos = createPhotoService({ database, fetchImage: async (u) => t.images.get(u)!, scoreListing: failing });
    await expect(photos.analyse(host, id)).rejects.toThrow('scoring took longer than 10 s');
    await expect(t.photos.recommendation(host, id)).rejects.toMatchObject({ code: 'recommendation_not_found' });
    expect(await t.photos.analyses(host, id)).toEqual([]);
    expect(await seoScoreOf(id)).toEqual({ seo_score: null });
  });

  it('saves neither the recommendation nor the score when the score cannot be saved', async () => {
    const id = await t.addListing(host, content());
    const unsavable: ScoreListing = (c, analyses) => ({ ...score(c, analyses), recommendations: { size: 1n } as never });
    await expect(scoring(unsavable).analyse(host, id)).rejects.toThrow(/BigInt/);
    await expect(t.photos.recommendation(host, id)).rejects.toMatchObject({ code: 'recommendation_not_found' });
    expect(await t.photos.analyses(host, id)).toEqual([]);
    expect(await seoScoreOf(id)).toEqual({ seo_score: null });
  });
});

describe('POST /api/photos/analyze/:id', () => {
  it('analyses the photos and answers with the recommendation, which GET then serves', async () => {
    const id = await t.addListing(host, content());
    const headers = await as(host);

    const before = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ code: 'recommendation_not_found', message: 'No photo analysis yet for this listing.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers })).json()).toEqual({ analyses: [] });

    const res = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    expect(res.statusCode).toBe(200);
    const recommendation = res.json<PhotoRecommendation>();
    expect(recommendation.estimatedImpact).toBe('high');
    expect(recommendation.criticalIssues[0]!.suggestion).toMatch(/^Replace the cover \(photo 1\): it is too dark/);
    expect(recommendation.improvements.some((i) => i.suggestion.startsWith('Remove photo 4') && i.photoIndexes?.[0] === 3)).toBe(true);

    const stored = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual(recommendation);

    const list = await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers });
    const { analyses } = list.json<PhotoAnalysesResponse>();
    expect(analyses.map((a) => a.photoIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(analyses.map((a) => a.photoUrl)).toEqual(names.map(url));
    expect(analyses[0]).toMatchObject({
      isHeroImage: true,
      technicalIssues: ['underexposed'],
      priority: 'critical',
      aiDescription: 'Analysis unavailable',
    });
    expect(analyses[3]).toMatchObject({
      isHeroImage: false,
      technicalIssues: ['near_duplicate'],
      priority: 'medium',
      width: 1200,
      height: 800,
    });
    expect(analyses[1]).toMatchObject({ technicalIssues: [], priority: 'low', composition: 'landscape 3:2', error: null });
  });

  it('replaces the previous run, and keeps the evidence the scoring reads', async () => {
    const id = await t.addListing(host, content());
    const headers = await as(host);
    await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    await t.setContent(id, content(['clean2', 'clean3', 'clean4', 'clean5', 'clean1', 'missing', 'clean2']));

    const again = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    expect(again.statusCode).toBe(200);
    const { analyses } = (await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers })).json<PhotoAnalysesResponse>();
    expect(analyses.map((a) => a.photoUrl)).toEqual(['clean2', 'clean3', 'clean4', 'clean5', 'clean1', 'missing', 'clean2'].map(url));
    expect(analyses[5]!.error).toMatch(/^Could not analyse this photo/);
    expect(analyses[6]!.technicalIssues).toEqual(['near_duplicate']);

    const evidence = await t.photos.evidence(host, id);
    expect(evidence).toMatchObject({ photoCount: 7, analyzedCount: 6, nearDuplicateGroups: [[0, 6]] });
    expect(evidence!.photos[5]).toEqual({ index: 5, width: null, height: null, overallScore: 0, technicalIssues: [], failed: true });
    expect(await t.photos.evidence(stranger, id)).toBeNull();
  });

  it('runs once for two requests that arrive together', async () => {
    const id = await t.addListing(host, content(['clean1', 'clean2', 'clean3']));
    const headers = await as(host);
    const before = t.fetchCalls.length;
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers }),
      t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(t.fetchCalls.length - before).toBe(3);
  });

  it('answers 409 for a listing that has not been analysed yet', async () => {
    const id = await t.addListing(host, null);
    const res = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers: await as(host) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
  });

  it('answers 502 when none of the photos can be downloaded, and stores nothing', async () => {
    const id = await t.addListing(host, content(['gone1', 'gone2']));
    const headers = await as(host);
    const res = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'upstream_failed',
      message: "None of the listing's photos could be downloaded: the site answered with HTTP 404.",
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers })).statusCode).toBe(404);
  });
});

describe('scoping and input', () => {
  it("treats another user's listing as no listing on every photo endpoint", async () => {
    const id = await t.addListing(host, content(['clean1', 'clean2']));
    await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers: await as(host) });
    const headers = await as(stranger);
    const fetchesBefore = t.fetchCalls.length;
    for (const [method, path] of [
      ['POST', `/api/photos/analyze/${id}`],
      ['GET', `/api/photos/${id}`],
      ['GET', `/api/photos/${id}/recommendations`],
    ] as const) {
      const res = await t.app.inject({ method, url: path, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'listing_not_found', message: 'Listing not found' });
    }
    expect(t.fetchCalls.length).toBe(fetchesBefore);
  });

  it('asks for a sign-in without a token', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['POST', `/api/photos/analyze/${id}`],
      ['GET', `/api/photos/${id}`],
      ['GET', `/api/photos/${id}/recommendations`],
    ] as const) {
      const res = await t.app.inject({ method, url: path });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('answers 404 for an id that is not a listing id', async () => {
    const res = await t.app.inject({ method: 'GET', url: "/api/photos/1'%20or%201=1/recommendations", headers: await as(host) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('listing_not_found');
  });
});

describe('storage', () => {
  it("deletes a listing's photo analysis with the listing", async () => {
    const id = await t.addListing(host, content(['clean1', 'clean2']));
    const headers = await as(host);
    await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    const count = async (table: string) =>
      (await t.database.executeSql(`select count(*)::int as n from ${table} where listing_id = $1`, [id])).rows[0].n;
    expect([await count('photo_analyses'), await count('photo_recommendations')]).toEqual([2, 1]);

    await t.database.executeSql('delete from listings where id = $1', [id]);
    expect([await count('photo_analyses'), await count('photo_recommendations')]).toEqual([0, 0]);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers })).statusCode).toBe(404);
  });
});

describe('the automatic photo job', () => {
  it('analyses and stores, like the endpoint', async () => {
    const id = await t.addListing(host, content(['clean3', 'clean4']));
    const progress: number[] = [];
    const run = analysePhotosJob({ photos: t.photos, onProgress: (_id, percent) => progress.push(percent) });
    const outcome = await run({ listingId: id, userId: host });
    expect(outcome).toEqual({ status: 'done', overallPhotoScore: expect.any(Number) });
    expect(progress).toEqual([50, 100]);
    const stored = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers: await as(host) });
    expect(stored.json<PhotoRecommendation>().overallPhotoScore).toBe((outcome as { overallPhotoScore: number }).overallPhotoScore);
  });

  it('skips, without retrying, listings deleted or not analysed since it was queued, and bad payloads', async () => {
    const run = analysePhotosJob({ photos: t.photos });
    const notAnalysed = await t.addListing(host, null);
    expect(await run({ listingId: randomUUID(), userId: host })).toEqual({ status: 'skipped', reason: 'listing_not_found' });
    expect(await run({ listingId: notAnalysed, userId: host })).toEqual({ status: 'skipped', reason: 'not_analysed' });
    expect(await run({ listingId: 'nope' })).toEqual({ status: 'skipped', reason: 'invalid_payload' });
  });

  it('lets the queue retry while the photo site is busy, and on its last try records that none could be measured', async () => {
    t.unavailable.add(url('busy'));
    const id = await t.addListing(host, content(['busy']));
    const run = analysePhotosJob({ photos: t.photos });
    await expect(run({ listingId: id, userId: host })).rejects.toMatchObject({ code: 'upstream_failed', retryable: true });
    const headers = await as(host);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers })).statusCode).toBe(404);

    expect(await run({ listingId: id, userId: host }, { lastAttempt: true })).toEqual({ status: 'done', overallPhotoScore: null });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers })).json<PhotoRecommendation>();
    expect(stored.unmeasured).toBe(
      'None of your photos could be downloaded (the site answered with HTTP 503). Press "Re-analyze Photos" later to try again.',
    );
    expect(stored).toMatchObject({ criticalIssues: [], improvements: [], strengths: [] });
    const { analyses } = (await t.app.inject({ method: 'GET', url: `/api/photos/${id}`, headers })).json<PhotoAnalysesResponse>();
    expect(analyses.map((a) => a.error)).toEqual(['Could not analyse this photo: The site answered with HTTP 503.']);
  });

  it('records at once, without a retry, photos that are gone for good', async () => {
    const id = await t.addListing(host, content(['gone-1', 'gone-2']));
    expect(await analysePhotosJob({ photos: t.photos })({ listingId: id, userId: host })).toEqual({
      status: 'done',
      overallPhotoScore: null,
    });
    const stored = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers: await as(host) });
    expect(stored.json<PhotoRecommendation>().unmeasured).toBe(
      'None of your photos could be downloaded (the site answered with HTTP 404). Check that the listing\'s photos are public, then press "Re-analyze Photos".',
    );
  });

  it('leaves the earlier result in place when a host asks again and no photo can be downloaded', async () => {
    const id = await t.addListing(host, content(['flaky-1', 'flaky-2']));
    t.images.set(url('flaky-1'), await cleanPhoto({ seed: 6 }));
    t.images.set(url('flaky-2'), await cleanPhoto({ seed: 7 }));
    const headers = await as(host);
    const first = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    expect(first.statusCode).toBe(200);
    t.unavailable.add(url('flaky-1'));
    t.unavailable.add(url('flaky-2'));
    const again = await t.app.inject({ method: 'POST', url: `/api/photos/analyze/${id}`, headers });
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({
      code: 'upstream_failed',
      message: "None of the listing's photos could be downloaded. Please try again in a few minutes.",
    });
    const kept = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/recommendations`, headers });
    expect(kept.json()).toEqual(first.json());
  });
});
