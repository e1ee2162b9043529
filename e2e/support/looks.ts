// (page.evaluate callbacks run in the browser.)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe';

// The looks the screen specs walk: a theme at a width. `npm test` walks two, so each theme and each width is
// seen once (light on a phone, dark on a laptop); E2E_LOOKS=all (`npm run test:looks`) walks all four, for a
// full set of screenshots to look at before shipping a screen.
// Every state a spec snaps is also audited with axe (issue 23: every screen and state, light and dark, at both
// widths). The screen specs audit their two looks; the accessibility walk (accessibility.spec.ts) takes the
// screens and states again in the other two, so each state is audited in all four looks and walked once in each.

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
 * Screenshots are for a person to look at: `npm run test:looks` (E2E_LOOKS=all) takes them, as does SHOTS_DIR or
 * E2E_SHOTS=1. `npm test` audits every state without them: a full-page screenshot in software-rendered Chromium
 * was a fifth of the screen specs' time, for pictures nobody opens (a failing test still gets Playwright's own).
 */
const TAKE_SHOTS = process.env.E2E_LOOKS === 'all' || Boolean(process.env.SHOTS_DIR) || process.env.E2E_SHOTS === '1';

/** The looks the screen specs do not walk: the accessibility walk takes these (none when they walk all four). */
export const WALK_LOOKS: Look[] = ALL_LOOKS.filter((look) => !LOOKS.includes(look));

/** WCAG 2.0-2.2, A and AA: the rules the audit runs. A serious or critical violation fails the test. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The open dialog and the toasts: states that lay one over a screen just snapped are audited within it. */
export const DIALOG = '[role="dialog"]';
export const TOASTS = '.notistack-SnackbarContainer';

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

export interface SnapOptions {
  /** The whole page (default) or only the viewport, for states with something fixed over the screen. */
  fullPage?: boolean;
  /**
   * Audit only within this selector (DIALOG, TOASTS): for a state that lays a dialog or toast over a screen
   * snapped just before, whose page under it has not changed.
   */
  within?: string;
}

/** The serious and critical axe violations on the page (or within a part of it), one line each. */
async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  const violations = await axeViolations(page, AXE_TAGS, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`)
        .join(' | ');
      return `${v.id} (${v.impact}) on ${v.nodes.length}: ${where}`;
    });
}

/**
 * Checks a state as a host would meet it, once fonts and transitions have settled: fails when anything sticks
 * out sideways at this width or axe finds a serious or critical violation. The failures are soft, so one run
 * names every state that fails.
 */
export async function audit(page: Page, name: string, within?: string): Promise<void> {
  await settle(page);
  await checkState(page, name, within);
}

async function checkState(page: Page, name: string, within?: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
  expect.soft(await blockingViolations(page, within), `serious or critical axe violations on ${name}`).toEqual([]);
}

/**
 * A state's screenshot (full page, or the viewport) attached to the report when screenshots are taken (see
 * TAKE_SHOTS), with a copy in SHOTS_DIR when set, then the checks of audit() on the same settled page.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, options: SnapOptions = {}): Promise<void> {
  const fullPage = options.fullPage ?? true;
  await settle(page);
  if (!TAKE_SHOTS) return checkState(page, name, options.within);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage });
  }
  await checkState(page, name, options.within);
}
