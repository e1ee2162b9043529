import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers for the sign-in flows against the real server (embedded identity, dev mailbox).

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 8791);

/** Records a purchase with `npm run grant` (it reaches the running e2e server) and returns the onboarding path. */
export async function grantPurchase(email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'grant', '--', email], {
    env: { ...process.env, PORT: String(port), DATA_DIR: `.tmp/e2e-data-${port}`, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  const link = stdout.match(/https?:\/\/\S*onboard-setup\S*/)?.[0];
  if (!link) throw new Error(`npm run grant printed no onboarding link:\n${stdout}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Records a purchase the way `npm run grant` does when the server holds the data folder: POST
 * /api/admin/purchases with the service-role key of the handle the server leaves in the folder. The tests that
 * are about onboarding run the command itself; the others start from an account this way, without the
 * command's three Node start-ups (about 3 CPU-seconds each on this machine).
 */
export async function grantPurchaseByApi(request: APIRequestContext, email: string): Promise<string> {
  const handle = JSON.parse(readFileSync(`.tmp/e2e-data-${port}/server.json`, 'utf8')) as { url: string; serviceRoleKey: string };
  const response = await request.post(`${handle.url}/api/admin/purchases`, {
    headers: { authorization: `Bearer ${handle.serviceRoleKey}` },
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { onboardingPath: string }).onboardingPath;
}

interface DevMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest link of the given kind of e-mail sent to this address, from the dev mailbox. */
export async function linkFromMailbox(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: DevMail[] };
        const message = messages.find((m) => m.kind === kind);
        found = message?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
        return found;
      },
      { message: `a ${kind} e-mail to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

export function onScreen(page: Page, screen: string) {
  return page.locator(`[data-screen="${screen}"]`);
}

export async function signInOnWelcome(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
}

/**
 * Sign-out from the dashboard header's avatar menu (spec section 2: Profile and Logout). The dashboard is
 * another issue's screen; this is the one place that knows its controls.
 */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
