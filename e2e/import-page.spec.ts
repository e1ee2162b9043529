import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { DASHBOARD_GREETING, sampleListingUrl, signUpAndSignIn } from './support/account';

// The machine these run on is shared with other work: give a busy moment time.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 16 against the real server (embedded mode): a host imports a saved page through the URL input and
// reaches its analysis; a listing that could not be read (the blocked sample) shows as failed on the card, the
// detail screen and the chat picker, and importing the page from its card analyses it after all.

const SAVED_PAGE = path.join('samples', 'listings', 'alfama-loft-saved-page.html');

/**
 * The saved sample as a host's browser saves a real page: photos at absolute addresses (here the e2e server's
 * sample photos; a page saved from Airbnb points at its image servers). With the sample's site-relative paths
 * the photos would resolve against airbnb.com, which this offline machine cannot reach.
 */
function savedPage(baseURL: string): string {
  return readFileSync(SAVED_PAGE, 'utf8').replace(/(src|srcset)="\/samples\/photos\//g, `$1="${baseURL}/samples/photos/`);
}
const savedPageFile = (baseURL: string) => ({
  name: 'alfama-loft-saved-page.html',
  mimeType: 'text/html',
  buffer: Buffer.from(savedPage(baseURL)),
});

test.describe.configure({ mode: 'serial' });

test('a host imports a saved page from the URL input and reads its analysis', async ({ page, baseURL }) => {
  test.setTimeout(4 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpAndSignIn(page);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Import the page instead' }).click();
  await page.getByTestId('import-file-input').setInputFiles(savedPageFile(baseURL!));

  await expect(page.getByText('Page Imported')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });

  const card = page.getByRole('article', { name: /Sunlit Alfama Loft/ });
  await expect(card.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  await card.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sunlit Alfama Loft/ })).toBeVisible();
  await expect(page.getByTestId('summary-score')).toHaveText(/^\d{1,3}\/100$/);
  await expect(page.getByRole('region', { name: 'Title', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pasted page source is imported the same way', async ({ page, baseURL }) => {
  test.setTimeout(4 * 60_000);
  await signUpAndSignIn(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Import the page instead' }).click();
  await page.getByLabel('Page source').fill('https://www.airbnb.com/rooms/42');
  await page.getByRole('button', { name: 'Import the pasted page' }).click();
  await expect(page.getByRole('alert').and(page.locator(':not([data-testid="live-assertive"])'))).toContainText(
    "That is the listing's address, not its page source.",
  );
  await page.getByLabel('Page source').fill(savedPage(baseURL!));
  await page.getByRole('button', { name: 'Import the pasted page' }).click();
  await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('article', { name: /Sunlit Alfama Loft/ }).getByText(/^\d{1,3}\/100$/)).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a blocked listing shows as failed everywhere, and importing its page analyses it (${viewport.width} px)`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(4 * 60_000);
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page);
    const blocked = await sampleListingUrl(request, baseURL!, 'blocked-page');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Listing URL').fill(blocked);
    await page.getByRole('button', { name: 'Analyze' }).click();
    const started = Date.now();
    await expect(page.getByText('We could not analyze this listing')).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - started, 'a blocked page fails fast').toBeLessThan(20_000);
    await expect(page.getByRole('main').getByText(/bot check instead of your listing/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();

    // The card: the address as its title, the reason, Try again and Import the page instead.
    const card = page.getByRole('article', { name: blocked });
    await expect(card.getByText('Could not be analyzed')).toBeVisible();
    await expect(card.getByText(/bot check instead of your listing/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(card.getByText('Optimization Score')).toHaveCount(0);

    // The detail screen: the reason and the two ways, no empty sections.
    await card.getByRole('button', { name: 'Optimize Listing' }).click();
    await expect(page.getByText('We could not read this listing')).toBeVisible();
    await expect(page.getByText('Missing', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('summary-score')).toHaveCount(0);

    // Chat: 'Not analyzed', never 'Recalculating...'.
    if (viewport.width < 900) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('menuitem', { name: 'Chat' }).click();
    } else {
      await page.getByRole('button', { name: 'Chat', exact: true }).click();
    }
    // With one listing, chat opens on it: its header card says 'Not analyzed' (the picker is tested in Jest).
    await expect(page.getByRole('region', { name: blocked }).getByText('Not analyzed')).toBeVisible();
    await expect(page.getByText('Recalculating...')).toHaveCount(0);

    // Back on the dashboard, 'Import the page instead' on the card opens the import for this listing.
    if (viewport.width < 900) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    } else {
      await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    }
    await page.getByRole('article', { name: blocked }).getByRole('button', { name: 'Import the page instead' }).click();

    // Importing the page from the failed listing analyses it under the same listing.
    await expect(page.getByLabel('Listing URL')).toHaveValue(blocked);
    await page.getByTestId('import-file-input').setInputFiles(savedPageFile(baseURL!));
    await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: /Sunlit Alfama Loft/ }).getByText(/^\d{1,3}\/100$/)).toBeVisible();
  });
}
