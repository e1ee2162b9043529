import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { listing } from '../tests/support/browser/listing-fixtures';
import { marketInsight } from '../tests/support/browser/market-fixtures';
import { syntheticMarketCsv } from '../tests/support/server/synthetic-market';
import { DASHBOARD_GREETING, sampleListingUrl, signUpAndSignIn } from './support/account';
import { axeViolations } from './support/axe';
import { AXE_TAGS, settle } from './support/looks';
import { mockProductApi, mockProfile, type MockState } from './support/mock-product-api';

// "Your market" (issue 37). First against the real server: an operator loads the Munich market with
// `npm run market -- import` (the server holds the data folder, so the command streams the file to it), a host
// analyses a listing in Munich (the schwabing-flat sample) and sees where it stands. Then, with the product
// API answered in the page, the card's other states: no market, loading, failure with Try Again. The card is
// screenshotted and audited with axe at 375 and 1280 px, light and dark.

const expect = baseExpect.configure({ timeout: 60_000 });
const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 8791);

const MUNICH = path.resolve('..', 'shared', 'data', 'inside-airbnb', 'munich_2025-09-27_listings.csv.gz');

/** The real Munich file when shared/ is beside the repository; else a synthetic Munich market, and it says so. */
function marketFile(): { file: string; real: boolean } {
  if (existsSync(MUNICH)) return { file: MUNICH, real: true };
  console.log(`market.spec: ${MUNICH} is not there; importing a synthetic Munich market instead of the real one.`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-market-'));
  const file = path.join(dir, 'munich_2025-09-27_listings.csv.gz');
  writeFileSync(file, gzipSync(syntheticMarketCsv()));
  return { file, real: false };
}

async function market(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'market', '--', ...args], {
    env: { ...process.env, PORT: String(port), DATA_DIR: `.tmp/e2e-data-${port}`, LOG_LEVEL: 'warn' },
    timeout: 5 * 60_000,
  });
  return stdout;
}

const sizes = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * The card at both widths, in the current theme and then the other one, each look audited with axe. The picture
 * is taken with the window as tall as the page, so the sticky header and chat button sit at its ends, off the card.
 */
