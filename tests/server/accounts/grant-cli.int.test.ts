import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readOnboardingToken } from '../../../server/accounts/onboarding-token';
import { buildApp } from '../../../server/app/build-app';
import { openRuntime } from '../../../server/bootstrap';
import { openPglite } from '../../../server/db/database';
import { loadOrCreateKeys } from '../../../server/identity/keys';
import { fromRoot } from '../../../server/paths';
import { testConfig } from '../../support/server/test-app';
import { migratedDataFolder } from '../../support/server/test-database';

// `npm run grant -- <email>` on an embedded (PGlite) data folder, with the server stopped and running.
// These runs use PGlite whatever TEST_DATABASE_URL says: the folder lock is what is being tested.

jest.setTimeout(120_000);
const run = promisify(execFile);

function grant(dataDir: string, email: string) {
  return run(fromRoot('node_modules', '.bin', 'tsx'), ['server/cli.ts', 'grant', email], {
    cwd: fromRoot(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', PORT: '8787' },
  });
}

function linkToken(stdout: string): string {
  const link = stdout.match(/https?:\/\/\S+/)![0];
  expect(new URL(link).pathname).toBe('/onboard-setup');
  return new URL(link).searchParams.get('session')!;
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-grant-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('opens the database itself when no server holds the folder', async () => {
  const { stdout } = await grant(dataDir, 'Offline@Example.com');
  expect(stdout).toContain('Purchase recorded for offline@example.com');
  expect(stdout).toContain('http://localhost:8787/onboard-setup?session=');
  const token = linkToken(stdout);
  const db = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    const keys = await loadOrCreateKeys(db);
    const claims = readOnboardingToken(keys.serverSecret, token)!;
    expect(claims.email).toBe('offline@example.com');
    const row = await db.db.selectFrom('purchases').selectAll().where('id', '=', claims.purchaseId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'offline@example.com', source: 'grant', used_at: null });
  } finally {
    await db.close();
  }
});

it('asks the running server when it holds the folder, and the link works on that server', async () => {
  // The server here runs in this process: a migrated folder spares it PGlite's first start (about 6 s).
  await migratedDataFolder(dataDir);
  const runtime = await openRuntime(testConfig({ DATA_DIR: dataDir }));
  const app = await buildApp({ ...runtime, identity: { printMail: () => undefined } });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);
    const { stdout } = await grant(dataDir, 'online@example.com');
    const port = new URL(address).port;
    expect(stdout).toContain(`http://localhost:${port}/onboard-setup?session=`);
    const token = linkToken(stdout);
    const res = await fetch(`${address}/api/auth/complete-onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionToken: token, password: 'Strong-pass-1' }),
    });
    expect(await res.json()).toEqual({ message: 'Account created', email: 'online@example.com' });
  } finally {
    await app.close();
    await runtime.close();
  }
  expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
});

it('refuses something that is not an address', async () => {
  await expect(grant(dataDir, 'not-an-address')).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('is not an email address'),
  });
});
