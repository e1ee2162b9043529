import { mintAccessToken } from './access-token';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../../server/app/build-app';
import { loadConfig, type Config } from '../../../server/config';
import { loadOrCreateKeys, type KeyMaterial } from '../../../server/identity/keys';
import { liveSessionCheck } from '../../../server/identity/session-check';
import { localTokenVerifier } from '../../../server/identity/verify-token';
import { createTestDatabase, type TestDatabase } from './test-database';
import { closeGracefully } from '../../../server/http/graceful-close';

// A server built the way main.ts builds it, on a fresh test database, for inject() tests.

/** A test server stops as main.ts stops one, with a short grace: tests leave no request in flight on purpose. */
export const TEST_SHUTDOWN_GRACE_MS = 1_000;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  keys: KeyMaterial;
  config: Config;
  /** A valid access token for a (made-up) user, as the embedded identity would issue it. */
  tokenFor(user?: { id?: string; email?: string; expiresInSeconds?: number }): Promise<string>;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Test users add many listings without a purchase; the free-account limit has its own test (FREE_LISTINGS set there).
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', WORKERS: 'false', FREE_LISTINGS: '1000', ...env });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  /** As bootstrap.ts builds it: the product API also refuses tokens of sessions that have ended. */
  liveSessions?: boolean;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const keys = await loadOrCreateKeys(database);
  const tokenVerifier = localTokenVerifier(keys, options.liveSessions ? liveSessionCheck(database) : undefined);
  const app = await buildApp({ config, database, keys, tokenVerifier, ...options.deps });
  await app.ready();
  return {
    app,
    database,
    keys,
    config,
    tokenFor(user = {}) {
      return mintAccessToken(keys, { userId: user.id, email: user.email, expiresInSeconds: user.expiresInSeconds });
    },
    async close() {
      await closeGracefully(app, TEST_SHUTDOWN_GRACE_MS);
      await database.drop();
    },
  };
}
