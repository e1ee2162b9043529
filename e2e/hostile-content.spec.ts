import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { renderAirbnbPage } from '../server/samples/render-airbnb-page';
import { SAMPLE_LISTINGS } from '../server/samples/sample-listings';
import type { SampleListing } from '../server/samples/sample-types';
import { DASHBOARD_GREETING, PASSWORD, signUpAndSignIn, uniqueEmail } from './support/account';
import { startListingSite, type ListingSite } from './support/listing-site';

// Hostile text in the browser. A listing page on an allowed host (ANALYZER_EXTRA_HOSTS, served here on the
// site port) carries script, event-handler, javascript: and markdown-link payloads in its title, description
// sections, amenities and house rules; the host's profile gets them through PATCH /api/profile. Every one must
// show as text: no dialog opens, no payload runs (each would set window.__xss), no element they describe exists
// in the page, and the strict Content-Security-Policy (no inline scripts) is served and never violated while
// the app works. The chat's replies quote that scraped text as markdown, and the host's own message carries
// payloads too: both render as text.

const mark = (n: number) => `window.__xss=(window.__xss||0)+${n}`;
const PAYLOADS = {
  script: `<script>${mark(1)};alert('xss-script')</script>`,
  img: `<img src=x onerror="${mark(2)};alert('xss-img')">`,
  svg: `<svg onload="${mark(4)};alert('xss-svg')"></svg>`,
  iframe: `"><iframe src="javascript:${mark(8)};alert('xss-iframe')"></iframe>`,
  link: `<a href="javascript:${mark(16)};alert('xss-link')">open</a>`,
  markdown: `[open](javascript:${mark(32)};alert('xss-md'))`,
  bare: `javascript:${mark(64)};alert('xss-bare')`,
};

function hostileSample(): SampleListing {
  const base = SAMPLE_LISTINGS.find((s) => s.slug === 'alfama-loft')!;
  return {
    ...base,
    title: `Loft ${PAYLOADS.img}`,
    description: {
      summary: `A bright loft by the river. ${PAYLOADS.script} Walk to the old town in five minutes.`,
      space: `Two bedrooms and a terrace. ${PAYLOADS.svg} ${PAYLOADS.markdown}`,
      access: `The whole loft is yours. ${PAYLOADS.link}`,
      notes: `Quiet hours after ten. ${PAYLOADS.iframe} ${PAYLOADS.bare}`,
    },
    amenityGroups: [
      {
        title: 'Hostile',
        items: [
          { title: `Wifi ${PAYLOADS.img}`, icon: 'SYSTEM_WI_FI' },
          { title: PAYLOADS.script, icon: 'SYSTEM_TV' },
        ],
      },
      ...base.amenityGroups,
    ],
    houseRules: {
      ...base.houseRules,
      during: [`No parties ${PAYLOADS.svg}`, PAYLOADS.link, ...base.houseRules.during],
      additional: PAYLOADS.markdown,
    },
  };
}

let site: ListingSite;

test.beforeAll(async ({ baseURL }) => {
  const page = renderAirbnbPage(hostileSample(), '');
  site = await startListingSite('hostile', baseURL!, { '/rooms/hostile-loft': () => page });
});

test.afterAll(async () => {
  await site.close();
});

