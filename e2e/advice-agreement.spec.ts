import { readdirSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { checksLine, formatGain } from '../contract/advice';
import type { AdviceSection, ChatResponse, Listing } from '../contract/wire';
import { DASHBOARD_GREETING, signUpAndSignIn } from './support/account';
import { ALL_LOOKS, snap } from './support/looks';

// One number per thing (issue 39), on the real server in Chromium: for the sample listings and the real captures
// in ../shared/fixtures/airbnb (imported as a host would hand the page over), the detail screen, the PDF report
// and the chat state the numbers the API answers: each section's score and check count, each finding's gain
// (in Optimization Score points) and the top fixes. Then the strong and the weak sample's detail screen in every
// look: the section navigation jumps and moves focus, and the sticky chat bar covers nothing.

const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: 'serial' });

const SAMPLES = [
  'alfama-loft',
  'basic-flat',
  'lakeside-cabin',
  'lakeside-cabin-trimmed',
  'alfama-loft-saved-page',
  'villa-serena',
  'kreuzberg-garden-studio',
];
const CAPTURES = path.resolve('..', 'shared', 'fixtures', 'airbnb');
const captures = existsSync(CAPTURES)
  ? readdirSync(CAPTURES)
      .filter((f) => /\.(html|json)$/.test(f) && !/blocked/i.test(f))
      .sort()
  : [];

/** The detail screen's card for each section, by its heading. */
const CARD: Partial<Record<AdviceSection['key'], string>> = {
  photos: 'Photos',
  title: 'Title',
  description: 'Description',
  listingDescription: 'Listing Description',
  theSpace: 'The space (Your Property)',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
  location: 'Location',
  amenities: 'Amenities',
  safety: 'Guest Safety',
  houseRules: 'House Rules',
  pricing: 'Pricing',
};

let storage: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let token = '';
const listings: { name: string; id: string }[] = [];

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const auth = () => ({ authorization: `Bearer ${token}` });

async function readListing(request: APIRequestContext, id: string): Promise<Listing> {
  return ((await (await request.get(`/api/listing/${id}`, { headers: auth() })).json()) as { listing: Listing }).listing;
}

