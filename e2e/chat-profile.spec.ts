import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { ChatRequest } from '../contract/wire';
import { analyseSample, PASSWORD, sampleListingUrl, signUpAndSignIn } from './support/account';
import { onScreen, signInOnWelcome, signOutFromMenu } from './support/accounts';
import { settle } from './support/looks';

// The chat and profile screens against the real server (embedded mode, built-in coach): a section card opens
// the chat with its prefill, the coach answers with a suggestion, Copy approves it and the approval survives a
// reload; the profile is edited, an avatar uploaded into the 'avatars' bucket, and the password changed.

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('chat from a section card: the prefill is answered with a suggestion, Copy approves it, and it stays approved', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(6 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const sends: ChatRequest[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/chat') sends.push(r.postDataJSON() as ChatRequest);
  });

  await signUpAndSignIn(page);
  // The weak sample: its title and The space can be improved (a strong listing's 100/100 title is kept as it is).
  await analyseSample(page, await sampleListingUrl(request, baseURL!, 'basic-flat'));
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 'Improve with AI' on the Title card opens the chat with its prefill, which is sent once by itself.
  await page.getByRole('region', { name: 'Title', exact: true }).getByRole('button', { name: 'Improve with AI' }).click();
  await expect(onScreen(page, 'chat')).toBeAttached();
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Improve my title', { exact: true })).toBeVisible();
  const suggestion = log.getByRole('figure', { name: 'Suggested Title' }).first();
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  expect(sends).toHaveLength(1);
  expect(sends[0]).toMatchObject({ content: 'Improve my title', section: 'Title', approvedTexts: {} });
  expect(sends[0]!.clientMessageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // Copy: the clipboard holds the text, the card says 'Approved', and 'Copied!' goes after 2 s.
  // The card shows a word diff against the current title; its new text alone is what Copy copies.
  await expect(suggestion.getByText('Changes to your current text')).toBeVisible();
  await expect(suggestion.locator('ins').first()).toBeVisible();
  await suggestion.getByRole('button', { name: 'Show the new text only' }).click();
  const suggested = (await suggestion.locator('blockquote').textContent())!.trim();
  await suggestion.getByRole('button', { name: 'Copy the suggested Title' }).click();
  await expect(suggestion.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(suggestion.getByText('Approved')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(suggested);
  await expect(suggestion.getByRole('button', { name: 'Copy the suggested Title' })).toBeVisible({ timeout: 4_000 });

  // The approved text goes with the next message; the input clears once it is answered.
  // (The weak sample's page alone is too thin for an honest The space, so the ask comes with two facts.)
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Write The space for me: it has a rooftop terrace and a washer-dryer');
  await page.getByRole('button', { name: 'Send' }).click();
  const space = log.getByRole('figure', { name: 'Suggested The space' }).first();
  await expect(space).toBeVisible({ timeout: 30_000 });
  await expect(space).toContainText('It has a rooftop terrace and a washer-dryer.');
  await expect(box).toHaveValue('');
  expect(sends[1]!.approvedTexts).toEqual({ title: { text: suggested, section: 'Title' } });
  // What the built-in coach's answers look like on screen, for the report.
  const shot = testInfo.outputPath('chat-coach-reply.png');
  await settle(page); // the answer glides into view
  await page.screenshot({ path: shot });
  await testInfo.attach('chat-coach-reply', { path: shot, contentType: 'image/png' });

  // After a reload the conversation comes back from the server and the approval from the browser.
  // The chat has its own address, so the reload stays on it.
  await page.reload();
  await expect(page.getByRole('region', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText('Improve my title', { exact: true })).toHaveCount(1);
  const again = log.getByRole('figure', { name: 'Suggested Title' }).filter({ hasText: suggested }).first();
  await expect(again.getByText('Approved')).toBeVisible();
  expect(sends).toHaveLength(2);

  // 'Back to Listing' returns to the detail.
  await page.getByRole('button', { name: 'Back to Listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('profile: edit the details, upload an avatar, change the password and sign in with the new one', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const email = await signUpAndSignIn(page);

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // Personal Information: Edit, change, Save.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name', { exact: true }).fill('Casey Host');
  await page.getByLabel('Phone Number', { exact: true }).fill('+351 912 345 678');
  await page.getByLabel('City', { exact: true }).fill('Lisbon');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Casey Host');

  // Profile Picture: a small PNG made here goes to the 'avatars' bucket and into the header.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'My Avatar.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Avatar updated')).toBeVisible({ timeout: 20_000 });
  const headerAvatar = page.getByRole('button', { name: 'Open account menu' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\/\d+-my-avatar\.png\?v=\d+$/);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

  // A file that is not an image is refused before anything is sent.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file.')).toBeVisible();

  // The saved details and the picture come back after a reload.
  // (The profile has its own address, so the reload stays on it.)
  await page.reload();
  await expect(onScreen(page, 'profile')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Open account menu' }).locator('img')).toHaveAttribute('src', /avatars/);

  // Change Password (still on the profile): a wrong current password is refused on its field, then the change goes through.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong-0ne');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed2pass');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Changed2pass');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOutFromMenu(page);
  await expect(onScreen(page, 'welcome')).toBeAttached();
  await signInOnWelcome(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInOnWelcome(page, email, 'Changed2pass');
  await expect(onScreen(page, 'dashboard')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey' })).toBeVisible();
  expect(errors).toEqual([]);
});
