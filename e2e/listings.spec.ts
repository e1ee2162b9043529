import { expect, test } from '@playwright/test';
import { DASHBOARD_GREETING, sampleListingUrl, signUpAndSignIn } from './support/account';

// The host's main flow against the real server (embedded mode): sign in, paste a sample URL, watch the
// progress, see the card with its score, open the detail and its section cards, analyse the photos,
// re-analyse, delete. Needs the identity, ingestion, scoring and photos work merged.

test.describe.configure({ mode: 'serial' });

test('a host analyses a sample listing, reads the detail, analyses photos, re-analyses and deletes it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await signUpAndSignIn(page);
  await expect(page.getByText('No listings yet. Add your first listing to get started!')).toBeVisible();

  // Paste a sample URL.
  const url = await sampleListingUrl(request, baseURL!);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paste your listing URL' })).toBeVisible();
  await page.getByLabel('Listing URL').fill(url);
  await page.getByRole('button', { name: 'Analyze' }).click();

  // Watch the progress until it returns to the dashboard.
  await expect(page.getByText('Analysis Started')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });

  // The card with its score.
  const card = page.getByRole('article').first();
  await expect(card.getByText('Optimization Score')).toBeVisible();
  await expect(card.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  const title = (await card.getByRole('heading').textContent())!.trim();

  // The detail and its section cards.
  await card.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('summary-score')).toHaveText(/^\d{1,3}\/100$/);
  for (const name of [
    'Title',
    'Description',
    'Listing Description',
    'The space (Your Property)',
    'Guest access',
    'Other things to note',
    'Photos',
    'Amenities',
    'House Rules',
    'Guest Safety',
    'Location',
    'Pricing',
  ]) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Title', exact: true }).getByText(/^Grade [ABCD] · /)).toBeVisible();
  // The Title card counts its checks; the top fixes come first; how the score adds up opens on request.
  await expect(page.getByRole('region', { name: 'Title', exact: true }).getByTestId('explanation-line')).toContainText(
    /\d+ of \d+ checks passed in full/,
  );
  await expect(page.getByRole('region', { name: 'Fix these first' }).getByTestId('top-fix').first()).toContainText(/\+[\d.<]+ overall/);
  await expect(page.getByRole('table', { name: 'How the Optimization Score adds up' })).toBeHidden();
  await page.getByTestId('score-breakdown').getByRole('button', { name: 'How this score adds up' }).click();
  await expect(page.getByRole('table', { name: 'How the Optimization Score adds up' })).toBeVisible();

  // Photo analysis.
  const photos = page.getByRole('region', { name: 'Photos', exact: true });
  const analyze = photos.getByRole('button', { name: /Analyze Photos with AI|Re-analyze Photos/ });
  await expect(analyze).toBeEnabled({ timeout: 60_000 });
  await analyze.click();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 6 * 60_000 });
  await expect(photos.getByRole('button', { name: 'Re-analyze Photos' })).toBeVisible();
  await expect(page.getByTestId('key-photos').getByRole('button').first()).toBeVisible();
  await page.getByTestId('key-photos').getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: /Photo 1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close photo details' }).click();
  await expect(page.getByRole('dialog', { name: /Photo 1/ })).toBeHidden();

  // Re-analyse from the detail screen.
  await page.getByRole('button', { name: 'Re-Analyze Your Airbnb Listing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('Re-analysis Started')).toBeVisible();
  await expect(page.getByTestId('summary-score')).toHaveText(/^\d{1,3}\/100$/, { timeout: 180_000 });

  // Delete from the dashboard.
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  const again = page.getByRole('article', { name: title });
  await again.getByRole('button', { name: 'Delete Listing' }).click();
  await expect(
    page.getByText(
      `Are you sure you want to delete "${title}"? This action cannot be undone. Its history, chat and what you told the assistant are deleted too.`,
    ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Listing deleted successfully')).toBeVisible();
  await expect(page.getByText('No listings yet. Add your first listing to get started!')).toBeVisible();

  expect(errors).toEqual([]);
});

test('a re-analysis from the dashboard keeps the one listing and gives it a fresh score', async ({ page, request, baseURL }) => {
  test.setTimeout(6 * 60_000);
  await signUpAndSignIn(page);
  const url = await sampleListingUrl(request, baseURL!);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Listing URL').fill(url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });

  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Re-analyze' }).click();
  await expect(
    page.getByText(`Re-analyze "${title}"? This will fetch fresh data from the listing and may take 30-45 seconds.`),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('Re-analysis Started')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^\d{1,3}\/100$/),
  ).toBeVisible({ timeout: 180_000 });
});
