import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/account';
import { grantPurchase, grantPurchaseByApi, linkFromMailbox, onScreen, signInOnWelcome, signOutFromMenu } from './support/accounts';

// The sign-in side against the real server in embedded mode: purchase and onboarding, sign-out and sign-in,
// a wrong password, the password reset by e-mail, and sign-up with its confirmation link.
// Needs the identity server (branch `identity`) and, for sign-out, the dashboard's header menu.

test('a purchaser completes the account from the onboarding link, signs out and signs in again', async ({ page }) => {
  const email = 'buyer.onboarding@example.com';
  const onboardingPath = await grantPurchase(email);

  await page.goto(onboardingPath);
  await expect(page.getByLabel('Account email')).toHaveValue(email);
  await page.getByLabel('Create password', { exact: true }).fill('Onboard2go');
  await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  await page.getByLabel('Confirm password', { exact: true }).fill('Onboard2go');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(onScreen(page, 'dashboard')).toBeAttached();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutFromMenu(page);
  await expect(onScreen(page, 'welcome')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();

  await signInOnWelcome(page, email, 'Onboard2go');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(onScreen(page, 'dashboard')).toBeAttached();
});

test('onboarding by e-mail address alone waits until the buyer confirms the address from the mail', async ({ page, request }, testInfo) => {
  const email = 'buyer.by-address@example.com';
  await grantPurchaseByApi(request, email);
  await page.goto(`/onboard-setup?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Create password', { exact: true }).fill('Address1pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('Address1pass');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Please check your email and click the confirmation link.')).toBeVisible();
  await expect(onScreen(page, 'login')).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('onboarding-by-address.png') });

  // Knowing the address is not enough: signing in first asks for the confirmation.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Address1pass');
  await page.getByRole('button', { name: 'Sign in with Email' }).click();
  await expect(page.getByText('Please check your email and click the confirmation link.').first()).toBeVisible();
  await expect(onScreen(page, 'dashboard')).not.toBeAttached();

  await page.goto(await linkFromMailbox(request, email, 'confirmation'));
  await expect(onScreen(page, 'dashboard')).toBeAttached();
});

test('a wrong password is refused with the spec wording', async ({ page, browser }) => {
  const email = 'buyer.wrong-password@example.com';
  await page.goto(await grantPurchaseByApi(page.request, email));
  await page.getByLabel('Create password', { exact: true }).fill('Correct1pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('Correct1pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(onScreen(page, 'dashboard')).toBeAttached();

  // Another browser, without the session.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await signInOnWelcome(visitor, email, 'Wrong1pass');
  await expect(visitor.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(onScreen(visitor, 'welcome')).toBeAttached();
});

test('forgot password: the e-mailed link sets a new password and opens the dashboard signed in', async ({ page, request, browser }) => {
  const email = 'buyer.forgot@example.com';
  await page.goto(await grantPurchaseByApi(request, email));
  await page.getByLabel('Create password', { exact: true }).fill('Original1pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('Original1pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(onScreen(page, 'dashboard')).toBeAttached();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Forgot your password?' }).click();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(visitor.getByText(email)).toBeVisible();

  const link = await linkFromMailbox(request, email, 'password-reset');
  await visitor.goto(link);
  await expect(visitor.getByText(`For ${email}`)).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill('Replaced2pass');
  await visitor.getByLabel('Confirm new password', { exact: true }).fill('Replaced2pass');
  await visitor.getByRole('button', { name: 'Update password' }).click();
  await expect(visitor.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expect(onScreen(visitor, 'dashboard')).toBeAttached({ timeout: 5_000 });
  await expect(visitor).toHaveURL(/\/dashboard$/);

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('button', { name: 'Update password' })).toBeDisabled();
});

test('sign-up: the confirmation link signs the new user in, who can then sign in with the password', async ({ page, request, browser }) => {
  const email = 'new.host@example.com';
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Full name').fill('New Host');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Signup1pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('Signup1pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();

  // Before confirming, the password is not enough.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Signup1pass');
  await page.getByRole('button', { name: 'Sign in with Email' }).click();
  await expect(page.getByText('Please check your email and click the confirmation link.')).toBeVisible();

  await page.goto(await linkFromMailbox(request, email, 'confirmation'));
  await expect(onScreen(page, 'dashboard')).toBeAttached();
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await browser.newPage();
  await other.goto('/');
  await signInOnWelcome(other, email, 'Signup1pass');
  await expect(onScreen(other, 'dashboard')).toBeAttached();
});

test('Continue with Google, with Google not set up on this server: the sign-up screen stays and says why', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert').and(page.locator(':not([data-testid="live-assertive"])'))).toContainText(
    "Google sign-in isn't available on this server. Please create your account with your email address below.",
  );
  await expect(page.getByRole('alert').and(page.locator(':not([data-testid="live-assertive"])'))).not.toContainText('Unsupported provider');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toContain('/auth/v1/');
});

// Spec section 7: a refused access token is refreshed (by the session saga, through the real identity server)
// and the refused requests are sent again; a refresh that fails signs the host out.
const refreshCall = /\/auth\/v1\/token\?grant_type=refresh_token/;
const refusal = { status: 401, json: { code: 'unauthorized', message: 'The access token has expired' } };

test('the product API refuses the access token of two requests at once: one refresh, then both go through', async ({ page }) => {
  const refreshes: string[] = [];
  page.on('request', (request) => void (refreshCall.test(request.url()) && refreshes.push(request.url())));
  // The first call to each endpoint after sign-in is refused, as an expired token would be, once both have been
  // sent (so they are refused at once); the server answers the rest.
  const sent: Record<string, string[]> = {};
  let bothSent: () => void = () => undefined;
  const both = new Promise<void>((resolve) => (bothSent = resolve));
  await page.route(/\/api\/(listings|auth\/user)$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    (sent[path] ??= []).push(route.request().headers().authorization ?? '');
    if (sent[path].length > 1) return route.continue();
    if (Object.keys(sent).length === 2) bothSent();
    await both;
    await route.fulfill(refusal);
  });

  await signUpAndSignIn(page);
  await expect(page.getByText('No listings yet. Add your first listing to get started!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  // Both were refused with the token of the sign-in, and sent again with the one the refresh brought.
  const signInToken = sent['/api/listings']![0];
  expect(signInToken).toMatch(/^Bearer /);
  expect(sent['/api/auth/user']![0]).toBe(signInToken);
  const refreshedToken = sent['/api/listings']!.at(-1);
  expect(refreshedToken).toMatch(/^Bearer /);
  expect(refreshedToken).not.toBe(signInToken);
  expect(sent['/api/auth/user']!.at(-1)).toBe(refreshedToken);
});

test('a refused access token whose refresh fails signs the host out and says why', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.route(refreshCall, (route) =>
    route.fulfill({ status: 400, json: { code: 'refresh_token_not_found', error: 'invalid_grant', msg: 'Invalid Refresh Token' } }),
  );
  await page.route(/\/api\/listings$/, (route) => route.fulfill(refusal));

  await page.goto('/');
  await expect(page.getByText('Authentication session expired. Please sign in again.')).toBeVisible();
  await expect(onScreen(page, 'welcome')).toBeAttached();
});
