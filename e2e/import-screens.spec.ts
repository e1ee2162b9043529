import path from 'node:path';
import { expect as baseExpect, test, type Route } from '@playwright/test';
import { LOOKS, snap } from './support/looks';
import { analysingListing, content, failedListing, listing } from '../tests/support/browser/listing-fixtures';
import { mockProductApi, mockProfile, type MockState } from './support/mock-product-api';

// The machine these run on is shared with other work: give a busy moment time.
const expect = baseExpect.configure({ timeout: 30_000 });

// Screenshots of 'Import the page instead' and of a listing that could not be read (issue 16) in light and dark
// at 375 px and 1280 px: the import control (open, refusing a file, uploading), the failed card, the failed
// detail screen, a partial page's note and the chat picker. The product API is answered inside the page
// (support/mock-product-api.ts); e2e/import-page.spec.ts drives the real server. SHOTS_DIR keeps a copy.

const slow = { timeout: 30_000 };
const SAMPLE = path.join('samples', 'listings', 'alfama-loft-saved-page.html');

function freshState(): MockState {
  return {
    profile: mockProfile(),
    listings: [
      failedListing(),
      listing(),
      listing({
        id: 'l-partial',
        title: 'Lakeside cabin with a wood stove',
        seoScore: 58,
        scrapedData: content({
          extraction: { format: 'airbnb-rendered', partial: true, notOnPage: ['title', 'description', 'houseRules'] },
        }),
      }),
    ],
    analyses: {},
    recommendations: {},
    listingSequence: {},
    analyzeAnswer: null,
    failList: false,
  };
}

// Every test answers its own API inside its own page, so the looks and states run side by side.
test.describe.configure({ mode: 'parallel' });

for (const { theme, ...size } of LOOKS) {
  test.describe(`${theme} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const tag = (screen: string) => `${screen}-${theme}-${size.width}`;

    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    test('the import control: open, refusing a file, uploading, then the progress screen', async ({ page }, testInfo) => {
      const state = freshState();
      await mockProductApi(page, state);
      const started = analysingListing({ id: 'l-imp', url: 'https://www.airbnb.com/rooms/900000000000000107' });
      // The imported listing, analysing, as the progress screen polls it.
      state.listingSequence['l-imp'] = [started];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/listings/import', async (route: Route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ listing: started }) });
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Paste your listing URL' })).toBeVisible(slow);
      await page.getByRole('button', { name: 'Import the page instead' }).click();
      await expect(page.getByText('1. Upload the saved page')).toBeVisible(slow);
      await snap(page, testInfo, tag('import-open'));

      await page
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'listing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(page.getByRole('alert').and(page.locator(':not([data-testid="live-assertive"])'))).toContainText(
        '"listing.pdf" is not a saved web page.',
      );
      await snap(page, testInfo, tag('import-refused'));

      await page.getByTestId('import-file-input').setInputFiles(SAMPLE);
      // Behind page.route the browser may report no upload progress: the status shows either way.
      await expect(page.getByRole('status').filter({ hasText: /Uploading "alfama-loft-saved-page.html"|Page received/ })).toBeVisible(slow);
      await snap(page, testInfo, tag('import-uploading'));
      release();
      await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible(slow);
      await expect(page.getByText('Page Imported')).toBeVisible(slow);
    });

    test('a listing that could not be read: its card, its detail screen and the chat picker', async ({ page }, testInfo) => {
      const state = freshState();
      await mockProductApi(page, state);
      await page.route(/\/api\/chat(\?.*)?$/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ messages: [] }) }),
      );
      await page.goto('/');
      const card = page.getByRole('article', { name: 'https://www.airbnb.com/rooms/900000000000000106' });
      await expect(card.getByText('Could not be analyzed')).toBeVisible(slow);
      await snap(page, testInfo, tag('dashboard-failed-card'));

      await card.getByRole('button', { name: 'Optimize Listing' }).click();
      await expect(page.getByText('We could not read this listing')).toBeVisible(slow);
      await snap(page, testInfo, tag('detail-failed'));

      await page.getByRole('button', { name: 'Import the page instead' }).click();
      await expect(page.getByText('Importing the page for https://www.airbnb.com/rooms/900000000000000106')).toBeVisible(slow);
      await expect(page.getByLabel('Listing URL')).toHaveValue('https://www.airbnb.com/rooms/900000000000000106');
      await snap(page, testInfo, tag('import-for-failed'));

      await page.getByRole('button', { name: 'Back' }).click();
      await page
        .getByRole('article', { name: 'Lakeside cabin with a wood stove' })
        .getByRole('button', { name: 'Optimize Listing' })
        .click();
      const partial = page.getByRole('region', { name: 'Part of your listing was not on the page we read' });
      await expect(partial).toBeVisible(slow);
      await partial.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await snap(page, testInfo, tag('detail-partial'), { fullPage: false });

      await page.getByRole('button', { name: 'Chat with the Listing Optimization AI' }).click();
      await page.getByRole('button', { name: 'Change listing' }).click();
      await expect(page.getByRole('heading', { name: 'Select a Listing to Chat About' })).toBeVisible(slow);
      await expect(page.getByText('Not analyzed')).toBeVisible(slow);
      await expect(page.getByText('Recalculating...')).toHaveCount(0);
      await snap(page, testInfo, tag('chat-picker-failed'));
    });
  });
}
