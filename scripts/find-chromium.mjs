// Finds a Chromium for Playwright: CHROMIUM_PATH, Debian's headless shell (chromium-headless-shell: the same engine
// without the browser's window machinery, which is what Playwright itself runs headless; about a quarter less CPU
// per test on this 2-core machine), Debian's /usr/bin/chromium, or a browser Playwright installed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_HELP = [
  'No Chromium was found for the end-to-end tests. Any one of these fixes it:',
  '  - on Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium-headless-shell (or chromium)',
  '  - point to a Chrome or Chromium you have: CHROMIUM_PATH=/path/to/chromium npm test',
  '  - with internet access: npx playwright install chromium',
].join('\n');

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core missing or no browser installed: fall through
  }
  return null;
}
