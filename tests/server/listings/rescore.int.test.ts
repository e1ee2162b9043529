import { randomUUID } from 'node:crypto';
import { score } from '../../../server/analysis/score';
import { summarise } from '../../../server/listings/listing-summary';
import { listingsRepository, type ListingsRepository } from '../../../server/listings/listings.repository';
import { listingOf, samplePage } from '../../support/server/sample-pages';
import { createTestDatabase, type TestDatabase } from '../../support/server/test-database';

// The photo run re-scores the content it measured: its score lands only while that content is the listing's,
// never over a newer analysis (running, or saved since).

let database: TestDatabase;
let repo: ListingsRepository;
const host = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  repo = listingsRepository(database);
});
afterAll(() => database.drop());

const alfama = listingOf(samplePage('alfama-loft'));
const cabin = listingOf(samplePage('lakeside-cabin'));

async function analysed(jobId: string): Promise<string> {
  const url = `http://127.0.0.1:8822/samples/listings/${randomUUID()}.html`;
  const row = await repo.startAnalysis({ userId: host, url, fetchUrl: url, platform: 'other', title: 'Sample listing', jobId });
  await repo.saveResult(row.id, jobId, { content: alfama, ...score(alfama), summary: summarise(alfama, row.title) });
  return row.id;
}

const seoScore = async (id: string) => (await repo.findForUser(host, id))!.seo_score;

it('saves the score of the content the photos were measured on', async () => {
  const first = randomUUID();
  const id = await analysed(first);
  const rescored = score(cabin);
  expect(await repo.saveRescore(id, rescored, first)).toBe(true);
  expect(await seoScore(id)).toBe(rescored.seoScore);
});

it('leaves the listing alone while a newer analysis runs, and once it has saved other content', async () => {
  const first = randomUUID();
  const id = await analysed(first);
  const before = await seoScore(id);
  const second = randomUUID();
  await repo.restartAnalysis(id, second, { resetAttempts: true });
  expect(await repo.saveRescore(id, score(cabin), first)).toBe(false);

  await repo.saveResult(id, second, { content: alfama, ...score(alfama), summary: summarise(alfama, 'Sample listing') });
  expect(await repo.saveRescore(id, score(cabin), first)).toBe(false);
  expect(await seoScore(id)).toBe(before);
  expect(await repo.saveRescore(id, score(cabin), second)).toBe(true);
});
