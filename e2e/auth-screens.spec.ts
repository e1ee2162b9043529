import { expect, test } from '@playwright/test';
import { LOOKS, snap } from './support/looks';

// Screenshots of every sign-in side screen in light and dark at 375 px and 1280 px, attached to the report.
// Product endpoints that would need accounts on the server (reset-link checks, the reset e-mail) are answered
// by page.route here, so the screens can be looked at on their own; e2e/auth.spec.ts drives the real flows.

function onboardingToken(email: string): string {
  const payload = JSON.stringify({ email, purchaseId: 'pur_123' });
  return Buffer.from(JSON.stringify({ payload, signature: 'sig' })).toString('base64');
}

// Every test answers its own API inside its own page, so the looks and states run side by side.
test.describe.configure({ mode: 'parallel' });

for (const { theme, ...size } of LOOKS) {
  test.describe(`${theme} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(`window.localStorage.setItem('theme', '${theme}')`);
    });

    const tag = (screen: string) => `${screen}-${theme}-${size.width}`;

    test('welcome, login, sign-up and forgot-password', async ({ page }, testInfo) => {
      // An operator who set TERMS_URL and PRIVACY_URL: the sign-in screen links to them.
      await page.route('**/config.js', async (route) => {
        const served = await (await route.fetch()).text();
        const config = JSON.parse(served.slice(served.indexOf('{'), served.lastIndexOf('}') + 1)) as Record<string, unknown>;
        const pages = { ...config, termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' };
        await route.fulfill({ contentType: 'text/javascript', body: `window.__APP_CONFIG__ = ${JSON.stringify(pages)};\n` });
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start free' })).toBeVisible();
      await snap(page, testInfo, tag('welcome'));

      await page.locator('main').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await snap(page, testInfo, tag('welcome-errors'));

      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://example.com/terms');
      await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://example.com/privacy');
      await snap(page, testInfo, tag('login'));

      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await snap(page, testInfo, tag('signup'));
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await snap(page, testInfo, tag('signup-errors'));

      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await snap(page, testInfo, tag('forgot'));
    });

    test('forgot-password sent', async ({ page }, testInfo) => {
      await page.route('**/api/auth/request-password-reset', (route) =>
        route.fulfill({ json: { message: 'If an account exists, a reset link was sent.' } }),
      );
      await page.goto('/');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill('host.with.a.rather.long.address@example.com');
      await page.getByRole('button', { name: 'Send reset instructions' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await snap(page, testInfo, tag('forgot-sent'));
    });

    test('reset-password: valid link, invalid link, missing token', async ({ page }, testInfo) => {
      await page.route('**/api/auth/validate-reset-token', async (route) => {
        const { token } = route.request().postDataJSON() as { token: string };
        if (token === 'good') await route.fulfill({ json: { email: 'host@example.com' } });
        else await route.fulfill({ status: 400, json: { code: 'invalid_token', message: 'This reset link has expired.' } });
      });
      await page.goto('/auth/reset-password?token=good');
      await expect(page.getByText('For host@example.com')).toBeVisible();
      await snap(page, testInfo, tag('reset'));

      await page.goto('/auth/reset-password?token=stale');
      await expect(page.getByText('This reset link has expired.')).toBeVisible();
      await snap(page, testInfo, tag('reset-invalid'));

      await page.goto('/auth/reset-password');
      await expect(page.getByText('Reset token is missing. Please request a new password reset.')).toBeVisible();
      await snap(page, testInfo, tag('reset-missing'));
    });

    test('onboarding by e-mail and by token', async ({ page }, testInfo) => {
      await page.goto('/onboard-setup?email=new.host%40example.com');
      await expect(page.getByLabel('Account email')).toHaveValue('new.host@example.com');
      await snap(page, testInfo, tag('onboarding'));
      await page.getByLabel('Create password', { exact: true }).fill('abcDEF1');
      await expect(page.getByTestId('password-strength')).toHaveText('Good');
      await snap(page, testInfo, tag('onboarding-typing'));

      await page.goto(`/onboard-setup?session=${encodeURIComponent(onboardingToken('token.host@example.com'))}`);
      await expect(page.getByLabel('Account email')).toHaveValue('token.host@example.com');

      await page.goto('/onboard-setup?session=not-a-token');
      await expect(page.getByText('Invalid Token')).toBeVisible();
      await snap(page, testInfo, tag('onboarding-invalid'));
    });
  });
}
