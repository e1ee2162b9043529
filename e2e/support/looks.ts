// (page.evaluate callbacks run in the browser.)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

// The looks the screen specs walk: a theme at a width. `npm test` walks two, so each theme and each width is
// seen once (light on a phone, dark on a laptop); E2E_LOOKS=all (`npm run test:looks`) walks all four, for a
// full set of screenshots to look at before shipping a screen.

export interface Look {
  theme: 'light' | 'dark';
  width: number;
  height: number;
}

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };

/** Every theme at every width: the accessibility walk always takes all four (issue 23). */
export const ALL_LOOKS: Look[] = [
  { theme: 'light', ...PHONE },
  { theme: 'light', ...LAPTOP },
  { theme: 'dark', ...PHONE },
  { theme: 'dark', ...LAPTOP },
];

export const LOOKS: Look[] = process.env.E2E_LOOKS === 'all' ? ALL_LOOKS : [ALL_LOOKS[0]!, ALL_LOOKS[3]!];

/**
 * Waits until the page looks as a host reads it: fonts loaded and every transition that ends (a dialog fading
 * in, a toast sliding, a card expanding) ended, then one painted frame. Endless animations (spinners, the
 * progress ripple) are not waited for. Quicker and surer than a fixed pause: most screens are already still.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 3; round++) {
      const ending = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (ending.length === 0) break;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/**
 * A full-page (or viewport) screenshot attached to the report, once fonts and transitions have settled, with a
 * copy in SHOTS_DIR when set; fails when anything sticks out sideways at this width.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await settle(page);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
}
