import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_HELP, findChromium } from './scripts/find-chromium.mjs';

// End-to-end tests drive the real server (embedded mode, fresh data folder) in Debian's Chromium.

const port = Number(process.env.E2E_PORT ?? 8791);
// The listing sites specs serve (e2e/support/listing-site.ts): one port each, from E2E_SITE_PORT.
const sitePort = Number(process.env.E2E_SITE_PORT ?? port + 1);
const sitePorts = [sitePort, sitePort + 1];
export const baseURL = `http://localhost:${port}`;
const executablePath: string | null = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);

export default defineConfig({
  testDir: 'e2e',
  // Three workers on two cores: much of a test is waiting (for the server, a poll, an analysis), so a third fills
  // the gaps (the suite: 312 -> 259 s, the cores 91% busy).
  // Files run whole in one worker unless they say their tests are independent (mode 'parallel').
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A trace records a screencast and a DOM snapshot at every step: recorded for every test, even to be thrown
    // away, it was a third of the suite's CPU (a screen spec: 158 -> 101 CPU-s without). CI retries a failed test
    // once and records that retry; locally, `npx playwright test --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, as many hosts' phones do: the progress ripple, the chat's smooth
    // scrolling and the confetti stay still. Endless animations repainted in software were a quarter of the
    // tests' CPU. A test about motion itself asks for it (test.use({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's banner and the dev mailbox's printed links (the tests read the mailbox at /dev/mail.json) would
    // sit among the results; what it says on stderr (a failed start, an error) still shows.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      E2E_SITE_PORT: String(sitePort),
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      ANALYZER_EXTRA_HOSTS: sitePorts.map((p) => `127.0.0.1:${p},localhost:${p}`).join(','),
    },
  },
});
