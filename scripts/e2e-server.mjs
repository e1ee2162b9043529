#!/usr/bin/env node
// The server the end-to-end tests drive: embedded mode on a fresh data folder, stopped with the tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  // Every test completes an account from this one address: the per-address onboarding limit would refuse the 21st.
  env: { ONBOARDING_PER_IP: '1000', ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