/** Records what a payload that ran would leave behind, and any CSP complaint. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { dialogs, violations, errors };
}

async function expectNothingRan(page: Page, seen: ReturnType<typeof watch>) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  expect(seen.dialogs).toEqual([]);
  // None of the elements the payloads describe made it into the page.
  const planted = await page.evaluate(() => ({
    img: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    iframes: document.querySelectorAll('iframe').length,
    jsLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
    svgs: [...document.querySelectorAll('svg')].filter((svg) => svg.hasAttribute('onload')).length,
    inlineScripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
  }));
  expect(planted).toEqual({ img: 0, handlers: 0, iframes: 0, jsLinks: 0, svgs: 0, inlineScripts: 0 });
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
}

test('a strict Content-Security-Policy without inline scripts is served with the app', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc.trim()).toBe("'self'");
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/base-uri 'self'/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes, body]) => !/\bsrc=/.test(attributes!) && body!.trim() !== '',
  );
  expect(inline).toEqual([]);
});

test('scraped listing text with script, handler and javascript: payloads shows as text, and nothing runs', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const seen = watch(page);
  await signUpAndSignIn(page);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Listing URL').fill(site.url('/rooms/hostile-loft'));
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible({ timeout: 180_000 });

  // The dashboard card: the title with its payload, as text.
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(`Loft ${PAYLOADS.img}`);
  await expectNothingRan(page, seen);

  // The detail: title, each description section, amenities and house rules, all as text.
  await card.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Loft ${PAYLOADS.img}`);
  const sections: [string, string[]][] = [
    ['Listing Description', [PAYLOADS.script]],
    ['The space (Your Property)', [PAYLOADS.svg, PAYLOADS.markdown]],
    ['Guest access', [PAYLOADS.link]],
    ['Other things to note', [PAYLOADS.iframe, PAYLOADS.bare]],
  ];
  for (const [name, texts] of sections) {
    for (const text of texts) await expect(page.getByRole('region', { name, exact: true })).toContainText(text, { useInnerText: true });
  }
  const amenities = page.getByTestId('amenities');
  await expect(amenities.getByText(`Wifi ${PAYLOADS.img}`, { exact: true })).toBeVisible();
  await expect(amenities.getByText(PAYLOADS.script, { exact: true })).toBeVisible();
  const rules = page.getByRole('region', { name: 'House Rules', exact: true });
  await expect(rules.getByText(`No parties ${PAYLOADS.svg}`, { exact: false })).toBeVisible();
  await expect(rules.getByText(PAYLOADS.link, { exact: false }).first()).toBeVisible();
  // Let images, handlers and lazy chunks have their chance to run.
  await page.waitForTimeout(1_000);
  await expectNothingRan(page, seen);

  // The chat: the coach's reply quotes the scraped title (markdown), and the host's message carries payloads.
  await page.getByRole('region', { name: 'Title', exact: true }).getByRole('button', { name: 'Improve with AI' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(
    log
      .getByRole('blockquote')
      .filter({ hasText: `Loft ${PAYLOADS.img}` })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  const hostileMessage = `Please check ${PAYLOADS.script} ${PAYLOADS.markdown} ${PAYLOADS.link}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(hostileMessage);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(hostileMessage, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Message' }).fill('Rewrite The space');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('figure', { name: 'Suggested The space' }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  await expectNothingRan(page, seen);
});

test('profile fields with payloads show as text in the header and greeting, and nothing runs', async ({ page, request }) => {
  test.setTimeout(3 * 60_000);
  const seen = watch(page);
  const email = uniqueEmail('hostile-profile');
  await signUpAndSignIn(page, email);

  // The profile changed through the API, as a script would, past the profile screen's own validation.
  const config = await (await request.get('/config.js')).text();
  const anonKey = /"supabaseAnonKey":"([^"]+)"/.exec(config)?.[1];
  expect(anonKey).toBeTruthy();
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey! },
    data: { email, password: PASSWORD },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const name = `<img/src=x/onerror=${mark(128)}> Host`;
  const patched = await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName: name,
      city: PAYLOADS.script,
      address: PAYLOADS.iframe,
      avatarUrl: `https://example.invalid/a.png?"><img src=x onerror=${mark(256)}>`,
    },
  });
  expect(patched.ok()).toBe(true);
  const refused = await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { avatarUrl: PAYLOADS.bare },
  });
  expect(refused.status()).toBe(400);

  await page.reload();
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toHaveText(`Welcome back, <img/src=x/onerror=${mark(128)}>`);
  await page.waitForTimeout(1_000);
  await expectNothingRan(page, seen);
});
