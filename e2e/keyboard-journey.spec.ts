// (page.evaluate callbacks run in the browser.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_GREETING, PASSWORD, sampleListingUrl, signUpAndSignIn, uniqueEmail } from './support/account';
import { onScreen, signOutFromMenu } from './support/accounts';

// The host's main journey with the keyboard alone (issue 23), against the real server: sign in, add a listing,
// open its detail, open chat and send a message. After every change of screen, focus is on the new screen's
// heading and the document's title names the screen. Creating the account beforehand uses the mouse; the
// journey itself only presses keys.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails if it never comes. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function arrivedOn(page: Page, screen: string, title: string, heading: string | RegExp, timeout = 20_000) {
  const h1 = onScreen(page, screen).locator('main h1');
  await expect(h1).toHaveText(heading, { timeout });
  await expect(h1).toBeFocused();
  await expect(page).toHaveTitle(title);
}

test('a host signs in, adds a listing, reads it and asks the chat, with the keyboard alone', async ({ page, request, baseURL }) => {
  test.setTimeout(8 * 60_000);
  const email = uniqueEmail('keys');
  await signUpAndSignIn(page, email);
  await signOutFromMenu(page);
  const url = await sampleListingUrl(request, baseURL!);

  // Sign in.
  await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome · Listing Optimiser');
  // Focus is on the screen's heading after signing out; the skip link is the first stop before it.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { back: true, max: 10 });
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await arrivedOn(page, 'dashboard', 'Dashboard · Listing Optimiser', DASHBOARD_GREETING);

  // Add a listing.
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  // The URL input screen puts focus straight into its one field (its label names the screen's task).
  await expect(onScreen(page, 'url-input').locator('main h1')).toHaveText('Paste your listing URL', { timeout: 20_000 });
  await expect(page.getByLabel('Listing URL')).toBeFocused();
  await expect(page).toHaveTitle('Listing Analyzer · Listing Optimiser');
  await page.keyboard.type(url);
  await page.keyboard.press('Enter');
  await arrivedOn(page, 'loading', 'Listing Analysis · Listing Optimiser', 'Running a Deep Market Analysis of Your Listing...');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^Analysing: step [1-4] of 4, \d{1,3} %$/);
  await arrivedOn(page, 'dashboard', 'Dashboard · Listing Optimiser', DASHBOARD_GREETING, 180_000);

  // Open its detail.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await tabTo(page, card.getByRole('button', { name: 'Optimize Listing' }));
  await page.keyboard.press('Enter');
  await arrivedOn(page, 'listing-detail', 'Listing details · Listing Optimiser', title);

  // The sticky chat button sits just before the summary in the tab order.
  await tabTo(page, page.getByRole('button', { name: 'Chat with AI' }), { back: true, max: 6 });
  await page.keyboard.press('Enter');
  await arrivedOn(page, 'chat', 'Chat · Listing Optimiser', title);

  // Send a message: the question shows, then the coach's answer after it.
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('How can I make my title stronger?');
  await page.keyboard.press('Enter');
  const question = log.locator('[data-role="user"]', { hasText: 'How can I make my title stronger?' });
  await expect(question).toBeVisible();
  await expect(question.locator('~ [data-role="assistant"]')).toContainText('Title', { timeout: 90_000 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
});