/** Waits for the analysis, and for the photo run while it can still end soon (captured photos cannot be fetched here). */
async function analysed(request: APIRequestContext, id: string): Promise<Listing> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const listing = await readListing(request, id);
    const settled = !listing.isAnalyzing && (listing.seoScore !== null || listing.analysisError);
    if (settled && (!listing.scoreProvisional || Date.now() > deadline - 60_000)) return listing;
    if (Date.now() > deadline) throw new Error(`listing ${id} did not finish`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(10 * 60_000);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signUpAndSignIn(page);
  token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes('auth-token')) return JSON.parse(localStorage.getItem(key)!).access_token as string;
    return '';
  });
  const userId = await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes('auth-token')) return JSON.parse(localStorage.getItem(key)!).user.id as string;
    return '';
  });
  for (const slug of SAMPLES) {
    const res = await page.request.post('/api/listings/analyze', {
      headers: auth(),
      data: { url: `${baseURL}/samples/listings/${slug}.html`, userId },
    });
    expect(res.status(), await res.text()).toBe(200);
    listings.push({ name: slug, id: ((await res.json()) as { listing: Listing }).listing.id });
  }
  for (const file of captures) {
    const id = /_(\d+)\.(?:html|json)$/.exec(file)?.[1] ?? '1';
    const res = await page.request.post('/api/listings/import', {
      headers: auth(),
      data: { html: readFileSync(path.join(CAPTURES, file), 'utf8'), url: `https://www.airbnb.com/rooms/${id}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const listing = ((await res.json()) as { listing: Listing }).listing;
    // Two captures of one listing import as one (the same address): it is checked once.
    if (!listings.some((l) => l.id === listing.id)) listings.push({ name: file, id: listing.id });
  }
  for (const l of listings) await analysed(page.request, l.id);
  storage = await page.context().storageState();
  await page.close();
});

/** Opens a listing's detail from the dashboard, by its place in the list (two samples share a title). */
async function openDetail(page: Page, id: string): Promise<void> {
  const cards = ((await (await page.request.get('/api/listings', { headers: auth() })).json()) as { listings: { id: string }[] }).listings;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: DASHBOARD_GREETING })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(cards.length);
  await page
    .getByRole('article')
    .nth(cards.findIndex((c) => c.id === id))
    .getByRole('button', { name: 'Optimize Listing' })
    .click();
  await expect(page.getByTestId('summary-score')).toBeVisible();
}

/** What the detail screen states for a section: its headline score, its explanation line, its findings. */
async function screenSection(page: Page, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  const headline = await card
    .locator('[data-colour]')
    .first()
    .textContent({ timeout: 5_000 })
    .catch(() => null);
  const line = (await card.getByTestId('explanation-line').count()) ? await card.getByTestId('explanation-line').first().textContent() : '';
  const findings = await card.getByTestId('finding').evaluateAll((items) =>
    items.map((li) => ({
      gain: li.querySelector('[data-testid="gain"]')?.textContent ?? '',
      fix: li.querySelector('[data-testid="finding-fix"]')?.textContent ?? '',
    })),
  );
  return { headline, line: line ?? '', findings };
}

async function pdfText(page: Page, id: string): Promise<string> {
  const res = await page.request.post(`/api/listing/${id}/report`, { headers: auth(), data: { approvedTexts: {} } });
  expect(res.status()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await res.body()) });
  try {
    return flat((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}

async function ask(page: Page, listingId: string, content: string): Promise<string> {
  const res = await page.request.post('/api/chat', { headers: auth(), data: { listingId, content, section: null, approvedTexts: {} } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ChatResponse).assistantMessage.content;
}

test('the detail screen, the PDF and the chat state the numbers the API answers, on every sample and real capture', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(20 * 60_000);
  const context = await browser.newContext({ baseURL, storageState: storage, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let checked = 0;
  for (const entry of listings) {
    // A photo run may land while the surfaces are read: read them again until the API answered the same before and after.
    for (let round = 0; ; round++) {
      const api = await readListing(page.request, entry.id);
      if (api.seoScore === null) break; // a page that is only a bot check has no score to agree on
      const advice = api.recommendations!.advice!;
      await openDetail(page, entry.id);
      const summary = await page.getByTestId('summary-score').textContent();
      const screenTop = await page.getByTestId('top-fix').evaluateAll((rows) =>
        rows.map((r) => ({
          gain: r.querySelector('[data-testid="gain"]')?.textContent ?? '',
          action: r.querySelector('[data-testid="top-fix-action"]')?.textContent ?? '',
        })),
      );
      const screen = new Map<string, Awaited<ReturnType<typeof screenSection>>>();
      for (const s of advice.sections) if (CARD[s.key]) screen.set(s.key, await screenSection(page, CARD[s.key]!));
      const pdf = await pdfText(page, entry.id);
      const fixFirst = await ask(page, entry.id, 'What should I fix first?');
      const scoreReply = await ask(page, entry.id, 'What is my score?');
      const after = await readListing(page.request, entry.id);
      if (after.updatedAt !== api.updatedAt && round < 3) continue;

      const where = `${entry.name}`;
      expect(flat(summary!), where).toBe(`${api.seoScore}/100`);
      expect(screenTop, `${where}: top fixes`).toEqual(advice.topFixes.map((f) => ({ gain: formatGain(f.gain), action: f.action })));
      for (const s of advice.sections) {
        const shown = screen.get(s.key);
        if (!shown) continue;
        const at = `${where} · ${s.name}`;
        expect(shown.headline === null ? null : Number(shown.headline.split('/')[0]), at).toBe(s.score);
        if (s.total > 0) expect(shown.line, at).toContain(checksLine(s.passed, s.total));
        // The description sections list readability findings under their own heading: all of them, in any order.
        expect(
          [...shown.findings].sort((a, b) => a.fix.localeCompare(b.fix)),
          at,
        ).toEqual(s.findings.map((f) => ({ gain: formatGain(f.gain), fix: f.fix })).sort((a, b) => a.fix.localeCompare(b.fix)));
        if (s.key !== 'localRules' || s.checkIds.length) {
          if (s.total > 0) expect(pdf, `${at} (PDF)`).toContain(checksLine(s.passed, s.total));
          for (const f of s.findings) expect(pdf, `${at} (PDF)`).toContain(`${formatGain(f.gain)} ${flat(f.fix).slice(0, 60)}`);
        }
      }
      expect(pdf, where).toContain(`${api.seoScore}/100`);
      for (const f of advice.topFixes) expect(fixFirst, `${where} (chat)`).toContain(`(${formatGain(f.gain)})`);
      expect(scoreReply, `${where} (chat)`).toContain(`Your Optimization Score is ${api.seoScore}/100`);
      for (const row of advice.breakdown!.rows)
        if (row.score !== null) expect(scoreReply).toContain(`**${row.label}**: ${row.score}/100, ${row.weight} % of the score`);
      checked++;
      break;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(SAMPLES.length);
  if (captures.length === 0) console.log(`advice agreement: no captures at ${CAPTURES}; the samples were checked.`);
  await context.close();
});

test('the strong and the weak sample in every look: the few actions first, the navigation jumps, the chat bar covers nothing', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(10 * 60_000);
  for (const look of ALL_LOOKS) {
    const context = await browser.newContext({
      baseURL,
      storageState: storage,
      viewport: { width: look.width, height: look.height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), look.theme);
    for (const slug of ['alfama-loft', 'basic-flat']) {
      await openDetail(page, listings.find((l) => l.name === slug)!.id);
      // The first screenful has the score, the navigation and the top fixes' heading; the arithmetic is closed.
      await expect(page.getByRole('navigation', { name: 'Parts of this page' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'How the Optimization Score adds up' })).toBeHidden();
      await snap(page, testInfo, `advice-${slug}-${look.theme}-${look.width}`);

      // Each part of the navigation: its heading takes focus and shows in full, clear of the sticky header, the
      // navigation (stuck under the header once the page scrolls) and the chat bar.
      const nav = page.getByRole('navigation', { name: 'Parts of this page' });
      for (const link of await nav.getByRole('link').all()) {
        const label = await link.textContent();
        await link.click();
        const focused = page.locator(':focus');
        await expect(focused).toHaveAttribute('tabindex', '-1');
        const box = (await focused.boundingBox())!;
        const header = (await page.getByRole('banner').boundingBox())!;
        const navBox = (await nav.boundingBox())!;
        const bar = (await page.getByTestId('chat-bar').boundingBox())!;
        expect(box.y, `${label}: heading under the header`).toBeGreaterThanOrEqual(header.y + header.height - 1);
        const clearOfNav = box.y >= navBox.y + navBox.height - 1 || box.y + box.height <= navBox.y + 1;
        expect(clearOfNav, `${label}: heading under the navigation`).toBe(true);
        expect(box.y + box.height, `${label}: heading under the chat bar`).toBeLessThanOrEqual(bar.y + 1);
      }

      // At the end of the page the chat bar sits below the last card, over none of it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await page.getByTestId('progress-card').boundingBox())!;
      const bar = (await page.getByTestId('chat-bar').boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(bar.y + 1);
    }
    await context.close();
  }
  // The report for both samples, for a person to look at (pdftoppm) when screenshots are taken.
  if (process.env.SHOTS_DIR) {
    const context = await browser.newContext({ baseURL, storageState: storage });
    const page = await context.newPage();
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    for (const slug of ['alfama-loft', 'basic-flat']) {
      const res = await page.request.post(`/api/listing/${listings.find((l) => l.name === slug)!.id}/report`, {
        headers: auth(),
        data: {},
      });
      writeFileSync(path.join(process.env.SHOTS_DIR, `report-${slug}.pdf`), await res.body());
    }
    await context.close();
  }
});
