import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Listing, ListingHistoryResponse } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { fromRoot } from '../../../server/paths';
import { report } from '../../support/report';
import { startSampleSite, type SampleSite } from '../../support/server/sample-site';
import { buildTestApp, type TestApp } from '../../support/server/test-app';
import { pdfText } from '../../support/server/pdf-text';

// Score history and the report end to end: a real analysis of the strong sample page on a local site, its photo
// run and re-score, an edit of the page, a re-analysis, and what the history, the change list and the PDF say.

const PAGE = '/listings/alfama-loft.html';
const OLD_SENTENCE = 'Luggage can be left in our storage room on the ground floor before check-in or after checkout.';
const ADDED = 'Towels, a hair dryer and an iron are in the hall cupboard; the washing machine is yours to use, with detergent.';

let site: SampleSite;
let t: TestApp;
beforeAll(async () => {
  site = await startSampleSite();
  t = await buildTestApp({
    env: { WORKERS: 'true' },
    deps: { fetcher: site.fetcher, scoreListing: score, workerOptions: { pollingIntervalSeconds: 0.5 } },
  });
}, 90_000);
afterAll(async () => {
  await t.close();
  await site.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function user() {
  const id = randomUUID();
  return { id, token: await t.tokenFor({ id }) };
}

async function historyOf(token: string, id: string): Promise<ListingHistoryResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listing/${id}/history`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Waits until the analysis and the photo run after it are done: `count` snapshots, the last with its photo score. */
async function analysed(token: string, id: string, count: number): Promise<{ listing: Listing; history: ListingHistoryResponse }> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const listing = (await t.app.inject({ method: 'GET', url: `/api/listing/${id}`, headers: auth(token) })).json().listing as Listing;
    const history = await historyOf(token, id);
    if (!listing.isAnalyzing && history.history.length === count && history.history.at(-1)!.photoScore !== null) {
      // The photo job re-scores the listing and its snapshot in one transaction: they agree.
      if (listing.seoScore === history.history.at(-1)!.seoScore) return { listing, history };
    }
    if (listing.analysisError) throw new Error(listing.analysisError);
    if (Date.now() > deadline) throw new Error(`listing ${id}: ${history.history.length} of ${count} analyses after 45 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function analyse(token: string, userId: string, url: string): Promise<Listing> {
  const res = await t.app.inject({ method: 'POST', url: '/api/listings/analyze', headers: auth(token), payload: { url, userId } });
  expect(res.statusCode).toBe(200);
  return res.json().listing;
}

describe('score history', () => {
  const owner = { id: '', token: '' };
  let listingId = '';

  beforeAll(async () => {
    Object.assign(owner, await user());
  });
  afterEach(() => site.pages.clear());

  it('keeps each analysis: after the host edits the page and re-analyses, two entries, the second with the new score, and the change names the section', async () => {
    listingId = (await analyse(owner.token, owner.id, site.url(PAGE))).id;
    const first = await analysed(owner.token, listingId, 1);
    expect(first.history.changes).toBeNull();
    expect(first.history.history[0]).toMatchObject({
      title: 'Sunlit Alfama Loft · Rooftop Terrace & River View',
      seoScore: first.listing.seoScore,
      rubricVersion: first.listing.recommendations!.rubricVersion,
    });
    expect(first.history.history[0]!.sectionScores.guestAccess).toBeLessThan(100);

    const original = readFileSync(fromRoot('samples', 'listings', 'alfama-loft.html'), 'utf8');
    site.pages.set(PAGE, original.split(OLD_SENTENCE).join(`${OLD_SENTENCE} ${ADDED}`));
    const again = await t.app.inject({ method: 'POST', url: `/api/listings/${listingId}/reanalyze`, headers: auth(owner.token) });
    expect(again.statusCode).toBe(200);
    const second = await analysed(owner.token, listingId, 2);

    const [before, after] = second.history.history;
    expect(Date.parse(before!.analyzedAt)).toBeLessThan(Date.parse(after!.analyzedAt));
    expect(before!.seoScore).toBe(first.listing.seoScore);
    expect(after!.seoScore).toBe(second.listing.seoScore);
    expect(after!.seoScore).not.toBe(before!.seoScore);
    expect(after!.sectionScores.guestAccess).toBe(100);

    const changes = second.history.changes!;
    expect(changes.since).toBe(before!.analyzedAt);
    expect(changes.sameRubric).toBe(true);
    expect(changes.sections.map((s) => s.section)).toEqual(['Guest access']);
    const added = changes.sections[0]!.parts.filter((p) => p.change === 'added')
      .map((p) => p.text)
      .join('');
    expect(added).toContain('hair dryer');
    expect(changes.fixed.map((p) => p.id)).toContain('description.guestAccess.length');
    expect(changes.new).toEqual([]);
    expect(changes.categories.find((c) => c.category === 'description')).toMatchObject({
      before: before!.categoryScores.description,
      after: after!.categoryScores.description,
    });
  }, 120_000);

  it("answers 404 for another user's listing, and for its report", async () => {
    const stranger = await user();
    for (const [method, url] of [
      ['GET', `/api/listing/${listingId}/history`],
      ['GET', `/api/listing/${listingId}/report`],
      ['POST', `/api/listing/${listingId}/report`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth(stranger.token), ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'listing_not_found', message: 'Listing not found' });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/listing/${listingId}/history` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes a PDF report with real text: title, score, every section, the approved texts and the rubric, and no ids', async () => {
    const listing = (await t.app.inject({ method: 'GET', url: `/api/listing/${listingId}`, headers: auth(owner.token) })).json()
      .listing as Listing;
    const approvedText = 'The loft takes the whole top floor, with a private rooftop terrace over the Tagus.';
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listing/${listingId}/report`,
      headers: { ...auth(owner.token), 'accept-language': 'pt-PT,pt;q=0.9' },
      payload: { approvedTexts: { theSpace: { text: approvedText, section: 'The space' } } },
    });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''Sunlit%20Alfama%20Loft%20%C2%B7%20Rooftop%20Terrace%20%26%20River%20View%20-%20Listing%20report.pdf`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = await pdfText(pdf);
    expect(text).toContain('Sunlit Alfama Loft · Rooftop Terrace & River View');
    expect(text).toContain(`${listing.seoScore}/100`);
    for (const section of [
      'Title',
      'Description',
      'Listing Description',
      'The space',
      'Guest access',
      'Other things to note',
      'Photos',
      'Amenities',
      'House Rules',
      'Guest Safety',
      'Location',
      'Pricing',
    ]) {
      expect(text).toContain(section);
    }
    expect(text).toContain('Score over time');
    expect(text).toContain('What changed since');
    expect(text).toContain(approvedText);
    expect(text).toContain(`rubric version ${listing.recommendations!.rubricVersion}`);
    for (const id of [listingId, owner.id]) expect(text).not.toContain(id);
    expect(text).not.toMatch(/spec(ification)? section|section \d/i);

    if (process.env.REPORT_PDF_DIR) {
      mkdirSync(process.env.REPORT_PDF_DIR, { recursive: true });
      writeFileSync(path.join(process.env.REPORT_PDF_DIR, 'alfama-loft.pdf'), pdf);
    }
    report(`Report for the strong sample (alfama-loft): ${(pdf.length / 1024).toFixed(0)} KB, made in ${elapsed.toFixed(0)} ms`);
  }, 30_000);

  it('prints on Letter for a reader in the United States, or when asked, and on A4 when asked', async () => {
    const pdfOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...auth(owner.token), ...headers } });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.toString('latin1');
    };
    expect(await pdfOf(`/api/listing/${listingId}/report`, { 'accept-language': 'en-US,en;q=0.9' })).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(await pdfOf(`/api/listing/${listingId}/report?paper=letter`)).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(await pdfOf(`/api/listing/${listingId}/report?paper=a4`, { 'accept-language': 'en-US' })).toMatch(
      /\/MediaBox \[0 0 595\.28 841\.89\]/,
    );
    const bad = await t.app.inject({ method: 'GET', url: `/api/listing/${listingId}/report?paper=tabloid`, headers: auth(owner.token) });
    expect(bad.statusCode).toBe(400);
  }, 30_000);

  it('makes at most two reports of one account at once: a third answers 429 with Retry-After, another account is not held up', async () => {
    const url = `/api/listing/${listingId}/report`;
    const asked = [1, 2, 3].map(() => t.app.inject({ method: 'GET', url, headers: auth(owner.token) }));
    const stranger = await user();
    const other = t.app.inject({ method: 'GET', url, headers: auth(stranger.token) });
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).toMatch(/^You are already making 2 reports/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's request is judged on its own (its listing is not theirs: 404, not 429).
    expect((await other).statusCode).toBe(404);
    // Once they are made, the account may make another.
    expect((await t.app.inject({ method: 'GET', url, headers: auth(owner.token) })).statusCode).toBe(200);
  }, 60_000);

  it("refuses a delete that asks to keep the history (re-analysis keeps the listing instead), and 'Delete Listing' deletes it", async () => {
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/listing/${listingId}?keepHistory=true`, headers: auth(owner.token) });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toMatch(/reload the page/);
    const again = await t.app.inject({ method: 'POST', url: `/api/listings/${listingId}/reanalyze`, headers: auth(owner.token) });
    expect(again.json().listing.id).toBe(listingId);
    const third = await analysed(owner.token, listingId, 3);
    expect(third.history.history.map((h) => h.sectionScores.guestAccess)).toEqual([
      expect.any(Number),
      100,
      third.history.history[0]!.sectionScores.guestAccess,
    ]);
    const fresh = { id: listingId };

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/listing/${fresh.id}`, headers: auth(owner.token) });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await t.database.executeSql('select count(*)::int as n from listing_history where user_id = $1', [owner.id]);
    expect(rows[0].n).toBe(0);
  }, 120_000);
});
