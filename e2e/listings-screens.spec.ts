// (page.evaluate and addInitScript callbacks run in the browser.)
import { expect, test } from '@playwright/test';
import { DASHBOARD_GREETING } from './support/account';
import { DIALOG, LOOKS, snap, TOASTS } from './support/looks';
import {
  analysingListing,
  celebratedListing,
  listing,
  photoAnalysis,
  photoRecommendation,
} from '../tests/support/browser/listing-fixtures';
import { mockProductApi, mockProfile, type MockState } from './support/mock-product-api';

// Screenshots of the dashboard, URL input, analysis progress and listing detail in light and dark at 375 px and
// 1280 px. The product API and the session are answered inside the page (support/mock-product-api.ts), so these
// run without the identity, ingestion, scoring and photo branches; e2e/listings.spec.ts drives the real flow.

function freshState(): MockState {
  const scored = listing();
  return {
    profile: mockProfile(),
    listings: [
      scored,
      listing({
        id: 'l-2',
        title: 'A very long listing title that goes on and on about the charming cottage, its garden and the lake view beyond',
        imageUrl: '/missing-image.jpg',
        rating: null,
        reviewCount: 0,
        seoScore: 54,
      }),
      analysingListing({ id: 'l-3', title: 'Beach house in Ericeira' }),
      listing({
        id: 'l-4',
        title: 'Studio near the castle',
        seoScore: null,
        imageUrl: null,
        analysisError: 'The page could not be read: it asks visitors to sign in.',
      }),
    ],
    analyses: { 'l-1': Array.from({ length: 14 }, (_, i) => photoAnalysis(i)) },
    recommendations: { 'l-1': photoRecommendation() },
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
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    test('dashboard with cards, its menus and a confirmation', async ({ page }, testInfo) => {
      const state = freshState();
      await mockProductApi(page, state);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Sunny loft by the canal with rooftop terrace' })).toBeVisible();
      // This browser asks for less motion: the analysing card's spinner ticks slowly round, its arc steady.
      const spinner = page.getByRole('article', { name: 'Beach house in Ericeira' }).locator('.MuiCircularProgress-root');
      await expect(spinner).toHaveCSS('animation-timing-function', 'steps(8)');
      await expect(spinner.locator('circle')).toHaveCSS('animation-name', 'none');
      await snap(page, testInfo, tag('dashboard'));

      await page.getByRole('button', { name: 'Write a title that sells' }).click();
      await expect(page.getByText('Include the location and the property type')).toBeVisible();

      if (size.width < 900) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeDisabled();
      } else {
        await page.getByRole('button', { name: 'Open account menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      }
      await snap(page, testInfo, tag('dashboard-menu'), { fullPage: false });
      await page.keyboard.press('Escape');

      await page
        .getByRole('article', { name: 'Sunny loft by the canal with rooftop terrace' })
        .getByRole('button', { name: 'Delete Listing' })
        .click();
      await expect(
        page.getByText(
          'Are you sure you want to delete "Sunny loft by the canal with rooftop terrace"? This action cannot be undone. Its history, chat and what you told the assistant are deleted too.',
        ),
      ).toBeVisible();
      await snap(page, testInfo, tag('dashboard-confirm'), { fullPage: false, within: DIALOG });
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Listing deleted successfully')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Sunny loft by the canal with rooftop terrace' })).toBeHidden();
      await snap(page, testInfo, tag('dashboard-deleted'), { fullPage: false, within: TOASTS });
    });

    test('dashboard when the list cannot be loaded, and when it is empty', async ({ page }, testInfo) => {
      const state = freshState();
      state.failList = true;
      await mockProductApi(page, state);
      await page.goto('/');
      await expect(page.getByText('Failed to load listings')).toBeVisible({ timeout: 20_000 });
      await snap(page, testInfo, tag('dashboard-failed'));
      state.failList = false;
      state.listings = [];
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('No listings yet. Add your first listing to get started!')).toBeVisible();
      await snap(page, testInfo, tag('dashboard-empty'));
    });

    test('URL input, analysis progress and its completion', async ({ page }, testInfo) => {
      const state = freshState();
      const started = analysingListing({ id: 'l-new', url: 'https://www.airbnb.com/rooms/999' });
      const done = listing({ id: 'l-new', title: 'Garden flat in Porto', url: 'https://www.airbnb.com/rooms/999', seoScore: 81 });
      state.analyzeAnswer = { status: 200, body: { listing: started } };
      state.listingSequence['l-new'] = [started, started, started, started, done];
      // A free account: what it has left shows before Analyze.
      state.allowance = { purchased: false, freeListings: 1, used: 0, remaining: 1 };
      await mockProductApi(page, state);
      await page.goto('/');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page).toHaveURL(/\/listings\/new$/);
      await expect(page.getByRole('heading', { name: 'Paste your listing URL' })).toBeVisible();
      await expect(page.getByTestId('free-allowance')).toHaveText(/Your free account has 1 analysis left\./);
      await expect(page.getByRole('button', { name: 'Analyze' })).toBeDisabled();
      await page.getByLabel('Listing URL').fill('https://www.airbnb.com/rooms/999');
      await snap(page, testInfo, tag('url-input'));

      await page.getByRole('button', { name: 'Analyze' }).click();
      await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeVisible();
      await expect(page.getByText('Analysis Started')).toBeVisible();
      await snap(page, testInfo, tag('progress'));
      state.listings = [done, ...state.listings];
      await expect(page.getByText('Analysis complete! Taking you to your dashboard...')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('article', { name: 'Garden flat in Porto' }).getByText('81/100')).toBeVisible();
    });

    test('analysis progress when the analysis fails', async ({ page }, testInfo) => {
      const state = freshState();
      const started = analysingListing({ id: 'l-bad' });
      state.analyzeAnswer = { status: 200, body: { listing: started } };
      state.listingSequence['l-bad'] = [
        started,
        { ...started, isAnalyzing: false, analysisError: 'The page could not be read: it asks visitors to sign in.' },
      ];
      await mockProductApi(page, state);
      await page.goto('/');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('Listing URL').fill('https://www.airbnb.com/rooms/1');
      await page.getByRole('button', { name: 'Analyze' }).click();
      // One heading and one toast, saying the same.
      await expect(page.getByRole('heading', { level: 1, name: 'We could not analyze this listing' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toHaveCount(0);
      await expect(page.locator('.notistack-SnackbarContainer').getByText('Analysis Failed')).toBeVisible();
      await expect(page.locator('.notistack-SnackbarContainer').getByText('Analysis Started')).toHaveCount(0);
      await snap(page, testInfo, tag('progress-failed'));
    });

    test('listing detail, a photo and a celebration', async ({ page }, testInfo) => {
      const state = freshState();
      await mockProductApi(page, state);
      await page.goto('/');
      await page
        .getByRole('article', { name: 'Sunny loft by the canal with rooftop terrace' })
        .getByRole('button', { name: 'Optimize Listing' })
        .click();
      await expect(page.getByRole('heading', { name: 'Sunny loft by the canal with rooftop terrace', level: 1 })).toBeVisible();
      await expect(page.getByTestId('key-photos').getByRole('button')).toHaveCount(11);
      await snap(page, testInfo, tag('detail'));

      await page.getByRole('button', { name: 'Open details of photo 3' }).click();
      await expect(page.getByRole('dialog', { name: /Photo 3/ })).toBeVisible();
      await expect(page.getByRole('dialog').getByText('low contrast')).toBeVisible();
      await snap(page, testInfo, tag('detail-photo'), { fullPage: false, within: DIALOG });
      await page.keyboard.press('Escape');

      // A perfect title and description are celebrated (without confetti: this browser asks for reduced motion).
      state.listings = [celebratedListing({ id: 'l-5', title: 'Perfect cabin in Sintra' }), ...state.listings];
      await page.getByRole('button', { name: 'Go to the dashboard' }).click();
      await page.getByRole('article', { name: 'Perfect cabin in Sintra' }).getByRole('button', { name: 'Optimize Listing' }).click();
      await expect(page.getByRole('dialog', { name: 'Good Job' })).toBeVisible();
      await expect(page.locator('body > canvas')).toHaveCount(0);
      await snap(page, testInfo, tag('celebration'), { fullPage: false, within: DIALOG });
    });
  });
}

test.describe('with motion', () => {
  // Confetti is motion: a host who asked for reduced motion gets none.
  test.use({ reducedMotion: 'no-preference' });

  test('a perfect title and description are celebrated with confetti, under the site’s CSP', async ({ page }, testInfo) => {
    const state = freshState();
    state.listings = [celebratedListing()];
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Could not load worker/i.test(message.text())) cspErrors.push(message.text());
    });
    await mockProductApi(page, state);
    await page.goto('/');
    await page.getByRole('button', { name: 'Optimize Listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Good Job' });
    await expect(dialog.getByText('Your Title and Description are Exceptional')).toBeVisible();
    // canvas-confetti draws on its own full-screen canvas for the 3 seconds.
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await snap(page, testInfo, 'celebration-light-1280', { fullPage: false, within: DIALOG });
    await dialog.getByRole('button', { name: 'Awesome!' }).click();
    await expect(dialog).toBeHidden();
    expect(cspErrors).toEqual([]);
  });
});
