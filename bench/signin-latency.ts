import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { loadOrCreateKeys } from '../server/identity/keys';
import { liveSessionCheck } from '../server/identity/session-check';
import { localTokenVerifier } from '../server/identity/verify-token';

// p50 latency of a password sign-in through supabase-js against the embedded identity on loopback, next to a
// bare GET /api/health measured in the same run. Run: npx tsx bench/signin-latency.ts [rounds=50]

const rounds = Number(process.argv[2] ?? 50);

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used');
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-bench-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WORKERS: 'false', AUTH_EMAIL_CONFIRMATION: 'false' });
  const database = await openPglite();
  await migrateToLatest(database);
  const keys = await loadOrCreateKeys(database);
  const app = await buildApp({
    config,
    database,
    keys,
    tokenVerifier: localTokenVerifier(keys, liveSessionCheck(database)),
    identity: { printMail: () => undefined, limits: { signInPerEmail: 10_000, signInPerIp: 10_000 } },
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  const client = () =>
    createClient(url, keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoWebSocket as never },
    });
  try {
    await client().auth.signUp({ email: 'bench@example.com', password: 'Bench-pass-1' });
    // Warm-up: JIT, connection pool, PGlite caches.
    for (let i = 0; i < 5; i += 1) {
      await client().auth.signInWithPassword({ email: 'bench@example.com', password: 'Bench-pass-1' });
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    }
    const signIn: number[] = [];
    const health: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const c = client();
      let started = performance.now();
      const { error } = await c.auth.signInWithPassword({ email: 'bench@example.com', password: 'Bench-pass-1' });
      signIn.push(performance.now() - started);
      if (error) throw error;
      started = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
    }
    const p50s = percentile(signIn, 50);
    const p50h = percentile(health, 50);
    console.log(`rounds: ${rounds} (interleaved), loopback ${url}, bcrypt cost 10, PGlite in memory`);
    console.log(`password sign-in via supabase-js: p50 ${p50s.toFixed(1)} ms, p90 ${percentile(signIn, 90).toFixed(1)} ms`);
    console.log(`GET /api/health:                  p50 ${p50h.toFixed(1)} ms, p90 ${percentile(health, 90).toFixed(1)} ms`);
    console.log(`ratio sign-in / health (p50): ${(p50s / p50h).toFixed(1)}x`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
