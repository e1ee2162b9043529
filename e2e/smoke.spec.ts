import { expect, test } from '@playwright/test';

test('the app loads and shows the welcome screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();
  await expect(page.getByText('Sign in to optimize your listing')).toBeVisible();
  // The header's buttons; the sign-in form below has its own 'Log in' submit button.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Purchase' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server reports its version and database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });
});
