import { expect, test } from '@playwright/test';
import { analyseSample, sampleListingUrl, signUpAndSignIn } from './support/account';

// The "What I know about this listing" panel against the real server (embedded mode, built-in coach): a fact the
// host tells in chat shows in the panel, is edited there, and the next suggestion follows the edit.

test('a fact told in chat shows in the panel, is edited there, and the next suggestion follows the edit', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await signUpAndSignIn(page);
  await analyseSample(page, await sampleListingUrl(request, baseURL!, 'basic-flat'));
  await page.getByRole('article').first().getByRole('button', { name: 'Optimize Listing' }).click();
  await page.getByRole('button', { name: 'Chat with the Listing Optimization AI' }).first().click();

  const panel = page.getByRole('region', { name: 'What I know about this listing' });
  const yours = panel.getByRole('region', { name: 'What you told me' });
  await expect(yours.getByText(/^Nothing yet\./)).toBeVisible();

  // Told in chat: the coach notes it and the panel shows it without a reload.
  const log = page.getByRole('log', { name: 'Conversation' });
  await page.getByRole('textbox', { name: 'Message' }).fill('It has a balcony with a river view, and the metro is a 5-minute walk');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(/I've noted this about the listing/)).toBeVisible({ timeout: 30_000 });
  await expect(yours.getByRole('listitem')).toHaveText([/It has a balcony with a river view\./, /The metro is a 5-minute walk\./]);

  // Edited in the panel.
  await yours.getByRole('button', { name: 'Edit: The metro is a 5-minute walk.' }).click();
  await yours.getByRole('textbox', { name: 'Fact' }).fill('The metro is a 10-minute walk');
  await yours.getByRole('button', { name: 'Save' }).click();
  await expect(yours.getByRole('textbox', { name: 'Fact' })).toHaveCount(0);
  await expect(yours.getByText('The metro is a 10-minute walk.')).toBeVisible();
  await expect(yours.getByText('The metro is a 5-minute walk.')).toHaveCount(0);

  // The next suggestion uses the edited fact, with its score on the card.
  await page.getByRole('textbox', { name: 'Message' }).fill('Rewrite the listing description');
  await page.getByRole('button', { name: 'Send' }).click();
  const card = log.getByRole('figure', { name: 'Suggested Listing Description' }).last();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Show the new text only' }).click();
  const text = (await card.locator('blockquote').textContent())!;
  expect(text).toContain('10-minute walk');
  expect(text).not.toContain('5-minute');
  expect(text).toMatch(/balcony/);
  await expect(card.getByTestId('suggestion-score')).toHaveText(
    /^\d{1,3}\/100\+\d{1,3}Raises this section from \d{1,3} to \d{1,3} out of 100$/,
  );

  // Removed (after confirming), it leaves the panel; Undo brings it back.
  await yours.getByRole('button', { name: 'Remove: It has a balcony with a river view.' }).click();
  await page.getByRole('dialog', { name: 'Remove this fact?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(yours.getByRole('listitem')).toHaveText([/The metro is a 10-minute walk\./]);
  await yours.getByRole('button', { name: 'Undo' }).click();
  await expect(yours.getByRole('listitem')).toHaveText([/The metro is a 10-minute walk\./, /It has a balcony with a river view\./]);

  expect(errors).toEqual([]);
});
