import { expect, test } from '@playwright/test';
import { sampleListingUrl, signUpAndSignIn } from './support/account';

test('explore chat scroll', async ({ page, request, baseURL }) => {
  test.setTimeout(6 * 60_000);
  await page.setViewportSize({ width: 375, height: 700 });
  await signUpAndSignIn(page);
  const url = await sampleListingUrl(request, baseURL!, 'basic-flat');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  console.log('url-input at', page.url());
  await page.getByLabel('Listing URL').fill(url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.waitForTimeout(1000);
  console.log('progress at', page.url());
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible({ timeout: 180_000 });
  console.log('dashboard at', page.url());
  await page.getByRole('article').first().getByRole('button', { name: 'Optimize Listing' }).click();
  console.log('detail at', page.url());
  await page.getByRole('button', { name: 'Chat with the Listing Optimization AI' }).first().click();
  console.log('chat at', page.url());
  for (const q of ['Rewrite the title', 'Rewrite the listing description', 'What about photos?', 'Rewrite the house rules', 'How do I get more bookings?']) {
    await page.getByRole('textbox', { name: 'Message' }).fill(q);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1500);
  }
  const metrics = () => page.evaluate(() => ({ y: window.scrollY, h: document.documentElement.scrollHeight, vh: window.innerHeight, focus: document.activeElement?.tagName + ' ' + document.activeElement?.textContent?.slice(0, 30) }));
  console.log('after sends', await metrics());
  await page.getByRole('button', { name: 'Back to Listing' }).click();
  await page.waitForTimeout(1000);
  console.log('back at', page.url());
  await page.getByRole('button', { name: 'Chat with the Listing Optimization AI' }).first().click();
  await page.waitForTimeout(3000);
  console.log('chat again', await metrics());
  await page.goBack();
  await page.waitForTimeout(1000);
  console.log('after goBack at', page.url());
  await page.goForward();
  await page.waitForTimeout(3000);
  console.log('after goForward', page.url(), await metrics());
  await page.reload();
  await page.waitForTimeout(4000);
  console.log('after reload', page.url(), await metrics());
  await page.screenshot({ path: '/tmp/explore-chat.png' });
});
