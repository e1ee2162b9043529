import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppDeps } from '../../../server/app/build-app';
import { buildTestApp, type TestApp } from './test-app';

// The test app listening on loopback, as supabase-js in a browser would reach it, with a clock the test can
// move forward and a fresh data folder for stored files.

export interface MailItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export interface IdentityServer extends TestApp {
  url: string;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance(seconds: number): void;
  /** A supabase-js client as the browser app makes it (no persistence, no timers). */
  client(key?: string, options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  /** Messages in the dev mailbox, newest first (optionally for one address). */
  mail(to?: string): Promise<MailItem[]>;
  /** The first http(s) link in the newest message to `to` (optionally of one kind). */
  latestLink(to: string, kind?: string): Promise<string>;
}

// supabase-js 2.x on Node 20 wants a WebSocket for realtime even when realtime is never used.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

export async function startIdentityServer(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<IdentityServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lo-identity-'));
  let offsetMs = 0;
  const t = await buildTestApp({
    env: { DATA_DIR: dataDir, ...options.env },
    liveSessions: true,
    deps: {
      now: () => new Date(Date.now() + offsetMs),
      ...options.deps,
      identity: { printMail: () => undefined, ...options.deps?.identity },
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = address.replace('localhost', '127.0.0.1');

  async function mail(to?: string): Promise<MailItem[]> {
    const res = await fetch(`${url}/dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
    return ((await res.json()) as { messages: MailItem[] }).messages;
  }

  return {
    ...t,
    url,
    dataDir,
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    client(key = t.keys.anonKey, clientOptions = {}) {
      return createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: clientOptions.flowType ?? 'implicit' },
        realtime: { transport: NoWebSocket as never },
      });
    },
    mail,
    async latestLink(to, kind) {
      const messages = (await mail(to)).filter((m) => !kind || m.kind === kind);
      const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no ${kind ?? ''} mail with a link for ${to}`);
      return link;
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
