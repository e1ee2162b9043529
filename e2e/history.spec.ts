import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ListingHistoryResponse } from '../contract/wire';
import { renderAirbnbPage } from '../server/samples/render-airbnb-page';
import { SAMPLE_LISTINGS } from '../server/samples/sample-listings';
import { historyEntry, listingChanges } from '../tests/support/browser/history-fixtures';
import { listing } from '../tests/support/browser/listing-fixtures';
import { DASHBOARD_GREETING, signUpAndSignIn } from './support/account';
import { startListingSite, type ListingSite } from './support/listing-site';
import { settle } from './support/looks';
import { mockProductApi, type MockState } from './support/mock-product-api';

// Progress over time (issue 19). First against the real server: a listing page on an allowed host (the site
// port) is analysed, then its host rewrites 'Guest access', and a re-analysis from the detail screen shows what
// changed; the report downloads as a PDF. Then, with the product API answered in the page, a history over
// several days draws the chart. The Progress card is screenshotted at 375 and 1280 px, light and dark.

// The machine these run on is shared: a screen may take longer than the default 10 s to settle.
const expect = baseExpect.configure({ timeout: 60_000 });

const LISTING_PATH = '/rooms/history-loft';

const alfama = SAMPLE_LISTINGS.find((s) => s.slug === 'alfama-loft')!;
const before = renderAirbnbPage({ ...alfama, description: { ...alfama.description, access: 'Guests can use the loft.' } }, '');
const after = renderAirbnbPage(alfama, '');
let served = before;

let site: ListingSite;

test.beforeAll(async ({ baseURL }) => {
  site = await startListingSite('history', baseURL!, { [LISTING_PATH]: () => served });
});

test.afterAll(async () => {
  await site.close();
});

const sizes = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** The Progress card at both widths, in the current theme and then the other one (the header's toggle). */
async function snapCard(page: Page, card: Locator, testInfo: TestInfo, name: string) {
  for (const round of [0, 1]) {
    const mode = await page.evaluate(() => window.localStorage.getItem('theme') ?? 'light');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settle(page);
      const path = testInfo.outputPath(`${name}-${mode}-${size.width}.png`);
      // A clip of the full page: the sticky header and chat button stay at the top and bottom, off the card.
      const box = (await card.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.screenshot({ path, fullPage: true, clip: { x: 0, y: box.y + scrollY - 8, width: size.width, height: box.height + 16 } });
      await testInfo.attach(`${name}-${mode}-${size.width}`, { path, contentType: 'image/png' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${size.width} px is wider than the viewport`).toBeLessThanOrEqual(0);
    }
    if (round === 0) await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
  }
}

test('a host re-analyses after changing the page, sees what changed, and downloads the report', async ({ page }, testInfo) => {
  test.setTimeout(10 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  served = before;

  await signUpAndSignIn(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Listing URL').fill(site.url(LISTING_PATH));
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });
  await page.getByRole('article').first().getByRole('button', { name: 'Optimize Listing' }).click();

  const progress = page.getByRole('region', { name: 'Progress over time' });
  await expect(progress.getByText(/^History starts now: this is the first analysis of this listing\./)).toBeVisible();
  await expect(progress.getByTestId('what-changed')).toHaveCount(0);

  // The host rewrites 'Guest access' and re-analyses from the detail screen.
  served = after;
  await page.getByRole('button', { name: 'Re-Analyze Your Airbnb Listing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('Re-analysis Started')).toBeVisible();
  await expect(page.getByTestId('summary-score')).toHaveText(/^\d{1,3}\/100$/, { timeout: 180_000 });

  const changed = progress.getByTestId('what-changed');
  await expect(changed.getByRole('heading', { name: /^What changed since / })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByText(/^All 2 analyses so far are from today\./)).toBeVisible();
  const sections = changed.getByTestId('section-changes');
  await expect(sections.getByText('Guest access', { exact: true })).toBeVisible();
  // The words the host removed are struck out and the new ones marked.
  await expect(sections.locator('del').first()).toBeVisible();
  await expect(sections.locator('ins').first()).toBeVisible();
  expect((await sections.textContent()) ?? '').toContain('rooftop terrace are yours');
  await expect(changed.getByTestId('category-changes').getByRole('listitem').first()).toHaveText(
    /^Optimization Score\d{1,3} → \d{1,3}[+-]?\d*$/,
  );

  // The report: a PDF named for the listing.
  const downloading = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Sunlit Alfama Loft.* - Listing report\.pdf$/);
  const file = testInfo.outputPath('report.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(progress.getByRole('button', { name: 'Download report' })).toBeEnabled();

  await snapCard(page, progress, testInfo, 'progress-same-day');
  expect(errors).toEqual([]);
});

function severalDays(): ListingHistoryResponse {
  const scores = (title: number, description: number, photos: number, amenities: number, localOptimization: number) => ({
    categoryScores: { title, description, photos, amenities, localOptimization, pricing: 0 },
  });
  return {
    history: [
      historyEntry({ analyzedAt: '2025-12-20T18:00:00.000Z', seoScore: 55, rubricVersion: 'test-0', ...scores(60, 40, 70, 72, 50) }),
      historyEntry({ analyzedAt: '2025-12-27T18:00:00.000Z', seoScore: 58, rubricVersion: 'test-0', ...scores(64, 44, 70, 74, 50) }),
      historyEntry({ analyzedAt: '2026-01-03T09:00:00.000Z', seoScore: 64 }),
      historyEntry({ analyzedAt: '2026-01-10T10:01:00.000Z', seoScore: 78, ...scores(70, 81, 75, 80, 60) }),
    ],
    changes: listingChanges(),
  };
}

test('the chart draws the scores of several days and marks where the scoring rules changed', async ({ page }, testInfo) => {
  test.setTimeout(4 * 60_000);
  const scored = listing();
  const state: MockState = {
    profile: {
      id: 'u-1',
      email: 'alex.morgan@example.com',
      fullName: 'Alex Morgan',
      phoneNumber: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      avatarUrl: null,
    },
    listings: [scored],
    analyses: {},
    recommendations: {},
    listingSequence: {},
    analyzeAnswer: null,
    failList: false,
    history: { [scored.id]: severalDays() },
  };
  await mockProductApi(page, state);
  await page.goto('/');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  const progress = page.getByRole('region', { name: 'Progress over time' });
  const chart = progress.getByTestId('score-history-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  // Seven lines (the Optimization Score and six categories), broken where the rules changed.
  await expect(chart.getByText('New rules', { exact: true })).toBeVisible();
  await expect(chart.getByText(/^The dashed line marks new scoring rules \(test-1\)\./)).toBeVisible();
  // Pricing was never scored in this history: no line and no legend entry for it.
  await expect(chart.getByText('Optimization Score')).toBeVisible();
  await expect(chart.getByText('Pricing', { exact: true })).toHaveCount(0);
  await expect(progress.getByTestId('section-changes').getByText('Guest access', { exact: true })).toBeVisible();
  await snapCard(page, progress, testInfo, 'progress-chart');
});
