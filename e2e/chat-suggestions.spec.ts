import { expect, test, type Page } from '@playwright/test';
import { analyseSample, DASHBOARD_GREETING, sampleListingUrl, signUpAndSignIn } from './support/account';
import { ALL_LOOKS, snap } from './support/looks';

// The built-in coach edits the strong sample like a careful copywriter, against the real server (issue 38): told a
// fact that its text gives differently, it says so; asked to use the fact, it corrects the number in place, and the
// card shows the change as a word diff (the old number struck through, the new one marked), the same marks as the
// listing's history; asked for another section, it keeps the registration number and adds only what was missing.
// Screenshots of the conversation in every look (light and dark, 375 and 1280 px) are taken and audited.

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The chat from the header (the menu on a phone), on the listing's conversation. */
async function openChat(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Chat' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Chat' }).click();
  }
  const picker = page.getByRole('heading', { name: 'Select a Listing to Chat About' });
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(picker.or(log)).toBeVisible({ timeout: 20_000 });
  if (await picker.isVisible()) await page.getByRole('article').first().click();
  await expect(log).toBeVisible();
}

async function say(page: Page, words: string) {
  const replies = page.getByRole('log', { name: 'Conversation' }).locator('[data-role="assistant"]');
  const before = await replies.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  return replies.nth(before);
}

test('the coach corrects a number in place, keeps the registration number, and each card shows its word diff', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(8 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpAndSignIn(page);
  await analyseSample(page, await sampleListingUrl(request, baseURL!, 'alfama-loft'));
  await page.getByRole('article').first().getByRole('button', { name: 'Optimize Listing' }).click();
  await page.getByRole('button', { name: 'Chat with the Listing Optimization AI' }).first().click();

  // Told a fact in passing: two facts noted, no card.
  const noted = await say(page, 'The tram 28 stops 2 minutes away, a washer-dryer.');
  await expect(noted.getByText('The tram 28 stops 2 minutes away.', { exact: true })).toBeVisible();
  await expect(noted.getByText('It has a washer-dryer.', { exact: true })).toBeVisible();

  // Plain words get the card for the section the fact belongs to: the number is corrected where the text gives it.
  const used = await say(page, 'use the tram fact');
  const description = used.getByRole('figure', { name: 'Suggested Listing Description' });
  await expect(description.getByText('Changes to your current text')).toBeVisible();
  await expect(description.locator('del')).toHaveText(['three']);
  await expect(description.locator('ins')).toHaveText(['two']);
  await description.getByRole('button', { name: 'Show the new text only' }).click();
  const corrected = (await description.locator('blockquote').textContent())!.trim();
  expect(corrected).toMatch(
    /^Wake up to river light in a restored 19th-century loft at the top of Alfama, two minutes on foot from the 28 tram/,
  );
  await description.getByRole('button', { name: 'Show the changes' }).click();

  // Another section keeps its legal text, and marks only what it adds.
  const notes = await say(page, 'now rewrite other things to note');
  const other = notes.getByRole('figure', { name: 'Suggested Other things to note' });
  await expect(other.locator('ins').first()).toBeVisible();
  await expect(other.locator('del')).toHaveCount(0);
  await expect(other).toContainText('Registration number 123456/AL.');

  // Copy copies the new text, not the marks.
  await description.getByRole('button', { name: 'Copy the suggested Listing Description' }).click();
  await expect(description.getByText('Approved')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(corrected);

  // The conversation in every look, from the server (a reload), with its diffs.
  for (const look of ALL_LOOKS) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.evaluate((theme) => window.localStorage.setItem('theme', theme), look.theme);
    // A fresh load at the dashboard's address (a reload would stay on the chat, which has its own address now).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 20_000 });
    await openChat(page, look.width < 900);
    const card = page.getByRole('figure', { name: 'Suggested Listing Description' }).first();
    await expect(card.locator('del')).toHaveText(['three'], { timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await snap(page, testInfo, `chat-suggestion-diff-${look.theme}-${look.width}`, { fullPage: false });
    await other.scrollIntoViewIfNeeded();
    await snap(page, testInfo, `chat-suggestion-notes-${look.theme}-${look.width}`, { fullPage: false });
  }
  expect(errors).toEqual([]);
});