async function snapCard(page: Page, card: Locator, testInfo: TestInfo, name: string) {
  for (const round of [0, 1]) {
    const mode = await page.evaluate(() => window.localStorage.getItem('theme') ?? 'light');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${size.width} px is wider than the viewport`).toBeLessThanOrEqual(0);
      const violations = (await axeViolations(page, AXE_TAGS, '#market')).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations, `${name}, ${mode}, ${size.width} px`).toEqual([]);
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.setViewportSize({ width: size.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      await settle(page);
      const shot = testInfo.outputPath(`${name}-${mode}-${size.width}.png`);
      const box = (await card.boundingBox())!;
      await page.screenshot({ path: shot, clip: { x: 0, y: box.y - 8, width: size.width, height: box.height + 16 } });
      await testInfo.attach(`${name}-${mode}-${size.width}`, { path: shot, contentType: 'image/png' });
    }
    await page.setViewportSize(sizes[1]);
    if (round === 0) await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
  }
}

test('an operator loads the Munich market, and a host sees where a Munich listing stands and asks the coach about a gap', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(12 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const { file, real } = marketFile();

  const imported = await market('import', file);
  expect(imported).toMatch(
    real
      ? /^Loaded Munich \(scraped 27 Sep 2025\): 5,620 listings in [\d.]+ s\.$/m
      : /^Loaded Munich \(scraped 27 Sep 2025\): 45 listings/m,
  );
  // Progress, one line per tenth of the file when not on a terminal.
  expect(imported).toMatch(/^Importing munich_2025-09-27_listings\.csv\.gz: [\d,]+ listings read \(\d+ %\)$/m);
  expect(await market('list')).toMatch(
    real ? /Munich {3}scraped 27 Sep 2025 {3}5,620 listings {3}Munich, Germany {3}EUR/ : /Munich {3}scraped 27 Sep 2025 {3}45 listings/,
  );

  await signUpAndSignIn(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Listing URL').fill(await sampleListingUrl(page.request, baseURL!, 'schwabing-flat'));
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });
  await page.getByRole('article').first().getByRole('button', { name: 'Optimize Listing' }).click();

  const card = page.getByRole('region', { name: 'Your market' });
  const comparables = real ? '2,262' : '40';
  await expect(card.getByTestId('market-percentile')).toHaveText(
    new RegExp(`^Better than \\d{1,3} % of ${comparables} comparable entire homes for 1-3 guests in Munich$`),
  );
  await expect(
    card.getByText(/^Compared on what the market data holds of every listing .*: yours scores \d{1,3} on those\.$/),
  ).toBeVisible();
  // Four quarters by score, each with its median reviews a month; the listing's is marked.
  const chart = card.getByTestId('market-chart');
  await expect(chart.getByRole('listitem')).toHaveCount(4);
  await expect(chart.getByRole('listitem').filter({ hasText: 'Yours' })).toHaveCount(1);
  for (const item of await chart.getByRole('listitem').all())
    await expect(item).toHaveText(/^Scores? \d{1,3}(-\d{1,3})?(Yours)?[\d.]+ a month$/);
  const gaps = card.getByTestId('market-gap');
  expect(await gaps.count()).toBeGreaterThanOrEqual(1);
  expect(await gaps.count()).toBeLessThanOrEqual(8);
  for (const gap of await gaps.all()) await expect(gap).toHaveText(/^.+: \d{1,3} % of the busiest, \d{1,3} % of allAsk the coach$/);
  await expect(card.getByText(/^Description: the busiest typically write [\d,]+ characters; yours has 225\.$/)).toBeVisible();
  await expect(card.getByTestId('market-price')).toHaveText(
    real
      ? 'Yours is €135 a night; the median of 2,262 comparable listings is €179.50 (29 % of them are cheaper than yours).'
      : 'Yours is €135 a night; the median of 40 comparable listings is €100 (60 % of them are cheaper than yours).',
  );
  await expect(card.getByTestId('market-attribution')).toHaveText(
    'Data: Inside Airbnb (insideairbnb.com), Munich, scraped 27 Sep 2025, CC BY 4.0',
  );
  await expect(card).not.toContainText(/you will get/i);

  await snapCard(page, card, testInfo, 'market-munich');

  // "Ask the coach" opens the chat about that amenity, and the coach answers from the same figures.
  const first = gaps.first();
  const amenity = ((await first.textContent()) ?? '').split(':')[0]!;
  await first.getByRole('button', { name: `Ask the coach about ${amenity}` }).click();
  await expect(
    page.getByText(new RegExp(`^Is it worth adding "${amenity}", which \\d{1,3} % of the busiest comparable listings in Munich list`)),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`^${amenity}: \\d{1,3} % of the busiest quarter of these listings`))).toBeVisible({
    timeout: 60_000,
  });
  expect(errors).toEqual([]);
});

function mockedState(overrides: Partial<MockState> = {}): MockState {
  return {
    profile: mockProfile(),
    listings: [listing()],
    analyses: {},
    recommendations: {},
    listingSequence: {},
    analyzeAnswer: null,
    failList: false,
    ...overrides,
  };
}

async function openDetail(page: Page, state: MockState): Promise<Locator> {
  await mockProductApi(page, state);
  await page.goto('/');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  return page.getByRole('region', { name: 'Your market' });
}

test("the card's other states: no market for the place, loading, a failure with Try Again", async ({ page }, testInfo) => {
  test.setTimeout(6 * 60_000);

  // The fixture listing is in Lisbon, where no market is loaded.
  const none = await openDetail(page, mockedState());
  await expect(none.getByText('No market data for Lisbon yet', { exact: true })).toBeVisible();
  await expect(none.getByText(/insideairbnb\.com \("Get the data", the detailed listings\.csv\.gz\)/)).toBeVisible();
  await snapCard(page, none, testInfo, 'market-none');

  // Loading: the answer is held back until the card has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = mockedState({ market: { 'l-1': marketInsight() } });
  await mockProductApi(page, state);
  await page.route(/\/api\/listing\/[^/]+\/market$/, async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(marketInsight()) });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  const loading = page.getByRole('region', { name: 'Your market' });
  await expect(loading.getByRole('status')).toHaveText('Loading your market...');
  await snapCard(page, loading, testInfo, 'market-loading');
  release();
  await expect(loading.getByTestId('market-percentile')).toHaveText(
    'Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich',
  );
  // The section navigation's Market chip (before History) brings the card's heading into view, clear of the
  // sticky header and navigation, and gives it focus.
  const nav = page.getByRole('navigation', { name: 'Parts of this page' });
  await expect(nav.getByRole('link')).toHaveText(['Summary', 'Photos', 'Text', 'Amenities', 'Rules', 'Market', 'History']);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('link', { name: 'Market' }).click();
    const heading = loading.getByRole('heading', { name: 'Your market' });
    await expect(heading).toBeFocused();
    await settle(page);
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual((await nav.boundingBox())!.y + (await nav.boundingBox())!.height);
    const shot = testInfo.outputPath(`market-nav-${size.width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`market-nav-${size.width}`, { path: shot, contentType: 'image/png' });
  }
  await page.setViewportSize(sizes[1]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A failure, then Try Again.
  let calls = 0;
  await mockProductApi(page, state);
  await page.route(/\/api\/listing\/[^/]+\/market$/, (route) => {
    calls += 1;
    return calls === 1
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'market_updating',
            message: 'The Munich market is being scored by the new scoring rules. Try again in a minute.',
          }),
        })
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(marketInsight()) });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  const failed = page.getByRole('region', { name: 'Your market' });
  await expect(failed.getByRole('alert')).toHaveText(
    /The Munich market is being scored by the new scoring rules\. Try again in a minute\./,
  );
  await snapCard(page, failed, testInfo, 'market-failed');
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(failed.getByTestId('market-percentile')).toHaveText(
    'Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich',
  );
});
