import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { grantPurchaseByApi } from './accounts';

// A signed-in host for end-to-end tests, made the way a real one is: a purchase granted (as `npm run grant`
// does against the running server; auth.spec.ts runs the command itself), then the onboarding link, then sign-in.

export const PASSWORD = 'Listing-0ptimiser!';

/**
 * The dashboard's greeting: 'Welcome back, <name>' for a returning host, 'Welcome, <name>' for one who has just
 * joined (issue 40), never the welcome page's 'Welcome to the product'.
 */
export const DASHBOARD_GREETING = /^Welcome( back)?, /;

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}@example.com`;
}

/** Grants a purchase, completes onboarding and lands on the dashboard, signed in. */
export async function signUpAndSignIn(page: Page, email = uniqueEmail('host')): Promise<string> {
  const link = await grantPurchaseByApi(page.request, email);
  await page.goto(link);
  await page.getByLabel('Create password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 20_000 });
  return email;
}

/**
 * The URL of a synthetic sample listing served by the e2e server at /samples (ingestion issue). E2E_SAMPLE_URL
 * overrides; otherwise the first listing page linked from the samples index, or the one whose page is `<slug>.html`.
 */
export async function sampleListingUrl(request: APIRequestContext, baseURL: string, slug?: string): Promise<string> {
  if (process.env.E2E_SAMPLE_URL && !slug) return process.env.E2E_SAMPLE_URL;
  const index = await request.get(`${baseURL}/samples/`, { headers: { accept: 'text/html' } });
  expect(index.ok(), 'the server serves a samples index at /samples/').toBe(true);
  const hrefs = [...(await index.text()).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
  const page = hrefs.find((href) =>
    slug ? href.endsWith(`/${slug}.html`) : /rooms|listing|\.html?$/.test(href) && !href.endsWith('/samples/'),
  );
  if (!page) throw new Error('The samples index links no listing page');
  return new URL(page, `${baseURL}/samples/`).toString();
}

/** Adds a sample listing from the dashboard and waits until its analysis shows a score. */
export async function analyseSample(page: Page, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Listing URL').fill(url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^\d{1,3}\/100$/),
  ).toBeVisible({ timeout: 60_000 });
}
