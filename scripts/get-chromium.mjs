// `npm test` gets the Chromium it needs itself: Playwright's own download first, then Debian's
// `chromium-headless-shell` (or `chromium`) package when it runs as root with apt; only when both fail does it
// stop with the instructions.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

export function getChromium() {
  const found = findChromium();
  if (found) return found;
  console.log("No Chromium found: downloading Playwright's (npx playwright install chromium)...");
  if (run('npx', ['playwright', 'install', 'chromium'])) {
    const downloaded = findChromium();
    if (downloaded) return downloaded;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's Chromium headless shell (apt-get install -y chromium-headless-shell)...");
    run('apt-get', ['update', '-qq']);
    for (const pkg of ['chromium-headless-shell', 'chromium']) {
      if (run('apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' })) return findChromium();
    }
  }
  return null;
}
